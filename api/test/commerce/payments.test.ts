import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { coupons, orders, payments, productVariants, walletLedger, wallets } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { get, post } from '../support/http';
import { freePort } from '../support/server-process';

let t: TestApp;
let port: number;
const SECRET = 'test-sandbox-secret-0123456789';
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

let offset = 20;
/** A buyer with an unpaid order; answers the order and the buyer. */
async function unpaidOrder(balance?: string, num = 1) {
  const buyer = await newBuyer(t.database.db, balance);
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const v = await variantWithStock(t.database.db, 20, offset++);
  const line = await addToCart(t.app, buyer.token, v.skuId, num);
  const res = await checkout(t.app, buyer.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result.orders[0] as { id: number; total: number; orderNo: string };
  return { buyer, order, skuId: v.skuId };
}

const balanceOf = async (businessId: number) =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, businessId)))[0]?.balance ?? 0,
  );
const ledgerSum = async (businessId: number) =>
  Number(
    (
      await queryRows<{ s: string }>(
        t.database.db,
        sql`select coalesce(sum(amount), 0)::text as s from wallet_ledger where business_id = ${businessId}`,
      )
    )[0]?.s,
  );
const statusOf = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

function signedWebhook(body: object, secret = SECRET) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/payment/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

describe('balance payment', () => {
  it('pays from the balance in one transaction and the ledger tells the same story', async () => {
    const { buyer, order } = await unpaidOrder('1000');
    const res = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), {
      token: buyer.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'paid', alreadyPaid: false });
    expect(await statusOf(order.id)).toBe('paid');
    expect(await balanceOf(buyer.businessId)).toBeCloseTo(1000 - order.total, 4);
    expect(await ledgerSum(buyer.businessId)).toBeCloseTo(await balanceOf(buyer.businessId), 4);
    const ledger = (await get(t.app, '/v1/api/wallet/ledger', { token: buyer.token })).json().result.records;
    expect(ledger[0]).toMatchObject({ kind: 'order_payment', amount: -order.total });
    expect(ledger[0].reason).toContain(order.orderNo);
  });

  it('refuses a balance that does not cover the order and changes nothing', async () => {
    const { buyer, order } = await unpaidOrder('0.01');
    const res = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), {
      token: buyer.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Your balance of 0.01 USD does not cover ${order.total.toFixed(2)} USD`);
    expect(await statusOf(order.id)).toBe('unpaid');
    expect(await balanceOf(buyer.businessId)).toBe(0.01);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.businessId, buyer.businessId)),
    ).toEqual([]);
  });

  it('refuses an amount that is not the order total, and other people’s orders', async () => {
    const { buyer, order } = await unpaidOrder('1000');
    const stranger = await newBuyer(t.database.db, '1000');
    expect(
      (
        await post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total - 1), {
          token: buyer.token,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/v1/api/payment/pay', payBody([order.id], 7, order.total), { token: buyer.token }))
        .statusCode,
    ).toBe(400);
    expect(await statusOf(order.id)).toBe('unpaid');
  });

  it('charges once when the same order is paid 20 times at once', async () => {
    const { buyer, order } = await unpaidOrder('1000');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), { token: buyer.token }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().result.alreadyPaid === false)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.businessId, buyer.businessId));
    expect(rows.filter((r) => r.kind === 'order_payment')).toHaveLength(1);
    expect(await balanceOf(buyer.businessId)).toBeCloseTo(1000 - order.total, 4);
  });

  it('never lets two parallel payments take the balance below zero', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const a = await variantWithStock(t.database.db, 20, offset++);
    const b = await variantWithStock(t.database.db, 20, offset++);
    const one = (
      await checkout(t.app, buyer.token, [(await addToCart(t.app, buyer.token, a.skuId, 1)).id], address.id)
    ).json().result.orders[0];
    const two = (
      await checkout(t.app, buyer.token, [(await addToCart(t.app, buyer.token, b.skuId, 1)).id], address.id)
    ).json().result.orders[0];
    // Enough for the larger order alone, not for both.
    const balance = Math.max(one.total, two.total).toFixed(2);
    await t.database.db.insert(wallets).values({ businessId: buyer.businessId, balance });
    await t.database.db
      .insert(walletLedger)
      .values({ businessId: buyer.businessId, kind: 'system_add', amount: balance, balanceAfter: balance });
    const answers = await Promise.all([
      post(t.app, '/v1/api/payment/pay', payBody([one.id], 3, one.total), { token: buyer.token }),
      post(t.app, '/v1/api/payment/pay', payBody([two.id], 3, two.total), { token: buyer.token }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(buyer.businessId)).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(buyer.businessId)).toBeCloseTo(await balanceOf(buyer.businessId), 4);
    const paid = [await statusOf(one.id), await statusOf(two.id)].filter((s) => s === 'paid').length;
    expect(paid).toBe(answers.filter((r) => r.statusCode === 200).length);
    if (Number(balance) < one.total + two.total) expect(paid).toBe(1);
  });
});

describe('zero total', () => {
  it('pays an order made free by a coupon with payType 5, and refuses type 5 for an amount', async () => {
    const { buyer, order } = await unpaidOrder();
    expect(
      (await post(t.app, '/v1/api/payment/pay', payBody([order.id], 5, order.total), { token: buyer.token }))
        .statusCode,
    ).toBe(400);
    await t.database.db.update(orders).set({ total: '0' }).where(eq(orders.id, order.id));
    const res = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 5, 0), { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('paid');
  });
});

describe('pix and boleto through the sandbox gateway', () => {
  it('answers one hosted page per order however often it is asked, showing USD and BRL', async () => {
    const { buyer, order } = await unpaidOrder();
    const first = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), { token: buyer.token })
    ).json().result;
    const second = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), { token: buyer.token })
    ).json().result;
    expect(first).toMatchObject({
      status: 'pending',
      payUrl: expect.stringMatching(/^\/sandbox\/checkout\//),
    });
    expect(second.paymentNo).toBe(first.paymentNo);
    const pageRes = await get(t.app, first.payUrl);
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain(`US$ ${order.total.toFixed(2)}`);
    expect(pageRes.body).toContain(`R$ ${(order.total * 5.4).toFixed(2)}`);
    expect(pageRes.body).toContain('Pix');
    expect((await get(t.app, first.payUrl, { lang: 'zh' })).body).toContain('立即支付');
  });

  it('marks the order paid when the buyer pays on the page (the result comes back as a signed webhook)', async () => {
    const { buyer, order } = await unpaidOrder();
    const { payUrl } = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 1, order.total), { token: buyer.token })
    ).json().result;
    const res = await fetch(`http://127.0.0.1:${port}${payUrl}`, {
      method: 'POST',
      body: new URLSearchParams({ result: 'paid' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/paySuccess');
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('leaves the order unpaid when the payment fails', async () => {
    const { buyer, order } = await unpaidOrder();
    const { payUrl } = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), { token: buyer.token })
    ).json().result;
    const res = await fetch(`http://127.0.0.1:${port}${payUrl}`, {
      method: 'POST',
      body: new URLSearchParams({ result: 'failed' }),
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('/payError');
    expect(await statusOf(order.id)).toBe('unpaid');
  });

  it('refuses unsigned and wrongly signed webhooks, and applies a repeated event once', async () => {
    const { buyer, order } = await unpaidOrder();
    const { paymentNo } = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), { token: buyer.token })
    ).json().result;
    const event = {
      eventId: 'evt_test_1',
      paymentNo,
      status: 'paid',
      amount: String(order.total),
      currency: 'USD',
    };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/api/payment/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await signedWebhook(event, 'another-secret-entirely')).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('unpaid');
    const deliveries = [await signedWebhook(event), await signedWebhook(event), await signedWebhook(event)];
    expect(deliveries.map((d) => d.json().result.handled)).toEqual([true, false, false]);
    expect(await statusOf(order.id)).toBe('paid');
    const bad = await signedWebhook({ nonsense: true });
    expect(bad.statusCode).toBe(400);
  });

  it('refunds to the balance a payment that arrives after the order timed out', async () => {
    const { buyer, order } = await unpaidOrder();
    const { paymentNo } = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), { token: buyer.token })
    ).json().result;
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', closeReason: 'payment_timeout' })
      .where(eq(orders.id, order.id));
    await signedWebhook({
      eventId: 'evt_late_1',
      paymentNo,
      status: 'paid',
      amount: String(order.total),
      currency: 'USD',
    });
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await balanceOf(buyer.businessId)).toBeCloseTo(order.total, 4);
  });
});

