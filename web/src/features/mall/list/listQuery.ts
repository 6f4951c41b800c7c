import { LIST_PAGE_SIZE, readSearchParam, SEARCH_PARAMS, SortIndex } from '@dropmall/contract';

/**
 * The list page's state lives in its URL (spec 000 §2: categoryId, category2Id, category3Id, title, sku,
 * tagId, warehouse, newest, sortIndex; plus the page, `current`), so back/forward, reload and shared links
 * all show the same list. These functions are the only translation between the two.
 */
export interface ListFilters {
  categoryId?: number;
  category2Id?: number;
  category3Id?: number;
  title?: string;
  sku?: string;
  tagId?: number;
  warehouse?: number;
  newest?: number;
  sortIndex: number;
  current: number;
}

export const LIST_PARAMS = SEARCH_PARAMS;
type ListParam = (typeof LIST_PARAMS)[number];

const DEFAULTS = { sortIndex: SortIndex.default, current: 1 } as const;

/**
 * Reads one parameter with the contract's rule (the server's, without zod: this runs on the mall's first
 * load); an invalid value (hand-edited link) reads as absent.
 */
function readParam(name: ListParam, raw: string | null): number | string | undefined {
  return raw === null ? undefined : readSearchParam(name, raw);
}

export function parseListFilters(params: URLSearchParams): ListFilters {
  const filters: ListFilters = { ...DEFAULTS };
  for (const name of LIST_PARAMS) {
    const value = readParam(name, params.get(name));
    if (value !== undefined) Object.assign(filters, { [name]: value });
  }
  // `page` is what a person types in the address bar (issue 37: /mall/list?page=3 showed page 1): read as
  // `current` when the canonical name is absent; the app's own links keep writing `current`.
  const typed = params.has('current') ? undefined : readParam('current', params.get('page'));
  if (typeof typed === 'number') filters.current = typed;
  return filters;
}

/** The URL query of a state: only what differs from the defaults, in a stable order. */
export function serializeListFilters(filters: ListFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    if (name in DEFAULTS && value === DEFAULTS[name as keyof typeof DEFAULTS]) continue;
    out.set(name, String(value));
  }
  return out;
}

/** Applies a change; any change but a page change starts again at page 1. */
export function applyFilters(filters: ListFilters, patch: Partial<ListFilters>): ListFilters {
  const next: ListFilters = { ...filters, ...patch };
  if (!('current' in patch)) next.current = 1;
  for (const name of LIST_PARAMS) if (next[name] === undefined) delete next[name];
  return next;
}

/** The Price sort toggles: ascending first, then descending, then ascending again. */
export function nextPriceSort(sortIndex: number): number {
  return sortIndex === SortIndex.priceAsc ? SortIndex.priceDesc : SortIndex.priceAsc;
}

/** The category cascader's value and back. */
export function categoryPath(filters: ListFilters): number[] {
  const path: number[] = [];
  for (const id of [filters.categoryId, filters.category2Id, filters.category3Id]) {
    if (id === undefined) break;
    path.push(id);
  }
  return path;
}

export function categoryPatch(path: readonly (number | string)[] | undefined): Partial<ListFilters> {
  const [categoryId, category2Id, category3Id] = (path ?? []).map(Number);
  return { categoryId, category2Id, category3Id };
}

/** What /mall/index/page is asked for this state. */
export function searchParamsOf(filters: ListFilters): Record<string, string | number | undefined> {
  return { ...filters, size: LIST_PAGE_SIZE };
}

/** A link to the list with some filters, e.g. listHref({ tagId: 3 }) -> '/mall/list?tagId=3'. */
export function listHref(filters: Partial<ListFilters>): string {
  const query = serializeListFilters({ ...DEFAULTS, ...filters }).toString();
  return query ? `/mall/list?${query}` : '/mall/list';
}
