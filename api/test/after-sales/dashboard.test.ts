import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { type AfterSale, act, apply, ok, paidOrder, sellerToken, ship } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

async function noSend(token: string): Promise<number> {
  const day = new Date().toISOString().slice(0, 10);
  const res = await post(t.app, '/v1/orderReport/getSummary', { startTime: day, endTime: day }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model.afterSaleNoSendCount;
}

describe(`the dashboard's 'after-sale no-send' (${testDbKind})`, () => {
  it('counts the seller’s open requests on orders not shipped, and stops counting when they end', async () => {
    const a = await paidOrder(t, 1);
    const seller = await sellerToken(t, a.sellerId);
    const start = await noSend(seller);
    const first = ok<AfterSale>(await apply(t, a.buyer.token, { orderId: a.order.id, amount: 1 }));
    expect(await noSend(seller)).toBe(start + 1);

    // A request on a shipped order is not 'no-send'.
    const b = await paidOrder(t, 1, a.buyer);
    const other = await sellerToken(t, b.sellerId);
    const otherStart = await noSend(other);
    await ship(t, b.order.id);
    ok(await apply(t, b.buyer.token, { orderId: b.order.id, amount: 1 }));
    expect(await noSend(other)).toBe(otherStart);

    // Refused: no longer open.
    ok(await act(t, seller, 'refuse', { id: first.id, reason: 'no' }));
    expect(await noSend(seller)).toBe(start);
    // Open again, then withdrawn by the buyer (an order with an open request cannot ship meanwhile).
    const second = ok<AfterSale>(await apply(t, a.buyer.token, { orderId: a.order.id, amount: 1 }));
    expect(await noSend(seller)).toBe(start + 1);
    ok(await act(t, a.buyer.token, 'cancel', { id: second.id }));
    expect(await noSend(seller)).toBe(start);
    // The buyer's own dashboard (as a seller) never counts requests it made.
    expect(await noSend(a.buyer.token)).toBe(0);
  });
});
