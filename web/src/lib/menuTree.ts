import type { MenuNode } from './storage';

/** '-' marks a group of the server menu (spec 001 §3); '' a page whose address is still pending. */
export const GROUP_PATH = '-';

export const isGroup = (node: MenuNode) => node.path === GROUP_PATH;

/** Every page of a menu, hidden ones included, depth first. */
export function menuPages(menu: readonly MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => [...(isGroup(node) ? [] : [node]), ...menuPages(node.children ?? [])]);
}

/** The chain of nodes from the top of the menu down to the page of `path` (empty when not in the menu). */
export function menuTrail(menu: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of menu) {
    if (!isGroup(node) && node.path === path) return [node];
    const below = menuTrail(node.children ?? [], path);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The button labels the menu grants on a page (spec 001 §6); none when the page is not in the menu. */
export function menuButtons(menu: readonly MenuNode[] | null, path: string): readonly string[] {
  return menuTrail(menu ?? [], path).at(-1)?.meta?.btnPermissions ?? [];
}
