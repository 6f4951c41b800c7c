import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../../src/adapters/payments';
import {
  afterSaleRefunds,
  businesses,
  messages,
  operators,
  outbox,
  paymentDisputes,
  payments,
} from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { stripeTestApp } from '../support/stripe-app';
import type { StripeFake } from '../support/stripe-fake';
import {
  type AfterSale,
  act,
  apply,
  balance,
  messagesOf,
  ok,
  orderRow,
  refundLedger,
  sellerToken,
} from './support';

/**
 * Issue 33, item 4: an after-sale refund of an order paid through Stripe goes back through Stripe (refunds.create
 * of its Payment Intent, one idempotency key per attempt), or to the balance when the buyer asks so; a refund
 * Stripe refuses waits in "refund failed", visible and retryable. Against the local fake of Stripe's API.
 */
let t: TestApp;
let fake: StripeFake;
let offset = 210;

beforeAll(async () => {
  ({ t, fake } = await stripeTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** An order paid by card through Stripe (the session completed, its Payment Intent known to the fake). */
async function paidByCard(country?: string) {
  const buyer = await newBuyer(t.database.db, '100');
  if (country)
    await t.database.db.update(businesses).set({ country }).where(eq(businesses.id, buyer.businessId));
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
  const [row] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.paymentNo, paid.json().result.paymentNo));
  fake.complete(row?.gatewayRef ?? '');
  const { body, signature } = fake.event('checkout.session.completed', row?.gatewayRef ?? '');
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/v1/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  expect((await orderRow(t, order.id))?.status).toBe('paid');
  return { buyer, order, seller: await sellerToken(t, v.sellerId), payment: row };
}

const refundRow = async (afterSaleId: number) =>
  (
    await t.database.db.select().from(afterSaleRefunds).where(eq(afterSaleRefunds.afterSaleId, afterSaleId))
  )[0];

describe(`refunds to where the money came from (${testDbKind})`, () => {
  it('a card payment is refunded to the card, in part, with an idempotency key; the balance does not move', async () => {
    const { buyer, order, seller } = await paidByCard();
    const before = await balance(t, buyer.token);
    const made = fake.refunds.length;
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 4.5 }));
    const done = ok<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
    expect(done).toMatchObject({ state: 'partially_refunded', refundRoute: 'provider', refundPaid: 4.5 });
    const refund = fake.refunds.at(-1);
    expect(fake.refunds).toHaveLength(made + 1);
    expect(refund).toMatchObject({ amount: 450, currency: 'usd', status: 'succeeded' });
    expect(done.refundRef).toBe(refund?.id);
    expect(fake.idempotencyKeys).toContain(`dropmall-refund-${created.afterSaleNo}-1`);
    expect(await refundRow(created.id)).toMatchObject({ route: 'provider', providerRef: refund?.id });
    expect(await balance(t, buyer.token)).toBe(before);
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(0);
  });

  it('a refund Stripe refuses waits in refund failed, with Stripe’s words; the retry goes through with a new key', async () => {
    const { buyer, order, seller } = await paidByCard();
    const made = fake.refunds.length;
    fake.refuseRefunds = { code: 'expired_or_canceled_card', message: 'The card was canceled.' };
    try {
      const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: order.total }));
      const failed = ok<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
      expect(failed).toMatchObject({ state: 'refund_failed', refundRoute: null, refundPaid: null });
      expect(failed.refundFailure).toMatch(/payment provider refused the refund \(The card was canceled\.\)/);
      expect(fake.refunds).toHaveLength(made);
      expect((await orderRow(t, order.id))?.status).toBe('paid');
      expect(await refundRow(created.id)).toBeUndefined();
      const seen = ok<AfterSale>(
        await post(t.app, '/v1/api/afterSale/detail', { id: created.id }, { token: buyer.token, lang: 'zh' }),
      );
      expect(seen.refundFailure).toMatch(/支付服务商拒绝了退款/);

      fake.refuseRefunds = null;
      const done = ok<AfterSale>(await act(t, seller, 'retryRefund', { id: created.id }));
      expect(done).toMatchObject({ state: 'refunded', refundRoute: 'provider', orderStatus: 'refunded' });
      expect(fake.refunds).toHaveLength(made + 1);
      expect(fake.idempotencyKeys).toContain(`dropmall-refund-${created.afterSaleNo}-2`);
      expect((await messagesOf(t, created.id)).map((m) => m.key)).toEqual(
        expect.arrayContaining([
          `after-sale:refundFailed:${created.id}`,
          `after-sale:refunded:${created.id}`,
        ]),
      );
    } finally {
      fake.refuseRefunds = null;
    }
  });

  it('the buyer may ask for the balance instead: a wallet credit with its ledger row, nothing at Stripe', async () => {
    const { buyer, order, seller } = await paidByCard();
    const before = await balance(t, buyer.token);
    const made = fake.refunds.length;
    const created = ok<AfterSale>(
      await post(
        t.app,
        '/v1/api/afterSale/create',
        {
          paramJson: JSON.stringify({
            orderId: order.id,
            type: 'refund',
            reason: 'damaged',
            amount: 3,
            refundTo: 'balance',
          }),
        },
        { token: buyer.token },
      ),
    );
    expect(created.refundTo).toBe('balance');
    const done = ok<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
    expect(done).toMatchObject({ refundRoute: 'balance', refundRef: '', refundPaid: 3 });
    expect(fake.refunds).toHaveLength(made);
    expect(await balance(t, buyer.token)).toBeCloseTo(before + 3, 2);
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(1);
  });

  it('a payment charged in reais is refunded in reais, at the rate recorded on it', async () => {
    const { buyer, order, seller, payment } = await paidByCard('Brazil');
    expect(payment).toMatchObject({ currency: 'BRL' });
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 2 }));
    ok(await act(t, seller, 'agree', { id: created.id }));
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 1080, currency: 'brl' });
  });
});

