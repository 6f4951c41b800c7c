import type { ReconcileDifference, ReconcilePage } from '@dropmall/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, providerRecords, reconcileDifferences } from '../../src/db/schema';
import { expectOk, expectRefused, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, loginToken, post } from '../support/http';
import { type StripeFake, startStripeFake } from '../support/stripe-fake';

/**
 * Issue 33, item 5: the operators' reconciliation of Stripe's payments and refunds (listed by the local fake
 * of Stripe's list API, paged) against our payments. It flags, lists, and resolves; it never moves money.
 */
let t: TestApp;
let fake: StripeFake;
let operator: string;
let offset = 600;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
  });
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A card payment of a fresh order, pending at Stripe and here. */
async function cardPayment() {
  const buyer = await newBuyer(t.database.db);
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const v = await variantWithStock(t.database.db, 20, offset++);
  const line = await addToCart(t.app, buyer.token, v.skuId, 1);
  const res = await checkout(t.app, buyer.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result.orders[0] as { id: number; total: number };
  const paid = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 4, order.total), {
    token: buyer.token,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const paymentNo = paid.json().result.paymentNo as string;
  const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
  if (!row) throw new Error('no payment');
  const session = fake.sessions.get(row.gatewayRef);
  if (!session) throw new Error('no session');
  return { buyer, paymentNo, session };
}

/** The buyer pays on Stripe's page and the signed event reaches us: paid at Stripe and here. */
async function payThrough(session: NonNullable<ReturnType<StripeFake['sessions']['get']>>) {
  Object.assign(session, { status: 'complete', payment_status: 'paid' });
  const { body, signature } = fake.event('checkout.session.completed', session.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const fetchNow = async () =>
  expectOk<{ fetched: number; open: number }>(
    await post(t.app, '/v1/reconcile/fetch', {}, { token: operator }),
  );
const list = async (state = 'all') =>
  expectOk<ReconcilePage>(
    await get(t.app, `/v1/reconcile/list?state=${state}&size=100`, { token: operator }),
  );
const differencesOf = async (paymentNo: string, state = 'all'): Promise<ReconcileDifference[]> =>
  (await list(state)).records.filter((r) => r.paymentNo === paymentNo);

describe(`reconciliation against Stripe's lists (${testDbKind})`, () => {
  it('paid at Stripe, unpaid here (the webhook never came): flagged, and no money moves', async () => {
    const { paymentNo, session } = await cardPayment();
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    await fetchNow();
    const [d, ...more] = await differencesOf(paymentNo);
    expect(more).toEqual([]);
    expect(d).toMatchObject({
      kind: 'paid_there_unpaid_here',
      providerRef: session.id,
      theirStatus: 'paid',
      ourStatus: 'pending',
      state: 'open',
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    expect(row?.status).toBe('pending');
  });

  it('both paid at another amount: flagged with both amounts', async () => {
    const { paymentNo, session } = await cardPayment();
    await payThrough(session);
    const ours = (session.amount_total ?? 0) / 100;
    session.amount_total = (session.amount_total ?? 0) + 100;
    await fetchNow();
    const found = await differencesOf(paymentNo);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'amount_differs',
      theirStatus: 'paid',
      ourStatus: 'paid',
      theirAmount: (ours + 1).toFixed(2),
      ourAmount: ours.toFixed(2),
      theirCurrency: 'USD',
      ourCurrency: 'USD',
    });
  });

  it('in another currency: flagged too', async () => {
    const { paymentNo, session } = await cardPayment();
    await payThrough(session);
    session.currency = 'brl';
    await fetchNow();
    expect((await differencesOf(paymentNo)).map((d) => d.kind)).toEqual(['amount_differs']);
  });

  it('paid and matching at both ends, or unpaid at both: no difference', async () => {
    const paid = await cardPayment();
    await payThrough(paid.session);
    const unpaid = await cardPayment();
    await fetchNow();
    expect(await differencesOf(paid.paymentNo)).toEqual([]);
    expect(await differencesOf(unpaid.paymentNo)).toEqual([]);
  });

  it('paid here, absent at Stripe: flagged', async () => {
    const { paymentNo, session } = await cardPayment();
    await payThrough(session);
    fake.sessions.delete(session.id);
    await fetchNow();
    expect(await differencesOf(paymentNo)).toMatchObject([
      { kind: 'paid_here_absent_there', theirStatus: 'absent', ourStatus: 'paid' },
    ]);
  });

  it('a refund at Stripe of a payment we do not know: flagged', async () => {
    const refund = fake.listRefund(null, 1234, 'usd', { paymentNo: 'NOT-OURS-1' });
    await fetchNow();
    expect(await differencesOf('NOT-OURS-1')).toMatchObject([
      { kind: 'refund_unknown_here', providerRef: refund.id, theirAmount: '12.34', ourStatus: 'absent' },
    ]);
  });

  it('reads every page (starting_after) and fetching twice gives the same rows', async () => {
    fake.pageSize = 2;
    try {
      const first = await fetchNow();
      const records = (await t.database.db.select({ n: count() }).from(providerRecords))[0]?.n;
      const differences = await t.database.db.select().from(reconcileDifferences);
      const requests = fake.listRequests.length;
      const second = await fetchNow();
      expect(second).toMatchObject({ fetched: first.fetched, open: first.open });
      expect((await t.database.db.select({ n: count() }).from(providerRecords))[0]?.n).toBe(records);
      expect(records).toBe(fake.sessions.size + fake.refunds.length);
      const again = await t.database.db.select().from(reconcileDifferences);
      expect(again.map((d) => [d.id, d.kind, d.state]).sort()).toEqual(
        differences.map((d) => [d.id, d.kind, d.state]).sort(),
      );
      expect(fake.listRequests.slice(requests).some((q) => q.includes('starting_after'))).toBe(true);
    } finally {
      fake.pageSize = 100;
    }
  });

  it('a difference that goes away (the late webhook came) leaves the open list', async () => {
    const { paymentNo, session } = await cardPayment();
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    await fetchNow();
    expect(await differencesOf(paymentNo)).toHaveLength(1);
    await payThrough(session);
    await fetchNow();
    expect(await differencesOf(paymentNo)).toEqual([]);
  });

  it('an operator resolves a difference with a note; it stays listed as resolved, even after a fetch', async () => {
    const { buyer, paymentNo, session } = await cardPayment();
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    await fetchNow();
    const [d] = await differencesOf(paymentNo, 'open');
    if (!d) throw new Error('no difference');
    // A business user holds no platform page.
    expectRefused(
      await post(t.app, '/v1/reconcile/resolve', { id: d.id, note: 'mine' }, { token: buyer.token }),
      403,
    );
    expectRefused(await get(t.app, '/v1/reconcile/list', { token: buyer.token }), 403);
    expectRefused(await post(t.app, '/v1/reconcile/fetch', {}, { token: buyer.token }), 403);
    expect(
      expectRefused(
        await post(t.app, '/v1/reconcile/resolve', { id: d.id, note: '  ' }, { token: operator, lang: 'zh' }),
        400,
      ),
    ).toContain('处理说明');
    const resolved = expectOk<ReconcileDifference>(
      await post(t.app, '/v1/reconcile/resolve', { id: d.id, note: 'credited by hand' }, { token: operator }),
    );
    expect(resolved).toMatchObject({ state: 'resolved', note: 'credited by hand' });
    expect(resolved.resolvedBy).toBeTruthy();
    expectRefused(
      await post(t.app, '/v1/reconcile/resolve', { id: d.id, note: 'again' }, { token: operator }),
      409,
    );
    expectRefused(
      await post(t.app, '/v1/reconcile/resolve', { id: 999_999, note: 'x' }, { token: operator }),
      404,
    );
    await fetchNow();
    expect(await differencesOf(paymentNo, 'open')).toEqual([]);
    expect(await differencesOf(paymentNo, 'resolved')).toMatchObject([
      { id: d.id, state: 'resolved', note: 'credited by hand' },
    ]);
  });
});

describe('when Stripe refuses the list', () => {
  it('answers 502 with a clear message and stores nothing', async () => {
    const other = await createTestApp({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_not_the_fakes_key',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
    });
    try {
      await other.app.ready();
      const token = await loginToken(other.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
      const res = await post(other.app, '/v1/reconcile/fetch', {}, { token });
      expect(expectRefused(res, 502)).toContain('did not answer');
      expect((await other.database.db.select({ n: count() }).from(providerRecords))[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
