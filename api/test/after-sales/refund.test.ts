import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
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

describe(`refund only (${testDbKind})`, () => {
  it('a full refund of an unshipped order: the seller agrees, the wallet gets it back with a ledger row, the order is refunded, stock returns, each message once', async () => {
    const { buyer, order, skuId, sellerId } = await paidOrder(t, 2);
    const stockAfterSale = await stockOf(t, skuId);
    const before = await balance(t, buyer.token);
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: order.total }));
    expect(created).toMatchObject({ state: 'pending', type: 'refund', amount: order.total, role: 'buyer' });
    expect(created.afterSaleNo).toMatch(/^AS\d+/);

    const seller = await sellerToken(t, sellerId);
    const agreed = ok<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
    expect(agreed).toMatchObject({
      state: 'refunded',
      role: 'seller',
      orderStatus: 'refunded',
      refundedTotal: order.total,
    });

    expect(await balance(t, buyer.token)).toBeCloseTo(before + order.total, 2);
    const ledger = await refundLedger(t, buyer.businessId);
    expect(ledger).toHaveLength(1);
    expect(Number(ledger[0]?.amount)).toBeCloseTo(order.total, 4);
    expect(ledger[0]?.orderId).toBe(order.id);
    expect(ledger[0]?.reason).toContain(created.afterSaleNo);

    const o = await orderRow(t, order.id);
    expect(o?.status).toBe('refunded');
    expect(o?.closeReason).toBe('after_sale');
    expect(await stockOf(t, skuId)).toBe(stockAfterSale + 2);

    // Agreeing again pays nothing more.
    refused(await act(t, seller, 'agree', { id: created.id }), 409, /refund succeeded/);
    expect(await balance(t, buyer.token)).toBeCloseTo(before + order.total, 2);
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(1);

    const sent = await messagesOf(t, created.id);
    expect(sent.map((m) => m.key).sort()).toEqual([
      `after-sale:created:${created.id}`,
      `after-sale:refunded:${created.id}`,
    ]);
    expect(sent.find((m) => m.key?.includes('created'))?.businessId).toBe(sellerId);
    expect(sent.find((m) => m.key?.includes('refunded'))?.businessId).toBe(buyer.businessId);
    expect(sent.every((m) => m.link === `/order/afterSaleDetail?id=${created.id}`)).toBe(true);
    expect(sent.find((m) => m.key?.includes('refunded'))?.title).toMatchObject({
      zh: expect.stringContaining('已退款'),
    });
  });

  it('a partial refund keeps the order and its stock; the rest can be asked for later, never more', async () => {
    const { buyer, order, skuId, sellerId } = await paidOrder(t, 2);
    const stock = await stockOf(t, skuId);
    const seller = await sellerToken(t, sellerId);
    const part = Math.floor(order.total * 40) / 100;
    const first = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: part }));
    ok(await act(t, seller, 'agree', { id: first.id }));
    const o = await orderRow(t, order.id);
    expect(o?.status).toBe('paid');
    expect(await stockOf(t, skuId)).toBe(stock);

    const info = ok<{ refundable: number; refundedTotal: number }>(
      await act(t, buyer.token, 'orderInfo', { orderId: order.id }),
    );
    const rest = Math.round((order.total - part) * 100) / 100;
    expect(info.refundable).toBeCloseTo(rest, 2);
    refused(await apply(t, buyer.token, { orderId: order.id, amount: rest + 0.01 }), 409, /cannot exceed/);
    const second = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: rest }));
    ok(await act(t, seller, 'agree', { id: second.id }));
    expect((await orderRow(t, order.id))?.status).toBe('refunded');
    expect(await stockOf(t, skuId)).toBe(stock + 2);
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(2);
    const nothing = ok<{ refundable: number; blocked: string }>(
      await act(t, buyer.token, 'orderInfo', { orderId: order.id }),
    );
    expect(nothing.refundable).toBe(0);
    expect(nothing.blocked).toMatch(/Only paid orders|Nothing is left/);
  });

  it('a refund only of a shipped order (goods not wanted back) refunds without putting stock back', async () => {
    const { buyer, order, skuId, sellerId } = await paidOrder(t, 1);
    await ship(t, order.id);
    const stock = await stockOf(t, skuId);
    const created = ok<AfterSale>(
      await apply(t, buyer.token, { orderId: order.id, amount: order.total, reason: 'not_received' }),
    );
    ok(await act(t, await sellerToken(t, sellerId), 'agree', { id: created.id }));
    expect((await orderRow(t, order.id))?.status).toBe('refunded');
    expect(await stockOf(t, skuId)).toBe(stock);
  });

  it('the seller refuses with a reason; the buyer may apply once more, not a third time', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 1);
    const seller = await sellerToken(t, sellerId);
    const first = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    refused(await act(t, seller, 'refuse', { id: first.id, reason: '  ' }), 400, /give the reason/);
    const no = ok<AfterSale>(
      await act(t, seller, 'refuse', { id: first.id, reason: 'Item works as described' }),
    );
    expect(no).toMatchObject({ state: 'refused', refuseReason: 'Item works as described' });
    expect((await messagesOf(t, first.id)).map((m) => m.key)).toContain(`after-sale:refused:${first.id}`);
    refused(await act(t, seller, 'agree', { id: first.id }), 409, /merchant refused refund/);

    const second = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    ok(await act(t, seller, 'refuse', { id: second.id, reason: 'Still no' }));
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: 1 }),
      409,
      /refused this order’s after-sale twice/,
    );
    refused(await apply(t, buyer.token, { orderId: order.id, amount: 1 }, 'zh'), 409, /已被商家拒绝两次/);
  });

  it('the buyer cancels a pending request (closed), after which a new one can be made', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 1);
    const first = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    expect(ok<AfterSale>(await act(t, buyer.token, 'cancel', { id: first.id })).state).toBe('closed');
    refused(await act(t, buyer.token, 'cancel', { id: first.id }), 409, /closed/);
    refused(await act(t, await sellerToken(t, sellerId), 'agree', { id: first.id }), 409, /closed/);
    ok(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
  });
});
