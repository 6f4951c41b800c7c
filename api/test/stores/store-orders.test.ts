import type { StoreOrderPage, StoreView, SyncOrdersAnswer } from '@dropmall/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import {
  PRODUCT_STATUS,
  products,
  productVariants,
  sandboxRecords,
  storeOrderLines,
  storeOrders,
  storeProductLinks,
  stores,
} from '../../src/db/schema';
import { signWebhook } from '../../src/modules/stores';
import { orderBody } from '../../src/modules/stores/sandbox/resources';
import { SandboxShops } from '../../src/modules/stores/sandbox/shops';
import { newStaff, roleWith } from '../office/support';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel, shopByHandle } from './support';

/**
 * Store orders (issue 16 item 4): a customer order placed in the sandbox store arrives by its signed webhook,
 * is kept once (five identical deliveries at once are one order) and its lines are matched to mall variants
 * through the publish mapping, else by SKU; the rest stay unmatched. Refusals: a bad or missing signature
 * (401, nothing kept), another business's store (404), staff without the orders page (403).
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let woo: WooFake;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let staffWithout = '';
let store: StoreView;
let otherStore: StoreView;
/** A published product: its store variants and the mall variants they stand for. */
let links: { storeVariantId: string; variantId: number }[] = [];
let skuOnly: { sku: string; variantId: number };
/** Yesterday (UTC): WooCommerce orders are placed then, within the 30 days a sync looks back. */
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await listeningApp();
  s = composeServices({ config: t.config, database: t.database });
  woo = await startWooFake(0);
  owner = await newBuyer(t.database.db);
  other = await newBuyer(t.database.db);
  staffWithout = (
    await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/CRM/store']]))
  ).token;
  store = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'Orders shop' },
      { token: owner.token },
    ),
  );
  otherStore = okModel<StoreView>(
    await post(t.app, '/v1/store/connect', { platform: 'sandbox', name: 'Theirs' }, { token: other.token }),
  );
  const onSale = await t.database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.status, PRODUCT_STATUS.onShelf))
    .orderBy(asc(products.id))
    .limit(2);
  const [published, unpublished] = onSale;
  if (!published || !unpublished) throw new Error('no products on sale');
  okModel(
    await post(
      t.app,
      '/v1/product/publishToStore',
      { storeId: store.id, productIds: String(published.id) },
      { token: owner.token },
    ),
  );
  await s.tasks.services.worker.drain();
  links = await t.database.db
    .select({ storeVariantId: storeProductLinks.storeVariantId, variantId: storeProductLinks.variantId })
    .from(storeProductLinks)
    .where(eq(storeProductLinks.storeId, store.id));
  expect(links.length).toBeGreaterThan(0);
  const [variant] = await t.database.db
    .select({ id: productVariants.id, article: productVariants.articleNumber })
    .from(productVariants)
    .where(and(eq(productVariants.productId, unpublished.id), eq(productVariants.invalid, 0)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!variant) throw new Error('no variant');
  skuOnly = { sku: `${unpublished.sku}-${variant.id}`, variantId: variant.id };
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

const list = async (token: string, filters: Record<string, string | number> = {}) =>
  okModel<StoreOrderPage>(await post(t.app, '/v1/order/crmCustomerOrderList', filters, { token }));
const ordersOf = async (storeId: number) =>
  t.database.db.select().from(storeOrders).where(eq(storeOrders.storeId, storeId));

/** A Shopify order body with lines (store variant id, sku), as the sandbox answers it. */
function shopifyBody(
  id: number,
  lines: { variant: string; sku: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    name: `#${id}`,
    order_number: id,
    email: 'ana@example.com',
    created_at: '2026-03-10T12:00:00Z',
    updated_at: '2026-03-10T12:00:00Z',
    currency: 'USD',
    total_price: '25.99',
    cancelled_at: null,
    fulfillment_status: null,
    line_items: lines.map((l, i) => ({
      id: id * 10 + i,
      variant_id: Number(l.variant) || null,
      sku: l.sku,
      title: 'Thing',
      quantity: 1,
      price: '25.99',
    })),
    shipping_address: { name: 'Ana Souza', address1: 'Rua B, 2', city: 'Recife', country_code: 'BR' },
    ...extra,
  };
}

async function deliver(storeView: StoreView, body: unknown, topic = 'orders/create', sign?: string) {
  const shop = await shopByHandle(t, storeView.domain);
  const raw = JSON.stringify(body);
  return fetch(`${t.origin}/v1/store/webhook/${storeView.id}`, {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      ...(sign === '' ? {} : { 'x-shopify-hmac-sha256': sign ?? signWebhook(shop.webhookSecret, raw) }),
    },
  });
}