describe('orders', () => {
  it('cancels an unpaid order and gives stock and coupon back; a paid one cannot be cancelled', async () => {
    const { buyer, order, skuId } = await unpaidOrder('1000', 2);
    const stock = async () =>
      (await t.database.db.select().from(productVariants).where(eq(productVariants.id, skuId)))[0]?.stock;
    expect(await stock()).toBe(18);
    const stranger = await newBuyer(t.database.db);
    expect(
      (await post(t.app, '/v1/api/order/cancelOrder', { id: order.id }, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    const res = await post(t.app, '/v1/api/order/cancelOrder', { id: order.id }, { token: buyer.token });
    expect(res.json().result).toMatchObject({ status: 'cancelled', closeReason: 'buyer_cancel' });
    expect(await stock()).toBe(20);
    expect(
      (await post(t.app, '/v1/api/order/cancelOrder', { id: order.id }, { token: buyer.token })).statusCode,
    ).toBe(409);
    const paid = await unpaidOrder('1000');
    await post(t.app, '/v1/api/payment/pay', payBody([paid.order.id], 3, paid.order.total), {
      token: paid.buyer.token,
    });
    const refused = await post(
      t.app,
      '/v1/api/order/cancelOrder',
      { id: paid.order.id },
      { token: paid.buyer.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only unpaid orders can be cancelled');
  });

  it('cancels unpaid orders whose time ran out, with their stock and coupon', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const v = await variantWithStock(t.database.db, 20, offset++);
    const line = await addToCart(t.app, buyer.token, v.skuId, 3);
    const now = new Date();
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        templateId: 1,
        businessId: buyer.businessId,
        amount: '1',
        minSpend: '0',
        validFrom: now,
        validTo: new Date(now.getTime() + 86_400_000),
      })
      .returning();
    const order = (await checkout(t.app, buyer.token, [line.id], address.id, () => coupon?.id)).json().result
      .orders[0];
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const { services } = await import('../support/commerce-services').then((m) => m.commerceOf(t));
    expect(await services.orders.expireOverdue()).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', closeReason: 'payment_timeout' });
    expect(
      (await t.database.db.select().from(productVariants).where(eq(productVariants.id, v.skuId)))[0]?.stock,
    ).toBe(20);
    expect(
      (
        await t.database.db
          .select()
          .from(coupons)
          .where(eq(coupons.id, coupon?.id ?? 0))
      )[0]?.status,
    ).toBe('unused');
    expect(
      (await post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), { token: buyer.token }))
        .statusCode,
    ).toBe(409);
  });

  it('lists orders by status and confirms receipt of shipped ones only', async () => {
    const { buyer, order } = await unpaidOrder('1000');
    const listed = (
      await post(t.app, '/v1/api/order/orderList', { status: 'unpaid' }, { token: buyer.token })
    ).json().result;
    expect(listed.records.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(listed.records[0].items[0].num).toBe(1);
    expect(listed.statusCounts).toEqual({ unpaid: 1 });
    expect(
      (await post(t.app, '/v1/api/order/confirmReceiptOrder', { id: order.id }, { token: buyer.token }))
        .statusCode,
    ).toBe(409);
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const done = await post(
      t.app,
      '/v1/api/order/confirmReceiptOrder',
      { id: order.id },
      { token: buyer.token },
    );
    expect(done.json().result.status).toBe('finished');
    const detail = (
      await post(t.app, '/v1/api/order/orderDetail', { id: order.id }, { token: buyer.token })
    ).json().result;
    expect(detail.address.fullName).toBe('Maria Silva');
    expect(
      (await post(t.app, '/v1/api/order/orderList', { status: 'nonsense' }, { token: buyer.token }))
        .statusCode,
    ).toBe(400);
  });
});
