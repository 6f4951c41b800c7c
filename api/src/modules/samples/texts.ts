/** Server messages of the samples module (Try-on List), in both languages. */
export const sampleText = {
  notFound: { en: 'That sample does not exist', zh: '该样品不存在' },
  noAddress: {
    en: 'Add a delivery address before ordering a sample',
    zh: '订购样品前请先添加收货地址',
  },
  variantGone: { en: 'This product can no longer be bought', zh: '该商品已无法购买' },
  notBuyable: {
    en: '"{title}" cannot be ordered now (off shelf or out of stock)',
    zh: '“{title}”现在无法订购（已下架或无库存）',
  },
  ownProduct: { en: 'This is your own product: no sample needed', zh: '这是您自己的商品，无需订购样品' },
  openAlready: {
    en: 'You already have a sample of this product on its way (order {orderNo}): see the Try-on List',
    zh: '您已有该商品的样品在处理中（订单 {orderNo}），请查看试穿列表',
  },
  openRace: {
    en: 'You already have a sample of this product on its way: see the Try-on List',
    zh: '您已有该商品的样品在处理中，请查看试穿列表',
  },
};
