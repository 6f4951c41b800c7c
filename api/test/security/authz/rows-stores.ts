import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import {
  products,
  storeOrderLines,
  storeOrderMallOrders,
  storeOrders,
  storeProductLinks,
  storeSyncItems,
  stores,
} from '../../../src/db/schema';
import { CredentialBox } from '../../../src/modules/stores';
import { commerceOf } from '../../support/commerce-services';
import { get, post } from '../../support/http';
import { linkMallOrders } from '../../support/store-links';
import { startWooFake, type WooFake } from '../../support/woocommerce-fake';
import { orderOfA } from './orders';
import { type Row, steady } from './row';
import { formCall, okBody, seen, type World } from './world';

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
  // Automatic payment turned on for A's store by a stranger: 404, A's settings stay off.
  storeRow('POST /v1/store/autoPay/save', 'active', {
    enabled: 'true',
    orderCap: '50',
    dailyCap: '100',
    minBalance: '0',
  }),
  // Stock and price sync: a stranger's settings or "Sync now" on A's store is 404; A's settings stay.
  storeRow('POST /v1/store/sync/save', 'active', {
    buffer: '5',
    holdPercent: '10',
    stopSelling: 'unpublish',
  }),
  // "Sync now" of A's store with one linked variant: a stranger's call queues nothing; A's queues it.
  {
    op: 'POST /v1/store/sync/now',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const store = await storeOfA(w, 'active');
      await w.t.database.db.insert(storeProductLinks).values({
        storeId: store.id,
        productId: w.aSells.productId,
        variantId: w.aSells.skuId,
        storeProductId: '1',
        storeVariantId: '2',
      });
      return {
        send: formCall(w.t, 'POST /v1/store/sync/now', { id: store.id }),
        read: async () =>
          w.t.database.db
            .select({ seq: storeSyncItems.seq })
            .from(storeSyncItems)
            .where(eq(storeSyncItems.storeId, store.id)),
        secrets: [store.name],
      };
    },
  },
  // A held price rise of A's store: a stranger approving or rejecting it gets 404, it stays held.
  ...(['approve', 'reject'] as const).map(
    (decision): Row => ({
      op: `POST /v1/store/sync/${decision}`,
      owner: 'business',
      effect: 'changes',
      make: async (w) => {
        const store = await storeOfA(w, 'active');
        const [product] = await w.t.database.db
          .select({ businessId: products.businessId })
          .from(products)
          .where(eq(products.id, w.aSells.productId));
        if (!product) throw new Error('no product');
        await w.t.database.db.insert(storeSyncItems).values({
          storeId: store.id,
          variantId: w.aSells.skuId,
          productId: w.aSells.productId,
          businessId: w.a.businessId,
          sentPrice: '10.00',
          heldPrice: '20.00',
          heldAt: new Date(),
        });
        return {
          send: formCall(w.t, `POST /v1/store/sync/${decision}`, {
            storeId: store.id,
            variantId: w.aSells.skuId,
          }),
          read: async () =>
            steady(seen(await post(w.t.app, '/v1/store/sync/held', {}, { token: w.a.token }))),
          secrets: [store.name],
        };
      },
    }),
  ),
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
  {
    op: 'POST /v1/store/importOrders',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const name = `Stall ${randomBytes(4).toString('hex')}`;
      const [store] = await w.t.database.db
        .insert(stores)
        .values({ businessId: w.a.businessId, platform: 'csv', name, shopName: name, domain: `csv-${name}` })
        .returning();
      const csv = `Name,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku\r\n#9${randomBytes(2).toString('hex')},2026-11-20 10:00:00 +0000,1,Thing,9.90,NOPE\r\n`;
      return {
        send: formCall(w.t, 'POST /v1/store/importOrders', { id: store?.id ?? 0, csv }),
        // The import runs in the background: the worker runs before each look.
        read: async () => {
          await commerceOf(w.t).services.tasks.services.worker.drain();
          return steady(
            seen(
              await post(
                w.t.app,
                '/v1/order/crmCustomerOrderList',
                { storeId: store?.id ?? 0 },
                { token: w.a.token },
              ),
            ),
          );
        },
        secrets: [name],
      };
    },
  },
  {
    op: 'GET /v1/store/importTask',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const name = `Stall ${randomBytes(4).toString('hex')}`;
      const [store] = await w.t.database.db
        .insert(stores)
        .values({ businessId: w.a.businessId, platform: 'csv', name, shopName: name, domain: `csv-${name}` })
        .returning();
      const csv = `Name,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku\r\n#8${randomBytes(2).toString('hex')},2026-11-20 10:00:00 +0000,1,Thing,9.90,NOPE\r\n`;
      const { taskId } = okBody<{ taskId: number }>(
        await post(w.t.app, '/v1/store/importOrders', { id: store?.id ?? 0, csv }, { token: w.a.token }),
      );
      return {
        send: formCall(w.t, 'GET /v1/store/importTask', { id: taskId }),
        read: async () =>
          okBody(await get(w.t.app, `/v1/store/importTask?id=${taskId}`, { token: w.a.token })),
        secrets: [`"storeId":${store?.id}`],
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
  // The CRM dashboard of one store: another business naming A's store gets 404, never its figures.
  {
    op: 'POST /v1/store/dashboard',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const { store } = await storeOrderOfA(w, false);
      return {
        send: formCall(w.t, 'POST /v1/store/dashboard', { storeId: store.id }),
        read: storesOfA(w),
        secrets: [store.name],
      };
    },
  },
  ...(['POST /v1/store/invoice', 'GET /v1/store/invoice/file'] as const).map(
    (op): Row => ({
      op,
      owner: 'business',
      effect: op.startsWith('GET') ? 'file' : 'reveals',
      make: async (w) => {
        const { store, order } = await invoicedOrderOfA(w);
        return {
          send: formCall(w.t, op, { id: order.id }),
          read: storesOfA(w),
          secrets: [order.shopOrderNumber, store.name],
        };
      },
    }),
  ),
  // Generating the invoice: another business naming A's store order gets 404, A's order stays uninvoiced.
  {
    op: 'POST /v1/store/invoice/generate',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const { store, order } = await storeOrderOfA(w, true);
      return {
        send: formCall(w.t, 'POST /v1/store/invoice/generate', { id: order.id }),
        read: crmOrdersOfA(w, store.id),
        secrets: [order.shopOrderNumber, store.name],
      };
    },
  },
  // Reissuing it: another business gets 404, A's invoice keeps its one version.
  {
    op: 'POST /v1/store/invoice/reissue',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const { store, order } = await invoicedOrderOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/store/invoice/reissue', { id: order.id, reason: 'Address corrected' }),
        read: async () =>
          steady(seen(await post(w.t.app, '/v1/store/invoice', { id: order.id }, { token: w.a.token }))),
        secrets: [order.shopOrderNumber, store.name],
      };
    },
  },
  // Retrying a tracking push: another business naming A's mall order gets 404, A's push stays failed.
  {
    op: 'POST /v1/store/order/retryTracking',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const store = await storeOfA(w, 'active');
      const [storeOrder] = await w.t.database.db
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
      if (!storeOrder) throw new Error('order not written');
      const order = await orderOfA(w, 'paid');
      await linkMallOrders(w.t.database.db, storeOrder.id, [order.id]);
      await w.t.database.db
        .update(storeOrderMallOrders)
        .set({ trackingState: 'failed', trackingError: 'unreachable' })
        .where(eq(storeOrderMallOrders.mallOrderId, order.id));
      return {
        send: formCall(w.t, 'POST /v1/store/order/retryTracking', { mallOrderId: order.id }),
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
        secrets: [storeOrder.shopOrderNumber, order.orderNo],
      };
    },
  },
];

