export const cartText = {
  variantGone: { en: 'This specification is no longer sold', zh: '该规格已停售' },
  notEnough: { en: 'Only {stock} left in stock', zh: '库存仅剩 {stock} 件' },
  notEnoughBesideCart: {
    en: 'Only {stock} left in stock, and your cart already holds {num}',
    zh: '库存仅剩 {stock} 件，您的购物车中已有 {num} 件',
  },
  outOfStock: { en: 'This specification is out of stock', zh: '该规格已售罄' },
  lineMissing: { en: 'This cart item does not exist', zh: '购物车中没有该商品' },
};
