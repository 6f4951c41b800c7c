import { createHmac } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orders } from '../../src/db/schema';
import { COMPANY, expectOk, newBusiness, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { payBody } from '../support/commerce';
import { commerceOf } from '../support/commerce-services';
import { loginToken, post } from '../support/http';
import { counts, list, payByBalance, unpaidOrder } from './support';

const SECRET = 'events-test-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: SECRET });
  await t.app.ready();
});
afterAll(() => t.close());

const messagesOf = (eventKeyPrefix: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(like(messages.eventKey, `${eventKeyPrefix}%`));

function signedWebhook(body: object) {
  const raw = JSON.stringify(body);
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

describe('messages sent by events', () => {
  it('an order paid by balance: one message to the buyer and one to the seller, once', async () => {
    const { buyer, order, sellerId } = await unpaidOrder(t);
    expect((await counts(t.app, buyer.token)).orderCount).toBe(0);
    expect((await payByBalance(t, buyer.token, order)).statusCode).toBe(200);
    // Paying again is "already paid": no second message.
    expect((await payByBalance(t, buyer.token, order)).statusCode).toBe(200);

    const sent = await messagesOf(`order-paid:buyer:${order.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ businessId: buyer.businessId, category: 'order', type: 1, status: 0 });
    expect(sent[0]?.link).toBe(`/order/ordinaryDetail?id=${order.id}`);
    const sold = await messagesOf(`order-paid:seller:${order.id}`);
    expect(sold).toHaveLength(1);
    expect(sold[0]?.businessId).toBe(sellerId);

    expect(await counts(t.app, buyer.token)).toMatchObject({ orderCount: 1, totalCount: 1 });
    const [item] = (await list(t.app, buyer.token, '', 'zh')).records;
    expect(item?.title).toBe(`订单 ${order.orderNo} 已支付`);
  });

  it('an order paid through the gateway: the replayed webhook sends nothing twice', async () => {
    const { buyer, order } = await unpaidOrder(t);
    const pay = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), {
      token: buyer.token,
    });
    const { paymentNo } = pay.json().result;
    expect((await messagesOf(`order-paid:buyer:${order.id}`)).length).toBe(0);
    const event = {
      eventId: `evt_msg_${order.id}`,
      paymentNo,
      status: 'paid',
      amount: String(order.total),
      currency: 'USD',
    };
    await signedWebhook(event);
    await signedWebhook(event);
    expect(await messagesOf(`order-paid:buyer:${order.id}`)).toHaveLength(1);
  });

  it('a payment that fails to go through sends no message (it rolls back with the payment)', async () => {
    const { buyer, order } = await unpaidOrder(t);
    // More than the balance holds: the payment transaction fails, and so does its message.
    await t.database.db.update(orders).set({ total: '99999' }).where(eq(orders.id, order.id));
    const res = await payByBalance(t, buyer.token, { id: order.id, total: 99999 });
    expect(res.statusCode).toBe(409);
    expect(await messagesOf(`order-paid:buyer:${order.id}`)).toHaveLength(0);
  });

  it('an order cancelled by the timeout sweep: one message to the buyer, however often it sweeps', async () => {
    const { buyer, order } = await unpaidOrder(t);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const { services } = commerceOf(t);
    expect(await services.orders.expireOverdue()).toBeGreaterThanOrEqual(1);
    await services.orders.expireOverdue();
    const sent = await messagesOf(`order-timeout:${order.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ businessId: buyer.businessId, category: 'order' });
    expect(sent[0]?.title.en).toBe(`Order ${order.orderNo} was cancelled`);
  });

  it('a settlement approved or rejected: one system message to the business', async () => {
    const op = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    const shop = await newBusiness(t.app);
    const rejected = await newBusiness(t.app);
    for (const s of [shop, rejected])
      expectOk(await post(t.app, '/v1/business/settlement/submit', COMPANY, { token: s.token }));
    const queue = expectOk<{ records: { id: number; businessId: number }[] }>(
      await post(t.app, '/v1/settlement/list', {}, { token: op }),
    );
    const idOf = (businessId: number) => queue.records.find((r) => r.businessId === businessId)?.id ?? 0;
    expectOk(
      await post(
        t.app,
        '/v1/settlement/review',
        { id: idOf(shop.businessId), decision: 'approve' },
        { token: op },
      ),
    );
    expectOk(
      await post(
        t.app,
        '/v1/settlement/review',
        { id: idOf(rejected.businessId), decision: 'reject', reason: 'Blurry document' },
        { token: op },
      ),
    );
    const approved = await list(t.app, shop.token);
    expect(approved.total).toBe(1);
    expect(approved.records[0]).toMatchObject({ category: 'system', title: 'Your business is certified' });
    expect((await counts(t.app, shop.token)).sysCount).toBe(1);
    const no = await list(t.app, rejected.token);
    expect(no.records[0]?.content).toContain('Blurry document');
  });
});
