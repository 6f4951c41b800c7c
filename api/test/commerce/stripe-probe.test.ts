import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import {
  businesses,
  orders,
  payments,
  storeOrderLines,
  storeOrders,
  topUps,
  walletLedger,
  wallets,
} from '../../src/db/schema';
import { listeningApp, storeOfBusiness, US_SHIPPING } from '../stores/support';
import type { TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { type StripeFake, startStripeFake } from '../support/stripe-fake';

/**
 * Issue 33, "Done means": a probe that replays, reorders and forges Stripe's events across the money flow (a
 * mall order, a balance top-up, a store order's fulfilment) finds nothing. The real app listens on a port and
 * every delivery goes over HTTP, as Stripe's would; the local Stripe fake creates the sessions and signs the
 * events with the library's helper. After every probe the balance and the orders say exactly what the money
 * did: credited or paid once, or not at all.
 */
let t: TestApp & { origin: string };
let fake: StripeFake;
let offset = 680;
const signer = new Stripe('sk_test_probe_signing_only');

beforeAll(async () => {
  fake = await startStripeFake();
  t = await listeningApp({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
    BRL_PER_USD: '5.4',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Delivery = { body: string; signature: string };
const deliver = async ({ body, signature }: Delivery) => {
  const res = await fetch(`${t.origin}/v1/api/payment/webhook/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  const text = await res.text();
  return { status: res.status, handled: res.ok ? (JSON.parse(text).result.handled as boolean) : null };
};
/** Any event object, signed as Stripe signs (for the event types the fake does not make). */
const signedEvent = (type: string, object: Record<string, unknown>, secret = fake.webhookSecret) => {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
};
const resign = (body: string, options: { secret?: string; timestamp?: number } = {}) => ({
  body,
  signature: signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? fake.webhookSecret,
    timestamp: options.timestamp,
  }),
});

const balanceOf = async (businessId: number) =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, businessId)))[0]?.balance ?? 0,
  );
const orderStatus = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
const paymentOf = async (paymentNo: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0];
const topUpLines = (businessId: number) =>
  t.database.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.businessId, businessId), eq(walletLedger.kind, 'top_up')));

/** A mall order waiting for a card payment started through Stripe (its Checkout Session at the fake). */
async function cardPayment(country?: string) {
  const buyer = await newBuyer(t.database.db);
  if (country)
    await t.database.db.update(businesses).set({ country }).where(eq(businesses.id, buyer.businessId));
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const v = await variantWithStock(t.database.db, 20, offset++);
  const line = await addToCart(t.app, buyer.token, v.skuId, 1);
  const order = (await checkout(t.app, buyer.token, [line.id], address.id)).json().result.orders[0] as {
    id: number;
    total: number;
  };
  const res = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 4, order.total), {
    token: buyer.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const payment = await paymentOf(res.json().result.paymentNo);
  if (!payment) throw new Error('no payment');
  return { buyer, order, payment, sessionId: payment.gatewayRef };
}

/** A card top-up of a Brazilian business (charged in BRL at 5.4), pending at Stripe. */
async function cardTopUp(amount = '40') {
  const buyer = await newBuyer(t.database.db, '20');
  await t.database.db.update(businesses).set({ country: 'BR' }).where(eq(businesses.id, buyer.businessId));
  const res = await post(t.app, '/v1/cash/topup/create', { amount, method: 'card' }, { token: buyer.token });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db.select().from(topUps).where(eq(topUps.topUpNo, res.json().model.topUpNo));
  if (!row) throw new Error('no top-up');
  return { buyer, topUp: row, sessionId: row.gatewayRef };
}

describe(`replayed and parallel deliveries move money once (${testDbKind})`, () => {
  it('a top-up: the paid event twice, then eight at once, credits the balance once', async () => {
    const { buyer, sessionId } = await cardTopUp('40');
    fake.complete(sessionId);
    const paid = fake.event('checkout.session.completed', sessionId);
    expect(await deliver(paid)).toEqual({ status: 200, handled: true });
    expect(await deliver(paid)).toEqual({ status: 200, handled: false });
    const burst = await Promise.all(Array.from({ length: 8 }, () => deliver(paid)));
    expect(burst.every((r) => r.status === 200 && r.handled === false)).toBe(true);
    // Another delivery of the same success (Stripe's own retry has a new event id) changes nothing either.
    expect(await deliver(fake.event('checkout.session.completed', sessionId))).toEqual({
      status: 200,
      handled: false,
    });
    expect(await balanceOf(buyer.businessId)).toBe(60);
    expect(await topUpLines(buyer.businessId)).toHaveLength(1);
  });

  it('a mall order: eight parallel first deliveries pay it once, and no balance moves', async () => {
    const { buyer, order, payment, sessionId } = await cardPayment();
    fake.complete(sessionId);
    const paid = fake.event('checkout.session.completed', sessionId);
    const burst = await Promise.all(Array.from({ length: 8 }, () => deliver(paid)));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(burst.filter((r) => r.handled)).toHaveLength(1);
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await paymentOf(payment.paymentNo))?.status).toBe('paid');
    expect(await balanceOf(buyer.businessId)).toBe(0);
  });
});

describe(`events out of order end in the right state (${testDbKind})`, () => {
  it('expired, then payment_intent.succeeded, then the session’s late success: paid once, as the money arrived', async () => {
    const { order, payment, sessionId } = await cardPayment();
    expect((await deliver(fake.event('checkout.session.expired', sessionId))).handled).toBe(true);
    expect((await paymentOf(payment.paymentNo))?.status).toBe('failed');
    // A Payment Intent event says nothing the session events do not: acknowledged, nothing moves.
    const intent = fake.complete(sessionId).payment_intent;
    const piSucceeded = signedEvent('payment_intent.succeeded', {
      id: intent,
      object: 'payment_intent',
      amount: Math.round(order.total * 100),
      currency: 'usd',
      status: 'succeeded',
      metadata: { paymentNo: payment.paymentNo },
    });
    expect(await deliver(piSucceeded)).toEqual({ status: 200, handled: false });
    expect(await orderStatus(order.id)).toBe('unpaid');
    // The session's success after its expiry: Stripe holds the money, so it counts.
    expect((await deliver(fake.event('checkout.session.completed', sessionId))).handled).toBe(true);
    expect(await orderStatus(order.id)).toBe('paid');
    // And an expiry or a failure that arrives after it changes nothing.
    expect((await deliver(fake.event('checkout.session.expired', sessionId))).handled).toBe(false);
    expect((await deliver(fake.event('checkout.session.async_payment_failed', sessionId))).handled).toBe(
      false,
    );
    expect((await paymentOf(payment.paymentNo))?.status).toBe('paid');
  });

  it('a refund event before the charge’s: acknowledged without moving money; the charge then pays once', async () => {
    const { buyer, order, sessionId } = await cardPayment();
    const intent = String(fake.complete(sessionId).payment_intent);
    const refunded = signedEvent('charge.refunded', {
      id: `ch_${intent.slice(3)}`,
      object: 'charge',
      amount: Math.round(order.total * 100),
      amount_refunded: Math.round(order.total * 100),
      currency: 'usd',
      payment_intent: intent,
      refunded: true,
    });
    const refundUpdated = signedEvent('refund.created', {
      id: 're_probe',
      object: 'refund',
      amount: Math.round(order.total * 100),
      currency: 'usd',
      payment_intent: intent,
      status: 'succeeded',
    });
    for (const early of [refunded, refundUpdated])
      expect(await deliver(early)).toEqual({ status: 200, handled: false });
    expect(await balanceOf(buyer.businessId)).toBe(0);
    expect(await orderStatus(order.id)).toBe('unpaid');
    expect((await deliver(fake.event('checkout.session.completed', sessionId))).handled).toBe(true);
    expect(await orderStatus(order.id)).toBe('paid');
    // A refund made at Stripe (not through an after-sale) never credits the balance: reconciliation flags it.
    expect(await deliver(refunded)).toEqual({ status: 200, handled: false });
    expect(await balanceOf(buyer.businessId)).toBe(0);
  });

  it('a top-up: failed, then paid, then failed again ends paid, credited once', async () => {
    const { buyer, sessionId } = await cardTopUp('25');
    expect((await deliver(fake.event('checkout.session.expired', sessionId))).handled).toBe(true);
    expect(await balanceOf(buyer.businessId)).toBe(20);
    fake.complete(sessionId);
    expect((await deliver(fake.event('checkout.session.completed', sessionId))).handled).toBe(true);
    expect((await deliver(fake.event('checkout.session.async_payment_failed', sessionId))).handled).toBe(
      false,
    );
    expect(await balanceOf(buyer.businessId)).toBe(45);
    expect(await topUpLines(buyer.businessId)).toHaveLength(1);
  });
});

describe(`forged and mismatched events are refused, no money moves (${testDbKind})`, () => {
  it('a forged signature, another account’s secret, a stale or just-too-old timestamp: 401', async () => {
    const { buyer, sessionId } = await cardTopUp('30');
    fake.complete(sessionId);
    const good = fake.event('checkout.session.completed', sessionId);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      { body: good.body, signature: good.signature.replace(/v1=\w{4}/, 'v1=0000') },
      resign(good.body, { secret: 'whsec_another_stripe_account' }),
      resign(good.body, { timestamp: now - 3600 }),
      resign(good.body, { timestamp: now - 310 }),
      { body: good.body, signature: `t=${now},v0=${'a'.repeat(64)}` },
    ];
    for (const forged of refused) expect((await deliver(forged)).status).toBe(401);
    expect(await balanceOf(buyer.businessId)).toBe(20);
    // Inside the tolerance the same body is taken, once.
    expect(await deliver(resign(good.body, { timestamp: now - 200 }))).toEqual({
      status: 200,
      handled: true,
    });
    expect(await balanceOf(buyer.businessId)).toBe(50);
  });

  it('an event about another session carrying this payment’s number moves nothing', async () => {
    // Two payments of the same amount; the second's session reports the first's number.
    const victim = await cardPayment();
    const other = await cardPayment();
    fake.complete(other.sessionId);
    const crossed = fake.event('checkout.session.completed', other.sessionId, {
      client_reference_id: victim.payment.paymentNo,
      metadata: { paymentNo: victim.payment.paymentNo },
      amount_total: Math.round(Number(victim.payment.chargeAmount) * 100),
    });
    expect(await deliver(crossed)).toEqual({ status: 200, handled: false });
    expect(await orderStatus(victim.order.id)).toBe('unpaid');
    expect((await paymentOf(victim.payment.paymentNo))?.status).toBe('pending');
    // An event naming a payment number nobody made changes nothing either.
    const unknown = fake.event('checkout.session.completed', other.sessionId, {
      client_reference_id: 'PAY0000000000000000000',
      metadata: { paymentNo: 'PAY0000000000000000000' },
    });
    expect(await deliver(unknown)).toEqual({ status: 200, handled: false });
    expect(await orderStatus(other.order.id)).toBe('unpaid');
  });

  it('an amount or currency other than the one recorded moves nothing, for an order and for a top-up', async () => {
    const { order, payment, sessionId } = await cardPayment();
    fake.complete(sessionId);
    const cents = Math.round(Number(payment.chargeAmount) * 100);
    for (const overrides of [{ amount_total: cents - 1 }, { amount_total: cents + 100 }, { currency: 'brl' }])
      expect((await deliver(fake.event('checkout.session.completed', sessionId, overrides))).handled).toBe(
        false,
      );
    expect(await orderStatus(order.id)).toBe('unpaid');

    const { buyer, topUp, sessionId: topUpSession } = await cardTopUp('40');
    expect(topUp).toMatchObject({ currency: 'BRL', chargeAmount: '216.00' });
    fake.complete(topUpSession);
    for (const overrides of [{ amount_total: 4000, currency: 'usd' }, { amount_total: 21599 }])
      expect((await deliver(fake.event('checkout.session.completed', topUpSession, overrides))).handled).toBe(
        false,
      );
    expect(await balanceOf(buyer.businessId)).toBe(20);
    expect(await topUpLines(buyer.businessId)).toHaveLength(0);
  });
});

describe(`a client cannot choose what is charged (${testDbKind})`, () => {
  it('a mall payment for less than the orders cost is refused; extra fields do not change the session', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const v = await variantWithStock(t.database.db, 20, offset++);
    const line = await addToCart(t.app, buyer.token, v.skuId, 1);
    const order = (await checkout(t.app, buyer.token, [line.id], address.id)).json().result.orders[0] as {
      id: number;
      total: number;
    };
    const sessions = fake.created();
    const cheap = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 4, 0.5), {
      token: buyer.token,
    });
    expect(cheap.statusCode).toBe(409);
    expect(fake.created()).toBe(sessions);
    const body = payBody([order.id], 4, order.total) as Record<string, unknown>;
    const lying = await post(
      t.app,
      '/v1/api/payment/pay',
      { ...body, amount: 0.5, chargeAmount: 0.5, currency: 'BRL', rate: 0.01 },
      { token: buyer.token },
    );
    expect(lying.statusCode, lying.body).toBe(200);
    const payment = await paymentOf(lying.json().result.paymentNo);
    expect(payment).toMatchObject({ currency: 'USD', chargeAmount: order.total.toFixed(2), rate: null });
    expect(fake.sessions.get(payment?.gatewayRef ?? '')).toMatchObject({
      currency: 'usd',
      amount_total: Math.round(order.total * 100),
    });
  });

  it('a top-up is charged its amount at the configured rate, whatever else the client sends', async () => {
    const buyer = await newBuyer(t.database.db);
    await t.database.db.update(businesses).set({ country: 'BR' }).where(eq(businesses.id, buyer.businessId));
    const res = await post(
      t.app,
      '/v1/cash/topup/create',
      { amount: '40', method: 'card', chargeAmount: '1', currency: 'USD', rate: '0.01' },
      { token: buyer.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(topUps)
      .where(eq(topUps.topUpNo, res.json().model.topUpNo));
    expect(row).toMatchObject({ currency: 'BRL', chargeAmount: '216.00' });
    expect(fake.sessions.get(row?.gatewayRef ?? '')).toMatchObject({ currency: 'brl', amount_total: 21600 });
  });

  it('a store order’s fulfilment paid for less than it costs is refused, and no session is made', async () => {
    const owner = await newBuyer(t.database.db);
    const store = await storeOfBusiness(t.database.db, owner.businessId, 'sandbox', 'Probe shop');
    const variant = await variantWithStock(t.database.db, 500, offset++);
    const platformId = `${Date.now()}`;
    const placedAt = new Date();
    await composeServices({ config: t.config, database: t.database }).stores.orders.keep(store, {
      id: platformId,
      number: '#2001',
      status: 'pending',
      customerPaid: true,
      paymentStatus: 'paid',
      currency: 'USD',
      total: '24.95',
      customerName: 'John Doe',
      customerEmail: 'john@example.com',
      shippingAddress: US_SHIPPING,
      placedAt,
      updatedAt: placedAt,
      lines: [{ id: `${platformId}1`, variantId: '', sku: '', title: 'Thing', quantity: 1, price: '24.95' }],
    });
    const [kept] = await t.database.db
      .select()
      .from(storeOrders)
      .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, platformId)));
    if (!kept) throw new Error('not kept');
    await t.database.db
      .update(storeOrderLines)
      .set({ variantId: variant.skuId, matchSource: 'manual' })
      .where(eq(storeOrderLines.orderId, kept.id));
    const sessions = fake.created();
    const cheap = await post(
      t.app,
      '/v1/order/crmPay',
      { ids: String(kept.id), payType: 4, payMoney: 1 },
      { token: owner.token },
    );
    expect(cheap.statusCode, cheap.body).toBe(409);
    expect(fake.created()).toBe(sessions);
  });
});
