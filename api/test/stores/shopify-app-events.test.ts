import type { StoreList, StoreView } from '@dropmall/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, sandboxRecords, storeCustomers, storeOrders, stores } from '../../src/db/schema';
import { signWebhook } from '../../src/modules/stores/sandbox/shops';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { deliverOrder, listeningApp, okModel, shopByHandle } from './support';

/**
 * A Shopify app's duties besides the order loop (issue 32): the merchant uninstalling it in the shop
 * (`app/uninstalled`, which the store subscribes to) disconnects the store; Shopify's three compliance topics
 * (customers/data_request, customers/redact, shop/redact), to the platform app's one URL signed with its secret
 * (401 otherwise, as Shopify requires) or to a store's own webhook address signed with the store's secret, tell
 * the business what is held or erase the customer's personal data from the store orders.
 */
const APP = {
  SHOPIFY_APP_CLIENT_ID: 'f1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6',
  SHOPIFY_APP_CLIENT_SECRET: 'shpss_compliance_secret_0123456789',
};
let t: Awaited<ReturnType<typeof listeningApp>>;
let owner: Awaited<ReturnType<typeof newBuyer>>;

beforeAll(async () => {
  t = await listeningApp(APP);
  owner = await newBuyer(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const connect = async (name: string) =>
  okModel<StoreView>(
    await post(t.app, '/v1/store/connect', { platform: 'sandbox', name }, { token: owner.token }),
  );

let serial = 7000;
/** A Shopify order of this customer, delivered to the store by its signed webhook. */
function customerOrder(store: StoreView, email: string, name: string) {
  serial += 1;
  return deliverOrder(t, store, {
    id: serial,
    name: `#${serial}`,
    email,
    currency: 'USD',
    total_price: '10.00',
    financial_status: 'paid',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    customer: { first_name: name, last_name: 'Lima', email },
    line_items: [
      { id: serial * 10, variant_id: null, sku: 'NO-SKU', title: 'Thing', quantity: 1, price: '10.00' },
    ],
    shipping_address: { name: `${name} Lima`, address1: 'Rua A, 1', city: 'Recife', country_code: 'BR' },
  });
}

/** Shopify's delivery of a compliance topic: to the app's URL signed with the app's secret, unless told. */
function compliance(
  topic: string,
  body: unknown,
  to = '/v1/store/shopify/compliance',
  secret = APP.SHOPIFY_APP_CLIENT_SECRET,
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(`${t.origin}${to}`, {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': signWebhook(secret, raw),
      'x-shopify-webhook-id': `wh-${topic}-${serial}-${Math.random()}`,
    },
  });
}

const orderRow = async (id: number) =>
  (await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, id)))[0];
const noticesOf = async (key: string) =>
  t.database.db
    .select({ content: messages.content, eventKey: messages.eventKey })
    .from(messages)
    .where(and(eq(messages.businessId, owner.businessId), like(messages.eventKey, `${key}%`)));
const storeRow = async (id: number) =>
  (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0];

