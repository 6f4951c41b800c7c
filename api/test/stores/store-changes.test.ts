import { createHmac } from 'node:crypto';
import { type CrmOrderPage, type CrmPayResult, PayType, type StoreOrderPage } from '@dropmall/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrderIn } from '../../src/adapters/stores';
import { composeServices } from '../../src/compose';
import { DEFAULT_SANDBOX_SECRET } from '../../src/config';
import {
  afterSales,
  messages,
  orderItems,
  storeOrderLines,
  storeOrderMallOrders,
  storeOrders,
  type stores,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { okModel, storeOfBusiness } from './support';

/**
 * A store order changed in the store after its fulfilment was paid (issue 32, item 4): what was paid and
 * shipped stays (lines, address, total, the mall orders), what the store says now is recorded as
 * differences shown on My Orders and Order Fulfilment, and the business gets one message per new set of
 * differences. A change before payment still updates the order; a cancellation after payment still opens its
 * refund, and shows as a difference too.
 */
let t: TestApp;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: typeof stores.$inferSelect;
let variant: Awaited<ReturnType<typeof variantWithStock>>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = composeServices({ config: t.config, database: t.database });
  owner = await newBuyer(t.database.db, '2000');
  store = await storeOfBusiness(t.database.db, owner.businessId, 'sandbox', 'Change shop');
  variant = await variantWithStock(t.database.db, 500, 4);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const AUSTIN = { name: 'John Doe', address1: '1 Main St', city: 'Austin', zip: '73301', country_code: 'US' };
const DALLAS = { name: 'John Doe', address1: '9 Elm St', city: 'Dallas', zip: '75201', country_code: 'US' };

/** Version `minutes` of a store order: its lines (id suffix, quantity) and address. */
function version(
  id: string,
  minutes: number,
  lines: { n: number; quantity: number; title?: string }[],
  extra: Partial<StoreOrderIn> = {},
): StoreOrderIn {
  const placedAt = new Date(Date.now() - 3_600_000);
  return {
    id,
    number: `#${id.slice(-6)}`,
    status: 'pending',
    customerPaid: true,
    paymentStatus: 'paid',
    currency: 'USD',
    total: '49.90',
    customerName: 'John Doe',
    customerEmail: 'john@example.com',
    shippingAddress: AUSTIN,
    placedAt,
    updatedAt: new Date(placedAt.getTime() + minutes * 60_000),
    lines: lines.map((l) => ({
      id: `${id}-${l.n}`,
      variantId: '',
      sku: `SKU-${l.n}`,
      title: l.title ?? `Thing ${l.n}`,
      quantity: l.quantity,
      price: '24.95',
    })),
    ...extra,
  };
}

/** A new store order of one line (2 pieces), matched to the test variant by hand. */
async function newOrder() {
  serial += 1;
  const id = `${Date.now()}${serial}`;
  const first = version(id, 0, [{ n: 1, quantity: 2 }]);
  await s.stores.orders.keep(store, first);
  const [order] = await t.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, id)));
  if (!order) throw new Error('not kept');
  await t.database.db
    .update(storeOrderLines)
    .set({ variantId: variant.skuId, matchSource: 'manual' })
    .where(eq(storeOrderLines.orderId, order.id));
  return { id, order };
}

const rowOf = async (path: string, id: number) =>
  okModel<CrmOrderPage>(
    await post(t.app, `/v1/order/${path}`, { size: 100 }, { token: owner.token }),
  ).records.find((r) => r.id === id);
const myOrder = async (id: number) =>
  okModel<StoreOrderPage>(
    await post(t.app, '/v1/order/crmCustomerOrderList', { size: 100 }, { token: owner.token }),
  ).records.find((r) => r.id === id);
