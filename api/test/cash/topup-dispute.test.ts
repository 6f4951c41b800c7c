import { readFileSync } from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox, paymentDisputes, topUps, walletLedger } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { deliverStripeEvent, handledStripeEvent, stripeTestApp } from '../support/stripe-app';
import type { StripeFake } from '../support/stripe-fake';
import { apply, balanceOf, expectBalanced, ok, overview, refused } from './support';

/**
 * Issue 33, item 4, for balance top-ups: a card top-up keeps the Payment Intent it was paid with, so a dispute
 * (chargeback) of it is found. Opened: the business and the operators are told, and its amount is held from
 * withdrawals. Lost: the amount leaves the balance as one `dispute_loss` line (never below 0, the rest named
 * as unrecovered), once under replays and parallel deliveries. Won: nothing is taken. A dispute of a payment
 * that is none of ours still reaches the operators.
 */
let t: TestApp;
let fake: StripeFake;

beforeAll(async () => {
  ({ t, fake } = await stripeTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const deliver = (event: { body: string; signature: string }) => deliverStripeEvent(t, event);
const handled = (event: { body: string; signature: string }) => handledStripeEvent(t, event);

/** A business holding `balance` USD that tops up `amount` USD by card, paid through the signed event. */
async function paidTopUp(balance: string, amount: string) {
  const buyer = await newBuyer(t.database.db, balance);
  const res = await post(t.app, '/v1/cash/topup/create', { amount, method: 'card' }, { token: buyer.token });
  expect(res.statusCode, res.body).toBe(200);
  const topUpNo = res.json().model.topUpNo as string;
  const [row] = await t.database.db.select().from(topUps).where(eq(topUps.topUpNo, topUpNo));
  if (!row) throw new Error('no top-up');
  const session = fake.complete(row.gatewayRef);
  expect(await handled(fake.event('checkout.session.completed', row.gatewayRef))).toBe(true);
  const [paid] = await t.database.db.select().from(topUps).where(eq(topUps.id, row.id));
  // The Payment Intent of the signed event is kept, as an order payment keeps it.
  expect(paid).toMatchObject({ state: 'paid', providerPaymentRef: session.payment_intent });
  return { buyer, topUp: row, sessionId: row.gatewayRef };
}

const disputeRow = async (disputeId: string) =>
  (await t.database.db.select().from(paymentDisputes).where(eq(paymentDisputes.disputeId, disputeId)))[0];
const lossLines = (businessId: number) =>
  t.database.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.businessId, businessId), eq(walletLedger.kind, 'dispute_loss')));
