import type {
  CrmOrderPage,
  CrmPayResult,
  StoreOrderPage,
  StoreView,
  SyncOrdersAnswer,
} from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, storeOrderMallOrders, storeOrders, wallets } from '../../src/db/schema';
import { signWebhook } from '../../src/modules/stores';
import { newBuyer, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel, shopByHandle } from './support';

/**
 * Store orders the customer has not paid (issue 32, item 4): Shopify's pending, authorized, partially_paid
 * and expired, WooCommerce's pending, on-hold and failed wait as "awaiting the customer's payment" on
 * Pending Orders and My Orders; they are not offered in Order Payment and a direct pay call is refused (409,
 * the caller's language, nothing written); once the store says paid (webhook or sync) they move on by
 * themselves. Voided and refunded (Shopify), cancelled and refunded (WooCommerce) cancel the order.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let woo: WooFake;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: StoreView;
let wooStore: StoreView;
let sku = '';
let serial = 0;

beforeAll(async () => {
  t = await listeningApp();
  woo = await startWooFake(0);
  owner = await newBuyer(t.database.db, '1000');
  const variant = await variantWithStock(t.database.db, 500, 2);
  const [product] = await t.database.db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.id, variant.productId));
  sku = `${product?.sku}-${variant.skuId}`;
  store = okModel<StoreView>(
    await post(t.app, '/v1/store/connect', { platform: 'sandbox', name: 'Pay shop' }, { token: owner.token }),
  );
  wooStore = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
      { token: owner.token },
    ),
  );
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

const ADDRESS = { name: 'John Doe', address1: '1 Main St', city: 'Austin', zip: '73301', country_code: 'US' };

/** A Shopify order body of one line of the test variant (matched by its SKU). */
function shopifyBody(id: number, financial: string | undefined, updatedAt = '2026-03-10T12:00:00Z') {
  return {
    id,
    name: `#${id}`,
    email: 'john@example.com',
    created_at: '2026-03-10T12:00:00Z',
    updated_at: updatedAt,
    currency: 'USD',
    total_price: '25.99',
    financial_status: financial,
    cancelled_at: null,
    fulfillment_status: null,
    line_items: [{ id: id * 10, variant_id: null, sku, title: 'Thing', quantity: 1, price: '25.99' }],
    shipping_address: ADDRESS,
  };
}

async function deliver(body: unknown, topic = 'orders/create') {
  const shop = await shopByHandle(t, store.domain);
  const raw = JSON.stringify(body);
  const res = await fetch(`${t.origin}/v1/store/webhook/${store.id}`, {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': signWebhook(shop.webhookSecret, raw),
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const idOf = async (storeId: number, platformId: number) => {
  const [row] = await t.database.db
    .select()
    .from(storeOrders)
    .where(eq(storeOrders.storeId, storeId))
    .then((rows) => rows.filter((r) => r.platformOrderId === String(platformId)));
  if (!row) throw new Error(`order ${platformId} not kept`);
  return row;
};
const list = async (path: string) =>
  okModel<CrmOrderPage>(await post(t.app, `/v1/order/${path}`, { size: 100 }, { token: owner.token }));
const rowOf = async (path: string, id: number) => (await list(path)).records.find((r) => r.id === id);
const payCall = (ids: number[], payMoney: number, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/order/crmPay', { ids: ids.join(','), payType: 3, payMoney }, { token: owner.token, lang });
const balance = async () =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, owner.businessId)))[0]?.balance,
  );
const mallOrdersOfOwner = async () =>
  (await t.database.db.select().from(orders).where(eq(orders.businessId, owner.businessId))).length;