const pay = async (id: number, payType = 3) => {
  const total = (await rowOf('crmPayList', id))?.cost?.total ?? 0;
  return okModel<CrmPayResult>(
    await post(
      t.app,
      '/v1/order/crmPay',
      { ids: String(id), payType, payMoney: total },
      { token: owner.token },
    ),
  );
};
const linesOf = (orderId: number) =>
  t.database.db
    .select({ id: storeOrderLines.platformLineId, quantity: storeOrderLines.quantity })
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, orderId))
    .orderBy(asc(storeOrderLines.id));
const rowById = async (id: number) =>
  (await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, id)))[0];
const messagesOf = (orderId: number) =>
  t.database.db
    .select()
    .from(messages)
    .where(like(messages.eventKey, `store-order-changed:${orderId}:%`));

describe(`a store order changed in the store (${testDbKind})`, () => {
  it('before payment: the order follows the store (a quantity, a line removed, the address), no difference', async () => {
    const { id, order } = await newOrder();
    await s.stores.orders.keep(
      store,
      version(id, 1, [
        { n: 1, quantity: 2 },
        { n: 2, quantity: 1 },
      ]),
    );
    await s.stores.orders.keep(store, version(id, 2, [{ n: 1, quantity: 5 }], { shippingAddress: DALLAS }));
    expect(await linesOf(order.id)).toEqual([{ id: `${id}-1`, quantity: 5 }]);
    const kept = await rowById(order.id);
    expect(kept?.shippingAddress).toMatchObject({ city: 'Dallas' });
    expect(kept?.storeChanges).toBeNull();
    expect((await myOrder(order.id))?.storeChanges).toEqual([]);
    expect(await messagesOf(order.id)).toEqual([]);
  });

  it('after payment: what was paid stays, the differences are shown old -> new, and the business is told once', async () => {
    const { id, order } = await newOrder();
    await pay(order.id);
    const [link] = await t.database.db
      .select()
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, order.id));
    const changed = version(
      id,
      5,
      [
        { n: 1, quantity: 3 },
        { n: 7, quantity: 1, title: 'Cap' },
      ],
      { shippingAddress: DALLAS, total: '99.00' },
    );
    expect(await s.stores.orders.keep(store, changed)).toBe(true);

    // What was paid and shipped stays: lines, address, total, and the mall order's items.
    expect(await linesOf(order.id)).toEqual([{ id: `${id}-1`, quantity: 2 }]);
    const kept = await rowById(order.id);
    expect(kept?.shippingAddress).toMatchObject({ city: 'Austin' });
    expect(Number(kept?.total)).toBe(49.9);
    const items = await t.database.db
      .select({ num: orderItems.num })
      .from(orderItems)
      .where(eq(orderItems.orderId, link?.mallOrderId ?? 0));
    expect(items).toEqual([{ num: 2 }]);

    const expected = [
      { kind: 'quantity', line: 'Thing 1', before: '2', after: '3' },
      { kind: 'lineAdded', line: 'Cap', before: '', after: '1' },
      {
        kind: 'address',
        line: '',
        before: 'John Doe, 1 Main St, Austin, 73301, US',
        after: 'John Doe, 9 Elm St, Dallas, 75201, US',
      },
    ];
    expect((await myOrder(order.id))?.storeChanges).toEqual(expected);
    const fulfilment = await rowOf('crmFulfilmentList', order.id);
    expect(fulfilment?.state).toBe('fulfilment');
    expect(fulfilment?.storeChanges).toEqual(expected);
    expect(fulfilment?.storeChangedAt).not.toBeNull();

    const told = await messagesOf(order.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ businessId: owner.businessId, category: 'order', link: '/CRM/myOrder' });
    expect(told[0]?.title).toMatchObject({ en: `Store order #${id.slice(-6)} changed after payment` });
    expect(JSON.stringify(told[0]?.content)).toContain('3 difference');

    // The same version again, and a newer one saying the same: nothing new is told.
    expect(await s.stores.orders.keep(store, changed)).toBe(false);
    await s.stores.orders.keep(store, {
      ...changed,
      updatedAt: new Date(changed.updatedAt.getTime() + 60_000),
    });
    expect(await messagesOf(order.id)).toHaveLength(1);

    // A line removed and the customer's payment withdrawn: a new set of differences, told again.
    const removed = version(id, 9, [], { customerPaid: false, paymentStatus: 'pending' });
    await s.stores.orders.keep(store, removed);
    expect((await myOrder(order.id))?.storeChanges).toEqual([
      { kind: 'lineRemoved', line: 'Thing 1', before: '2', after: '' },
      { kind: 'payment', line: '', before: 'paid', after: 'pending' },
    ]);
    expect(await messagesOf(order.id)).toHaveLength(2);
    // Still paid and in fulfilment: the withdrawn payment is a difference, not a state.
    expect((await rowOf('crmFulfilmentList', order.id))?.state).toBe('fulfilment');

    // The store puts it back as it was paid: no difference left.
    await s.stores.orders.keep(store, version(id, 12, [{ n: 1, quantity: 2 }]));
    expect((await rowById(order.id))?.storeChanges).toBeNull();
    expect((await myOrder(order.id))?.storeChanges).toEqual([]);
  });

  it('a cancellation after payment opens the refund as before and shows as a difference', async () => {
    const { id, order } = await newOrder();
    await pay(order.id);
    const [link] = await t.database.db
      .select()
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, order.id));
    await s.stores.orders.keep(store, version(id, 5, [{ n: 1, quantity: 2 }], { status: 'cancelled' }));
    const row = await rowOf('crmCancelledList', order.id);
    expect(row?.state).toBe('cancelledAfterPay');
    expect(row?.storeCancel.map((c) => c.outcome)).toEqual(['refundOpened']);
    expect(row?.storeChanges).toEqual([{ kind: 'cancelled', line: '', before: '', after: '' }]);
    const requests = await t.database.db
      .select()
      .from(afterSales)
      .where(eq(afterSales.orderId, link?.mallOrderId ?? 0));
    expect(requests).toHaveLength(1);
    expect(await messagesOf(order.id)).toHaveLength(1);
  });

  it('a change while its pix is open: recorded; paying the open mall orders again is refused; the late payment shows it', async () => {
    const { id, order } = await newOrder();
    const started = await pay(order.id, PayType.pix);
    expect(started.status).toBe('pending');
    await s.stores.orders.keep(store, version(id, 5, [{ n: 1, quantity: 4 }]));
    const paying = await rowOf('crmPayList', order.id);
    expect(paying?.state).toBe('paying');
    expect(paying?.storeChanges).toEqual([{ kind: 'quantity', line: 'Thing 1', before: '2', after: '4' }]);
    const again = await post(
      t.app,
      '/v1/order/crmPay',
      { ids: String(order.id), payType: 3, payMoney: 1 },
      { token: owner.token, lang: 'zh' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('开始支付后已在店铺中变更');
    // The pix lands anyway: paid as placed, the difference stays in view.
    const raw = JSON.stringify({
      eventId: `evt_${started.paymentNo}`,
      paymentNo: started.paymentNo,
      status: 'paid',
      amount: String(started.total),
      currency: 'USD',
    });
    const arrived = await t.app.inject({
      method: 'POST',
      url: '/v1/api/payment/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': createHmac('sha256', DEFAULT_SANDBOX_SECRET).update(raw).digest('hex'),
      },
      payload: raw,
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    const paid = await rowOf('crmFulfilmentList', order.id);
    expect(paid?.state).toBe('fulfilment');
    expect(paid?.storeChanges).toEqual([{ kind: 'quantity', line: 'Thing 1', before: '2', after: '4' }]);
  });

  it('the same changed version delivered five times at once is recorded and told once', async () => {
    const { id, order } = await newOrder();
    await pay(order.id);
    const changed = version(id, 5, [{ n: 1, quantity: 6 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => s.stores.orders.keep(store, changed)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await messagesOf(order.id)).toHaveLength(1);
    expect((await rowById(order.id))?.storeChanges).toEqual([
      { kind: 'quantity', line: 'Thing 1', before: '2', after: '6' },
    ]);
  });
});
