import type { TabItem } from '../../lib/storage';

/** A tab is one page: its path without the query (the query is where in the page the user was). */
export const tabKey = (path: string) => path.split('?')[0] ?? path;

/** At most this many tabs stay open: a new one beyond closes the oldest (issue 37: the bar grew without end). */
export const MAX_TABS = 12;

/**
 * Opens a page's tab (closing the oldest beyond MAX_TABS), or moves an open one to the page's current
 * address (same page, new query).
 */
export function openTab(tabs: readonly TabItem[], tab: TabItem): TabItem[] {
  const key = tabKey(tab.path);
  const at = tabs.findIndex((item) => tabKey(item.path) === key);
  if (at === -1) return [...tabs, tab].slice(-MAX_TABS);
  const current = tabs[at];
  if (current?.path === tab.path && current.title === tab.title) return [...tabs];
  return tabs.map((item, i) => (i === at ? tab : item));
}

/**
 * Closes a tab. When it was the active one, `next` is where to go: the tab to its right, else to its left,
 * else the home page '/' (as after closing all); null when the active tab stays.
 */
export function closeTab(
  tabs: readonly TabItem[],
  key: string,
  activeKey: string,
): { tabs: TabItem[]; next: string | null } {
  const at = tabs.findIndex((item) => tabKey(item.path) === key);
  if (at === -1) return { tabs: [...tabs], next: null };
  const rest = tabs.filter((_, i) => i !== at);
  if (key !== activeKey) return { tabs: rest, next: null };
  const neighbour = rest[at] ?? rest[at - 1];
  return { tabs: rest, next: neighbour ? neighbour.path : '/' };
}

/** Closes every tab but the active one. */
export function closeOthers(tabs: readonly TabItem[], activeKey: string): TabItem[] {
  return tabs.filter((item) => tabKey(item.path) === activeKey);
}

/** What `Tags` held, cleaned of anything a hand edit or an old version could have left there. */
export function restoreTabs(stored: unknown): TabItem[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { title, path } = item as { title?: unknown; path?: unknown };
    // Only paths of this app: '/x', never '//host' or 'https://...'.
    if (typeof path !== 'string' || !/^\/(?!\/)/.test(path) || seen.has(tabKey(path))) return [];
    seen.add(tabKey(path));
    return [{ title: typeof title === 'string' ? title : path, path }];
  });
}
