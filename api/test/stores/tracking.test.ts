import type { StoreOrderMallOrderView, StoreOrderPage, StoreView } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import { sandboxRecords, storeOrderLines, storeOrderMallOrders, storeOrders } from '../../src/db/schema';
import { SandboxShops } from '../../src/modules/stores/sandbox/shops';
import { MAX_TRACKING_ATTEMPTS } from '../../src/modules/stores/tracking';
import { firstCarrier, newSeller, paidOrder, ship } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { linkMallOrders } from '../support/store-links';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel, shopByHandle } from './support';

/**
 * Tracking back to the store (issue 16 item 6): a mall order created by paying a store order ships, and the
 * store gets a fulfillment with the carrier and tracking number (the sandbox store: Shopify's
 * fulfillment-orders flow; the WooCommerce fake: a note and the order completed), in the background,
 * retried with backoff; a failure shows on the store order and is retried by the business, never making a
 * second fulfillment. The store order is fulfilled once every parcel's tracking is in the store.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let woo: WooFake;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let staffWithout = '';
let store: StoreView;
let wooStore: StoreView;
let carrier: { id: number; name: string };
let nextNumber = 5000;

beforeAll(async () => {
  t = await listeningApp();
  s = composeServices({ config: t.config, database: t.database });
  woo = await startWooFake(0);
  owner = await newBuyer(t.database.db, '5000');
  other = await newBuyer(t.database.db);
  staffWithout = (
    await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/CRM/store']]))
  ).token;
  store = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'Tracking shop' },
      { token: owner.token },
    ),
  );
  wooStore = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
      { token: owner.token },
    ),
  );
  carrier = await firstCarrier(t, owner.token);
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

type Seller = Awaited<ReturnType<typeof newSeller>>;

/** A customer order in the sandbox shop with one line per seller's variant, taken in by "Sync orders". */
async function sandboxOrder(sellers: Seller[]) {
  const shop = await shopByHandle(t, store.domain);
  const quiet = new SandboxShops(t.database.db, async () => {});
  const number = nextNumber++;
  const at = new Date().toISOString();
  const order = await quiet.create(shop, 'order', (id) => ({
    id,
    name: `#${number}`,
    order_number: number,
    email: 'ana@example.com',
    created_at: at,
    updated_at: at,
    currency: 'USD',
    total_price: '50.00',
    cancelled_at: null,
    fulfillment_status: null,
    line_items: sellers.map((seller, i) => ({
      id: id * 1000 + i + 1,
      variant_id: null,
      sku: `LINE-${seller.skuId}`,
      title: `Thing ${i + 1}`,
      quantity: 1,
      price: '25.00',
    })),
    shipping_address: { name: 'Ana Souza', address1: 'Rua B, 2', city: 'Recife', country_code: 'BR' },
  }));
  await s.stores.orders.sync(owner.businessId, store.id);
  return { platformId: Number(order.id), storeOrderId: await bound(store.id, String(order.id), sellers) };
}

/** The kept store order's lines bound to the sellers' variants (as a person binds them); its id. */
async function bound(storeId: number, platformOrderId: string, sellers: Seller[]) {
  const db = t.database.db;
  const [row] = await db
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.platformOrderId, platformOrderId)));
  if (!row) throw new Error('store order not kept');
  for (const seller of sellers)
    await db
      .update(storeOrderLines)
      .set({ variantId: seller.skuId, matchSource: 'manual' })
      .where(and(eq(storeOrderLines.orderId, row.id), eq(storeOrderLines.sku, `LINE-${seller.skuId}`)));
  return row.id;
}

/** The store order paid: a real paid mall order of the owner per seller, linked to it. */
async function paidFor(storeOrderId: number, sellers: Seller[]) {
  const orders = [];
  for (const seller of sellers) orders.push((await paidOrder(t, seller.skuId, owner)).order);
  await linkMallOrders(
    t.database.db,
    storeOrderId,
    orders.map((o) => o.id),
  );
  return orders;
}

const shipIt = async (seller: Seller, orderId: number, trackingNo: string) => {
  const res = await ship(t, seller.seller.token, { id: orderId, expressId: carrier.id, trackingNo });
  expect(res.statusCode, res.body).toBe(200);
};

const linkOf = async (mallOrderId: number) => {
  const [row] = await t.database.db
    .select()
    .from(storeOrderMallOrders)
    .where(eq(storeOrderMallOrders.mallOrderId, mallOrderId));
  if (!row) throw new Error('no link');
  return row;
};

