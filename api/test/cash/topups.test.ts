import { createHmac, randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { topUps } from '../../src/db/schema';
import { TopUpService } from '../../src/modules/payments/topups';
import { WalletService } from '../../src/modules/wallet/service';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { freePort } from '../support/server-process';
import { balanceOf, expectBalanced, ledgerOf, ok, refused } from './support';

/**
 * Balance top-ups (issue 33, item 2): a pending top-up and the provider's page; the balance grows only on the
 * provider's verified paid event, once (replays, other events, parallel deliveries), as a `top_up` ledger line
 * with the provider's reference; failed and expired top-ups never touch it; only the business (and its staff
 * holding the Recharge page) reads its own.
 */
let t: TestApp;
const SECRET = 'test-sandbox-secret-topups-0123';
const LIMITS = { minimum: 10, maximum: 5000 };

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({
    PAYMENT_SANDBOX_SECRET: SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TOPUP_MIN_USD: '10',
    TOPUP_MAX_USD: '5000',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t.close());

interface View {
  id: number;
  topUpNo: string;
  state: string;
  amount: number;
  payUrl: string;
  providerRef: string;
}

const create = (token: string, body: Record<string, string | number>, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/cash/topup/create', body, { token, lang });

/**
 * The sandbox's signed event for a top-up; it reports the charge the top-up asked for (read from its row)
 * unless the test says what the provider took.
 */
async function signed(event: {
  eventId: string;
  paymentNo: string;
  status: string;
  amount?: string;
  currency?: string;
}) {
  const [row] = await t.database.db.select().from(topUps).where(eq(topUps.topUpNo, event.paymentNo));
  const raw = JSON.stringify({
    amount: row?.chargeAmount ?? new Decimal(row?.amount ?? 0).toFixed(2),
    currency: row?.currency ?? 'USD',
    ...event,
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/payment/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
    },
    payload: raw,
  });
}
const eventId = () => `evt_${randomBytes(8).toString('hex')}`;

async function topUpOf(token: string, amount = '50', method = 'pix') {
  return ok<View>(await create(token, { amount, method }));
}

describe(`balance top-ups (${testDbKind})`, () => {
  it('starts a pending top-up with the provider’s page; the balance does not move until the provider confirms', async () => {
    const buyer = await newBuyer(t.database.db, '20');
    const overview = ok(await get(t.app, '/v1/cash/topup/overview', { token: buyer.token }));
    expect(overview).toEqual({
      balance: 20,
      minimum: 10,
      maximum: 5000,
      methods: ['pix', 'boleto'],
      currency: 'USD',
    });
    const made = await topUpOf(buyer.token, '50.25', 'boleto');
    expect(made).toMatchObject({ state: 'pending', amount: 50.25, method: 'boleto', gateway: 'sandbox' });
    expect(made.topUpNo).toMatch(/^TOP\d+$/);
    expect(made.payUrl).toMatch(new RegExp(`^/sandbox/checkout/${made.topUpNo}\\?t=`));
    expect(made.providerRef).toMatch(/^sbx_/);
    const page = await get(t.app, made.payUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Balance top-up');
    expect(page.body).toContain('US$ 50.25');
    expect(await balanceOf(t, buyer.businessId)).toBe(20);
    const list = ok<{ total: number; records: View[] }>(
      await post(t.app, '/v1/cash/topup/list', {}, { token: buyer.token }),
    );
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ id: made.id, state: 'pending' });
  });

  it('credits the balance once on the paid event, as a top-up line with the provider’s reference', async () => {
    const buyer = await newBuyer(t.database.db, '20');
    const made = await topUpOf(buyer.token, '75');
    // The provider reporting another amount, or another currency, moves nothing.
    const wrongAmount = { eventId: eventId(), paymentNo: made.topUpNo, status: 'paid', amount: '7.50' };
    expect((await signed(wrongAmount)).json().result.handled).toBe(false);
    const wrongCurrency = { eventId: eventId(), paymentNo: made.topUpNo, status: 'paid', currency: 'BRL' };
    expect((await signed(wrongCurrency)).json().result.handled).toBe(false);
    expect(await balanceOf(t, buyer.businessId)).toBe(20);
    const event = { eventId: eventId(), paymentNo: made.topUpNo, status: 'paid' };
    const first = await signed(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.handled).toBe(true);
    // The same event again, and another paid event for the same top-up: nothing more.
    expect((await signed(event)).json().result.handled).toBe(false);
    expect((await signed({ ...event, eventId: eventId() })).json().result.handled).toBe(false);
    // Out of order: a failure reported after the payment changes nothing.
    expect((await signed({ ...event, eventId: eventId(), status: 'failed' })).json().result.handled).toBe(
      false,
    );
    expect(await balanceOf(t, buyer.businessId)).toBe(95);
    const lines = await ledgerOf(t, buyer.businessId, 'top_up');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ topUpId: made.id, reference: made.providerRef });
    expect(Number(lines[0]?.amount)).toBe(75);
    expect(lines[0]?.reason).toContain(made.providerRef);
    await expectBalanced(t, buyer.businessId);
    // The last guard: the ledger refuses a second top-up line for the same top-up, whatever the path.
    const wallet = new WalletService(t.database.db);
    await expect(
      t.database.db.transaction((tx) =>
        wallet.credit(tx, buyer.businessId, {
          kind: 'top_up',
          amount: new Decimal(75),
          reason: 'again',
          topUpId: made.id,
        }),
      ),
    ).rejects.toThrow();
    expect(await balanceOf(t, buyer.businessId)).toBe(95);
    // Payment details list the line with its kind and the provider's reference.
    const details = ok<{ records: Array<Record<string, unknown>> }>(
      await post(t.app, '/v1/cash/ledger', { kind: 'top_up' }, { token: buyer.token }),
    );
    expect(details.records).toEqual([
      expect.objectContaining({ kind: 'top_up', amount: 75, balanceAfter: 95, reference: made.providerRef }),
    ]);

    const receipt = ok<Record<string, unknown>>(
      await post(t.app, '/v1/cash/topup/detail', { id: made.id }, { token: buyer.token }),
    );
    expect(receipt).toMatchObject({
      state: 'paid',
      amount: 75,
      providerRef: made.providerRef,
      payUrl: '',
      ledger: { amount: 75, balanceAfter: 95 },
    });
    expect(receipt.businessName).toMatch(/^Buyer /);
    expect(receipt.paidAt).toEqual(expect.any(String));
  });

  it('parallel deliveries of paid events credit one top-up exactly once', async () => {
    const buyer = await newBuyer(t.database.db);
    const made = await topUpOf(buyer.token, '40');
    const same = { eventId: eventId(), paymentNo: made.topUpNo, status: 'paid' };
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => signed(same)),
      ...Array.from({ length: 8 }, () => signed({ ...same, eventId: eventId() })),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().result.handled)).toHaveLength(1);
    expect(await balanceOf(t, buyer.businessId)).toBe(40);
    expect(await ledgerOf(t, buyer.businessId, 'top_up')).toHaveLength(1);
  });

  it('a failed top-up never touches the balance; the provider’s later success credits it once (it holds the money)', async () => {
    const buyer = await newBuyer(t.database.db, '30');
    const made = await topUpOf(buyer.token, '60');
    expect(
      (await signed({ eventId: eventId(), paymentNo: made.topUpNo, status: 'failed' })).json().result,
    ).toEqual({ handled: true });
    expect(await balanceOf(t, buyer.businessId)).toBe(30);
    const failed = ok<Record<string, unknown>>(
      await post(t.app, '/v1/cash/topup/detail', { id: made.id }, { token: buyer.token }),
    );
    expect(failed).toMatchObject({ state: 'failed', ledger: null, payUrl: '' });
    expect(failed.closedAt).toEqual(expect.any(String));
    for (const expected of [true, false])
      expect(
        (await signed({ eventId: eventId(), paymentNo: made.topUpNo, status: 'paid' })).json().result,
      ).toEqual({ handled: expected });
    // A failure after the success changes nothing.
    expect(
      (await signed({ eventId: eventId(), paymentNo: made.topUpNo, status: 'failed' })).json().result,
    ).toEqual({ handled: false });
    expect(await balanceOf(t, buyer.businessId)).toBe(90);
    expect(await ledgerOf(t, buyer.businessId, 'top_up')).toHaveLength(1);
    const receipt = ok<Record<string, unknown>>(
      await post(t.app, '/v1/cash/topup/detail', { id: made.id }, { token: buyer.token }),
    );
    expect(receipt).toMatchObject({ state: 'paid', closedAt: null });
  });

  it('pending top-ups expire after their time; a confirmation that arrives later still credits, once', async () => {
    const buyer = await newBuyer(t.database.db);
    const made = await topUpOf(buyer.token, '25');
    const young = await topUpOf(buyer.token, '26');
    await t.database.db
      .update(topUps)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(topUps.id, made.id));
    // The sweep the server runs on the order sweep's beat (TOPUP_EXPIRE_MINUTES).
    const sweep = new TopUpService(t.database.db, new WalletService(t.database.db), null, LIMITS);
    expect(await sweep.expireOverdue(new Date(Date.now() - 86_400_000))).toBeGreaterThanOrEqual(1);
    const states = async () =>
      ok<{ records: View[] }>(
        await post(t.app, '/v1/cash/topup/list', {}, { token: buyer.token }),
      ).records.map((r) => [r.id, r.state]);
    expect(await states()).toEqual([
      [young.id, 'pending'],
      [made.id, 'expired'],
    ]);
    expect(await balanceOf(t, buyer.businessId)).toBe(0);
    // The provider's page lapsed: a failure changes nothing, a late success is money that arrived.
    expect(
      (await signed({ eventId: eventId(), paymentNo: made.topUpNo, status: 'failed' })).json().result,
    ).toEqual({ handled: false });
    expect(
      (await signed({ eventId: eventId(), paymentNo: made.topUpNo, status: 'paid' })).json().result,
    ).toEqual({ handled: true });
    expect(
      (await signed({ eventId: eventId(), paymentNo: made.topUpNo, status: 'paid' })).json().result,
    ).toEqual({ handled: false });
    expect(await balanceOf(t, buyer.businessId)).toBe(25);
  });

  it('pays through the sandbox’s hosted page, which sends the buyer back to the Recharge page', async () => {
    const buyer = await newBuyer(t.database.db);
    const made = await topUpOf(buyer.token, '33');
    const res = await t.app.inject({
      method: 'POST',
      url: made.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=paid',
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/cashCenter/recharge?topUpNo=${made.topUpNo}`);
    expect(await balanceOf(t, buyer.businessId)).toBe(33);
    // Sent again (the browser's back button): the page says it is paid, nothing moves.
    await t.app.inject({
      method: 'POST',
      url: made.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=paid',
    });
    expect(await balanceOf(t, buyer.businessId)).toBe(33);
    expect((await get(t.app, made.payUrl)).body).toContain('Back to Recharge');
  });

  it('honours an Idempotency-Key: the same key starts one top-up, not two', async () => {
    const buyer = await newBuyer(t.database.db);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/cash/topup/create',
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `topup-${eventId()}`.slice(0, 30),
        },
        payload: 'amount=20&method=pix',
      });
    const key = `k-${eventId()}`;
    const withKey = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/cash/topup/create',
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
        },
        payload: 'amount=20&method=pix',
      });
    const first = ok<View>(await withKey());
    const again = await withKey();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(ok<View>(again).id).toBe(first.id);
    ok(await send());
    const rows = await t.database.db.select().from(topUps).where(eq(topUps.businessId, buyer.businessId));
    expect(rows).toHaveLength(2);
  });

  it('refuses an unsigned or forged event for a top-up: 401, nothing moves', async () => {
    const buyer = await newBuyer(t.database.db);
    const made = await topUpOf(buyer.token, '45');
    const raw = JSON.stringify({ eventId: eventId(), paymentNo: made.topUpNo, status: 'paid' });
    for (const signature of [
      undefined,
      createHmac('sha256', 'not-the-secret-at-all').update(raw).digest('hex'),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/api/payment/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-sandbox-signature': signature } : {}),
        },
        payload: raw,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await balanceOf(t, buyer.businessId)).toBe(0);
  });

  it('refuses amounts outside the limits, bad amounts and methods the gateway does not take; nothing is written', async () => {
    const buyer = await newBuyer(t.database.db);
    expect(refused(await create(buyer.token, { amount: '9.99', method: 'pix' }), 400)).toBe(
      'the smallest top-up is 10.00 USD',
    );
    expect(refused(await create(buyer.token, { amount: '5000.01', method: 'pix' }, 'zh'), 400)).toBe(
      '最高充值金额为 5000.00 美元',
    );
    for (const amount of ['abc', '-5', '0', '12.345', ''])
      refused(await create(buyer.token, { amount, method: 'pix' }), 400);
    expect(refused(await create(buyer.token, { amount: '20', method: 'card' }), 400)).toBe(
      'This payment method is not available for top-ups here',
    );
    refused(await create(buyer.token, { amount: '20', method: 'cash' }), 400);
    const rows = await t.database.db.select().from(topUps).where(eq(topUps.businessId, buyer.businessId));
    expect(rows).toHaveLength(0);
  });

  it('staff need the Recharge page; another business never reads or lists your top-up', async () => {
    const owner = await newBuyer(t.database.db);
    const other = await newBuyer(t.database.db);
    const granted = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/cashCenter/recharge']]),
    );
    const without = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/cashCenter/applyCash']]),
    );
    const made = await topUpOf(granted.token, '15');
    ok(await post(t.app, '/v1/cash/topup/detail', { id: made.id }, { token: owner.token }));
    ok(await get(t.app, '/v1/cash/topup/overview', { token: granted.token }));
    for (const call of [
      () => get(t.app, '/v1/cash/topup/overview', { token: without.token }),
      () => create(without.token, { amount: '15', method: 'pix' }),
      () => post(t.app, '/v1/cash/topup/list', {}, { token: without.token }),
      () => post(t.app, '/v1/cash/topup/detail', { id: made.id }, { token: without.token }),
    ])
      refused(await call(), 403);
    refused(await post(t.app, '/v1/cash/topup/list', {}, { token: '' }), 401);
    const stranger = await post(t.app, '/v1/cash/topup/detail', { id: made.id }, { token: other.token });
    expect(refused(stranger, 404)).toBe('This top-up does not exist');
    expect(stranger.body).not.toContain(made.topUpNo);
    expect(
      ok<{ total: number }>(await post(t.app, '/v1/cash/topup/list', {}, { token: other.token })).total,
    ).toBe(0);
  });
});

describe('top-up configuration', () => {
  it('refuses a minimum above the maximum', () => {
    expect(() => loadConfig({ TOPUP_MIN_USD: '500', TOPUP_MAX_USD: '100' })).toThrow(ConfigError);
    expect(loadConfig({}).TOPUP_MIN_USD).toBe(10);
    expect(loadConfig({}).TOPUP_MAX_USD).toBe(10_000);
  });

  it('without a payment gateway there are no top-ups', async () => {
    const none = await createTestApp({ PAYMENT_GATEWAY: 'none' });
    try {
      await none.app.ready();
      const buyer = await newBuyer(none.database.db);
      expect(
        ok<{ methods: string[] }>(await get(none.app, '/v1/cash/topup/overview', { token: buyer.token }))
          .methods,
      ).toEqual([]);
      expect(
        refused(
          await post(
            none.app,
            '/v1/cash/topup/create',
            { amount: '20', method: 'pix' },
            { token: buyer.token },
          ),
          400,
        ),
      ).toBe('Top-ups are not available: no payment provider is configured');
    } finally {
      await none.close();
    }
  });
});