describe(`a dispute (chargeback) freezes the order's money (${testDbKind})`, () => {
  const deliver = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/api/payment/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  it('charge.dispute.created is kept once, tells the buyer and the seller, and no refund of the order is paid', async () => {
    const { buyer, order, seller, payment } = await paidByCard();
    const [stored] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id ?? 0));
    expect(stored?.providerPaymentRef).toMatch(/^pi_/);
    const dispute = fake.dispute(payment?.gatewayRef ?? '', 'product_not_received');
    const first = await deliver(dispute.body, dispute.signature);
    expect(first.json().result.handled).toBe(true);
    // The same delivery again changes nothing.
    expect((await deliver(dispute.body, dispute.signature)).json().result.handled).toBe(false);
    const kept = await t.database.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.disputeId, dispute.disputeId));
    expect(kept).toMatchObject([{ paymentId: payment?.id, status: 'open', reason: 'product_not_received' }]);
    const told = await t.database.db
      .select({ businessId: messages.businessId, title: messages.title })
      .from(messages)
      .where(like(messages.eventKey, `payment-dispute:${dispute.disputeId}:%`));
    expect(told.map((m) => m.businessId)).toEqual(expect.arrayContaining([buyer.businessId]));
    expect(told).toHaveLength(2);
    // Every active operator gets an e-mail naming the payment and the dispute, once.
    const mailed = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.body, `%${dispute.disputeId}%`));
    const [operator] = await t.database.db.select().from(operators).where(eq(operators.state, 'active'));
    expect(mailed.map((m) => m.recipient)).toContain(operator?.email);
    expect(mailed[0]?.subject).toBe(`Payment ${payment?.paymentNo} is disputed`);
    expect(mailed[0]?.body).toMatch(/product_not_received/);

    // Frozen: neither to the card nor to the balance.
    const made = fake.refunds.length;
    const before = await balance(t, buyer.token);
    for (const refundTo of ['original', 'balance']) {
      const created = ok<AfterSale>(
        await post(
          t.app,
          '/v1/api/afterSale/create',
          {
            paramJson: JSON.stringify({
              orderId: order.id,
              type: 'refund',
              reason: 'damaged',
              amount: 1,
              refundTo,
            }),
          },
          { token: buyer.token },
        ),
      );
      const failed = ok<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
      expect(failed.state).toBe('refund_failed');
      expect(failed.refundFailure).toMatch(/disputed/);
      ok(await act(t, seller, 'closeRefund', { id: created.id, reason: 'Disputed at the bank' }));
    }
    expect(fake.refunds).toHaveLength(made);
    expect(await balance(t, buyer.token)).toBe(before);
  });

  it('a dispute of a payment it does not know changes nothing', async () => {
    const { payment } = await paidByCard();
    const dispute = fake.dispute(payment?.gatewayRef ?? '');
    await t.database.db
      .update(payments)
      .set({ providerPaymentRef: 'pi_other' })
      .where(eq(payments.id, payment?.id ?? 0));
    expect((await deliver(dispute.body, dispute.signature)).json().result.handled).toBe(false);
  });
});

describe('the sandbox gateway refunds', () => {
  it('succeeds or fails as configured, and answers the same attempt once', async () => {
    const gateway = new SandboxGateway('s'.repeat(32), 'http://127.0.0.1:1');
    const ask = (key: string) =>
      gateway.refund({
        paymentRef: 'sbx_1',
        paymentNo: 'P1',
        amount: '5.00',
        currency: 'USD',
        idempotencyKey: key,
      });
    const first = await ask('k1');
    expect(first.status).toBe('succeeded');
    gateway.refundOutcome = 'fail';
    expect(await ask('k1')).toEqual(first);
    expect(await ask('k2')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/sandbox/) });
  });
});