const fulfillmentsOf = async (platformOrderId: number) =>
  (
    await t.database.db
      .select()
      .from(sandboxRecords)
      .where(and(eq(sandboxRecords.kind, 'fulfillment'), eq(sandboxRecords.parentId, platformOrderId)))
  ).map(
    (r) => r.body as { id: number; tracking_number: string; tracking_company: string; line_items: unknown[] },
  );

const storeOrderView = async (id: number, token = owner.token) => {
  const page = okModel<StoreOrderPage>(
    await post(t.app, '/v1/order/crmCustomerOrderList', { size: 100 }, { token }),
  );
  return page.records.find((r) => r.id === id);
};

const retry = (mallOrderId: number, token = owner.token, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/store/order/retryTracking', { mallOrderId }, { token, lang });

describe(`tracking back to the store (${testDbKind})`, () => {
  it('shipping gives the sandbox store’s order a fulfillment with the tracking number and carrier', async () => {
    const seller = await newSeller(t);
    const { platformId, storeOrderId } = await sandboxOrder([seller]);
    const [order] = await paidFor(storeOrderId, [seller]);
    if (!order) throw new Error('no order');
    expect((await linkOf(order.id)).trackingState).toBe('none');
    await shipIt(seller, order.id, 'BR123456789');
    // Queued with the shipment, sent by the background run.
    expect((await linkOf(order.id)).trackingState).toBe('waiting');
    await s.stores.tracking.drain();
    const link = await linkOf(order.id);
    expect(link).toMatchObject({ trackingState: 'sent', trackingError: null, trackingAttempts: 1 });
    const fulfillments = await fulfillmentsOf(platformId);
    expect(fulfillments).toHaveLength(1);
    expect(fulfillments[0]).toMatchObject({ tracking_number: 'BR123456789', tracking_company: carrier.name });
    expect(link.platformFulfillmentId).toBe(String(fulfillments[0]?.id));
    // The store order is fulfilled and shows its parcel's state.
    const view = await storeOrderView(storeOrderId);
    expect(view?.status).toBe('fulfilled');
    expect(view?.mallOrders).toEqual([
      expect.objectContaining({
        mallOrderId: order.id,
        orderNo: order.orderNo,
        trackingState: 'sent',
        trackingError: '',
        retryable: false,
      }),
    ]);
    // The sandbox store's page shows it, in both languages.
    const shop = await shopByHandle(t, store.domain);
    for (const [lang, words] of [
      ['en', 'Shipped with'],
      ['zh', '运单号'],
    ] as const) {
      const html = await (
        await fetch(`${t.origin}/sandbox/store/${shop.handle}`, { headers: { 'accept-language': lang } })
      ).text();
      expect(html).toContain(words);
      expect(html).toContain('BR123456789');
      expect(html).toContain(carrier.name);
    }
    // Nothing to retry once sent; shipping again is refused: still one fulfillment.
    expect((await retry(order.id)).statusCode).toBe(409);
    expect(
      (await ship(t, seller.seller.token, { id: order.id, expressId: carrier.id, trackingNo: 'BR999999999' }))
        .statusCode,
    ).toBe(409);
    await s.stores.tracking.drain();
    expect(await fulfillmentsOf(platformId)).toHaveLength(1);
  });

  it('two sellers’ parcels: each fulfils its own lines; the store order stays pending until both are sent', async () => {
    const first = await newSeller(t);
    const second = await newSeller(t);
    const { platformId, storeOrderId } = await sandboxOrder([first, second]);
    const [a, b] = await paidFor(storeOrderId, [first, second]);
    if (!a || !b) throw new Error('no orders');
    await shipIt(first, a.id, 'FIRST-0001');
    await s.stores.tracking.drain();
    const [one] = await fulfillmentsOf(platformId);
    expect(one?.line_items).toEqual([expect.objectContaining({ title: 'Thing 1', quantity: 1 })]);
    expect((await storeOrderView(storeOrderId))?.status).toBe('pending');
    await shipIt(second, b.id, 'SECOND-0002');
    await s.stores.tracking.drain();
    const both = await fulfillmentsOf(platformId);
    expect(both.map((f) => f.tracking_number)).toEqual(['FIRST-0001', 'SECOND-0002']);
    expect(both[1]?.line_items).toEqual([expect.objectContaining({ title: 'Thing 2' })]);
    const view = await storeOrderView(storeOrderId);
    expect(view?.status).toBe('fulfilled');
    expect(view?.mallOrders.map((m) => m.trackingState)).toEqual(['sent', 'sent']);
  });

  it('a retry after a lost answer finds the fulfillment already made instead of making a second', async () => {
    const seller = await newSeller(t);
    const { platformId, storeOrderId } = await sandboxOrder([seller]);
    const [order] = await paidFor(storeOrderId, [seller]);
    if (!order) throw new Error('no order');
    await shipIt(seller, order.id, 'LOST-ANSWER-1');
    await s.stores.tracking.drain();
    const made = await fulfillmentsOf(platformId);
    // As if the store's answer never came: the row failed without the fulfillment id.
    await t.database.db
      .update(storeOrderMallOrders)
      .set({ trackingState: 'failed', trackingError: 'unreachable', platformFulfillmentId: null })
      .where(eq(storeOrderMallOrders.mallOrderId, order.id));
    // Two retries at once: one takes it, the other is refused.
    const answers = await Promise.all([retry(order.id), retry(order.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await s.stores.tracking.drain();
    expect(await fulfillmentsOf(platformId)).toHaveLength(1);
    expect(await linkOf(order.id)).toMatchObject({
      trackingState: 'sent',
      platformFulfillmentId: String(made[0]?.id),
    });
  });

  it('WooCommerce: a 429 is waited out (Retry-After), then a note with the carrier and the order completed', async () => {
    const seller = await newSeller(t);
    const wooId = 9001;
    const at = new Date().toISOString().slice(0, 19);
    woo.orders.push(wooOrderBody(wooId, seller, at));
    await s.stores.orders.sync(owner.businessId, wooStore.id);
    const storeOrderId = await bound(wooStore.id, String(wooId), [seller]);
    const [order] = await paidFor(storeOrderId, [seller]);
    if (!order) throw new Error('no order');
    await shipIt(seller, order.id, 'WOO-TRACK-1');
    woo.limitNext(1, '1');
    const before = woo.calls.length;
    await s.stores.tracking.drain();
    expect(woo.calls.slice(before).some((c) => c.status === 429)).toBe(true);
    expect(woo.notes.get(String(wooId))).toEqual([
      expect.objectContaining({ note: expect.stringContaining('WOO-TRACK-1'), customer_note: true }),
    ]);
    expect(woo.notes.get(String(wooId))?.[0]?.note).toContain(carrier.name);
    expect(woo.orders.find((o) => o.id === wooId)?.status).toBe('completed');
    expect(await linkOf(order.id)).toMatchObject({ trackingState: 'sent', trackingAttempts: 1 });
    expect((await storeOrderView(storeOrderId))?.status).toBe('fulfilled');
  });

  it('server errors are retried with backoff, then failed and shown; the business retries it; 404 and 403', async () => {
    const seller = await newSeller(t);
    const wooId = 9002;
    woo.orders.push(wooOrderBody(wooId, seller, new Date().toISOString().slice(0, 19)));
    await s.stores.orders.sync(owner.businessId, wooStore.id);
    const storeOrderId = await bound(wooStore.id, String(wooId), [seller]);
    const [order] = await paidFor(storeOrderId, [seller]);
    if (!order) throw new Error('no order');
    await shipIt(seller, order.id, 'WOO-TRACK-2');
    woo.failNext(1000, 503);
    await s.stores.tracking.drain();
    // Still waiting, retried later; not before its backoff.
    const waiting = await linkOf(order.id);
    expect(waiting).toMatchObject({
      trackingState: 'waiting',
      trackingError: 'unreachable',
      trackingAttempts: 1,
    });
    expect(waiting.trackingNextAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);
    let clock = Date.now();
    for (let n = 1; n < MAX_TRACKING_ATTEMPTS; n++) {
      clock += 2 * 60 * 60_000;
      await s.stores.tracking.drain(new Date(clock));
    }
    const failed = await linkOf(order.id);
    expect(failed).toMatchObject({ trackingState: 'failed', trackingAttempts: MAX_TRACKING_ATTEMPTS });
    const shown = (await storeOrderView(storeOrderId))?.mallOrders[0];
    expect(shown).toMatchObject({ trackingState: 'failed', retryable: true });
    expect(shown?.trackingError).toMatch(/could not be reached/);
    expect((await storeOrderView(storeOrderId))?.status).toBe('pending');
    // Another business: not found; staff without the My Orders page: forbidden.
    expect((await retry(order.id, other.token)).statusCode).toBe(404);
    expect((await retry(order.id, staffWithout)).statusCode).toBe(403);
    expect((await retry(999_999_999)).statusCode).toBe(404);
    woo.failNext(0);
    const again = okModel<StoreOrderMallOrderView>(await retry(order.id, owner.token, 'zh'));
    expect(again).toMatchObject({ trackingState: 'waiting', trackingAttempts: 0, retryable: false });
    await s.stores.tracking.drain();
    expect(await linkOf(order.id)).toMatchObject({ trackingState: 'sent' });
    expect(woo.notes.get(String(wooId))).toHaveLength(1);
  });

  it('a paused store: the push waits with its reason and goes out once the store is resumed', async () => {
    const seller = await newSeller(t);
    const { platformId, storeOrderId } = await sandboxOrder([seller]);
    const [order] = await paidFor(storeOrderId, [seller]);
    if (!order) throw new Error('no order');
    okModel(await post(t.app, '/v1/store/pause', { id: store.id }, { token: owner.token }));
    try {
      await shipIt(seller, order.id, 'PAUSED-0001');
      await s.stores.tracking.drain();
      expect(await linkOf(order.id)).toMatchObject({
        trackingState: 'waiting',
        trackingError: 'storePaused',
        trackingAttempts: 0,
      });
      const shown = (await storeOrderView(storeOrderId))?.mallOrders[0];
      expect(shown).toMatchObject({ trackingState: 'waiting', retryable: true });
      expect(shown?.trackingError).toMatch(/paused/);
      expect(await fulfillmentsOf(platformId)).toHaveLength(0);
    } finally {
      okModel(await post(t.app, '/v1/store/resume', { id: store.id }, { token: owner.token }));
    }
    okModel(await retry(order.id));
    await s.stores.tracking.drain();
    expect(await linkOf(order.id)).toMatchObject({ trackingState: 'sent' });
    expect(await fulfillmentsOf(platformId)).toHaveLength(1);
  });

  it('a store disconnected while the push waits: failed with its reason, and a retry fails the same way', async () => {
    const seller = await newSeller(t);
    const wooId = 9003;
    woo.orders.push(wooOrderBody(wooId, seller, new Date().toISOString().slice(0, 19)));
    const gone = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        {
          platform: 'woocommerce',
          siteUrl: `${woo.url}/gone`,
          consumerKey: woo.key,
          consumerSecret: woo.secret,
        },
        { token: owner.token },
      ),
    );
    await s.stores.orders.sync(owner.businessId, gone.id);
    const storeOrderId = await bound(gone.id, String(wooId), [seller]);
    const [order] = await paidFor(storeOrderId, [seller]);
    if (!order) throw new Error('no order');
    await shipIt(seller, order.id, 'WOO-GONE-1');
    okModel(await post(t.app, '/v1/store/disconnect', { id: gone.id }, { token: owner.token }));
    await s.stores.tracking.drain();
    expect(await linkOf(order.id)).toMatchObject({ trackingState: 'failed', trackingError: 'storeOff' });
    const [zh] = okModel<StoreOrderPage>(
      await post(
        t.app,
        '/v1/order/crmCustomerOrderList',
        { storeId: gone.id },
        { token: owner.token, lang: 'zh' },
      ),
    ).records;
    expect(zh?.mallOrders[0]?.trackingError).toBe('店铺已断开连接，无法回传物流信息');
    okModel(await retry(order.id));
    await s.stores.tracking.drain();
    expect(await linkOf(order.id)).toMatchObject({ trackingState: 'failed', trackingError: 'storeOff' });
    expect(woo.notes.get(String(wooId))).toBeUndefined();
  });
});

function wooOrderBody(id: number, seller: Seller, at: string) {
  return {
    id,
    number: String(id),
    status: 'processing',
    currency: 'BRL',
    total: '59.90',
    date_created_gmt: at,
    date_modified_gmt: at,
    billing: { first_name: 'Rita', last_name: 'Costa', email: 'rita@example.com' },
    shipping: { first_name: 'Rita', last_name: 'Costa', address_1: 'Av. D', city: 'Belém', country: 'BR' },
    line_items: [
      {
        id: id * 10,
        product_id: 5,
        variation_id: 0,
        sku: `LINE-${seller.skuId}`,
        name: 'Thing',
        quantity: 1,
        price: 59.9,
      },
    ],
  };
}
