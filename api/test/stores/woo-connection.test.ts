import { globalAgent } from 'node:https';
import type { StoreOrderPage, StoreView, SyncOrdersAnswer } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/db/schema';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { fakeSiteTls, startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel } from './support';

/**
 * A WooCommerce store as the business connects it, through the real app: WooCommerce's unsigned ping to a new
 * webhook is answered 200, its signed deliveries are kept, a webhook it disabled is made active again at the
 * next sync, and a host that strips the Authorization header is reached by query-string authentication, kept
 * with the store so later calls go that way at once.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let woo: WooFake;
let stripped: WooFake;
const trusted = globalAgent.options.ca;

beforeAll(async () => {
  // The https fake's own certificate, trusted by this process only (the library uses Node's global agent).
  globalAgent.options.ca = fakeSiteTls.cert;
  t = await listeningApp();
  woo = await startWooFake();
  stripped = await startWooFake({ https: true, stripAuthorization: true });
}, 120_000);
afterAll(async () => {
  globalAgent.options.ca = trusted;
  await woo?.close();
  await stripped?.close();
  await t?.close();
});

const connect = (site: WooFake, token: string) =>
  post(
    t.app,
    '/v1/store/connect',
    { platform: 'woocommerce', siteUrl: site.url, consumerKey: site.key, consumerSecret: site.secret },
    { token },
  );

const order = (id: number) => ({
  id,
  number: String(id),
  status: 'processing',
  currency: 'BRL',
  total: '20.00',
  billing: { first_name: 'Rita', last_name: 'Costa', email: 'rita@example.com' },
  shipping: { first_name: 'Rita', last_name: 'Costa', address_1: 'Av. D', city: 'Belém', country: 'BR' },
  line_items: [
    { id: id * 10, product_id: 5, variation_id: 0, sku: 'NONE', name: 'Thing', quantity: 1, price: 20 },
  ],
});

describe(`a WooCommerce store's webhooks (${testDbKind})`, () => {
  it('answers the unsigned ping, keeps signed deliveries, and re-activates a disabled webhook at sync', async () => {
    const owner = await newBuyer(t.database.db);
    const store = okModel<StoreView>(await connect(woo, owner.token));
    const hooks = woo.webhooks.filter((w) => w.delivery_url.endsWith(`/store/webhook/${store.id}`));
    expect(hooks.map((w) => [w.topic, w.status])).toEqual([
      ['order.created', 'active'],
      ['order.updated', 'active'],
    ]);
    // WooCommerce's ping (a form, no signature) got a 200, not a 401: WooCommerce would not keep a webhook whose
    // address refuses it.
    expect(woo.pings.filter((p) => hooks.some((h) => h.id === p.webhookId)).map((p) => p.status)).toEqual([
      200, 200,
    ]);

    expect(await woo.placeOrder(order(8801))).toEqual([200]);
    const list = okModel<StoreOrderPage>(
      await post(t.app, '/v1/order/crmCustomerOrderList', { storeId: store.id }, { token: owner.token }),
    );
    expect(list.records.map((r) => r.shopOrderNo)).toEqual(['8801']);

    // WooCommerce disabled our webhook (after failed deliveries): the next sync makes it active again.
    for (const hook of hooks) hook.status = 'disabled';
    okModel<SyncOrdersAnswer>(
      await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }),
    );
    expect(hooks.map((w) => w.status)).toEqual(['active', 'active']);
    expect(woo.webhooks.filter((w) => w.delivery_url.endsWith(`/store/webhook/${store.id}`))).toHaveLength(2);
    expect(await woo.placeOrder(order(8802))).toEqual([200]);

    // And when the business resumes a paused store.
    okModel<StoreView>(await post(t.app, '/v1/store/pause', { id: store.id }, { token: owner.token }));
    for (const hook of hooks) hook.status = 'disabled';
    okModel<StoreView>(await post(t.app, '/v1/store/resume', { id: store.id }, { token: owner.token }));
    expect(hooks.map((w) => w.status)).toEqual(['active', 'active']);
    expect(woo.refused).toEqual([]);
  });
});

describe(`a host that strips the Authorization header (${testDbKind})`, () => {
  it('connects by query-string authentication over https and keeps it for the store', async () => {
    const owner = await newBuyer(t.database.db);
    const store = okModel<StoreView>(await connect(stripped, owner.token));
    // The first call was refused (the header never reached WooCommerce), the same call with the key in the
    // query string got through, and every call after it went that way at once.
    expect(stripped.calls.map((c) => `${c.auth} ${c.status}`).slice(0, 2)).toEqual(['none 401', 'query 200']);
    expect(stripped.calls.slice(1).every((c) => c.auth === 'query' && c.status < 400)).toBe(true);

    const before = stripped.calls.length;
    okModel<SyncOrdersAnswer>(
      await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }),
    );
    const sync = stripped.calls.slice(before);
    expect(sync.length).toBeGreaterThan(0);
    expect(sync.every((c) => c.auth === 'query' && c.status === 200)).toBe(true);

    // Kept sealed with the credentials, never in clear.
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.credentials).not.toContain(stripped.secret);
    expect(stripped.refused).toEqual([]);
  });

  it('an https store whose host stops passing the header later learns the fallback once, then keeps it', async () => {
    const site = await startWooFake({ https: true });
    try {
      const owner = await newBuyer(t.database.db);
      const store = okModel<StoreView>(await connect(site, owner.token));
      expect(site.calls.every((c) => c.auth === 'basic')).toBe(true);
      const [before] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
      site.stripAuthorization(true);
      const seen = site.calls.length;
      okModel<SyncOrdersAnswer>(
        await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }),
      );
      expect(site.calls.slice(seen, seen + 2).map((c) => `${c.auth} ${c.status}`)).toEqual([
        'none 401',
        'query 200',
      ]);
      const [after] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
      expect(after?.credentials).not.toBe(before?.credentials);
      const again = site.calls.length;
      okModel<SyncOrdersAnswer>(
        await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }),
      );
      expect(site.calls.slice(again).every((c) => c.auth === 'query' && c.status === 200)).toBe(true);
    } finally {
      await site.close();
    }
  });

  it('wrong credentials are still refused as credentials, in words', async () => {
    const owner = await newBuyer(t.database.db);
    const seen = stripped.calls.length;
    const res = await post(
      t.app,
      '/v1/store/connect',
      {
        platform: 'woocommerce',
        siteUrl: stripped.url,
        consumerKey: 'ck_wrong12345678',
        consumerSecret: 'cs_wrong12345678',
      },
      { token: owner.token },
    );
    expect(res.statusCode).toBe(400);
    // The header, then the query string, both refused: nothing more.
    expect(stripped.calls.slice(seen).map((c) => c.status)).toEqual([401, 401]);
    expect(res.json().msg).toBe(
      'The store refused these credentials. Check them in your store admin and try again.',
    );
  });
});
