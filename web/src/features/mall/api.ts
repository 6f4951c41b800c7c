import {
  type Banner,
  type CategoryNode,
  type FavouriteItem,
  type FavouriteSaved,
  type HotKey,
  type HotKeys,
  ORIGIN_COUNTRY_ID,
  type Page,
  type ProductDetail,
  type ProductListItem,
  type ProductTag,
  type Recommended,
  SHIPPING_OPTIONS_FETCH_SIZE,
  type ShippingOption,
  type ShippingOptionPage,
  type TagModule,
} from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The storefront's calls (spec 000 §7, spec 001 §7 /mall/index/*, /base/*, favourites). */

export type { Banner, CategoryNode, FavouriteItem, HotKey, ProductTag as Tag, Recommended, TagModule };

/** Query parameters of /mall/index/page (numbers as numbers; absent filters are left out). */
export type SearchParams = Record<string, string | number | undefined>;

export const mallKeys = {
  tags: ['mall', 'tags'],
  categories: ['mall', 'categories'],
  banners: ['mall', 'banners'],
  recommended: ['mall', 'recommended'],
  tagModules: ['mall', 'tagModules'],
  hotKeys: ['mall', 'hotKeys'],
  search: (params: SearchParams) => ['mall', 'search', params] as const,
  detail: (id: number) => ['mall', 'detail', id] as const,
  shipping: (productId: number, toId: number, num: number) =>
    ['mall', 'shipping', productId, toId, num] as const,
  favourites: (current: number) => ['mall', 'favourites', current] as const,
  favouritesAll: ['mall', 'favourites'],
} as const;

export const fetchTags = () => get<ProductTag[]>('/mall/index/getProductTags');
export const fetchCategories = () => get<CategoryNode[]>('/mall/index/category');
export const fetchBanners = () => get<Banner[]>('/mall/index/getHomePageBanner');
export const fetchRecommended = () => get<Recommended[]>('/mall/index/getWntj');
/** Without a tag id the server answers the modules of the first six tags in one call. */
export const fetchTagModules = () => get<TagModule[]>('/mall/index/getListByTag');
export const fetchHotKeys = async () => (await get<HotKeys>('/mall/index/hotSearchKey')).list;

export const searchProducts = (params: SearchParams, signal?: AbortSignal) =>
  get<Page<ProductListItem>>('/mall/index/page', params, { signal });

/** Quiet: the page shows its own 'not found' state instead of a toast. */
export const fetchProduct = (id: number, signal?: AbortSignal) =>
  get<ProductDetail>('/mall/index/get', { id }, { quiet: true, signal });

/** The methods to a country for `num` units: the server weighs the parcel as checkout will. */
export async function fetchShipping(productId: number, toId: number, num: number): Promise<ShippingOption[]> {
  const page = await get<ShippingOptionPage>('/base/toolExpressModelPage', {
    toId,
    fromId: ORIGIN_COUNTRY_ID,
    productId,
    size: SHIPPING_OPTIONS_FETCH_SIZE,
    num,
  });
  return page.records;
}

export const fetchFavourites = (current: number, size: number) =>
  get<Page<FavouriteItem>>('/business/favoritesList', { current, size });

/**
 * Spec 000 §4: no record yet -> create it (productId, invalid=0); a record -> remove it by its id
 * (invalid=1). The server answers the live record.
 */
export function saveFavourite(productId: number, recordId: string | number | null) {
  const fields = recordId ? { id: recordId, productId, invalid: 1 } : { productId, invalid: 0 };
  return post<FavouriteSaved>('/business/saveFavorites', fields);
}

/** The picture a list item shows first. */
export function coverOf(item: Pick<ProductListItem, 'imgs' | 'productUrl'>): string {
  return item.imgs[0]?.imgUrl || item.productUrl;
}

export const detailPath = (id: number | string) => `/mall/productDetail?id=${id}`;
