import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, orders, payments, wallets } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { stripeTestApp } from '../support/stripe-app';
import type { CheckoutEventType, StripeFake } from '../support/stripe-fake';

/**
 * Issue 33, items 1 and 6: paying mall orders through Stripe Checkout, against a local fake of Stripe's API.
 * Events are signed with the library's test helper and verified by its constructEvent; money moves once, on a
 * matching amount and currency only, whatever order the events come in.
 */
let t: TestApp;
let fake: StripeFake;
let offset = 140;

beforeAll(async () => {
  ({ t, fake } = await stripeTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function unpaidOrder(country?: string) {
  const buyer = await newBuyer(t.database.db);
  if (country)
    await t.database.db.update(businesses).set({ country }).where(eq(businesses.id, buyer.businessId));
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const v = await variantWithStock(t.database.db, 20, offset++);
  const line = await addToCart(t.app, buyer.token, v.skuId, 1);
  const res = await checkout(t.app, buyer.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result.orders[0] as { id: number; total: number };
  return { buyer, order };
}

async function startPayment(payType: number, country?: string) {
  const { buyer, order } = await unpaidOrder(country);
  const res = await post(t.app, '/v1/api/payment/pay', payBody([order.id], payType, order.total), {
    token: buyer.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result as { status: string; paymentNo: string; payUrl: string };
  const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, result.paymentNo));
  if (!row) throw new Error('no payment row');
  return { buyer, order, result, row, sessionId: row.gatewayRef };
}

const deliver = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

async function send(
  type: CheckoutEventType,
  sessionId: string,
  overrides?: Partial<Stripe.Checkout.Session>,
) {
  const { body, signature } = fake.event(type, sessionId, overrides);
  const res = await deliver(body, signature);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.handled as boolean;
}

const orderStatus = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
const paymentStatus = async (paymentNo: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0]?.status;
const balanceOf = async (businessId: number) =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, businessId)))[0]?.balance ?? 0,
  );