/** A store order of A; paid: a paid mall order of A linked to it, as paying the store order does. */
/** A store order of A whose fulfilment is paid and whose invoice A generated (version 1). */
async function invoicedOrderOfA(w: World) {
  const made = await storeOrderOfA(w, true);
  okBody(await post(w.t.app, '/v1/store/invoice/generate', { id: made.order.id }, { token: w.a.token }));
  return made;
}

const crmOrdersOfA = (w: World, storeId: number) => async () =>
  steady(seen(await post(w.t.app, '/v1/order/crmCustomerOrderList', { storeId }, { token: w.a.token })));

async function storeOrderOfA(w: World, paid: boolean) {
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
      customerName: 'Secret Customer',
      placedAt: new Date(),
      platformUpdatedAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('order not written');
  if (paid) {
    const mall = await orderOfA(w, 'paid');
    await linkMallOrders(w.t.database.db, order.id, [mall.id]);
  }
  return { store, order };
}

/** A store order of A with one line of a mall variant, shipping to the United States (payable at once). */
async function payableOrderOfA(w: World) {
  const store = await storeOfA(w, 'active');
  const number = `#${randomBytes(4).toString('hex')}`;
  const [order] = await w.t.database.db
    .insert(storeOrders)
    .values({
      storeId: store.id,
      businessId: w.a.businessId,
      platformOrderId: number.slice(1),
      shopOrderNumber: number,
      currency: 'BRL',
      total: '12.34',
      customerName: 'Secret Customer',
      shippingAddress: { name: 'Secret Customer', address1: '1 Main St', city: 'Austin', country_code: 'US' },
      placedAt: new Date(),
      platformUpdatedAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('order not written');
  await w.t.database.db.insert(storeOrderLines).values({
    orderId: order.id,
    platformLineId: '1',
    quantity: 1,
    price: '1.00',
    variantId: w.aSells.skuId,
    matchSource: 'manual',
  });
  return { store, order };
}

const crmListOfA = (w: World, path: string) => async () =>
  steady(seen(await post(w.t.app, `/v1/order/${path}`, { size: 100 }, { token: w.a.token })));

/** CRM orders and money: the lists filtered by another business's store are 404; pay, remark, tax id too. */
export const CRM_ROWS: Row[] = [
  ...['crmPendingList', 'crmPayList', 'crmFulfilmentList', 'crmCancelledList'].map(
    (path): Row => ({
      op: `POST /v1/order/${path}`,
      owner: 'business',
      effect: 'reveals',
      make: async (w) => {
        const { store, order } = await payableOrderOfA(w);
        if (path === 'crmCancelledList')
          await w.t.database.db
            .update(storeOrders)
            .set({ status: 'cancelled' })
            .where(eq(storeOrders.id, order.id));
        if (path === 'crmFulfilmentList')
          await w.t.database.db
            .update(storeOrders)
            .set({ paidAt: new Date() })
            .where(eq(storeOrders.id, order.id));
        if (path === 'crmPendingList')
          await w.t.database.db
            .update(storeOrders)
            .set({ shippingAddress: null })
            .where(eq(storeOrders.id, order.id));
        return {
          send: formCall(w.t, `POST /v1/order/${path}`, { storeId: store.id }),
          read: storesOfA(w),
          secrets: [order.shopOrderNumber, store.name],
        };
      },
    }),
  ),
  {
    op: 'POST /v1/order/crmPay',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const { order } = await payableOrderOfA(w);
      const read = crmListOfA(w, 'crmPayList');
      const page = okBody<{ records: { id: number; cost: { total: number } | null }[] }>(
        await post(w.t.app, '/v1/order/crmPayList', { size: 100 }, { token: w.a.token }),
      );
      const total = page.records.find((r) => r.id === order.id)?.cost?.total ?? 0;
      // Pix: the owner's call places the mall orders and opens the payment (the row moves to "paying").
      return {
        send: formCall(w.t, 'POST /v1/order/crmPay', { ids: String(order.id), payType: 2, payMoney: total }),
        read,
        secrets: [order.shopOrderNumber],
      };
    },
  },
  {
    op: 'POST /v1/order/crmRemark',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const { order } = await payableOrderOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/order/crmRemark', { id: order.id, remark: 'Noted by someone' }),
        read: crmListOfA(w, 'crmPayList'),
        secrets: [order.shopOrderNumber],
      };
    },
  },
  {
    op: 'POST /v1/order/crmTaxId',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const { order } = await payableOrderOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/order/crmTaxId', { id: order.id, taxId: '52998224725' }),
        read: crmListOfA(w, 'crmPayList'),
        secrets: [order.shopOrderNumber],
      };
    },
  },
  {
    op: 'POST /v1/order/crmAddress',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const { order } = await payableOrderOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/order/crmAddress', {
          id: order.id,
          firstName: 'Someone',
          lastName: 'Else',
          mobilePhone: '+15125550199',
          detailAddress: '9 Other St',
          line2: '',
          city: 'Dallas',
          state: 'TX',
          postalCode: '75001',
          countryCode: 'US',
          taxId: '',
        }),
        read: crmListOfA(w, 'crmPayList'),
        secrets: [order.shopOrderNumber],
      };
    },
  },
];