describe(`store orders (${testDbKind})`, () => {
  it('a customer order on the sandbox shopfront arrives by webhook, matched through the publish mapping', async () => {
    const shop = await shopByHandle(t, store.domain);
    const [link] = links;
    const placed = await fetch(`${t.origin}/sandbox/store/${shop.handle}/orders`, {
      method: 'POST',
      body: new URLSearchParams({
        variant: link?.storeVariantId ?? '',
        quantity: '2',
        name: 'Maria Silva',
        email: 'maria@example.com',
        address: 'Rua A, 1',
        city: 'São Paulo',
        zip: '01000-000',
        country: 'BR',
      }),
      redirect: 'manual',
    });
    expect(placed.status).toBe(303);
    const page = await list(owner.token);
    expect(page.total).toBe(1);
    const [order] = page.records;
    expect(order).toMatchObject({
      storeId: store.id,
      storeName: 'Orders shop',
      shopOrderNo: '#1001',
      status: 'pending',
      currency: 'USD',
      currencyMismatch: false,
      customerName: 'Maria Silva',
      customerEmail: 'maria@example.com',
      unmatched: 0,
    });
    expect(order?.shippingAddress).toMatchObject({ city: 'São Paulo', zip: '01000-000' });
    expect(order?.lines).toEqual([
      expect.objectContaining({ quantity: 2, variantId: link?.variantId, matchedBy: 'link' }),
    ]);
  });

  it('a bad or missing signature is refused (401) and nothing is kept', async () => {
    const before = (await ordersOf(store.id)).length;
    const body = shopifyBody(7001, [{ variant: '', sku: 'X' }]);
    expect((await deliver(store, body, 'orders/create', 'bm90IGl0')).status).toBe(401);
    expect((await deliver(store, body, 'orders/create', '')).status).toBe(401);
    // Signed with another store's secret.
    const theirs = await shopByHandle(t, otherStore.domain);
    expect(
      (await deliver(store, body, 'orders/create', signWebhook(theirs.webhookSecret, JSON.stringify(body))))
        .status,
    ).toBe(401);
    // An unknown store answers the same.
    const unknown = await fetch(`${t.origin}/v1/store/webhook/999999`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': 'x' },
    });
    expect(unknown.status).toBe(401);
    expect((await ordersOf(store.id)).length).toBe(before);
  });

  it('the same webhook five times at once is one order with its lines once', async () => {
    const body = shopifyBody(7002, [
      { variant: links[0]?.storeVariantId ?? '', sku: '' },
      { variant: '', sku: 'NOT-IN-THE-MALL' },
    ]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(store, body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = (await ordersOf(store.id)).filter((o) => o.platformOrderId === '7002');
    expect(rows).toHaveLength(1);
    const [lines] = await t.database.db
      .select({ n: count() })
      .from(storeOrderLines)
      .where(
        inArray(
          storeOrderLines.orderId,
          rows.map((r) => r.id),
        ),
      );
    expect(lines?.n).toBe(2);
  });

  it('matches by SKU, leaves an unknown SKU unmatched, flags another currency without converting', async () => {
    const body = shopifyBody(
      7003,
      [
        { variant: '', sku: skuOnly.sku },
        { variant: '424242', sku: 'UNMAPPED-SKU' },
      ],
      { currency: 'EUR', total_price: '19.90' },
    );
    expect((await deliver(store, body)).status).toBe(200);
    const [order] = (await list(owner.token, { shopOrderNo: '7003' })).records;
    expect(order).toMatchObject({ currency: 'EUR', currencyMismatch: true, total: 19.9, unmatched: 1 });
    expect(order?.lines.map((l) => [l.sku, l.variantId, l.matchedBy])).toEqual([
      [skuOnly.sku, skuOnly.variantId, 'sku'],
      ['UNMAPPED-SKU', null, null],
    ]);
  });

  it('bindingCrmCustomer binds an unmatched line by SKU; the binding outlives a store update', async () => {
    const [order] = (await list(owner.token, { shopOrderNo: '7003' })).records;
    const line = order?.lines.find((l) => l.variantId === null);
    if (!line) throw new Error('no unmatched line');
    const bind = (token: string, fields: Record<string, string | number>) =>
      post(t.app, '/v1/business/bindingCrmCustomer', fields, { token });
    expect((await bind(owner.token, { lineId: line.id, sku: 'NOPE-404' })).statusCode).toBe(400);
    expect((await bind(other.token, { lineId: line.id, sku: skuOnly.sku })).statusCode).toBe(404);
    expect((await bind(staffWithout, { lineId: line.id, sku: skuOnly.sku })).statusCode).toBe(403);
    expect(okModel(await bind(owner.token, { lineId: line.id, sku: skuOnly.sku }))).toMatchObject({
      id: line.id,
      variantId: skuOnly.variantId,
      matchedBy: 'manual',
    });
    const newer = shopifyBody(
      7003,
      [
        { variant: '', sku: skuOnly.sku },
        { variant: '424242', sku: 'UNMAPPED-SKU' },
      ],
      { currency: 'EUR', total_price: '19.90', updated_at: '2026-03-10T13:00:00Z' },
    );
    expect((await deliver(store, newer, 'orders/updated')).status).toBe(200);
    const [after] = (await list(owner.token, { shopOrderNo: '7003' })).records;
    expect(after?.unmatched).toBe(0);
    expect(after?.lines.find((l) => l.id === line.id)).toMatchObject({ matchedBy: 'manual' });
  });

  it('a newer update applies (cancelled), an older one does not', async () => {
    const lines = [{ variant: '', sku: 'A' }];
    const created = shopifyBody(7004, lines);
    expect((await deliver(store, created)).status).toBe(200);
    const cancelled = shopifyBody(7004, lines, {
      updated_at: '2026-03-11T09:00:00Z',
      cancelled_at: '2026-03-11T09:00:00Z',
    });
    expect((await deliver(store, cancelled, 'orders/cancelled')).status).toBe(200);
    // A late copy of the first version changes nothing.
    expect((await deliver(store, { ...created, total_price: '1.00' }, 'orders/updated')).status).toBe(200);
    const [order] = (await list(owner.token, { shopOrderNo: '#7004' })).records;
    expect(order).toMatchObject({ status: 'cancelled', total: 25.99 });
  });

  it('"Sync orders" fetches an order whose webhook never came', async () => {
    const shop = await shopByHandle(t, store.domain);
    const quiet = new SandboxShops(t.database.db, async () => {});
    const product = (await quiet.page(shop, 'product', 0, 1)).rows[0]?.body ?? {};
    const variant = (product.variants as { id: number }[])[0]?.id ?? 0;
    await quiet.create(shop, 'order', (id) =>
      orderBody(id, {
        product,
        variantId: variant,
        quantity: 1,
        customer: {
          name: 'João Lima',
          email: 'j@example.com',
          address: 'Rua C',
          city: 'Natal',
          zip: '59000',
          country: 'BR',
        },
        currency: 'USD',
        number: 1999,
      }),
    );
    const synced = okModel<SyncOrdersAnswer>(
      await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }),
    );
    expect(synced.fetched).toBeGreaterThanOrEqual(2);
    expect(synced.stored).toBe(1);
    const [order] = (await list(owner.token, { shopOrderNo: '#1999' })).records;
    expect(order).toMatchObject({ customerName: 'João Lima', unmatched: 0 });
    expect(order?.lines[0]?.matchedBy).toBe('link');
    // Again: nothing new.
    expect(
      okModel<SyncOrdersAnswer>(
        await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }),
      ).stored,
    ).toBe(0);
  });

  it('a Shopify shop that dropped our webhook subscriptions (failed deliveries) gets them again at the next sync', async () => {
    const shop = await shopByHandle(t, store.domain);
    const ours = and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, 'webhook'));
    await t.database.db.delete(sandboxRecords).where(ours);
    okModel<SyncOrdersAnswer>(
      await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }),
    );
    const hooks = await t.database.db.select().from(sandboxRecords).where(ours);
    expect(hooks.map((h) => (h.body as { topic: string }).topic).sort()).toEqual([
      'app/uninstalled',
      'orders/cancelled',
      'orders/create',
      'orders/updated',
    ]);
  });

  it('the periodic poll keeps an order whose webhook never came, once, and logs a store that fails', async () => {
    const shop = await shopByHandle(t, store.domain);
    const quiet = new SandboxShops(t.database.db, async () => {});
    const product = (await quiet.page(shop, 'product', 0, 1)).rows[0]?.body ?? {};
    const variant = (product.variants as { id: number }[])[0]?.id ?? 0;
    await quiet.create(shop, 'order', (id) =>
      orderBody(id, {
        product,
        variantId: variant,
        quantity: 3,
        customer: {
          name: 'Rita Alves',
          email: 'r@example.com',
          address: 'Rua D',
          city: 'Belém',
          zip: '66000',
          country: 'BR',
        },
        currency: 'USD',
        number: 2999,
      }),
    );
    const failed: number[] = [];
    // Every active store of every business is polled; one that cannot be read (a WooCommerce store whose site
    // is gone) is logged and the others are still polled.
    const gone = await t.database.db
      .insert(stores)
      .values({
        businessId: other.businessId,
        platform: 'woocommerce',
        name: 'Gone shop',
        shopName: 'Gone shop',
        domain: 'http://127.0.0.1:9',
        currency: 'USD',
        credentials: 'v1.not.a.credential',
      })
      .returning({ id: stores.id });
    expect(await s.stores.orders.poll((_error, storeId) => failed.push(storeId))).toBeGreaterThanOrEqual(1);
    expect(failed).toContain(gone[0]?.id);
    const [order] = (await list(owner.token, { shopOrderNo: '#2999' })).records;
    expect(order).toMatchObject({ customerName: 'Rita Alves' });
    expect(await s.stores.orders.poll(() => {})).toBe(0);
    await t.database.db
      .update(stores)
      .set({ state: 'disconnected' })
      .where(eq(stores.id, gone[0]?.id ?? 0));
  });

  it('WooCommerce: webhooks subscribed at connect, signed with X-WC-Webhook-Signature; sync by pages', async () => {
    const wooStore = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
        { token: owner.token },
      ),
    );
    expect(woo.webhooks.map((w) => [w.topic, w.delivery_url])).toEqual([
      ['order.created', `${t.origin}/v1/store/webhook/${wooStore.id}`],
      ['order.updated', `${t.origin}/v1/store/webhook/${wooStore.id}`],
    ]);
    const order = (id: number) => ({
      id,
      number: String(id),
      status: 'processing',
      currency: 'BRL',
      total: '59.90',
      date_created_gmt: `${yesterday}T10:00:00`,
      date_modified_gmt: `${yesterday}T10:00:00`,
      billing: { first_name: 'Rita', last_name: 'Costa', email: 'rita@example.com' },
      shipping: { first_name: 'Rita', last_name: 'Costa', address_1: 'Av. D', city: 'Belém', country: 'BR' },
      line_items: [
        {
          id: id * 10,
          product_id: 5,
          variation_id: 0,
          sku: skuOnly.sku,
          name: 'Thing',
          quantity: 3,
          price: 19.97,
        },
      ],
    });
    expect(await woo.deliver('order.created', order(501))).toEqual([200]);
    // A bad signature: 401.
    const bad = await fetch(`${t.origin}/v1/store/webhook/${wooStore.id}`, {
      method: 'POST',
      body: JSON.stringify(order(502)),
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'order.created',
        'x-wc-webhook-signature': 'AAAA',
      },
    });
    expect(bad.status).toBe(401);
    const [got] = (await list(owner.token, { storeId: wooStore.id })).records;
    expect(got).toMatchObject({
      shopOrderNo: '501',
      currency: 'BRL',
      currencyMismatch: false,
      customerName: 'Rita Costa',
    });
    expect(got?.lines[0]).toMatchObject({ quantity: 3, variantId: skuOnly.variantId, matchedBy: 'sku' });

    woo.orders.push(order(503), order(504), order(505));
    const synced = okModel<SyncOrdersAnswer>(
      await post(t.app, '/v1/store/syncOrders', { id: wooStore.id }, { token: owner.token }),
    );
    expect(synced).toEqual({ fetched: 3, stored: 3 });
    expect((await list(owner.token, { storeId: wooStore.id })).total).toBe(4);
  });

  it('filters by store, status, shop order number and dates, and pages', async () => {
    const all = await list(owner.token, { size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(9);
    const cancelled = await list(owner.token, { status: 'cancelled' });
    expect(cancelled.records.map((o) => o.shopOrderNo)).toEqual(['#7004']);
    const onTheDay = await list(owner.token, { startDate: yesterday, endDate: yesterday, size: 100 });
    expect(onTheDay.records.map((o) => o.shopOrderNo).sort()).toEqual(['501', '503', '504', '505']);
    const pageTwo = await list(owner.token, { size: 2, current: 2 });
    expect(pageTwo).toMatchObject({ total: all.total, current: 2, size: 2 });
    expect(pageTwo.records.map((o) => o.id)).toEqual(all.records.slice(2, 4).map((o) => o.id));
    // Newest first.
    const placed = all.records.map((o) => o.placedAt);
    expect([...placed].sort().reverse()).toEqual(placed);
    // Another business sees none of them.
    expect((await list(other.token)).total).toBe(0);
    const bad = await post(
      t.app,
      '/v1/order/crmCustomerOrderList',
      { startDate: '12/03/2026' },
      { token: owner.token },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('another business’s store is not found (404); staff without the orders page get nothing (403)', async () => {
    const theirs = await post(
      t.app,
      '/v1/order/crmCustomerOrderList',
      { storeId: otherStore.id },
      { token: owner.token },
    );
    expect(theirs.statusCode).toBe(404);
    const sync = await post(t.app, '/v1/store/syncOrders', { id: otherStore.id }, { token: owner.token });
    expect(sync.statusCode).toBe(404);
    const staff = await post(t.app, '/v1/order/crmCustomerOrderList', {}, { token: staffWithout });
    expect(staff.statusCode).toBe(403);
    expect(JSON.stringify(staff.json())).not.toContain('Maria');
  });

  it('a disconnected store: its webhooks are refused, its orders stay listed, sync is not found', async () => {
    const before = (await list(owner.token, { storeId: store.id })).total;
    okModel(await post(t.app, '/v1/store/disconnect', { id: store.id }, { token: owner.token }));
    expect((await deliver(store, shopifyBody(7005, [{ variant: '', sku: 'A' }]))).status).toBe(401);
    expect((await list(owner.token, { storeId: store.id })).total).toBe(before);
    const sync = await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token });
    expect(sync.statusCode).toBe(404);
  });
});
