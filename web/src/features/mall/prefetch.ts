import type { QueryClient } from '@tanstack/react-query';
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
import { REFERENCE } from './queries';

/**
 * A page's reads, asked as the app starts (app/router.tsx preloadRoute) so they travel beside the page's
 * code instead of after it. Each asks the same query (key, function, freshness) its page's hook asks, so the
 * page finds the answer in the cache or on its way and asks nothing twice.
 */
export type PagePrefetch = (queryClient: QueryClient, search: URLSearchParams) => void;

/** The home's reads (HomePage): categories, tags, banners, recommended and the tag modules. */
export const prefetchHome: PagePrefetch = (queryClient) => {
  void queryClient.prefetchQuery({ queryKey: mallKeys.categories, queryFn: fetchCategories, ...REFERENCE });
  void queryClient.prefetchQuery({ queryKey: mallKeys.tags, queryFn: fetchTags, ...REFERENCE });
  void queryClient.prefetchQuery({ queryKey: mallKeys.banners, queryFn: fetchBanners });
  void queryClient.prefetchQuery({ queryKey: mallKeys.recommended, queryFn: fetchRecommended });
  void queryClient.prefetchQuery({ queryKey: mallKeys.tagModules, queryFn: fetchTagModules });
};

/** The list's search (ListPage), read from the URL as the page reads it. */
export const prefetchList: PagePrefetch = (queryClient, search) => {
  const params = searchParamsOf(parseListFilters(search));
  void queryClient.prefetchQuery({
    queryKey: mallKeys.search(params),
    queryFn: ({ signal }) => searchProducts(params, signal),
  });
};

/** The product (DetailPage); an id the page would refuse asks nothing. */
export const prefetchDetail: PagePrefetch = (queryClient, search) => {
  const id = Number(search.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery({
    queryKey: mallKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });
};
