import { StorageKey } from '@dropmall/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { post } from './http';
import { menuPages } from './menuTree';
import { hasToken } from './session';
import { type MenuNode, readStorage, writeStorage } from './storage';

/** The caller's menu tree (spec 001 §7: POST /sysuser/permission_list). */
export async function fetchMenu(): Promise<MenuNode[]> {
  const menu = await post<MenuNode[] | null>('/sysuser/permission_list');
  return Array.isArray(menu) ? menu : [];
}

let loadingMenu: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Startup (spec 001 §4): the menu is read from `router`; when it is missing and a token exists it is fetched
 * and stored. A lost session on the way is handled by the http client (back to login).
 */
export function loadMenuAtStartup(): Promise<void> {
  if (readStorage(StorageKey.router) || !hasToken()) return Promise.resolve();
  loadingMenu ??= fetchMenu()
    .then((menu) => {
      if (menu.length > 0) writeStorage(StorageKey.router, menu);
    })
    .catch(() => {})
    .finally(() => {
      loadingMenu = null;
      notify();
    });
  notify();
  return loadingMenu;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// The stored text itself is the snapshot: equal text, same menu, no re-render.
const snapshot = () => `${loadingMenu ? 1 : 0}${window.localStorage.getItem(StorageKey.router) ?? ''}`;

/** The saved menu (null when there is none) and whether the startup fetch is still on its way. */
export function useMenu(): { menu: MenuNode[] | null; loading: boolean } {
  const raw = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => {
    const menu = raw.length > 1 ? readStorage(StorageKey.router) : null;
    return { menu: Array.isArray(menu) ? menu : null, loading: raw.startsWith('1') };
  }, [raw]);
}

/**
 * Whether the caller's menu holds a page. Calls the server guards by a page (the cart count, the message
 * counts, the dashboard's figures) are asked only then, so a role without the page sees no refusal toast.
 */
export function useMenuHas(path: string): boolean {
  const { menu } = useMenu();
  return useMemo(() => menuPages(menu ?? []).some((page) => page.path === path), [menu, path]);
}