const mailsOf = (disputeId: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(like(outbox.body, `%${disputeId}%`));
const messagesOf = (prefix: string, disputeId: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(like(messages.eventKey, `${prefix}:${disputeId}:%`));
const withdrawable = async (token: string) => ok<{ balance: number }>(await overview(t, token)).balance;

describe(`a dispute of a card top-up (${testDbKind})`, () => {
  it('opened: the business and the operators are told and its amount is held from withdrawals', async () => {
    const { buyer, topUp, sessionId } = await paidTopUp('20', '40');
    expect(await withdrawable(buyer.token)).toBe(60);
    const opened = fake.dispute(sessionId, 'fraudulent');
    expect(await handled(opened)).toBe(true);
    // Another delivery of the same dispute (a new event id) opens nothing twice.
    expect(await handled(opened)).toBe(false);
    expect(await disputeRow(opened.disputeId)).toMatchObject({
      topUpId: topUp.id,
      paymentId: null,
      status: 'open',
      amount: '40.00',
    });
    const told = await messagesOf('topup-dispute', opened.disputeId);
    expect(told.map((m) => m.businessId)).toEqual([buyer.businessId]);
    expect(told[0]?.title).toEqual({
      en: `Top-up ${topUp.topUpNo} is disputed`,
      zh: `充值 ${topUp.topUpNo} 被发起争议（拒付）`,
    });
    expect(told[0]?.content.zh).toContain('$40.00');
    const mailed = await mailsOf(opened.disputeId);
    expect(mailed.length).toBeGreaterThan(0);
    expect(mailed[0]?.subject).toBe(`Top-up ${topUp.topUpNo} is disputed`);
    // The balance stays spendable, but the disputed 40 cannot leave as a withdrawal.
    expect(await balanceOf(t, buyer.businessId)).toBe(60);
    expect(await withdrawable(buyer.token)).toBe(20);
    expect(refused(await apply(t, buyer.token, 30), 409)).toMatch(/20\.00/);
  });

  it('lost: the amount leaves the balance as one dispute_loss line, once when delivered 5 times in parallel', async () => {
    const { buyer, topUp, sessionId } = await paidTopUp('20', '40');
    const opened = fake.dispute(sessionId);
    expect(await handled(opened)).toBe(true);
    const lost = fake.disputeClosed(opened.disputeId, 'lost');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(lost)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().result.handled)).toHaveLength(1);
    // Stripe's own retry (another event id) of the same decision changes nothing either.
    expect(await handled(fake.disputeClosed(opened.disputeId, 'lost'))).toBe(false);

    const lines = await lossLines(buyer.businessId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: '-40.0000', topUpId: topUp.id });
    expect(lines[0]?.reason).toContain(opened.disputeId);
    expect(await balanceOf(t, buyer.businessId)).toBe(20);
    expect(await disputeRow(opened.disputeId)).toMatchObject({
      status: 'closed',
      outcome: 'lost',
      recovered: '40.00',
      unrecovered: '0.00',
    });
    const told = await messagesOf('topup-dispute-closed', opened.disputeId);
    expect(told).toHaveLength(1);
    expect(told[0]?.content.en).toContain('$40.00 was taken from your balance');
    expect(told[0]?.content.zh).toContain('从您的余额扣除 $40.00');
    const mailed = await mailsOf(opened.disputeId);
    expect(mailed.some((m) => /lost/.test(m.subject) && /nothing is left to recover/.test(m.body))).toBe(
      true,
    );
    // Recovered in full: nothing is held any more.
    expect(await withdrawable(buyer.token)).toBe(20);
  });

  it('lost with the top-up already withdrawn: the balance goes to 0, the rest is named as unrecovered and held', async () => {
    const { buyer, topUp, sessionId } = await paidTopUp('0', '40');
    ok(await apply(t, buyer.token, 30));
    expect(await balanceOf(t, buyer.businessId)).toBe(10);
    const opened = fake.dispute(sessionId);
    expect(await handled(opened)).toBe(true);
    expect(await handled(fake.disputeClosed(opened.disputeId, 'lost'))).toBe(true);
    expect(await balanceOf(t, buyer.businessId)).toBe(0);
    expect((await lossLines(buyer.businessId)).map((l) => Number(l.amount))).toEqual([-10]);
    expect(await disputeRow(opened.disputeId)).toMatchObject({ recovered: '10.00', unrecovered: '30.00' });
    const mailed = await mailsOf(opened.disputeId);
    expect(
      mailed.some((m) => m.body.includes('$30.00 is unrecovered') && m.body.includes(topUp.topUpNo)),
    ).toBe(true);
    const told = await messagesOf('topup-dispute-closed', opened.disputeId);
    expect(told[0]?.content.en).toContain('$30.00 is still owed');
    await expectBalanced(t, buyer.businessId);
  });

  it('won: nothing is taken and the withdrawal hold is lifted', async () => {
    const { buyer, sessionId } = await paidTopUp('20', '40');
    const opened = fake.dispute(sessionId);
    expect(await handled(opened)).toBe(true);
    expect(await withdrawable(buyer.token)).toBe(20);
    const won = fake.disputeClosed(opened.disputeId, 'won');
    const answers = await Promise.all([1, 2, 3].map(() => deliver(won)));
    expect(answers.filter((a) => a.json().result.handled)).toHaveLength(1);
    expect(await lossLines(buyer.businessId)).toHaveLength(0);
    expect(await balanceOf(t, buyer.businessId)).toBe(60);
    expect(await withdrawable(buyer.token)).toBe(60);
    expect(await disputeRow(opened.disputeId)).toMatchObject({ status: 'closed', outcome: 'won' });
    expect((await mailsOf(opened.disputeId)).some((m) => m.subject.endsWith('won'))).toBe(true);
  });

  it('a second dispute of the same top-up is its own: each closes once, never more than the top-up is taken', async () => {
    const { buyer, sessionId } = await paidTopUp('100', '40');
    const first = fake.dispute(sessionId, 'fraudulent', 1500);
    const second = fake.dispute(sessionId, 'duplicate', 3000);
    expect(await handled(first)).toBe(true);
    expect(await handled(second)).toBe(true);
    expect(await handled(fake.disputeClosed(first.disputeId, 'lost'))).toBe(true);
    const closing = fake.disputeClosed(second.disputeId, 'lost');
    expect((await deliver(closing)).statusCode).toBe(200);
    expect(await handled(closing)).toBe(false);
    // 15 + 30 asked, but the top-up was 40: the second takes the 25 left.
    expect((await lossLines(buyer.businessId)).map((l) => Number(l.amount)).sort((a, b) => a - b)).toEqual([
      -25, -15,
    ]);
    expect(await balanceOf(t, buyer.businessId)).toBe(100);
    await expectBalanced(t, buyer.businessId);
  });

  it('a dispute of a payment that is none of ours is mailed to the operators, once', async () => {
    const foreign = fake.disputeForeign(1234);
    expect(await handled(foreign)).toBe(false);
    expect(await handled(foreign)).toBe(false);
    const mailed = await mailsOf(foreign.disputeId);
    expect(mailed.length).toBeGreaterThan(0);
    const recipients = new Set(mailed.map((m) => m.recipient));
    expect(mailed).toHaveLength(recipients.size);
    expect(mailed[0]?.subject).toBe(`A dispute of 12.34 USD names an unknown payment ${foreign.intent}`);
    expect(mailed[0]?.body).toContain('未冻结或扣除任何款项');
    expect(await disputeRow(foreign.disputeId)).toBeUndefined();
    const closed = fake.disputeClosed(foreign.disputeId, 'lost');
    expect(await handled(closed)).toBe(false);
    expect((await mailsOf(foreign.disputeId)).filter((m) => /was lost/.test(m.subject)).length).toBe(
      recipients.size,
    );
  });

  it('migration 0058 gives top-ups Stripe paid before it their Payment Intent, from the kept paid event', async () => {
    const { topUp, sessionId } = await paidTopUp('20', '40');
    // As the app left it before 0058: no ref on the top-up.
    await t.database.db.update(topUps).set({ providerPaymentRef: '' }).where(eq(topUps.id, topUp.id));
    const file = readFileSync(
      new URL('../../src/db/migrations/0058_topup_payment_ref.sql', import.meta.url),
      'utf8',
    );
    for (const statement of file.split('--> statement-breakpoint').map((s) => s.trim()))
      if (statement.startsWith('UPDATE')) await t.database.db.execute(sql.raw(statement));
    const [after] = await t.database.db.select().from(topUps).where(eq(topUps.id, topUp.id));
    expect(after?.providerPaymentRef).toBe(fake.sessions.get(sessionId)?.payment_intent);
  });
});
