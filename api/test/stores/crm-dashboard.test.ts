import type { CrmDashboard, StoreView } from '@dropmall/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import { PRODUCT_STATUS, products, productVariants } from '../../src/db/schema';
import { paidOrder } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { addAddress, addToCart, checkout, newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { linkMallOrders } from '../support/store-links';
import { deliverOrder, listeningApp, okModel } from './support';

/**
 * The CRM dashboard (issue 16 item 8): store orders by stage (waiting for a binding, for payment, in
 * fulfilment, fulfilled, cancelled), orders and sales per currency today / 7 / 30 days, the fulfilment paid,
 * per day and per store. Another business's store is not found; staff need the dashboard page.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let main: StoreView;
let second: StoreView;
let paidTotal = 0;
let matchedSku = '';
const now = new Date().toISOString();
const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();

function order(id: number, sku: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `#${id}`,
    order_number: id,
    email: 'ana@example.com',
    created_at: now,
    updated_at: now,
    currency: 'USD',
    total_price: '25.99',
    cancelled_at: null,
    fulfillment_status: null,
    line_items: [{ id: id * 10, variant_id: null, sku, title: 'Thing', quantity: 1, price: '25.99' }],
    shipping_address: { name: 'Ana Souza', address1: 'Rua B, 2', city: 'Recife', country_code: 'BR' },
    ...extra,
  };
}

const figures = (token: string, body: Record<string, string | number> = {}) =>
  post(t.app, '/v1/store/dashboard', body, { token });

beforeAll(async () => {
  t = await listeningApp();
  const db = t.database.db;
  owner = await newBuyer(db, '5000');
  const connect = async (name: string) =>
    okModel<StoreView>(
      await post(t.app, '/v1/store/connect', { platform: 'sandbox', name }, { token: owner.token }),
    );
  main = await connect('Dashboard shop');
  second = await connect('Second shop');
  const [row] = await db
    .select({ sku: products.sku, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!row) throw new Error('no variant on sale');
  matchedSku = `${row.sku}-${row.variantId}`;

  await deliverOrder(t, main, order(9101, 'NO-SUCH-SKU'));
  const waitingForPix = await deliverOrder(t, main, order(9102, matchedSku));
  const inFulfilment = await deliverOrder(t, main, order(9103, matchedSku));
  await deliverOrder(t, main, order(9104, matchedSku, { cancelled_at: now }));
  await deliverOrder(t, second, order(9105, matchedSku, { fulfillment_status: 'fulfilled' }));
  await deliverOrder(
    t,
    main,
    order(9106, matchedSku, { created_at: tenDaysAgo, currency: 'EUR', total_price: '10.00' }),
  );
  // The fulfilment of 9103 paid: a real mall order paid by the owner's balance, linked as paying it does.
  const paid = await paidOrder(t, row.variantId, owner);
  paidTotal = paid.order.total;
  await linkMallOrders(db, inFulfilment, [paid.order.id]);
  // What the payment's "paid" event does for the store order of a linked mall order.
  const stores = composeServices({ config: t.config, database: t.database }).stores;
  await db.transaction((tx) => stores.crm.markPaid(tx, [paid.order.id]));
  // 9102's mall order is placed but not paid yet (a pix on its way): it still waits for payment.
  const address = await addAddress(t.app, db, owner.token);
  const line = await addToCart(t.app, owner.token, row.variantId, 1);
  const placed = await checkout(t.app, owner.token, [line.id], address.id);
  await linkMallOrders(db, waitingForPix, [placed.json().result.orders[0].id]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`CRM dashboard (${testDbKind})`, () => {
  it('counts store orders by stage, and per store', async () => {
    const d = okModel<CrmDashboard>(await figures(owner.token));
    expect(d.stages).toEqual({
      awaitingCustomer: 0,
      awaitingBinding: 1,
      awaitingPayment: 2,
      inFulfilment: 1,
      fulfilled: 1,
      cancelled: 1,
    });
    expect(d.stores.map((s) => [s.storeName, s.stages, s.monthOrders])).toEqual([
      [
        'Dashboard shop',
        {
          awaitingCustomer: 0,
          awaitingBinding: 1,
          awaitingPayment: 2,
          inFulfilment: 1,
          fulfilled: 0,
          cancelled: 1,
        },
        4,
      ],
      [
        'Second shop',
        {
          awaitingCustomer: 0,
          awaitingBinding: 0,
          awaitingPayment: 0,
          inFulfilment: 0,
          fulfilled: 1,
          cancelled: 0,
        },
        1,
      ],
    ]);
  });

  it('sums orders and sales per currency today, in 7 and in 30 days, and the fulfilment paid', async () => {
    const d = okModel<CrmDashboard>(await figures(owner.token));
    const [today, week, month] = d.periods;
    // Cancelled orders are not sales; the EUR order of ten days ago counts in the 30 days only.
    expect(today).toEqual({
      key: 'today',
      orders: 4,
      sales: [{ currency: 'USD', amount: 103.96 }],
      paidOrders: 1,
      fulfilmentPaid: paidTotal,
    });
    expect(week).toMatchObject({ key: 'week', orders: 4, paidOrders: 1 });
    expect(month).toMatchObject({
      key: 'month',
      orders: 5,
      sales: [
        { currency: 'USD', amount: 103.96 },
        { currency: 'EUR', amount: 10 },
      ],
    });
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)).toEqual({ day: d.today, orders: 4 });
    expect(d.daily.reduce((n, p) => n + p.orders, 0)).toBe(5);
  });

  it('narrows to one store; another business’s store is not found', async () => {
    const d = okModel<CrmDashboard>(await figures(owner.token, { storeId: second.id }));
    expect(d.stages).toEqual({
      awaitingCustomer: 0,
      awaitingBinding: 0,
      awaitingPayment: 0,
      inFulfilment: 0,
      fulfilled: 1,
      cancelled: 0,
    });
    expect(d.stores.map((s) => s.storeId)).toEqual([second.id]);
    expect(d.periods[0]?.paidOrders).toBe(0);
    const stranger = await newBuyer(t.database.db);
    const res = await figures(stranger.token, { storeId: main.id });
    expect(res.statusCode).toBe(404);
    // A business with no store sees zeros, not another's orders.
    const empty = okModel<CrmDashboard>(await figures(stranger.token));
    expect(Object.values(empty.stages).every((n) => n === 0)).toBe(true);
    expect(empty.stores).toEqual([]);
  });

  it('needs a login, and staff need the dashboard page', async () => {
    expect((await post(t.app, '/v1/store/dashboard', {})).json().code).toBe(1001);
    const without = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/CRM/store']]),
    );
    expect((await figures(without.token)).statusCode).toBe(403);
    const withIt = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/CRM/dashboard']]),
    );
    expect(okModel<CrmDashboard>(await figures(withIt.token)).stages.awaitingPayment).toBe(2);
  });

  it('an order its customer has not paid waits for the customer, not for binding or payment', async () => {
    const later = new Date(Date.now() + 1000).toISOString();
    await deliverOrder(
      t,
      main,
      order(9101, 'NO-SUCH-SKU', { updated_at: later, financial_status: 'pending' }),
    );
    await deliverOrder(
      t,
      main,
      order(9102, matchedSku, { updated_at: later, financial_status: 'authorized' }),
    );
    const d = okModel<CrmDashboard>(await figures(owner.token, { storeId: main.id }));
    expect(d.stages).toMatchObject({ awaitingCustomer: 2, awaitingBinding: 0, awaitingPayment: 1 });
  });

  it('refuses a bad store id', async () => {
    expect((await figures(owner.token, { storeId: 'abc' })).statusCode).toBe(400);
  });
});
