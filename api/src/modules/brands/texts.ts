/** Server messages of the brands module (Brand List), in both languages. */
export const brandText = {
  notFound: { en: 'That brand does not exist', zh: '该品牌不存在' },
  nameTaken: {
    en: 'You already have a brand named "{name}"',
    zh: '您已有名为“{name}”的品牌',
  },
  inUse: {
    en: '{count} of your products name this brand: give them another brand first, or hide it instead',
    zh: '您有 {count} 个商品使用此品牌：请先为它们更换品牌，或改为隐藏此品牌',
  },
  unknown: { en: 'That brand is not one of your brands', zh: '该品牌不是您的品牌' },
  hidden: {
    en: 'The brand "{name}" is hidden: show it again on the Brand List before giving it to a product',
    zh: '品牌“{name}”已隐藏：请先在品牌列表中重新显示，再用于商品',
  },
};
