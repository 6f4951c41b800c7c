import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './router';
import type { AppRoute, PageLoader } from './routeTable';

const load: PageLoader = async () => ({ default: () => null });
const TABLE: AppRoute[] = [
  { path: '/', layout: 'mall', titleKey: 'titles.home', load },
  { path: '/mall/list', layout: 'mall', titleKey: 'titles.mallList', load },
  { path: '/login', layout: 'bare', titleKey: 'titles.login', load },
  { path: '/CRM/myOrder', layout: 'office', titleKey: 'titles.home', load },
];

let router: ReturnType<typeof createAppRouter> | undefined;
afterEach(() => {
  router?.dispose();
  window.history.replaceState(null, '', '/');
});

/** The paths of the pages the router knows now. */
const known = () =>
  (router?.routes[0]?.children ?? []).flatMap((layout) => (layout.children ?? []).map((page) => page.path));
const matched = () => router?.state.matches.at(-1)?.route.path;

describe('createAppRouter', () => {
  it("starts with the opened page's layout only, and adds another's pages when one of them is opened", async () => {
    window.history.replaceState(null, '', '/mall/list');
    router = createAppRouter(TABLE);
    expect(known()).toEqual(['/', '/mall/list']);
    expect(matched()).toBe('/mall/list');

    await router.navigate('/login');
    expect(matched()).toBe('/login');
    expect(known()).toEqual(['/', '/mall/list', '/login']);

    await router.navigate('/CRM/myOrder/'); // a trailing slash finds the same page
    expect(matched()).toBe('/CRM/myOrder');
    expect(known()).toEqual(['/', '/mall/list', '/CRM/myOrder', '/login']);
  });

  it('a path of no page is the 404 page, at start and after', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    router = createAppRouter(TABLE);
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true));
    expect(matched()).toBe('*');
    expect(known()).toEqual([]);
    await router.navigate('/');
    expect(matched()).toBe('/');
    await router.navigate('/elsewhere');
    expect(matched()).toBe('*');
  });
});
