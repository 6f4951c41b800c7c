import { StorageKey } from '@dropmall/contract';
import { post } from './http';
import { hasToken } from './session';
import { type MenuNode, readStorage, writeStorage } from './storage';

/** The caller's menu tree (spec 001 §7: POST /sysuser/permission_list). */
export async function fetchMenu(): Promise<MenuNode[]> {
  const menu = await post<MenuNode[] | null>('/sysuser/permission_list');
  return Array.isArray(menu) ? menu : [];
}

let loadingMenu: Promise<void> | null = null;

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
    });
  return loadingMenu;
}
