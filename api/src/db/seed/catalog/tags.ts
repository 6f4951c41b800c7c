import type { TagSeed } from './types';

/** Product tags. The first six are the home page's sections, in this order. */
export const TAGS: TagSeed[] = [
  { en: 'Hot Sale', zh: '热卖爆款' },
  { en: 'New Arrivals', zh: '新品上市' },
  { en: 'Best Sellers', zh: '销量榜单' },
  { en: 'Trending Now', zh: '当下流行' },
  { en: 'Free Shipping', zh: '包邮专区' },
  { en: 'Gift Ideas', zh: '送礼精选' },
  { en: 'Under $10', zh: '10美元以下' },
  { en: 'Eco-Friendly', zh: '环保之选' },
  { en: 'Summer Picks', zh: '夏日精选' },
  { en: 'Brazil Favorites', zh: '巴西热销' },
];
