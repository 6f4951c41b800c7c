import { RETURN_SEND_DAYS } from '@dropmall/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterSales, PRODUCT_STATUS, products } from '../../../src/db/schema';
import { firstCarrier } from '../../fulfilment/support';
import { postJson, submission } from '../../seller/product-support';
import { get, post } from '../../support/http';
import { cursorPerDatabase } from '../../support/per-database';
import { afterSaleToA, saleOfA } from './orders';
import { type Row, steady } from './row';
import { formCall, seen, type World } from './world';

const asA = (w: World) => ({ token: w.a.token });

const saleView = (w: World, id: number) => async () =>
  steady(seen(await post(w.t.app, '/v1/order/sellerOrderDetail', { id }, asA(w))));
const afterSaleView = (w: World, id: number) => async () =>
  steady(seen(await post(w.t.app, '/v1/api/afterSale/detail', { id }, asA(w))));
const productView = (w: World, id: number) => async () =>
  steady(seen(await get(w.t.app, `/v1/product/get?id=${id}`, asA(w))));

const nextHanded = cursorPerDatabase(200);
/** A catalogue product handed to A in the database (as its own approved listing), on or off shelf. */
async function productOfA(w: World, status: number) {
  const db = w.t.database.db;
  const [row] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), ne(products.businessId, w.a.businessId)))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(nextHanded(w.t.database));
  if (!row) throw new Error('no product to hand over');
  await db.update(products).set({ businessId: w.a.businessId, status }).where(eq(products.id, row.id));
  return row;
}

const sellerDecision = (op: string, state: 'pending' | 'returning', fields: Record<string, string>): Row => ({
  op,
  owner: 'business',
  effect: 'changes',
  make: async (w) => {
    const request = await afterSaleToA(w, state);
    const extra: Record<string, number> = op.endsWith('/agree') ? { addressId: w.a.addressId } : {};
    return {
      send: formCall(w.t, op, { id: request.id, ...fields, ...extra }),
      read: afterSaleView(w, request.id),
      secrets: [request.afterSaleNo],
    };
  },
});

function failedRefundDecision(op: string, fields: Record<string, string>): Row {
  return {
    op,
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const request = await afterSaleToA(w, 'pending');
      await w.t.database.db
        .update(afterSales)
        .set({ state: 'refund_failed' })
        .where(eq(afterSales.id, request.id));
      return {
        send: formCall(w.t, op, { id: request.id, ...fields }),
        read: afterSaleView(w, request.id),
        secrets: [request.afterSaleNo],
      };
    },
  };
}

export const SELLER_ROWS: Row[] = [
  {
    op: 'POST /v1/order/sellerOrderDetail',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const order = await saleOfA(w, 'paid');
      return {
        send: formCall(w.t, 'POST /v1/order/sellerOrderDetail', { id: order.id }),
        read: saleView(w, order.id),
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/order/ship',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const order = await saleOfA(w, 'paid');
      const carrier = await firstCarrier(w.t, w.a.token);
      return {
        send: formCall(w.t, 'POST /v1/order/ship', {
          id: order.id,
          expressId: carrier.id,
          trackingNo: 'MX1BR',
        }),
        read: saleView(w, order.id),
        secrets: [order.orderNo],
      };
    },
  },
  sellerDecision('POST /v1/api/afterSale/agree', 'pending', {}),
  sellerDecision('POST /v1/api/afterSale/refuse', 'pending', { reason: 'Used' }),
  sellerDecision('POST /v1/api/afterSale/confirmReceipt', 'returning', {}),
  sellerDecision('POST /v1/api/afterSale/rejectReceipt', 'returning', { reason: 'Empty box' }),
  // A refund that failed (set so in the database: how it failed is not what the row is about), tried again
  // or closed; a return never sent back, ended after its days.
  failedRefundDecision('POST /v1/api/afterSale/retryRefund', {}),
  failedRefundDecision('POST /v1/api/afterSale/closeRefund', { reason: 'Paid by bank transfer' }),
  {
    op: 'POST /v1/api/afterSale/expireReturn',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const request = await afterSaleToA(w, 'to_return');
      await w.t.database.db
        .update(afterSales)
        .set({ decidedAt: new Date(Date.now() - (RETURN_SEND_DAYS + 1) * 86_400_000) })
        .where(eq(afterSales.id, request.id));
      return {
        send: formCall(w.t, 'POST /v1/api/afterSale/expireReturn', { id: request.id }),
        read: afterSaleView(w, request.id),
        secrets: [request.afterSaleNo],
      };
    },
  },
  {
    op: 'POST /v1/order/acknowledge',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const order = await saleOfA(w, 'paid');
      return {
        send: formCall(w.t, 'POST /v1/order/acknowledge', { ids: String(order.id) }),
        read: saleView(w, order.id),
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'GET /v1/product/get',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const product = await productOfA(w, PRODUCT_STATUS.onShelf);
      return {
        send: formCall(w.t, 'GET /v1/product/get', { id: product.id }),
        read: productView(w, product.id),
        secrets: [product.title],
      };
    },
  },
  {
    op: 'POST /v1/product/offShelf',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const product = await productOfA(w, PRODUCT_STATUS.onShelf);
      return {
        send: formCall(w.t, 'POST /v1/product/offShelf', { id: product.id }),
        read: productView(w, product.id),
        secrets: [product.title],
      };
    },
  },
  {
    op: 'POST /v1/product/onShelf',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const product = await productOfA(w, PRODUCT_STATUS.offShelf);
      return {
        send: formCall(w.t, 'POST /v1/product/onShelf', { id: product.id }),
        read: productView(w, product.id),
        secrets: [product.title],
      };
    },
  },
  {
    op: 'POST /v1/product/save',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const product = await productOfA(w, PRODUCT_STATUS.onShelf);
      return {
        // Pictures must be the sender's own uploads: another business sends its own, so that only the id is
        // foreign; the anonymous caller and the staff member (who may not upload) send A's.
        send: async (token) => {
          const uploader = token === w.b.token ? w.b.token : w.a.token;
          const body = await submission(w.t.app, w.t.database.db, uploader, 'Overwritten Title');
          return postJson(w.t.app, '/v1/product/save', { ...body, id: product.id }, token ? { token } : {});
        },
        read: productView(w, product.id),
        secrets: [product.title],
      };
    },
  },
];
