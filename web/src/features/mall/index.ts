/** What other features (the shell's header) may use of the mall: data hooks and links, no pages. */
export type { CategoryNode, HotKey } from './api';
export { listHref } from './list/listQuery';
export { useCategoryTree, useHotKeys } from './queries';
