import { readFileSync } from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox, paymentDisputes, payments, walletLedger, wallets } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { deliverStripeEvent, handledStripeEvent, stripeTestApp } from '../support/stripe-app';
import type { StripeFake } from '../support/stripe-fake';
import { type AfterSale, act, apply, ok, orderRow, sellerToken } from './support';

/**
 * Issue 33: a dispute (chargeback) the bank decided, `charge.dispute.closed`. Won: the payment's refunds are
 * unfrozen and the buyer, the sellers and the operators are told. Lost: the disputed amount is taken from the
 * buyer's balance as one `dispute_loss` line (what the balance cannot cover is kept as still to recover, and the
 * refunds stay frozen). Once, whatever replays, parallel deliveries or a closed event before its created one.
 */
let t: TestApp;
let fake: StripeFake;
let offset = 610;

beforeAll(async () => {
  ({ t, fake } = await stripeTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const deliver = (event: { body: string; signature: string }) => deliverStripeEvent(t, event);
const handled = (event: { body: string; signature: string }) => handledStripeEvent(t, event);

/** An order paid by card through Stripe by a buyer holding `balance` USD, and a dispute opened on it. */
async function disputed(balance: string) {
  const buyer = await newBuyer(t.database.db, balance);
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const v = await variantWithStock(t.database.db, 20, offset++);
  const line = await addToCart(t.app, buyer.token, v.skuId, 1);
  const order = (await checkout(t.app, buyer.token, [line.id], address.id)).json().result.orders[0] as {
    id: number;
    total: number;
  };
  const paid = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 4, order.total), {
    token: buyer.token,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.paymentNo, paid.json().result.paymentNo));
  if (!payment) throw new Error('no payment');
  fake.complete(payment.gatewayRef);
  expect(await handled(fake.event('checkout.session.completed', payment.gatewayRef))).toBe(true);
  expect((await orderRow(t, order.id))?.status).toBe('paid');
  const opened = fake.dispute(payment.gatewayRef, 'fraudulent');
  return { buyer, order, payment, opened, seller: await sellerToken(t, v.sellerId) };
}

const disputeRow = async (disputeId: string) =>
  (await t.database.db.select().from(paymentDisputes).where(eq(paymentDisputes.disputeId, disputeId)))[0];
const balanceOf = async (businessId: number) =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, businessId)))[0]?.balance ?? 0,
  );
const lossLines = (paymentId: number) =>
  t.database.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.paymentId, paymentId), eq(walletLedger.kind, 'dispute_loss')));
