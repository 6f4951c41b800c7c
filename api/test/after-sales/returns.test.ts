import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, wallets } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import {
  type AfterSale,
  act,
  apply,
  balance,
  messagesOf,
  ok,
  orderRow,
  paidOrder,
  refundLedger,
  refused,
  sellerToken,
  ship,
  stockOf,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

async function returnRequest(num = 2) {
  const bought = await paidOrder(t, num);
  await ship(t, bought.order.id);
  const seller = await sellerToken(t, bought.sellerId);
  const created = ok<AfterSale>(
    await apply(t, bought.buyer.token, {
      orderId: bought.order.id,
      type: 'return',
      reason: 'wrong_item',
      amount: bought.order.total,
    }),
  );
  return { ...bought, seller, created };
}

describe(`return and refund (${testDbKind})`, () => {
  it('agree with the return address -> tracking -> receipt confirmed: refunded, stock back, order refunded, messages once each', async () => {
    const { buyer, order, skuId, sellerId, seller, created } = await returnRequest(2);
    // The seller has no address yet: it is asked to add one, and nothing moves.
    refused(await act(t, seller, 'agree', { id: created.id }), 409, /return address/);
    refused(await act(t, seller, 'agree', { id: created.id }, 'zh'), 409, /退货地址/);
    await addAddress(t.app, t.database.db, seller, { firstName: 'Return', lastName: 'Desk' });
    const agreed = ok<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
    expect(agreed.state).toBe('to_return');
    expect(agreed.returnAddress?.name).toBe('Return Desk');
    expect(agreed.returnAddress?.lines.join(' ')).toContain('Av. Paulista, 1000');
    // Only the buyer sends goods back, with a sound tracking number.
    refused(
      await act(t, seller, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'DHL',
        trackingNo: 'BR1234',
      }),
      404,
      /does not exist/,
    );
    refused(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'DHL',
        trackingNo: 'x',
      }),
      400,
      /tracking number/,
    );
    refused(await act(t, seller, 'confirmReceipt', { id: created.id }), 409, /to be returned/);
    const sent = ok<AfterSale>(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'Correios',
        trackingNo: 'BR123456789',
      }),
    );
    expect(sent).toMatchObject({ state: 'returning', expressCompany: 'Correios', trackingNo: 'BR123456789' });
    refused(await act(t, buyer.token, 'cancel', { id: created.id }), 409, /returning/);

    const stock = await stockOf(t, skuId);
    const before = await balance(t, buyer.token);
    const done = ok<AfterSale>(await act(t, seller, 'confirmReceipt', { id: created.id }));
    // Every item came back in full: return-and-refund succeeded, through refunding.
    expect(done).toMatchObject({
      state: 'return_refunded',
      orderStatus: 'refunded',
      refundPaid: order.total,
    });
    expect(done.moves.map((m) => `${m.action}>${m.to}`)).toEqual([
      'apply>pending',
      'agreeReturn>to_return',
      'shipBack>returning',
      'confirmReceipt>refunding',
      'returnSucceeded>return_refunded',
    ]);
    expect(done.moves.map((m) => m.actor)).toEqual(['buyer', 'seller', 'buyer', 'seller', 'system']);
    expect(await balance(t, buyer.token)).toBeCloseTo(before + order.total, 2);
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(1);
    expect(await stockOf(t, skuId)).toBe(stock + 2);
    expect((await orderRow(t, order.id))?.closeReason).toBe('after_sale');

    const keys = (await messagesOf(t, created.id)).map((m) => `${m.key}>${m.businessId}`).sort();
    expect(keys).toEqual(
      [
        `after-sale:agreedReturn:${created.id}>${buyer.businessId}`,
        `after-sale:created:${created.id}>${sellerId}`,
        `after-sale:refunded:${created.id}>${buyer.businessId}`,
        `after-sale:shipped:${created.id}>${sellerId}`,
      ].sort(),
    );
  });

  it('a return of a finished order takes the refund back from the seller’s income, and needs the balance for it', async () => {
    const bought = await paidOrder(t, 1);
    await ship(t, bought.order.id);
    const seller = await sellerToken(t, bought.sellerId);
    const beforeIncome = await balance(t, seller);
    ok(
      await post(
        t.app,
        '/v1/api/order/confirmReceiptOrder',
        { id: bought.order.id },
        { token: bought.buyer.token },
      ),
    );
    expect(await balance(t, seller)).toBeCloseTo(beforeIncome + bought.order.total, 2);

    await addAddress(t.app, t.database.db, seller);
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, {
        orderId: bought.order.id,
        type: 'return',
        amount: bought.order.total,
      }),
    );
    ok(await act(t, seller, 'agree', { id: created.id }));
    ok(
      await act(t, bought.buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'Correios',
        trackingNo: 'BR55555',
      }),
    );

    // The income stays until the return window closes: the seller cannot withdraw it meanwhile.
    const all = await balance(t, seller);
    const tooMuch = await post(
      t.app,
      '/v1/cash/apply',
      { amount: all.toFixed(2), method: 'pix', pixKey: 'seller@example.com' },
      { token: seller },
    );
    expect(tooMuch.statusCode).toBe(409);
    const overview = (await get(t.app, '/v1/cash/overview', { token: seller })).json().model;
    expect(overview.incomeHeld).toBeGreaterThanOrEqual(bought.order.total);
    expect(overview.balance).toBeCloseTo(all - overview.incomeHeld, 2);
    expect(tooMuch.json().msg).toBe(
      `the amount exceeds your available balance (${(all - bought.order.total).toFixed(2)} USD)`,
    );

    // Had the seller spent its balance on purchases, the refund fails (refund failed, with the reason, in
    // the seller's language), and nothing moves; the seller is told.
    await t.database.db.update(wallets).set({ balance: '0' }).where(eq(wallets.businessId, bought.sellerId));
    const buyerBefore = await balance(t, bought.buyer.token);
    const failed = ok<AfterSale>(await act(t, seller, 'confirmReceipt', { id: created.id }, 'zh'));
    expect(failed).toMatchObject({
      state: 'refund_failed',
      refundPaid: null,
      actions: ['retryRefund', 'closeRefund'],
    });
    expect(failed.refundFailure).toMatch(/余额需足以支付/);
    expect(failed.moves.slice(-2).map((m) => `${m.action}>${m.to}`)).toEqual([
      'confirmReceipt>refunding',
      'refundFailed>refund_failed',
    ]);
    expect(await balance(t, bought.buyer.token)).toBe(buyerBefore);
    expect((await orderRow(t, bought.order.id))?.status).toBe('finished');
    expect((await messagesOf(t, created.id)).map((m) => `${m.key}>${m.businessId}`)).toContain(
      `after-sale:refundFailed:${created.id}>${bought.sellerId}`,
    );
    // Still short: a retry fails again, and stays retryable.
    const again = ok<AfterSale>(await act(t, seller, 'retryRefund', { id: created.id }));
    expect(again.state).toBe('refund_failed');
    expect(again.refundFailure).toMatch(/balance must cover the refund/);
    await t.database.db
      .update(wallets)
      .set({ balance: all.toFixed(4) })
      .where(eq(wallets.businessId, bought.sellerId));

    const done = ok<AfterSale>(await act(t, seller, 'retryRefund', { id: created.id }));
    expect(done).toMatchObject({ state: 'return_refunded', orderStatus: 'refunded', refundFailure: '' });
    expect(done.moves.map((m) => m.action).slice(-5)).toEqual([
      'refundFailed',
      'retryRefund',
      'refundFailed',
      'retryRefund',
      'returnSucceeded',
    ]);
    refused(await act(t, seller, 'retryRefund', { id: created.id }), 409, /return-and-refund succeeded/);
    expect(await balance(t, bought.buyer.token)).toBeCloseTo(buyerBefore + bought.order.total, 2);
    expect(await balance(t, seller)).toBeCloseTo(all - bought.order.total, 2);
  });

  it('what an after-sale refunded before the order finished is not paid to the seller again', async () => {
    const bought = await paidOrder(t, 2);
    await ship(t, bought.order.id);
    const seller = await sellerToken(t, bought.sellerId);
    const part = Math.floor(bought.order.total * 40) / 100;
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, { orderId: bought.order.id, type: 'refund', amount: part }),
    );
    ok(await act(t, seller, 'agree', { id: created.id }));
    const before = await balance(t, seller);
    ok(
      await post(
        t.app,
        '/v1/api/order/confirmReceiptOrder',
        { id: bought.order.id },
        { token: bought.buyer.token },
      ),
    );
    expect(await balance(t, seller)).toBeCloseTo(before + bought.order.total - part, 2);
  });

  it('a partial return refund puts the goods back in stock but leaves the order open; no second return', async () => {
    const bought = await paidOrder(t, 1);
    await ship(t, bought.order.id);
    const seller = await sellerToken(t, bought.sellerId);
    await addAddress(t.app, t.database.db, seller);
    const half = Math.floor(bought.order.total * 50) / 100;
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, { orderId: bought.order.id, type: 'return', amount: half }),
    );
    const stock = await stockOf(t, bought.skuId);
    ok(await act(t, seller, 'agree', { id: created.id }));
    ok(
      await act(t, bought.buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'Correios',
        trackingNo: 'BR99999',
      }),
    );
    ok(await act(t, seller, 'confirmReceipt', { id: created.id }));
    expect(await stockOf(t, bought.skuId)).toBe(stock + 1);
    expect((await orderRow(t, bought.order.id))?.status).toBe('shipped');
    refused(
      await apply(t, bought.buyer.token, { orderId: bought.order.id, type: 'return', amount: 0.01 }),
      409,
      /already returned/,
    );
    ok(await apply(t, bought.buyer.token, { orderId: bought.order.id, type: 'refund', amount: 0.01 }));
  });

  it('the seller rejects the returned parcel with a reason: no money moves, the buyer is told', async () => {
    const { buyer, seller, created } = await returnRequest(1);
    await addAddress(t.app, t.database.db, seller);
    ok(await act(t, seller, 'agree', { id: created.id }));
    ok(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'UPS',
        trackingNo: '1Z999',
      }),
    );
    const before = await balance(t, buyer.token);
    const rejected = ok<AfterSale>(
      await act(t, seller, 'rejectReceipt', { id: created.id, reason: 'The parcel was empty' }),
    );
    expect(rejected).toMatchObject({ state: 'receipt_rejected', refuseReason: 'The parcel was empty' });
    expect(await balance(t, buyer.token)).toBe(before);
    expect((await messagesOf(t, created.id)).map((m) => m.key)).toContain(
      `after-sale:rejected:${created.id}`,
    );
    refused(await act(t, seller, 'confirmReceipt', { id: created.id }), 409, /rejected receipt/);
  });

  it('the buyer may cancel an agreed return before sending it: closed, nothing paid', async () => {
    const { buyer, seller, created } = await returnRequest(1);
    await addAddress(t.app, t.database.db, seller);
    ok(await act(t, seller, 'agree', { id: created.id }));
    expect(ok<AfterSale>(await act(t, buyer.token, 'cancel', { id: created.id })).state).toBe('closed');
    refused(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'UPS',
        trackingNo: '1Z999',
      }),
      409,
      /closed/,
    );
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(0);
  });

  it('a return of an order delivered more than 30 days ago is refused', async () => {
    const { buyer, order } = await paidOrder(t, 1);
    await ship(t, order.id);
    await t.database.db
      .update(orders)
      .set({ status: 'finished', finishedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, order.id));
    refused(await apply(t, buyer.token, { orderId: order.id, type: 'return', amount: 1 }), 409, /30 days/);
  });
});
