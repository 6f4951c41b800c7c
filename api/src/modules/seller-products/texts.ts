export const listText = {
  entryNotFound: { en: 'This list entry does not exist', zh: '该列表项不存在' },
  entryTaken: { en: 'This list already has an entry named "{name}"', zh: '该列表中已有名为“{name}”的项' },
  entryInUse: {
    en: 'This entry is used by {count} product(s); change them first',
    zh: '有 {count} 个商品正在使用此项，请先修改这些商品',
  },
};

export const sellerNoticeText = {
  approvedTitle: { en: 'Product approved', zh: '商品审核通过' },
  approvedContent: {
    en: '"{title}" passed review and is now on sale in the mall.',
    zh: '“{title}”已通过审核，已在商城上架销售。',
  },
  rejectedTitle: { en: 'Product not approved', zh: '商品审核未通过' },
  rejectedContent: {
    en: '"{title}" was not approved: {reason}. Edit it and submit it again.',
    zh: '“{title}”未通过审核：{reason}。请修改后重新提交。',
  },
} as const;
