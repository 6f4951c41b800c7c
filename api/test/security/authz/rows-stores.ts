import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { products, storeOrderLines, storeOrders, stores } from '../../../src/db/schema';
import { CredentialBox } from '../../../src/modules/stores';
import { post } from '../../support/http';
import { startWooFake, type WooFake } from '../../support/woocommerce-fake';
import { type Row, steady } from './row';
import { formCall, seen, type World } from './world';

let woo: Promise<WooFake> | null = null;
/** One WooCommerce stand-in for the rows whose owner's call tests the credentials again (resume). */
const wooFake = () => {
  woo ??= startWooFake();
  return woo;
};
// Only authorization-matrix.test.ts imports this file, so the hook registered at import is its own; the fake
// is forgotten when closed, so a later file of the same worker (isolate: false) would start a fresh one.
afterAll(async () => {
  const started = woo;
  woo = null;
  if (started) await (await started).close();
});

/** A WooCommerce store of business A, written as the connect call writes it (credentials sealed). */
async function storeOfA(w: World, state: 'active' | 'paused') {
  const fake = await wooFake();
  const name = `Store ${randomBytes(4).toString('hex')}`;
  const domain = `${fake.url}/${name.replace(' ', '-').toLowerCase()}`;
  const box = new CredentialBox(w.t.config.STORE_CREDENTIALS_KEY);
  const [row] = await w.t.database.db
    .insert(stores)
    .values({
      businessId: w.a.businessId,
      platform: 'woocommerce',
      name,
      shopName: name,
      domain,
      currency: 'BRL',
      state,
      credentials: box.seal(
        { consumerKey: fake.key, consumerSecret: fake.secret },
        `store:${w.a.businessId}:woocommerce:${domain}`,
      ),
    })
    .returning();
  if (!row) throw new Error('store not written');
  return row;
}

const storesOfA = (w: World) => async () =>
  steady(seen(await post(w.t.app, '/v1/store/list', {}, { token: w.a.token })));

const storeRow = (op: string, state: 'active' | 'paused', fields: Record<string, string> = {}): Row => ({
  op,
  owner: 'business',
  effect: 'changes',
  make: async (w) => {
    const store = await storeOfA(w, state);
    return {
      send: formCall(w.t, op, { id: store.id, ...fields }),
      read: storesOfA(w),
      secrets: [store.name],
    };
  },
});

/** Connected stores (CRM "Stores"): every call with a store id is the owner's alone. */
export const STORE_ROWS: Row[] = [
  storeRow('POST /v1/store/rename', 'active', { name: 'Renamed by a stranger' }),
  storeRow('POST /v1/store/pause', 'active'),
  storeRow('POST /v1/store/resume', 'paused'),
  storeRow('POST /v1/store/disconnect', 'active'),
  // Publishing to a store: another business naming A's store gets 404, A's publish list stays as it was.
  {
    op: 'POST /v1/product/publishToStore',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const store = await storeOfA(w, 'active');
      return {
        send: formCall(w.t, 'POST /v1/product/publishToStore', {
          storeId: store.id,
          productIds: String(w.aSells.productId),
        }),
        read: async () =>
          steady(seen(await post(w.t.app, '/v1/product/publishList', { size: 100 }, { token: w.a.token }))),
        secrets: [store.name],
      };
    },
  },
  // Store orders: another business naming A's store gets 404 and never A's orders.
  {
    op: 'POST /v1/order/crmCustomerOrderList',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const store = await storeOfA(w, 'active');
      const number = `#${randomBytes(4).toString('hex')}`;
      await w.t.database.db.insert(storeOrders).values({
        storeId: store.id,
        businessId: w.a.businessId,
        platformOrderId: number.slice(1),
        shopOrderNumber: number,
        currency: 'BRL',
        total: '12.34',
        customerName: 'Secret Customer',
        placedAt: new Date(),
        platformUpdatedAt: new Date(),
      });
      return {
        send: formCall(w.t, 'POST /v1/order/crmCustomerOrderList', { storeId: store.id }),
        read: storesOfA(w),
        secrets: [number, store.name],
      };
    },
  },
  {
    op: 'POST /v1/store/syncOrders',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const fake = await wooFake();
      const store = await storeOfA(w, 'active');
      const id = Number.parseInt(randomBytes(3).toString('hex'), 16);
      const at = new Date().toISOString().slice(0, 19);
      fake.orders.push({
        id,
        number: String(id),
        status: 'processing',
        currency: 'BRL',
        total: '10.00',
        date_created_gmt: at,
        date_modified_gmt: at,
        line_items: [],
      });
      return {
        send: formCall(w.t, 'POST /v1/store/syncOrders', { id: store.id }),
        read: async () =>
          steady(
            seen(
              await post(
                w.t.app,
                '/v1/order/crmCustomerOrderList',
                { storeId: store.id },
                { token: w.a.token },
              ),
            ),
          ),
        secrets: [store.name],
      };
    },
  },
  // Binding a line: another business naming A's line gets 404, A's line stays unmatched.
  {
    op: 'POST /v1/business/bindingCrmCustomer',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const store = await storeOfA(w, 'active');
      const [order] = await w.t.database.db
        .insert(storeOrders)
        .values({
          storeId: store.id,
          businessId: w.a.businessId,
          platformOrderId: randomBytes(4).toString('hex'),
          shopOrderNumber: `#${randomBytes(4).toString('hex')}`,
          currency: 'BRL',
          total: '12.34',
          placedAt: new Date(),
          platformUpdatedAt: new Date(),
        })
        .returning();
      if (!order) throw new Error('order not written');
      const [line] = await w.t.database.db
        .insert(storeOrderLines)
        .values({ orderId: order.id, platformLineId: '1', sku: 'UNKNOWN', quantity: 1, price: '1.00' })
        .returning();
      if (!line) throw new Error('line not written');
      const [product] = await w.t.database.db
        .select({ sku: products.sku })
        .from(products)
        .where(eq(products.id, w.aSells.productId));
      return {
        send: formCall(w.t, 'POST /v1/business/bindingCrmCustomer', {
          lineId: line.id,
          sku: `${product?.sku ?? ''}-${w.aSells.skuId}`,
        }),
        read: async () =>
          steady(
            seen(
              await post(
                w.t.app,
                '/v1/order/crmCustomerOrderList',
                { storeId: store.id },
                { token: w.a.token },
              ),
            ),
          ),
        secrets: [order.shopOrderNumber],
      };
    },
  },
];
