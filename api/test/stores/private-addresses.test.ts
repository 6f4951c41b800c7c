import type { StoreView } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel } from './support';

/**
 * With private addresses off (production's default), a business cannot make the server call into its own
 * network through a "WooCommerce site" address (SSRF); the built-in sandbox store still connects.
 */
let t: TestApp & { origin: string };
let woo: WooFake;
let owner: Awaited<ReturnType<typeof newBuyer>>;

beforeAll(async () => {
  t = await listeningApp({ STORE_PRIVATE_ADDRESSES: 'false' });
  woo = await startWooFake(3);
  owner = await newBuyer(t.database.db);
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

const connect = (siteUrl: string, lang?: 'en' | 'zh') =>
  post(
    t.app,
    '/v1/store/connect',
    { platform: 'woocommerce', siteUrl, consumerKey: woo.key, consumerSecret: woo.secret },
    { token: owner.token, lang },
  );

describe('store addresses inside a private network', () => {
  it('refuses a WooCommerce site on this machine or a private network before calling it, and keeps nothing', async () => {
    const en = await connect(woo.url);
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe(
      `The address ${woo.url.toLowerCase()} is inside a private network; connect a store that is reachable on the internet.`,
    );
    const zh = await connect('http://169.254.169.254/latest', 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('地址 http://169.254.169.254/latest 位于内网，请连接可从互联网访问的店铺。');
    expect((await connect('http://localhost:5432')).statusCode).toBe(400);
    expect((await connect('http://[::1]:6379')).statusCode).toBe(400);
    // The metadata service's IPv4 address carried in IPv6 by a NAT64 gateway's prefix
    const nat64 = await connect('http://[64:ff9b::169.254.169.254]/latest');
    expect([nat64.statusCode, nat64.json().msg]).toEqual([
      400,
      'The address http://[64:ff9b::169.254.169.254]/latest is inside a private network; connect a store that is reachable on the internet.',
    ]);
    expect(woo.calls).toHaveLength(0);
    const kept = await t.database.db.select().from(stores).where(eq(stores.businessId, owner.businessId));
    expect(kept).toHaveLength(0);
  });

  it('still connects the built-in sandbox store, which is the server itself', async () => {
    const res = await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'Mine' },
      { token: owner.token },
    );
    expect(okModel<StoreView>(res).state).toBe('active');
  });
});