const closedMessages = (disputeId: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(like(messages.eventKey, `payment-dispute-closed:${disputeId}:%`));
const mailsOf = (disputeId: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(like(outbox.body, `%${disputeId}%`));

/** An after-sale refund of `amount` agreed by the seller: refused while the money is frozen. */
async function refundAgreed(buyerToken: string, seller: string, orderId: number, amount: number) {
  const created = ok<AfterSale>(await apply(t, buyerToken, { orderId, amount }));
  return { created, done: ok<AfterSale>(await act(t, seller, 'agree', { id: created.id })) };
}

describe(`a dispute the bank decided (${testDbKind})`, () => {
  it('won: the refunds are unfrozen, nothing is taken, the buyer, seller and operators are told once', async () => {
    const { buyer, order, payment, opened, seller } = await disputed('50');
    expect(await handled(opened)).toBe(true);
    const { created, done } = await refundAgreed(buyer.token, seller, order.id, 1);
    expect(done.state).toBe('refund_failed');
    expect(done.refundFailure).toMatch(/disputed/);

    const won = fake.disputeClosed(opened.disputeId, 'won');
    expect(await handled(won)).toBe(true);
    // The same delivery again, and the same decision in another delivery, change nothing.
    expect(await handled(won)).toBe(false);
    expect(await handled(fake.disputeClosed(opened.disputeId, 'won'))).toBe(false);
    expect(await disputeRow(opened.disputeId)).toMatchObject({ status: 'closed', outcome: 'won' });
    expect(await balanceOf(buyer.businessId)).toBe(50);
    expect(await lossLines(payment.id)).toHaveLength(0);

    const told = await closedMessages(opened.disputeId);
    expect(told.map((m) => m.businessId)).toEqual(expect.arrayContaining([buyer.businessId]));
    expect(told).toHaveLength(2);
    expect(told[0]?.title).toEqual({
      en: `Dispute of payment ${payment.paymentNo} won`,
      zh: `付款 ${payment.paymentNo} 的争议已胜诉`,
    });
    const mailed = await mailsOf(opened.disputeId);
    expect(mailed.filter((m) => m.subject.endsWith('won'))).not.toHaveLength(0);

    // Unfrozen: the refund that failed on the dispute goes through to the card now.
    const made = fake.refunds.length;
    const retried = ok<AfterSale>(await act(t, seller, 'retryRefund', { id: created.id }));
    expect(retried).toMatchObject({ refundRoute: 'provider', refundPaid: 1 });
    expect(fake.refunds).toHaveLength(made + 1);
  });

  it('lost: the disputed amount leaves the buyer’s balance as one dispute_loss line, once under replays and parallel deliveries', async () => {
    const { buyer, order, payment, opened, seller } = await disputed('100');
    expect(await handled(opened)).toBe(true);
    const lost = fake.disputeClosed(opened.disputeId, 'lost');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(lost)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().result.handled)).toHaveLength(1);
    expect(await handled(lost)).toBe(false);
    expect(await handled(fake.disputeClosed(opened.disputeId, 'lost'))).toBe(false);

    const lines = await lossLines(payment.id);
    expect(lines).toHaveLength(1);
    expect(Number(lines[0]?.amount)).toBe(-order.total);
    expect(lines[0]?.businessId).toBe(buyer.businessId);
    expect(lines[0]?.reason).toContain(opened.disputeId);
    expect(await balanceOf(buyer.businessId)).toBeCloseTo(100 - order.total, 2);
    expect(await disputeRow(opened.disputeId)).toMatchObject({
      status: 'closed',
      outcome: 'lost',
      recovered: order.total.toFixed(2),
      unrecovered: '0.00',
    });
    const told = await closedMessages(opened.disputeId);
    expect(told).toHaveLength(2);
    const buyers = told.find((m) => m.businessId === buyer.businessId);
    expect(buyers?.content.en).toContain(`$${order.total.toFixed(2)} was taken from your balance`);
    expect(buyers?.content.zh).toContain(`已从您的余额扣除 $${order.total.toFixed(2)}`);
    const mailed = await mailsOf(opened.disputeId);
    expect(mailed.some((m) => /lost/.test(m.subject) && /nothing is left to recover/.test(m.body))).toBe(
      true,
    );
    // Recovered in full: the order's refunds are no longer frozen.
    const { done } = await refundAgreed(buyer.token, seller, order.id, 1);
    expect(done.refundRoute).toBe('provider');
  });

  it('lost with a short balance: what it covers is taken, the rest stays to recover and the refunds stay frozen', async () => {
    const { buyer, order, payment, opened, seller } = await disputed('3');
    expect(await handled(opened)).toBe(true);
    expect(await handled(fake.disputeClosed(opened.disputeId, 'lost'))).toBe(true);
    expect(await balanceOf(buyer.businessId)).toBe(0);
    expect((await lossLines(payment.id)).map((l) => Number(l.amount))).toEqual([-3]);
    expect(await disputeRow(opened.disputeId)).toMatchObject({
      recovered: '3.00',
      unrecovered: (order.total - 3).toFixed(2),
    });
    const mailed = await mailsOf(opened.disputeId);
    expect(mailed.some((m) => m.body.includes(`$${(order.total - 3).toFixed(2)} is still to recover`))).toBe(
      true,
    );
    const { done } = await refundAgreed(buyer.token, seller, order.id, 1);
    expect(done.state).toBe('refund_failed');
    expect(done.refundFailure).toMatch(/disputed/);
  });

  it('the closed event before the created one: the dispute is closed once; the created event that follows changes nothing', async () => {
    const { buyer, order, payment, opened } = await disputed('100');
    expect(await handled(fake.disputeClosed(opened.disputeId, 'lost'))).toBe(true);
    expect(await handled(opened)).toBe(false);
    expect(await disputeRow(opened.disputeId)).toMatchObject({ status: 'closed', outcome: 'lost' });
    expect(await lossLines(payment.id)).toHaveLength(1);
    expect(await balanceOf(buyer.businessId)).toBeCloseTo(100 - order.total, 2);
    // Only the closing was told: the opening message was never written for a dispute already decided.
    const opening = await t.database.db
      .select()
      .from(messages)
      .where(like(messages.eventKey, `payment-dispute:${opened.disputeId}:%`));
    expect(opening).toHaveLength(0);
  });

  it('a second dispute of the same payment is its own: each lost one takes its amount once, no 500 on retries', async () => {
    const { buyer, payment } = await disputed('100');
    const first = fake.dispute(payment.gatewayRef, 'fraudulent', 500);
    const second = fake.dispute(payment.gatewayRef, 'duplicate', 300);
    expect(await handled(first)).toBe(true);
    expect(await handled(second)).toBe(true);
    expect(await handled(fake.disputeClosed(first.disputeId, 'lost'))).toBe(true);
    const closing = fake.disputeClosed(second.disputeId, 'lost');
    const answers = await Promise.all([1, 2, 3].map(() => deliver(closing)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().result.handled)).toHaveLength(1);
    expect(await handled(fake.disputeClosed(second.disputeId, 'lost'))).toBe(false);
    const lines = await lossLines(payment.id);
    expect(lines.map((l) => Number(l.amount)).sort((a, b) => a - b)).toEqual([-5, -3]);
    expect(await balanceOf(buyer.businessId)).toBe(92);
    expect(await disputeRow(second.disputeId)).toMatchObject({ recovered: '3.00', unrecovered: '0.00' });
  });

  it('migration 0058 links a loss line written before it to its dispute', async () => {
    const { payment, opened } = await disputed('100');
    expect(await handled(opened)).toBe(true);
    expect(await handled(fake.disputeClosed(opened.disputeId, 'lost'))).toBe(true);
    const [line] = await lossLines(payment.id);
    await t.database.db
      .update(walletLedger)
      .set({ disputeId: null })
      .where(eq(walletLedger.id, line?.id ?? 0));
    const file = readFileSync(
      new URL('../../src/db/migrations/0058_topup_payment_ref.sql', import.meta.url),
      'utf8',
    );
    for (const statement of file.split('--> statement-breakpoint').map((s) => s.trim()))
      if (statement.startsWith('UPDATE "wallet_ledger"')) await t.database.db.execute(sql.raw(statement));
    expect((await lossLines(payment.id))[0]?.disputeId).toBe((await disputeRow(opened.disputeId))?.id);
  });

  it('a closing status that decides nothing (still under review) is acknowledged and changes nothing', async () => {
    const { opened } = await disputed('10');
    expect(await handled(opened)).toBe(true);
    expect(await handled(fake.disputeClosed(opened.disputeId, 'under_review'))).toBe(false);
    expect(await disputeRow(opened.disputeId)).toMatchObject({ status: 'open', outcome: null });
  });
});
