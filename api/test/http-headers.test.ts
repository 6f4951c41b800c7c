import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ASSET, TEST_INDEX_HTML, type TestApp } from './support/app';

/** What the browser is told about the web app: its content policy and how long it may keep each file. */

let plain: TestApp;
let secure: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

const page = (t: TestApp, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('content security policy', () => {
  it('does not ask a browser on plain http to upgrade its requests to https', async () => {
    const csp = String((await page(plain, '/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('asks for it when the shop is configured behind https', async () => {
    const csp = String((await page(secure, '/')).headers['content-security-policy']);
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe("helmet's headers", () => {
  it.each([
    ['a JSON answer', '/v1/mall/index/getProductTags', 200],
    ['an error', '/v1/mall/index/get?id=99999999', 404],
    ['an unknown API route', '/v1/no-such-route', 404],
    ['a page', '/', 200],
  ])('come with %s', async (_what, url, status) => {
    const res = await plain.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('caching of the web app', () => {
  it.each(['/', '/mall/list?title=lamp', '/index.html'])(
    '%s is index.html, revalidated each time',
    async (url) => {
      const res = await page(plain, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEST_INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps a hashed asset for a year, unchanged', async () => {
    const res = await plain.app.inject({ method: 'GET', url: TEST_ASSET.path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEST_ASSET.body);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)(
    'sends the compressed copy the build wrote to a browser that accepts %s',
    async (accept, encoding, decode) => {
      const res = await plain.app.inject({
        method: 'GET',
        url: TEST_ASSET.path,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload).toString()).toBe(TEST_ASSET.compressedCopy);
    },
  );

  it('sends the plain file to a browser that takes no compression, and no compressed copy as a file', async () => {
    const res = await plain.app.inject({ method: 'GET', url: TEST_ASSET.path });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TEST_ASSET.body);
    const copy = await plain.app.inject({ method: 'GET', url: `${TEST_ASSET.path}.br` });
    expect(copy.statusCode).toBe(404);
  });
});
