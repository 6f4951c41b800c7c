import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { CATEGORY_TREE, HOT_KEYS, hoodie, listItem, page, TAGS } from '../../../test/catalog';
import { renderPage } from '../../../test/render';
import { createQueryClient } from '../../app/queryClient';
import DetailPage from './detail/DetailPage';
import HomePage from './home/HomePage';
import ListPage from './list/ListPage';
import { prefetchDetail, prefetchHome, prefetchList } from './prefetch';

/**
 * The reads asked as the app starts (app/router.tsx preloadRoute) are the pages' own queries: the page finds
 * them in the cache and asks nothing again. A prefetch under another key would show here as a second call.
 */
const count = (api: ReturnType<typeof stubApi>, path: string) =>
  api.calls.filter((call) => call.path === path).length;

/** The pictures preloaded in <head>, by their href as written. */
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('first-page prefetch', () => {
  it('asks the home its reads once', async () => {
    const api = stubApi({
      '/mall/index/category': ok(CATEGORY_TREE),
      '/mall/index/getProductTags': ok(TAGS),
      '/mall/index/getHomePageBanner': ok([{ id: 1, imgUrl: '/uploads/catalog/b.jpg', parameterJump: '8' }]),
      '/mall/index/getWntj': ok([
        { productId: 3, title: 'Lamp', imgUrl: '/uploads/catalog/l.jpg', price: 9.5 },
      ]),
      '/mall/index/getListByTag': ok([{ tagId: 1, tagTitle: 'Tag 1', products: [listItem(1)] }]),
      '/mall/index/hotSearchKey': ok(HOT_KEYS),
    });
    const client = createQueryClient();
    prefetchHome(client, new URLSearchParams());
    renderPage('/', <HomePage />, '/', client);
    await screen.findByTestId('recommended');
    for (const path of [
      '/mall/index/category',
      '/mall/index/getProductTags',
      '/mall/index/getHomePageBanner',
      '/mall/index/getWntj',
      '/mall/index/getListByTag',
      '/mall/index/hotSearchKey', // the header's, asked with the page's so the first render has them
    ])
      await vi.waitFor(() => expect(count(api, path), path).toBe(1));
    // The first banner, the home's largest paint, was asked for before the page drew it.
    const banner = (await screen.findAllByTestId('banner-slide'))[0]?.querySelector('img');
    expect(banner?.getAttribute('src')).toBe('/uploads/catalog/b.jpg');
    expect(preloaded()).toContain(banner?.getAttribute('src'));
  });

  it('asks the list the search of its URL once', async () => {
    const api = stubApi({
      '/mall/index/category': ok(CATEGORY_TREE),
      '/mall/index/getProductTags': ok(TAGS),
      '/mall/index/page': ok(page([listItem(1), listItem(2)], 2, 2)),
      '/mall/index/hotSearchKey': ok(HOT_KEYS),
    });
    const url = '/mall/list?tagId=2&sortIndex=1&current=2';
    const client = createQueryClient();
    prefetchList(client, new URLSearchParams('tagId=2&sortIndex=1&current=2'));
    renderPage('/mall/list', <ListPage />, url, client);
    await screen.findAllByTestId('list-item-preview');
    expect(api.asked('/mall/index/page')).toHaveLength(1);
    for (const path of ['/mall/index/category', '/mall/index/getProductTags', '/mall/index/hotSearchKey'])
      await vi.waitFor(() => expect(count(api, path), path).toBe(1));
    expect(api.asked('/mall/index/page')[0]).toMatchObject({ tagId: '2', sortIndex: '1', current: '2' });
    const [firstCard] = await screen.findAllByTestId('list-item-preview');
    expect(preloaded()).toContain(firstCard?.getAttribute('src'));
  });

  it("asks the detail its product once, and no product for an id the page refuses (the header's reads still)", async () => {
    const api = stubApi({
      '/mall/index/get': ok(hoodie()),
      '/mall/index/category': ok(CATEGORY_TREE),
      '/mall/index/hotSearchKey': ok(HOT_KEYS),
    });
    const client = createQueryClient();
    await prefetchDetail(client, new URLSearchParams('id=abc'));
    expect(api.asked('/mall/index/get')).toHaveLength(0);
    expect(count(api, '/mall/index/hotSearchKey')).toBe(1);
    prefetchDetail(client, new URLSearchParams('id=11'));
    renderPage('/mall/productDetail', <DetailPage />, '/mall/productDetail?id=11', client);
    await screen.findByTestId('detail-title');
    expect(api.asked('/mall/index/get')).toEqual([{ id: '11' }]);
    expect(preloaded()).toContain(screen.getByTestId('gallery-main').getAttribute('src'));
  });
});
