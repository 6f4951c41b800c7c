import type { MenuNode } from '../src/lib/storage';
import { writeStorage } from '../src/lib/storage';

/** Stores a menu holding these pages, as the login does, so calls guarded by a page are asked. */
export function writeMenu(paths: readonly string[]) {
  const menu: MenuNode[] = paths.map((path, index) => ({
    id: index + 1,
    name: path,
    path,
    meta: { btnPermissions: [] },
    children: [],
  }));
  writeStorage('router', menu);
}
