import type { StoreList, StoreView } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPlatform } from '../../src/adapters/stores';
import { composeServices } from '../../src/compose';
import { loadConfig } from '../../src/config';
import { sandboxRecords, stores } from '../../src/db/schema';
import { CredentialBox } from '../../src/modules/stores/credentials';
import { SandboxShops } from '../../src/modules/stores/sandbox/shops';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { listeningApp, okModel } from './support';

/**
 * The platform's public Shopify app installed by OAuth (issue 32, item 2b), against the sandbox store, which
 * installs it as Shopify does: the install link carries a state bound to the business, the shop's page is
 * approved, the callback is checked (Shopify's HMAC with the app's secret, the shop, an unspent state), the
 * code is traded for an expiring offline token and a refresh token, the store connects and subscribes, and a
 * token past its hour is renewed by its refresh token (which is then spent).
 */
const APP = {
  SHOPIFY_APP_CLIENT_ID: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
  SHOPIFY_APP_CLIENT_SECRET: 'shpss_app_secret_0123456789abcdef',
};
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;

beforeAll(async () => {
  t = await listeningApp(APP);
  s = composeServices({ config: t.config, database: t.database });
  owner = await newBuyer(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function openShop(name: string) {
  return (await new SandboxShops(t.database.db, async () => {}).open(name, null)).shop;
}

/** The merchant's browser: the install link, the shop's approval page and its form, the callback. */
async function install(shopDomain: string) {
  const started = okModel<{ url: string }>(
    await post(t.app, '/v1/store/shopify/install', { shopDomain }, { token: owner.token }),
  );
  const page = await fetch(started.url);
  const form = new URL(started.url).searchParams;
  const approved = await fetch(started.url, { method: 'POST', body: form, redirect: 'manual' });
  return { started, page, approved, callback: approved.headers.get('location') ?? '' };
}

const land = async (callback: string) => {
  const res = await fetch(callback, { redirect: 'manual' });
  return { status: res.status, to: res.headers.get('location') };
};

describe(`the platform's Shopify app installed by OAuth (${testDbKind})`, () => {
  it('installs: approve in the shop, the callback connects the store with expiring tokens and subscribes it', async () => {
    const shop = await openShop('Install Shop');
    const flow = await install(`${shop.handle}.myshopify.com`);
    expect(flow.started.url).toContain(`/sandbox/store/${shop.handle}/admin/oauth/authorize?`);
    const asked = new URL(flow.started.url).searchParams;
    expect(asked.get('client_id')).toBe(APP.SHOPIFY_APP_CLIENT_ID);
    expect(asked.get('scope')).toContain('write_merchant_managed_fulfillment_orders');
    expect(asked.get('redirect_uri')).toBe(`${t.origin}/v1/store/shopify/callback`);
    expect(await flow.page.text()).toContain('write_products');
    expect(flow.approved.status).toBe(302);
    const back = new URL(flow.callback);
    expect(back.searchParams.get('hmac')).toMatch(/^[0-9a-f]{64}$/);

    // A tampered link is refused before anything is traded, and leaves the state usable.
    const tampered = new URL(flow.callback);
    tampered.searchParams.set('shop', 'someone-else.myshopify.com');
    expect(await land(tampered.toString())).toEqual({
      status: 303,
      to: '/CRM/store?shopifyInstall=signature',
    });

    expect(await land(flow.callback)).toEqual({ status: 303, to: '/CRM/store?shopifyInstall=done' });
    // The same link again finds its state spent.
    expect(await land(flow.callback)).toEqual({ status: 303, to: '/CRM/store?shopifyInstall=expired' });

    const list = okModel<StoreList>(await post(t.app, '/v1/store/list', {}, { token: owner.token }));
    expect(list.shopifyAppInstall).toBe(true);
    const store = list.records.find((r) => r.domain === shop.handle) as StoreView;
    expect(store).toMatchObject({ platform: 'sandbox', shopName: 'Install Shop', state: 'active' });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    const box = new CredentialBox(t.config.STORE_CREDENTIALS_KEY);
    const owned = `store:${owner.businessId}:sandbox:${shop.handle}`;
    const sealed = box.open<{ kind: string; accessToken: string; refreshToken: string; expiresAt: number }>(
      row?.credentials ?? '',
      owned,
    );
    expect(sealed).toMatchObject({ kind: 'oauth', accessToken: expect.stringMatching(/^shpua_/) });
    expect(sealed.expiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    // Its order webhooks, made by the installed app, are signed with the app's secret.
    const hooks = (
      await t.database.db.select().from(sandboxRecords).where(eq(sandboxRecords.shopId, shop.id))
    ).filter((r) => r.kind === 'webhook');
    // (the orders' three topics and app/uninstalled)
    expect(hooks.map((h) => (h.body as { app_client_id?: string }).app_client_id)).toEqual([
      APP.SHOPIFY_APP_CLIENT_ID,
      APP.SHOPIFY_APP_CLIENT_ID,
      APP.SHOPIFY_APP_CLIENT_ID,
      APP.SHOPIFY_APP_CLIENT_ID,
    ]);

    // An hour later: the next call renews the token by the refresh token, which is then spent.
    await t.database.db
      .update(stores)
      .set({ credentials: box.seal({ ...sealed, expiresAt: Date.now() - 1000 }, owned) })
      .where(eq(stores.id, store.id));
    const [stale] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    const info = await connectPlatform(s.stores.stores.connectionOf(stale as typeof row & object)).shopInfo();
    expect(info.name).toBe('Install Shop');
    const [renewed] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    const next = box.open<typeof sealed>(renewed?.credentials ?? '', owned);
    expect(next.accessToken).not.toBe(sealed.accessToken);
    expect(next.refreshToken).not.toBe(sealed.refreshToken);
    const spent = await fetch(`${t.origin}/sandbox/store/${shop.handle}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: APP.SHOPIFY_APP_CLIENT_ID,
        client_secret: APP.SHOPIFY_APP_CLIENT_SECRET,
        grant_type: 'refresh_token',
        refresh_token: sealed.refreshToken,
      }),
    });
    expect(spent.status).toBe(400);
  });

  it('an expired link, and a second install of a connected shop, are refused; the sandbox refuses another callback', async () => {
    const shop = await openShop('Twice Shop');
    const first = await install(`${shop.handle}.myshopify.com`);
    expect((await land(first.callback)).to).toBe('/CRM/store?shopifyInstall=done');
    const again = await post(
      t.app,
      '/v1/store/shopify/install',
      { shopDomain: `${shop.handle}.myshopify.com` },
      { token: owner.token, lang: 'zh' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该店铺已连接');

    const other = await openShop('Late Shop');
    const late = okModel<{ url: string }>(
      await post(
        t.app,
        '/v1/store/shopify/install',
        { shopDomain: `${other.handle}.myshopify.com` },
        { token: owner.token },
      ),
    );
    // The shop only sends a browser back to the app's registered callback.
    const elsewhere = new URL(late.url);
    elsewhere.searchParams.set('redirect_uri', 'https://attacker.example/cb');
    expect((await fetch(elsewhere)).status).toBe(400);
  });

  it('without the app configured the install is refused in words; the settings come in pairs', async () => {
    const plain = await listeningApp();
    try {
      const buyer = await newBuyer(plain.database.db);
      const res = await post(
        plain.app,
        '/v1/store/shopify/install',
        { shopDomain: 'a-shop.myshopify.com' },
        { token: buyer.token },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/not set up/);
      expect(
        okModel<StoreList>(await post(plain.app, '/v1/store/list', {}, { token: buyer.token }))
          .shopifyAppInstall,
      ).toBe(false);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ SHOPIFY_APP_CLIENT_ID: APP.SHOPIFY_APP_CLIENT_ID })).toThrow(/set both/);
  });
});
