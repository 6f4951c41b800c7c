import type { StoreList, StoreView } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/db/schema';
import { CredentialBox } from '../../src/modules/stores';
import { newStaff, roleWith } from '../office/support';
import type { TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { freePort, listeningApp, okModel } from './support';

/**
 * Connecting stores (CRM "Stores"): the credentials are tested against the platform, kept sealed, never
 * answered; wrong or unreachable stores are refused in the caller's language; a store is its business's
 * alone; staff need the /CRM/store page.
 */
let t: TestApp & { origin: string };
let woo: WooFake;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let staffWith = '';
let staffWithout = '';

beforeAll(async () => {
  t = await listeningApp();
  woo = await startWooFake(3);
  owner = await newBuyer(t.database.db);
  other = await newBuyer(t.database.db);
  staffWith = (await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/CRM/store']])))
    .token;
  staffWithout = (
    await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/CRM/pendingOrder']]))
  ).token;
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

const connectWoo = (token: string, fields: Record<string, string> = {}, lang?: 'en' | 'zh') =>
  post(
    t.app,
    '/v1/store/connect',
    {
      platform: 'woocommerce',
      siteUrl: woo.url,
      consumerKey: woo.key,
      consumerSecret: woo.secret,
      ...fields,
    },
    { token, lang },
  );

describe(`connected stores (${testDbKind})`, () => {
  it('connects the sandbox store: its shop name shows, the token is sealed in the table and never answered', async () => {
    const res = await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'My test shop' },
      { token: owner.token },
    );
    const store = okModel<StoreView>(res);
    expect(store).toMatchObject({
      platform: 'sandbox',
      name: 'My test shop',
      shopName: 'My test shop',
      state: 'active',
    });
    expect(store.customerPage).toBe(`/sandbox/store/${store.domain}`);
    expect(res.body).not.toMatch(/shpat_|shpss_|credentials|accessToken|clientSecret/);

    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.credentials).toMatch(/^v1\./);
    expect(row?.credentials).not.toMatch(/shpat_|shpss_/);
    const owned = `store:${owner.businessId}:sandbox:${store.domain}`;
    const box = new CredentialBox(t.config.STORE_CREDENTIALS_KEY);
    // The sandbox shop's app, connected by its client credentials as a Dev Dashboard app is.
    expect(box.open<{ kind: string; clientSecret: string }>(row?.credentials ?? '', owned)).toMatchObject({
      kind: 'client_credentials',
      clientSecret: expect.stringMatching(/^shpss_/),
    });
    // Bound to its owner, and to the key.
    expect(() =>
      box.open(row?.credentials ?? '', `store:${other.businessId}:sandbox:${store.domain}`),
    ).toThrow();
    expect(() =>
      new CredentialBox('another-key-of-at-least-32-characters!').open(row?.credentials ?? '', owned),
    ).toThrow();

    const list = okModel<StoreList>(await post(t.app, '/v1/store/list', {}, { token: owner.token }));
    expect(list.sandboxAvailable).toBe(true);
    expect(list.records.map((s) => s.id)).toContain(store.id);
  });

  it('connects a WooCommerce store with its consumer key and secret; connecting it twice is refused', async () => {
    const res = await connectWoo(owner.token);
    const store = okModel<StoreView>(res);
    expect(store).toMatchObject({
      platform: 'woocommerce',
      currency: 'BRL',
      domain: woo.url,
      state: 'active',
    });
    expect(store.shopName).toBe(new URL(woo.url).host);
    expect(res.body).not.toContain(woo.secret);
    expect(res.body).not.toContain(woo.key);
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.credentials).not.toContain(woo.secret);

    const again = await connectWoo(owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This store is already connected');
  });

  it('refuses wrong credentials with a clear 400 in the caller’s language, and keeps nothing', async () => {
    const before = (await t.database.db.select().from(stores)).length;
    const en = await connectWoo(other.token, { consumerSecret: 'cs_wrongwrongwrong' });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe(
      'The store refused these credentials. Check them in your store admin and try again.',
    );
    const zh = await connectWoo(other.token, { consumerSecret: 'cs_wrongwrongwrong' }, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('店铺拒绝了这些凭据，请在店铺后台核对后重试。');
    expect((await t.database.db.select().from(stores)).length).toBe(before);
  });

  it('refuses an unreachable store, and a site that is not WooCommerce', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const res = await connectWoo(other.token, { siteUrl: closed });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      `The store at ${closed} could not be reached, or it is not a WooCommerce store. Check the address.`,
    );
    // The app itself answers, but has no WooCommerce API.
    const notWoo = await connectWoo(other.token, { siteUrl: t.origin }, 'zh');
    expect(notWoo.statusCode).toBe(400);
    expect(notWoo.json().msg).toBe(
      `无法连接 ${t.origin.toLowerCase()} 的店铺，或它不是 WooCommerce 店铺，请检查地址。`,
    );
  });

  it('checks the form: a Shopify domain must be a myshopify.com domain and the token a custom-app token', async () => {
    const res = await post(
      t.app,
      '/v1/store/connect',
      { platform: 'shopify', shopDomain: 'http://169.254.169.254/', accessToken: 'x' },
      { token: owner.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/myshopify\.com/);
    // A Dev Dashboard app needs both its client id and its secret; a legacy app its shpat_ token.
    const noSecret = await post(
      t.app,
      '/v1/store/connect',
      { platform: 'shopify', shopDomain: 'my-shop.myshopify.com', clientId: 'a'.repeat(32) },
      { token: owner.token },
    );
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().msg).toMatch(/Client secret/);
    const noToken = await post(
      t.app,
      '/v1/store/connect',
      { platform: 'shopify', shopDomain: 'my-shop.myshopify.com', auth: 'token' },
      { token: owner.token, lang: 'zh' },
    );
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().msg).toMatch(/shpat_/);
    expect(
      await t.database.db.select().from(stores).where(eq(stores.domain, 'my-shop.myshopify.com')),
    ).toEqual([]);
  });

  it('renames, pauses, resumes (testing again) and disconnects (erasing the credentials)', async () => {
    const store = okModel<StoreView>(
      await connectWoo(staffWith, { siteUrl: `${woo.url}/` }).then(async (r) => {
        // The owner's WooCommerce store is this site already: staff act for the same business.
        expect(r.statusCode).toBe(409);
        return post(t.app, '/v1/store/connect', { platform: 'sandbox' }, { token: staffWith });
      }),
    );
    const call = (path: string, fields: Record<string, string | number> = {}) =>
      post(t.app, `/v1/store/${path}`, { id: store.id, ...fields }, { token: staffWith });
    expect(okModel<StoreView>(await call('rename', { name: '  Outlet  ' })).name).toBe('Outlet');
    expect(okModel<StoreView>(await call('pause')).state).toBe('paused');
    const twice = await call('pause');
    expect(twice.statusCode).toBe(409);
    expect(okModel<StoreView>(await call('resume')).state).toBe('active');
    expect(okModel<StoreView>(await call('disconnect')).state).toBe('disconnected');
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.credentials).toBe('');
    expect((await call('resume')).statusCode).toBe(404);
    const list = okModel<StoreList>(await post(t.app, '/v1/store/list', {}, { token: owner.token }));
    expect(list.records.map((s) => s.id)).not.toContain(store.id);
  });

  it('another business’s store is not found (404) and stays as it was', async () => {
    const store = okModel<StoreView>(
      await post(t.app, '/v1/store/connect', { platform: 'sandbox' }, { token: owner.token }),
    );
    for (const [path, fields] of [
      ['rename', { name: 'Mine now' }],
      ['pause', {}],
      ['resume', {}],
      ['disconnect', {}],
    ] as const) {
      const res = await post(t.app, `/v1/store/${path}`, { id: store.id, ...fields }, { token: other.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('Store not found');
    }
    const theirs = okModel<StoreList>(await post(t.app, '/v1/store/list', {}, { token: other.token }));
    expect(theirs.records.map((s) => s.id)).not.toContain(store.id);
    const mine = okModel<StoreList>(await post(t.app, '/v1/store/list', {}, { token: owner.token }));
    expect(mine.records.find((s) => s.id === store.id)).toMatchObject({ state: 'active', name: store.name });
  });

  it('staff without the Stores page get nothing (403), and nothing is connected', async () => {
    for (const path of ['list', 'connect', 'rename', 'pause', 'resume', 'disconnect']) {
      const res = await post(
        t.app,
        `/v1/store/${path}`,
        { platform: 'sandbox', id: 1, name: 'x' },
        { token: staffWithout },
      );
      expect(res.statusCode, path).toBe(403);
      expect(res.json().model ?? null).toBeNull();
    }
    expect((await post(t.app, '/v1/store/list', {})).statusCode).toBe(401);
  });
});
