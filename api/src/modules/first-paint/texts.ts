/**
 * The few words the first paint shows, in both languages: the same as the web app's (web/src/locales) for the
 * same places, so nothing changes when the app takes over.
 */
export const firstPaintText = {
  welcome: {
    en: 'Welcome to Dropmall, the sourcing mall for dropshippers',
    zh: '欢迎来到 Dropmall，一件代发的选品商城',
  },
  brand: { en: 'Dropmall', zh: 'Dropmall' },
  brandHome: { en: 'Dropmall home', zh: 'Dropmall 首页' },
  homeHeading: {
    en: 'Dropmall: products ready to sell in your store, shipped for you',
    zh: 'Dropmall：为您的店铺代发货的现成商品',
  },
  banners: { en: 'Featured products', zh: '精选商品' },
  bannerAlt: { en: 'Featured product {n}', zh: '精选商品 {n}' },
  recommended: { en: 'Recommended for you', zh: '为你推荐' },
  home: { en: 'Home', zh: '首页' },
  products: { en: 'Products', zh: '商品列表' },
  crumbs: { en: 'Where you are', zh: '当前位置' },
  price: { en: 'Price', zh: '价格' },
  searchLabel: { en: 'Search products', zh: '搜索商品' },
  searchCategory: { en: 'Search in category', zh: '搜索分类' },
  allCategories: { en: 'All categories', zh: '全部分类' },
  searchPlaceholder: { en: 'I want to buy...', zh: '我想买……' },
  search: { en: 'Search', zh: '搜索' },
  sortBy: { en: 'Sort by', zh: '排序' },
  sortDefault: { en: 'Default', zh: '默认' },
  sortPrice: { en: 'Price', zh: '价格' },
  sortNewest: { en: 'Newest', zh: '最新' },
  sortDownloads: { en: 'Download', zh: '下载量' },
  sortPublishes: { en: 'Publish', zh: '发布量' },
  totalOne: { en: '{n} product', zh: '共 {n} 件商品' },
  totalOther: { en: '{n} products', zh: '共 {n} 件商品' },
  totalAtLeast: { en: '{n}+ products', zh: '超过 {n} 件商品' },
} as const;
