import type { Language } from '@dropmall/contract';

/**
 * The few words the first paint shows, in both languages: the same as the web app's (web/src/locales) for
 * the same places, so nothing changes when the app takes over.
 */
const TEXTS = {
  en: {
    welcome: 'Welcome to Dropmall, the sourcing mall for dropshippers',
    brand: 'Dropmall',
    brandHome: 'Dropmall home',
    homeHeading: 'Dropmall: products ready to sell in your store, shipped for you',
    banners: 'Featured products',
    bannerAlt: 'Featured product {n}',
    recommended: 'Recommended for you',
    home: 'Home',
    products: 'Products',
    crumbs: 'Where you are',
    price: 'Price',
    searchLabel: 'Search products',
    searchCategory: 'Search in category',
    allCategories: 'All categories',
    searchPlaceholder: 'I want to buy...',
    search: 'Search',
    sortBy: 'Sort by',
    sortDefault: 'Default',
    sortPrice: 'Price',
    sortNewest: 'Newest',
    sortDownloads: 'Download',
    sortPublishes: 'Publish',
    totalOne: '{n} product',
    totalOther: '{n} products',
    totalAtLeast: '{n}+ products',
  },
  zh: {
    welcome: '欢迎来到 Dropmall，一件代发的选品商城',
    brand: 'Dropmall',
    brandHome: 'Dropmall 首页',
    homeHeading: 'Dropmall：为您的店铺代发货的现成商品',
    banners: '精选商品',
    bannerAlt: '精选商品 {n}',
    recommended: '为你推荐',
    home: '首页',
    products: '商品列表',
    crumbs: '当前位置',
    price: '价格',
    searchLabel: '搜索商品',
    searchCategory: '搜索分类',
    allCategories: '全部分类',
    searchPlaceholder: '我想买……',
    search: '搜索',
    sortBy: '排序',
    sortDefault: '默认',
    sortPrice: '价格',
    sortNewest: '最新',
    sortDownloads: '下载量',
    sortPublishes: '发布量',
    totalOne: '共 {n} 件商品',
    totalOther: '共 {n} 件商品',
    totalAtLeast: '超过 {n} 件商品',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type FirstPaintText = keyof (typeof TEXTS)['en'];

export const firstPaintText = (lang: Language, key: FirstPaintText, n?: number | string): string =>
  TEXTS[lang][key].replace('{n}', String(n ?? ''));
