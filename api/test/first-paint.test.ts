import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/catalog';
import { catalogChanged } from '../src/modules/catalog/changes';
import { createTestApp, type TestApp } from './support/app';
import { get } from './support/http';

/*
 * The storefront's first paint (docs/decisions.md, "First paint drawn by the server"): the home, the list and a
 * product come with their page drawn into #root, in the visitor's language, with the page's CSS inline; every
 * other page, and a page the app would refuse, gets index.html as it is.
 */

const INDEX = [
  '<!doctype html><html lang="en"><head><title>Dropmall</title>',
  '<script type="module" crossorigin src="/assets/index-Dm0T3st.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-T3st.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-T3st.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const STYLES = { '/': '.home-css{}', '/mall/list': '.list-css{}', '/mall/productDetail': '.detail-css{}' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {},
    {
      'index.html': INDEX,
      'first-paint.json': JSON.stringify(STYLES),
      'assets/index-T3st.css': '.entry-css{}',
    },
  );
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
/** What #root holds. */
const rootOf = (body: string) => body.slice(body.indexOf('<div id="root"'), body.indexOf('</body>'));

describe('the first paint', () => {
  it('draws the list page from the catalogue: the same products as the API, real links, a search form', async () => {
    const api = (await get(t.app, '/v1/mall/index/page?size=50&sortIndex=1')).json().model;
    const res = await page('/mall/list?sortIndex=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain('<style data-first-paint>.list-css{}</style></head>');
    // Nothing in the head is asked before the page's pictures: the app's stylesheet inline, no module preloads.
    expect(res.body).toContain('<style>.entry-css{}</style>');
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-Dm0T3st.js"></script>');
    const root = rootOf(res.body);
    expect(root.startsWith('<div id="root" data-first-paint>')).toBe(true);
    const titles = [...root.matchAll(/class="dm-tile__title" title="[^"]*">([^<]*)</g)].map((m) => m[1]);
    const escaped = (s: string) =>
      s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
    expect(titles).toEqual(api.records.map((r: { title: string }) => escaped(r.title)));
    expect(root).toContain(`href="/mall/productDetail?id=${api.records[0].id}"`);
    expect(root).toContain('<h1');
    expect(root).toContain('<form class="dm-search" role="search" action="/mall/list">');
    // The price sort is the active one; the total is worded as the app words it.
    expect(root).toMatch(/<a href="\/mall\/list\?sortIndex=1" class="dm-sort__option is-active">Price<\/a>/);
    expect(root).toContain(`${api.total} products`);
    // Sent compressed to a browser that takes it, like the app's other text.
    const br = await t.app.inject({
      method: 'GET',
      url: '/mall/list?sortIndex=1',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
  });

  it('reads the list page as the app does: its own fields, the first value, an invalid one as absent', async () => {
    const plain = rootOf((await page('/mall/list')).body);
    expect(plain).toContain('dm-sort__option is-active">Default<');
    expect(rootOf((await page('/mall/list?sortIndex=99&businessId=1&foo=bar&current=1')).body)).toBe(plain);
    const second = rootOf((await page('/mall/list?sortIndex=1&sortIndex=2')).body);
    expect(second).toMatch(
      /<a href="\/mall\/list\?sortIndex=1" class="dm-sort__option is-active">Price<\/a>/,
    );
  });

  it('draws the home and a product, and in Chinese for a visitor whose app language is Chinese', async () => {
    const home = await page('/');
    expect(home.body).toContain('<style data-first-paint>.home-css{}</style>');
    expect(rootOf(home.body)).toContain('class="dm-banners__slide is-active"');
    const [product] = (await get(t.app, '/v1/mall/index/page?size=1')).json().model.records;
    const detail = await page(`/mall/productDetail?id=${product.id}`, 'theme=x; lang=zh');
    expect(detail.body).toContain('<html lang="zh-CN">');
    expect(detail.body).toContain('.detail-css{}');
    const root = rootOf(detail.body);
    expect(root).toContain('商品列表');
    expect(root).toContain('class="dm-summary__title"');
    expect(rootOf((await page('/mall/list', 'lang=en')).body)).toContain('Products');
  });

  it('keeps a drawn page until the catalogue changes what it shows, and escapes what the catalogue holds', async () => {
    const [product] = (await get(t.app, '/v1/mall/index/page?size=1')).json().model.records;
    const url = `/mall/productDetail?id=${product.id}`;
    const before = rootOf((await page(url)).body);
    const title = `<script>alert("x")</script> & 'Co' <img src=x onerror=alert(1)>`;
    await t.database.db.update(products).set({ title }).where(eq(products.id, product.id));
    // Written behind the catalogue's back: the kept drawing is served, as the API's kept answer would be.
    expect(rootOf((await page(url)).body)).toBe(before);
    await catalogChanged({ products: [product.id] });
    const root = rootOf((await page(url)).body);
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<img src=x');
    expect(root).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; &lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('leaves every other page, and what the page would refuse, to the app alone', async () => {
    for (const url of [
      '/login',
      '/mall/list?title=nothing-is-called-this',
      '/mall/productDetail?id=99999999',
      '/mall/productDetail?id=abc',
      '/some/unknown/page',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});