describe(`a Shopify app's own events (${testDbKind})`, () => {
  it('subscribes app/uninstalled; uninstalling in the shop disconnects the store and tells the business once', async () => {
    const store = await connect('Uninstall shop');
    const shop = await shopByHandle(t, store.domain);
    const topics = (
      await t.database.db.select().from(sandboxRecords).where(eq(sandboxRecords.shopId, shop.id))
    )
      .filter((r) => r.kind === 'webhook')
      .map((r) => (r.body as { topic: string }).topic);
    expect(topics).toContain('app/uninstalled');

    const page = await fetch(`${t.origin}/sandbox/store/${shop.handle}/uninstall`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(await storeRow(store.id)).toMatchObject({
      state: 'disconnected',
      credentials: '',
      webhookSecret: '',
    });
    const list = okModel<StoreList>(await post(t.app, '/v1/store/list', {}, { token: owner.token }));
    expect(list.records.map((r) => r.id)).not.toContain(store.id);
    expect(await noticesOf(`store-uninstalled:${store.id}`)).toHaveLength(1);
    // The shop's tokens are revoked, its subscriptions gone: a second uninstall tells nobody again.
    await fetch(`${t.origin}/sandbox/store/${shop.handle}/uninstall`, { method: 'POST', redirect: 'manual' });
    expect(await noticesOf(`store-uninstalled:${store.id}`)).toHaveLength(1);
  });

  it('refuses what the app did not sign (401), ignores other topics and answers a malformed body 400', async () => {
    const forged = await compliance(
      'customers/redact',
      { shop_domain: 'x.myshopify.com' },
      undefined,
      'not-the-secret',
    );
    expect(forged.status).toBe(401);
    const unsigned = await fetch(`${t.origin}/v1/store/shopify/compliance`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'shop/redact' },
    });
    expect(unsigned.status).toBe(401);
    const other = await compliance('orders/create', { id: 1 });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { model: { received: boolean } }).model.received).toBe(false);
    expect((await compliance('customers/redact', '{"shop_domain": 5}')).status).toBe(400);
    expect((await compliance('customers/redact', 'not json')).status).toBe(400);
  });

  it("customers/data_request tells the business which orders hold the customer's data", async () => {
    const store = await connect('Data request shop');
    const ana = await customerOrder(store, 'ana@example.com', 'Ana');
    await customerOrder(store, 'bia@example.com', 'Bia');
    const anaNumber = (await orderRow(ana))?.shopOrderNumber ?? '';
    const res = await compliance('customers/data_request', {
      shop_id: 1,
      shop_domain: `${store.domain}.myshopify.com`,
      orders_requested: [],
      customer: { id: 55, email: 'ANA@example.com', phone: null },
      data_request: { id: 9001 },
    });
    expect(res.status).toBe(200);
    const [notice, ...more] = await noticesOf(`store-data-request:${store.id}:9001`);
    expect(more).toEqual([]);
    expect(JSON.stringify(notice?.content)).toContain(anaNumber);
    // The same request delivered again sends nothing more.
    await compliance('customers/data_request', {
      shop_domain: `${store.domain}.myshopify.com`,
      customer: { email: 'ana@example.com' },
      data_request: { id: 9001 },
    });
    expect(await noticesOf(`store-data-request:${store.id}:9001`)).toHaveLength(1);
  });

  it("customers/redact erases that customer's personal data only, keeping the order's lines and money", async () => {
    const store = await connect('Redact shop');
    const ana = await customerOrder(store, 'ana@example.com', 'Ana');
    const bia = await customerOrder(store, 'bia@example.com', 'Bia');
    // Each customer's CPF given on the CRM page is remembered for their next orders (store_customers).
    for (const id of [ana, bia])
      okModel(await post(t.app, '/v1/order/crmTaxId', { id, taxId: '52998224725' }, { token: owner.token }));
    const remembered = () =>
      t.database.db
        .select({ key: storeCustomers.customerKey })
        .from(storeCustomers)
        .where(eq(storeCustomers.storeId, store.id));
    expect((await remembered()).map((r) => r.key).sort()).toEqual([
      'email:ana@example.com',
      'email:bia@example.com',
    ]);
    const res = await compliance('customers/redact', {
      shop_id: 1,
      shop_domain: `${store.domain}.myshopify.com`,
      customer: { id: 55, email: 'ana@example.com', phone: null },
      orders_to_redact: [Number((await orderRow(ana))?.platformOrderId)],
    });
    expect(res.status).toBe(200);
    expect(await orderRow(ana)).toMatchObject({
      customerName: '',
      customerEmail: '',
      shippingAddress: null,
      taxId: '',
      total: '10.00',
    });
    expect(await orderRow(bia)).toMatchObject({ customerEmail: 'bia@example.com', customerName: 'Bia Lima' });
    // What was remembered of her goes too; the other customer's stays.
    expect((await orderRow(ana))?.customerKey).toBe('');
    expect(await remembered()).toEqual([{ key: 'email:bia@example.com' }]);
  });

  it('a store that runs its own app gets the same topics at its webhook address, signed with its secret', async () => {
    const store = await connect('Own app shop');
    const ana = await customerOrder(store, 'ana@example.com', 'Ana');
    const shop = await shopByHandle(t, store.domain);
    const body = { shop_domain: `${store.domain}.myshopify.com`, customer: { email: 'ana@example.com' } };
    const forged = await compliance('customers/redact', body, `/v1/store/webhook/${store.id}`);
    expect(forged.status).toBe(401);
    const res = await compliance(
      'customers/redact',
      body,
      `/v1/store/webhook/${store.id}`,
      shop.webhookSecret,
    );
    expect(res.status).toBe(200);
    expect(await orderRow(ana)).toMatchObject({ customerEmail: '', shippingAddress: null });
  });

  it('shop/redact erases every customer of a disconnected store, and nothing of a connected one', async () => {
    const store = await connect('Shop redact shop');
    const ana = await customerOrder(store, 'ana@example.com', 'Ana');
    const shopDomain = `${store.domain}.myshopify.com`;
    await compliance('shop/redact', { shop_id: 1, shop_domain: shopDomain });
    expect(await orderRow(ana)).toMatchObject({ customerEmail: 'ana@example.com' });

    await post(t.app, '/v1/store/disconnect', { id: store.id }, { token: owner.token });
    expect((await storeRow(store.id))?.state).toBe('disconnected');
    expect((await compliance('shop/redact', { shop_id: 1, shop_domain: shopDomain })).status).toBe(200);
    expect(await orderRow(ana)).toMatchObject({ customerName: '', customerEmail: '', shippingAddress: null });
    expect(await noticesOf(`store-shop-redact:${store.id}`)).toHaveLength(1);
  });
});
