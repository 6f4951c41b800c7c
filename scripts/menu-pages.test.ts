import { describe, expect, it } from 'vitest';
import { BUTTON_ZH, businessMenu, type MenuSeed, platformMenu } from '../api/src/db/seed/menu-tree';
import { APP_ROUTES, isPlaceholder } from '../web/src/app/routeTable';

/**
 * Walks the whole server menu of a business and of an operator: every page with an address must have a
 * route, and a real page rather than the "coming soon" placeholder. The pages not built yet are listed here
 * by name; the list may only shrink (a page that lands must leave it, or this test fails too).
 */
const STILL_COMING: string[] = [];

function pagesOf(menu: MenuSeed[]): string[] {
  return menu.flatMap((node) => [
    ...(node.path && !node.pending ? [node.path] : []),
    ...pagesOf(node.children ?? []),
  ]);
}

describe('the server menu’s pages', () => {
  const routes = new Map(APP_ROUTES.map((r) => [r.path, r]));
  const paths = [...new Set([...pagesOf(businessMenu), ...pagesOf(platformMenu)])];

  it('each have a route', () => {
    expect(paths.filter((p) => !routes.has(p))).toEqual([]);
  });

  it('are real pages, except the ones listed as still coming', () => {
    const placeholders = paths.filter((p) => {
      const route = routes.get(p);
      return route !== undefined && isPlaceholder(route);
    });
    expect(placeholders.sort()).toEqual([...STILL_COMING].sort());
  });
});

describe('the server menu’s buttons', () => {
  const buttonsOf = (menu: MenuSeed[]): string[] =>
    menu.flatMap((node) => [...(node.buttons ?? []), ...buttonsOf(node.children ?? [])]);

  it('each have a Chinese name (the Assign Permissions tree shows them in the reader’s language)', () => {
    const labels = [...new Set([...buttonsOf(businessMenu), ...buttonsOf(platformMenu)])];
    expect(labels.filter((label) => !BUTTON_ZH[label])).toEqual([]);
  });
});