describe(`Stripe Checkout for mall orders (${testDbKind})`, () => {
  it('a card in USD for a buyer outside Brazil: one session, asked with an idempotency key, however often paid', async () => {
    const before = fake.created();
    const { buyer, order, result, row, sessionId } = await startPayment(4);
    expect(result.status).toBe('pending');
    expect(result.payUrl).toBe(`${fake.url}/pay/${sessionId}`);
    const session = fake.sessions.get(sessionId);
    expect(session).toMatchObject({
      currency: 'usd',
      amount_total: Math.round(order.total * 100),
      client_reference_id: result.paymentNo,
      payment_method_types: ['card'],
    });
    expect(row).toMatchObject({ currency: 'USD', rate: null, gateway: 'stripe' });
    expect(fake.idempotencyKeys.at(-1)).toBe(`dropmall-checkout-${result.paymentNo}`);
    // The buyer clicks again: the same payment and page, nothing new at Stripe.
    const again = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 4, order.total), {
      token: buyer.token,
    });
    expect(again.json().result.payUrl).toBe(result.payUrl);
    expect(fake.created()).toBe(before + 1);
    const methods = (await get(t.app, '/v1/api/payment/methods', { token: buyer.token })).json().result;
    expect(methods.methods).toEqual(['balance', 'card', 'pix', 'boleto']);
    expect(methods.charges.card).toEqual({ currency: 'USD', rate: null });
    expect(methods.charges.pix).toEqual({ currency: 'BRL', rate: 5.4 });
  });

  it('pix for a Brazilian buyer in BRL at the configured rate, recorded on the payment and shown before paying', async () => {
    const { buyer, order, row, sessionId } = await startPayment(2, 'Brasil');
    const brl = Math.round(order.total * 5.4 * 100);
    expect(fake.sessions.get(sessionId)).toMatchObject({ currency: 'brl', amount_total: brl });
    expect(row.currency).toBe('BRL');
    expect(Number(row.rate)).toBe(5.4);
    expect(Math.round(Number(row.chargeAmount) * 100)).toBe(brl);
    const methods = (await get(t.app, '/v1/api/payment/methods', { token: buyer.token })).json().result;
    expect(methods.charges.card).toEqual({ currency: 'BRL', rate: 5.4 });
  });

  it('a good event pays once: a replay, a later failure or expiry change nothing; no balance moves', async () => {
    const { buyer, order, result, sessionId } = await startPayment(4);
    const balance = await balanceOf(buyer.businessId);
    const paid = fake.event('checkout.session.completed', sessionId, {
      status: 'complete',
      payment_status: 'paid',
    });
    const first = await deliver(paid.body, paid.signature);
    expect(first.json().result.handled).toBe(true);
    expect(await orderStatus(order.id)).toBe('paid');
    const replay = await deliver(paid.body, paid.signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result.handled).toBe(false);
    expect(await send('checkout.session.expired', sessionId, { status: 'expired' })).toBe(false);
    expect(await send('checkout.session.async_payment_failed', sessionId)).toBe(false);
    expect(await paymentStatus(result.paymentNo)).toBe('paid');
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await balanceOf(buyer.businessId)).toBe(balance);
  });

  it('pix: completion while unpaid waits; the async success pays; events out of order do not undo it', async () => {
    const { order, result, sessionId } = await startPayment(2, 'BR');
    expect(await send('checkout.session.completed', sessionId, { status: 'complete' })).toBe(false);
    expect(await paymentStatus(result.paymentNo)).toBe('pending');
    expect(
      await send('checkout.session.async_payment_succeeded', sessionId, { payment_status: 'paid' }),
    ).toBe(true);
    expect(await orderStatus(order.id)).toBe('paid');
    // The completion delivered again, late, and a second success: nothing more happens.
    expect(await send('checkout.session.completed', sessionId, { payment_status: 'paid' })).toBe(false);
    expect(await send('checkout.session.async_payment_succeeded', sessionId)).toBe(false);
    expect(await paymentStatus(result.paymentNo)).toBe('paid');
  });

  it('a wrong amount or currency moves nothing', async () => {
    const { order, result, sessionId } = await startPayment(4);
    const session = fake.sessions.get(sessionId);
    const amount = session?.amount_total ?? 0;
    expect(
      await send('checkout.session.completed', sessionId, {
        payment_status: 'paid',
        amount_total: amount - 1,
      }),
    ).toBe(false);
    expect(
      await send('checkout.session.completed', sessionId, { payment_status: 'paid', currency: 'brl' }),
    ).toBe(false);
    expect(await paymentStatus(result.paymentNo)).toBe('pending');
    expect(await orderStatus(order.id)).toBe('unpaid');
    // The right one still pays.
    expect(await send('checkout.session.completed', sessionId, { payment_status: 'paid' })).toBe(true);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('forged, re-signed, stale or unsigned deliveries are refused with 401 and move nothing', async () => {
    const { order, sessionId } = await startPayment(4);
    const good = fake.event('checkout.session.completed', sessionId, { payment_status: 'paid' });
    const stripe = new Stripe('sk_test_signing_only');
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: good.body,
      secret: 'whsec_not_the_one',
    });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: good.body,
      secret: fake.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const tampered = good.body.replace('"amount_total": ', '"amount_total": 1');
    for (const [body, signature] of [
      [good.body, forged],
      [good.body, stale],
      [tampered, good.signature],
      [good.body, ''],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.statusCode, res.body).toBe(401);
    }
    expect(await orderStatus(order.id)).toBe('unpaid');
    const unknownType = fake.event('checkout.session.completed', sessionId, { payment_status: 'paid' });
    const other = JSON.stringify({ ...JSON.parse(unknownType.body), type: 'charge.refunded' });
    const res = await deliver(
      other,
      stripe.webhooks.generateTestHeaderString({ payload: other, secret: fake.webhookSecret }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result.handled).toBe(false);
    expect(await orderStatus(order.id)).toBe('unpaid');
  });

  it('expiry, then a late success: the payment fails, then counts; orders closed meanwhile are refunded to the balance', async () => {
    const open = await startPayment(1, 'BR');
    expect(await send('checkout.session.expired', open.sessionId, { status: 'expired' })).toBe(true);
    expect(await paymentStatus(open.result.paymentNo)).toBe('failed');
    expect(
      await send('checkout.session.async_payment_succeeded', open.sessionId, { payment_status: 'paid' }),
    ).toBe(true);
    expect(await paymentStatus(open.result.paymentNo)).toBe('paid');
    expect(await orderStatus(open.order.id)).toBe('paid');

    const closed = await startPayment(1, 'BR');
    expect(await send('checkout.session.expired', closed.sessionId, { status: 'expired' })).toBe(true);
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', closeReason: 'payment_timeout' })
      .where(eq(orders.id, closed.order.id));
    const before = await balanceOf(closed.buyer.businessId);
    expect(
      await send('checkout.session.async_payment_succeeded', closed.sessionId, { payment_status: 'paid' }),
    ).toBe(true);
    expect(await orderStatus(closed.order.id)).toBe('cancelled');
    expect(await balanceOf(closed.buyer.businessId)).toBeCloseTo(before + closed.order.total, 4);
  });
});
