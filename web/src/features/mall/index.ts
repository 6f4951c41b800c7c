/** What other features (the shell's header) and the app (route prefetch) may use of the mall: no pages. */
export type { CategoryNode, HotKey } from './api';
export { listHref } from './list/listQuery';
export { type PagePrefetch, prefetchDetail, prefetchHome, prefetchList } from './prefetch';
export { useCategoryTree, useHotKeys } from './queries';
