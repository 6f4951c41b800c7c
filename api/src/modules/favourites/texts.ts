/** What favourites say to people, in both languages. */
export const favouriteText = {
  businessOnly: { en: 'Only business accounts keep favourites', zh: '仅商家账号可以收藏商品' },
} as const;
