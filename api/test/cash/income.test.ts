import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { payByBalance, unpaidOrder } from '../messages/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { balanceOf, confirmReceipt, expectBalanced, ledgerOf, markShipped } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** A paid and shipped order of a fresh buyer; answers the order, its buyer and its seller. */
async function shippedOrder() {
  const { buyer, order, sellerId } = await unpaidOrder(t, await newBuyer(t.database.db, '5000'));
  expect((await payByBalance(t, buyer.token, order)).statusCode).toBe(200);
  await markShipped(t, order.id);
  return { buyer, order, sellerId };
}

describe(`seller income on finish (${testDbKind})`, () => {
  it('credits the seller the order total once, as order_income with the order id, and tells the seller', async () => {
    const { buyer, order, sellerId } = await shippedOrder();
    const before = await balanceOf(t, sellerId);
    const paidBefore = (await ledgerOf(t, sellerId, 'order_income')).filter((r) => r.orderId === order.id);
    expect(paidBefore).toHaveLength(0);

    const done = await confirmReceipt(t, buyer.token, order.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.status).toBe('finished');
    expect(await balanceOf(t, sellerId)).toBeCloseTo(before + order.total, 4);
    const rows = (await ledgerOf(t, sellerId, 'order_income')).filter((r) => r.orderId === order.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.amount)).toBeCloseTo(order.total, 4);
    expect(Number(rows[0]?.balanceAfter)).toBeCloseTo(before + order.total, 4);
    await expectBalanced(t, sellerId);

    // A second confirm is refused and credits nothing.
    expect((await confirmReceipt(t, buyer.token, order.id)).statusCode).toBe(409);
    expect((await ledgerOf(t, sellerId, 'order_income')).filter((r) => r.orderId === order.id)).toHaveLength(
      1,
    );
    expect(await balanceOf(t, sellerId)).toBeCloseTo(before + order.total, 4);

    const sent = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.eventKey, `order-income:${order.id}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.businessId).toBe(sellerId);
    expect(sent[0]?.title.zh).toBe(`订单 ${order.orderNo} 收入到账`);
  });

  it('ten parallel confirms of one order: one finishes it, nine get 409, the seller is credited once', async () => {
    const { buyer, order, sellerId } = await shippedOrder();
    const before = await balanceOf(t, sellerId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirmReceipt(t, buyer.token, order.id)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await ledgerOf(t, sellerId, 'order_income')).filter((r) => r.orderId === order.id)).toHaveLength(
      1,
    );
    expect(await balanceOf(t, sellerId)).toBeCloseTo(before + order.total, 4);
    await expectBalanced(t, sellerId);
    const sent = await t.database.db
      .select()
      .from(messages)
      .where(like(messages.eventKey, `order-income:${order.id}`));
    expect(sent).toHaveLength(1);
  });

  it('the income message is written in both languages and links to the payment details', async () => {
    const { buyer, order } = await shippedOrder();
    expect((await confirmReceipt(t, buyer.token, order.id)).statusCode).toBe(200);
    const [sent] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.eventKey, `order-income:${order.id}`));
    expect(sent?.title).toEqual({
      en: `Income from order ${order.orderNo}`,
      zh: `订单 ${order.orderNo} 收入到账`,
    });
    expect(sent?.content.en).toContain(`${order.total.toFixed(2)} USD was added to your balance`);
    expect(sent?.content.zh).toContain(`${order.total.toFixed(2)} 美元已计入您的余额`);
    expect(sent?.link).toBe('/cashCenter/paymentDetails');
  });
});
