/** The refusals of a store's products and their mapping (issue 34 item 3), in both languages. */
export const storeProductTexts = {
  title: { en: 'Import the products of {name}', zh: '导入 {name} 的商品' },
  csvStore: {
    en: 'The store {name} has no API access: its products cannot be imported.',
    zh: '店铺 {name} 未接入 API，无法导入其商品。',
  },
  notActive: {
    en: 'The store {name} is paused: resume it to import its products.',
    zh: '店铺 {name} 已暂停，请先恢复后再导入商品。',
  },
  noSuchVariant: {
    en: 'This product variant is not among the store’s imported products. Import them again.',
    zh: '该商品规格不在已导入的店铺商品中，请重新导入。',
  },
  published: {
    en: 'This product was published from Dropmall: it is already linked to its mall product.',
    zh: '该商品由 Dropmall 发布，已关联到其商城商品。',
  },
  notOnSale: {
    en: 'That mall product variant is not on sale. Choose another.',
    zh: '该商城商品规格未在售，请选择其他规格。',
  },
} as const;
