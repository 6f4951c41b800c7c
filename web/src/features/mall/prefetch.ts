import type { Banner, Page, ProductDetail, ProductListItem } from '@dropmall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '../../lib/nextTask';
import { preloadPicture } from '../../lib/preloadPicture';
import {
  fetchBanners,
  fetchCategories,
  fetchHotKeys,
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

type Read = () => Promise<unknown>;

/** Asks the reads one per task (a slow phone ran five asked at once as one long task); settles when all are in. */
async function askInTurn(reads: Read[]): Promise<void> {
  const asked: Promise<unknown>[] = [];
  for (const read of reads) {
    asked.push(read());
    await nextTask();
  }
  await Promise.all(asked);
}

/** What the mall header reads on every page (its search box): so the first render has it, and no second one. */
const headerReads = (queryClient: QueryClient): Read[] => [
  () => queryClient.prefetchQuery({ queryKey: mallKeys.categories, queryFn: fetchCategories, ...REFERENCE }),
  () => queryClient.prefetchQuery({ queryKey: mallKeys.hotKeys, queryFn: fetchHotKeys, ...REFERENCE }),
];

const tagsRead =
  (queryClient: QueryClient): Read =>
  () =>
    queryClient.prefetchQuery({ queryKey: mallKeys.tags, queryFn: fetchTags, ...REFERENCE });

/**
 * A page's main read, then a high-priority preload of the picture that is its largest paint (`pictureOf` says
 * which, as the page's own <img> does: features/mall/pictures.ts).
 */
function readWithPicture<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
  pictureOf: (data: T) => string | undefined,
): Read {
  return () =>
    queryClient.prefetchQuery({ queryKey, queryFn }).then(() => {
      const data = queryClient.getQueryData<T>(queryKey);
      preloadPicture(data === undefined ? undefined : pictureOf(data));
    });
}

/** The home's reads (HomePage and the header): banners, categories, hot searches, tags, recommended, tag modules. */
export const prefetchHome: PagePrefetch = (queryClient) =>
  askInTurn([
    // The first banner is the home's largest paint: asked first.
    readWithPicture(queryClient, mallKeys.banners, fetchBanners, (banners: Banner[]) => banners[0]?.imgUrl),
    ...headerReads(queryClient),
    tagsRead(queryClient),
    () => queryClient.prefetchQuery({ queryKey: mallKeys.recommended, queryFn: fetchRecommended }),
    () => queryClient.prefetchQuery({ queryKey: mallKeys.tagModules, queryFn: fetchTagModules }),
  ]);

/** The list's search (ListPage), read from the URL as the page reads it, then the header's and filters' reads. */
export const prefetchList: PagePrefetch = (queryClient, search) => {
  const params = searchParamsOf(parseListFilters(search));
  const results = readWithPicture(
    queryClient,
    mallKeys.search(params),
    ({ signal }) => searchProducts(params, signal),
    // The first card's picture.
    (page: Page<ProductListItem>) => {
      const url = page.records[0] && cardPictures(page.records[0])[0];
      return url && cardPicture(url);
    },
  );
  return askInTurn([results, ...headerReads(queryClient), tagsRead(queryClient)]);
};

/** The product (DetailPage), then the header's reads; an id the page would refuse asks for the header's only. */
export const prefetchDetail: PagePrefetch = (queryClient, search) => {
  const id = Number(search.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return askInTurn(headerReads(queryClient));
  const product = readWithPicture(
    queryClient,
    mallKeys.detail(id),
    ({ signal }) => fetchProduct(id, signal),
    // The gallery's first picture.
    (detail: ProductDetail) => {
      const url = galleryPictures(detail)[0];
      return url && galleryPicture(url);
    },
  );
  return askInTurn([product, ...headerReads(queryClient)]);
};