describe(`store orders the customer has not paid (${testDbKind})`, () => {
  it('Shopify pending, authorized, partially_paid and expired wait, with the reason, on Pending Orders and My Orders', async () => {
    const words = ['pending', 'authorized', 'partially_paid', 'expired'];
    const ids: number[] = [];
    for (const word of words) {
      serial += 1;
      await deliver(shopifyBody(8100 + serial, word));
      ids.push((await idOf(store.id, 8100 + serial)).id);
    }
    for (const [i, id] of ids.entries()) {
      const row = await rowOf('crmPendingList', id);
      expect(row?.state).toBe('awaitingPayment');
      expect(row?.customerPaid).toBe(false);
      expect(row?.blocked?.reason).toBe('customerUnpaid');
      expect(row?.blocked?.message).toContain(`(${words[i]})`);
      expect(row?.cost).toBeNull();
      expect(await rowOf('crmPayList', id)).toBeUndefined();
    }
    const mine = okModel<StoreOrderPage>(
      await post(t.app, '/v1/order/crmCustomerOrderList', { size: 100 }, { token: owner.token }),
    );
    expect(mine.records.find((r) => r.id === ids[1])).toMatchObject({
      customerPaid: false,
      paymentStatus: 'authorized',
      status: 'pending',
    });
  });

  it('a direct pay call is refused (409) in the caller’s language, however often, and nothing is written', async () => {
    serial += 1;
    await deliver(shopifyBody(8100 + serial, 'pending'));
    const order = await idOf(store.id, 8100 + serial);
    const before = { balance: await balance(), mall: await mallOrdersOfOwner() };
    const answers = await Promise.all([
      payCall([order.id], 20),
      payCall([order.id], 20),
      payCall([order.id], 20),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(409);
      expect(a.json().msg).toContain("awaiting the customer's payment in the store (pending)");
    }
    const zh = await payCall([order.id], 20, 'zh');
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toContain('等待顾客在店铺中付款');
    expect(await balance()).toBe(before.balance);
    expect(await mallOrdersOfOwner()).toBe(before.mall);
    expect(
      await t.database.db
        .select()
        .from(storeOrderMallOrders)
        .where(eq(storeOrderMallOrders.storeOrderId, order.id)),
    ).toEqual([]);
    const after = await idOf(store.id, 8100 + serial);
    expect(after).toMatchObject({ cost: null, placedSnapshot: null, paidAt: null });
    expect(after.updatedAt.getTime()).toBe(order.updatedAt.getTime());
  });

  it('moves on by itself once the store says paid (orders/updated), and can then be paid', async () => {
    serial += 1;
    const platformId = 8100 + serial;
    await deliver(shopifyBody(platformId, 'authorized'));
    const order = await idOf(store.id, platformId);
    expect((await rowOf('crmPendingList', order.id))?.state).toBe('awaitingPayment');
    await deliver(shopifyBody(platformId, 'paid', '2026-03-10T13:00:00Z'), 'orders/updated');
    const payable = await rowOf('crmPayList', order.id);
    expect(payable?.state).toBe('payable');
    expect(payable?.customerPaid).toBe(true);
    expect(await rowOf('crmPendingList', order.id)).toBeUndefined();
    const paid = okModel<CrmPayResult>(await payCall([order.id], payable?.cost?.total ?? 0));
    expect(paid.status).toBe('paid');
    expect((await rowOf('crmFulfilmentList', order.id))?.state).toBe('fulfilment');
  });

  it('Shopify voided and refunded cancel the order; partially_refunded is paid', async () => {
    const states: Record<string, string> = {};
    for (const word of ['voided', 'refunded', 'partially_refunded']) {
      serial += 1;
      await deliver(shopifyBody(8100 + serial, word));
      const order = await idOf(store.id, 8100 + serial);
      states[word] = `${order.status}/${order.customerPaid}`;
    }
    expect(states).toEqual({
      voided: 'cancelled/false',
      refunded: 'cancelled/false',
      partially_refunded: 'pending/true',
    });
  });

  it('WooCommerce pending, on-hold and failed wait; processing (webhook or sync) moves them on; cancelled and refunded cancel', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 19);
    const wooBody = (id: number, status: string, modified = yesterday, datePaid: string | null = null) => ({
      id,
      number: String(id),
      status,
      currency: 'USD',
      total: '25.99',
      date_created_gmt: yesterday,
      date_modified_gmt: modified,
      date_paid_gmt: datePaid,
      billing: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' },
      shipping: {
        first_name: 'Ana',
        last_name: 'Lima',
        address_1: '1 Main St',
        city: 'Austin',
        country: 'US',
      },
      line_items: [
        { id: id * 10, product_id: 5, variation_id: 0, sku, name: 'Thing', quantity: 1, price: 25.99 },
      ],
    });
    const kinds = ['pending', 'on-hold', 'failed', 'cancelled', 'refunded'];
    for (const [i, status] of kinds.entries())
      expect(await woo.deliver('order.created', wooBody(9100 + i, status))).toEqual([200]);
    const kept = async (i: number) => idOf(wooStore.id, 9100 + i);
    expect((await rowOf('crmPendingList', (await kept(1)).id))?.blocked?.message).toContain('(on-hold)');
    for (const i of [0, 1, 2])
      expect((await rowOf('crmPendingList', (await kept(i)).id))?.state).toBe('awaitingPayment');
    for (const i of [3, 4]) expect((await kept(i)).status).toBe('cancelled');

    // By webhook: on-hold, then processing.
    const later = new Date(Date.now() - 3_600_000).toISOString().slice(0, 19);
    expect(await woo.deliver('order.updated', wooBody(9101, 'processing', later, later))).toEqual([200]);
    expect((await rowOf('crmPayList', (await kept(1)).id))?.state).toBe('payable');
    // By "Sync orders": the failed one paid again from its order page, found by the sync.
    woo.orders.push(wooBody(9102, 'processing', later, later));
    const synced = okModel<SyncOrdersAnswer>(
      await post(t.app, '/v1/store/syncOrders', { id: wooStore.id }, { token: owner.token }),
    );
    expect(synced.stored).toBe(1);
    expect((await rowOf('crmPayList', (await kept(2)).id))?.state).toBe('payable');
    expect((await rowOf('crmPendingList', (await kept(0)).id))?.state).toBe('awaitingPayment');
  });
});
