import { randomBytes } from 'node:crypto';
import type { CrmOrderPage, CrmPayResult } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import { payments, storeOrderLines, storeOrders, stores } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { type StripeFake, startStripeFake } from '../support/stripe-fake';
import { okModel } from './support';

/**
 * Issue 33, item 3: a store order's fulfilment (CRM > Order Payment) paid by card through Stripe Checkout:
 * the page to open in a new tab, then the signed event moves the store order to fulfilment, once.
 */
let t: TestApp;
let fake: StripeFake;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: typeof stores.$inferSelect;
let variant: Awaited<ReturnType<typeof variantWithStock>>;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
  });
  owner = await newBuyer(t.database.db);
  const [row] = await t.database.db
    .insert(stores)
    .values({
      businessId: owner.businessId,
      platform: 'sandbox',
      name: 'Stripe CRM shop',
      domain: `stripe-${randomBytes(4).toString('hex')}`,
    })
    .returning();
  if (!row) throw new Error('no store');
  store = row;
  variant = await variantWithStock(t.database.db, 500, 7);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function storeOrder() {
  const s = composeServices({ config: t.config, database: t.database });
  const platformId = `${Date.now()}`;
  const placedAt = new Date();
  await s.stores.orders.keep(store, {
    id: platformId,
    number: `#${platformId.slice(-6)}`,
    status: 'pending',
    customerPaid: true,
    paymentStatus: 'paid',
    currency: 'USD',
    total: '24.95',
    customerName: 'John Doe',
    customerEmail: 'john@example.com',
    shippingAddress: {
      first_name: 'John',
      last_name: 'Doe',
      address1: '1 Main St',
      city: 'Austin',
      province: 'TX',
      zip: '73301',
      country_code: 'US',
      phone: '+15125550100',
    },
    placedAt,
    updatedAt: placedAt,
    lines: [
      { id: `${platformId}1`, variantId: '', sku: '', title: 'Store thing', quantity: 1, price: '24.95' },
    ],
  });
  const [order] = await t.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, platformId)));
  if (!order) throw new Error('not kept');
  await t.database.db
    .update(storeOrderLines)
    .set({ variantId: variant.skuId, matchSource: 'manual' })
    .where(eq(storeOrderLines.orderId, order.id));
  return order;
}

const rowOf = async (path: string, id: number) =>
  okModel<CrmOrderPage>(
    await post(t.app, `/v1/order/${path}`, { size: 100 }, { token: owner.token }),
  ).records.find((r) => r.id === id);

describe(`CRM Order Payment by card through Stripe (${testDbKind})`, () => {
  it('answers Stripe’s page; the signed event moves the store order to fulfilment once', async () => {
    const order = await storeOrder();
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    const started = okModel<CrmPayResult>(
      await post(
        t.app,
        '/v1/order/crmPay',
        { ids: String(order.id), payType: 4, payMoney: total },
        { token: owner.token },
      ),
    );
    expect(started.status).toBe('pending');
    expect(started.payUrl).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    expect((await rowOf('crmFulfilmentList', order.id))?.state).toBeUndefined();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentNo, started.paymentNo));
    const sessionId = payment?.gatewayRef ?? '';
    expect(fake.sessions.get(sessionId)).toMatchObject({
      currency: 'usd',
      amount_total: Math.round(total * 100),
      payment_method_types: ['card'],
    });
    const paid = fake.event('checkout.session.completed', sessionId, { payment_status: 'paid' });
    for (const expected of [true, false]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/api/payment/webhook/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
        payload: paid.body,
      });
      expect(res.json().result.handled, res.body).toBe(expected);
    }
    expect((await rowOf('crmFulfilmentList', order.id))?.state).toBe('fulfilment');
  });
});
