import { menuPages } from '../../lib/menuTree';
import type { MenuNode } from '../../lib/storage';
import { APP_ROUTES } from '../routeTable';

/**
 * Static routes of spec 001 §2 that every back-office user may open. Every other back-office page is a
 * dynamic route: registered only when the user's menu names it (hidden menu entries included).
 */
export const STATIC_OFFICE_PATHS: readonly string[] = [
  '/Welcome',
  '/403',
  '/About',
  '/Settlement',
  '/System/password',
  '/System/exportRecord',
];

// Any page of the app may sit in the menu: most are back-office pages, a few (the cart) live in the mall.
const routes = new Map(APP_ROUTES.map((route) => [route.path, route]));

/** Whether the app has a page for a menu path (the page inventory). */
export const hasPage = (path: string) => routes.has(path);

/** The title key of a path, for tabs restored from storage. */
export const titleKeyOf = (path: string) => routes.get(path)?.titleKey ?? null;

/** Whether the menu lets the user open a back-office path. */
export function mayOpen(menu: readonly MenuNode[] | null, path: string): boolean {
  if (STATIC_OFFICE_PATHS.includes(path)) return true;
  return menuPages(menu ?? []).some((page) => page.path === path);
}

/** Menu paths without a page: spec 001 §2 says they are only logged, never shown. */
export function logMissingPages(menu: readonly MenuNode[]): void {
  for (const page of menuPages(menu))
    if (page.path !== '' && !hasPage(page.path))
      console.warn(`menu path without a page: ${page.path} (${page.name})`);
}
