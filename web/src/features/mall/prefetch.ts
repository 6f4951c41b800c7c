import type { Banner, Page, ProductDetail, ProductListItem } from '@dropmall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { preloadPicture } from '../../lib/preloadPicture';
import {
  fetchBanners,
  fetchCategories,
  fetchProduct,
  fetchRecommended,
  fetchTagModules,
  fetchTags,
  mallKeys,
  searchProducts,
} from './api';
import { parseListFilters, searchParamsOf } from './list/listQuery';
import { cardPicture, cardPictures, galleryPicture, galleryPictures } from './pictures';
import { REFERENCE } from './queries';

/**
 * A page's reads, asked as the app starts (app/router.tsx preloadRoute) so they travel beside the page's
 * code instead of after it. Each asks the same query (key, function, freshness) its page's hook asks, so the
 * page finds the answer in the cache or on its way and asks nothing twice. The promise settles when the
 * answers are in (or failed: the page shows the failure), never rejects.
 */
export type PagePrefetch = (queryClient: QueryClient, search: URLSearchParams) => Promise<void>;

/** The home's reads (HomePage): categories, tags, banners, recommended and the tag modules. */
export const prefetchHome: PagePrefetch = async (queryClient) => {
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: mallKeys.categories, queryFn: fetchCategories, ...REFERENCE }),
    queryClient.prefetchQuery({ queryKey: mallKeys.tags, queryFn: fetchTags, ...REFERENCE }),
    // The first banner is the home's largest paint: asked as soon as the banners are known.
    queryClient
      .prefetchQuery({ queryKey: mallKeys.banners, queryFn: fetchBanners })
      .then(() => preloadPicture(queryClient.getQueryData<Banner[]>(mallKeys.banners)?.[0]?.imgUrl)),
    queryClient.prefetchQuery({ queryKey: mallKeys.recommended, queryFn: fetchRecommended }),
    queryClient.prefetchQuery({ queryKey: mallKeys.tagModules, queryFn: fetchTagModules }),
  ]);
};

/** The list's search (ListPage), read from the URL as the page reads it. */
export const prefetchList: PagePrefetch = async (queryClient, search) => {
  const params = searchParamsOf(parseListFilters(search));
  await queryClient
    .prefetchQuery({
      queryKey: mallKeys.search(params),
      queryFn: ({ signal }) => searchProducts(params, signal),
    })
    .then(() => {
      // The first card's picture is the list's largest paint.
      const first = queryClient.getQueryData<Page<ProductListItem>>(mallKeys.search(params))?.records[0];
      const url = first && cardPictures(first)[0];
      if (url) preloadPicture(cardPicture(url));
    });
};

/** The product (DetailPage); an id the page would refuse asks nothing. */
export const prefetchDetail: PagePrefetch = async (queryClient, search) => {
  const id = Number(search.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return;
  await queryClient
    .prefetchQuery({
      queryKey: mallKeys.detail(id),
      queryFn: ({ signal }) => fetchProduct(id, signal),
    })
    .then(() => {
      // The gallery's first picture is the detail's largest paint.
      const detail = queryClient.getQueryData<ProductDetail>(mallKeys.detail(id));
      const url = detail && galleryPictures(detail)[0];
      if (url) preloadPicture(galleryPicture(url));
    });
};
