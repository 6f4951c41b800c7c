import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orders } from '../../src/db/schema';
import { expectOk, newStaff, roleWith, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { get, loginToken, post } from '../support/http';
import { firstCarrier, newSeller, paidOrder, ship } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const shippedMessages = (orderId: number) =>
  t.database.db
    .select()
    .from(messages)
    .where(like(messages.eventKey, `order-shipped:${orderId}`));

const orderRow = async (id: number) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} missing`);
  return row;
};

describe('carriers', () => {
  it('lists the express companies of the shipping methods, by GET and POST, in the caller’s language', async () => {
    const { seller } = await newSeller(t);
    const en = expectOk<{ id: number; name: string }[]>(
      await get(t.app, '/v1/order/getExpressCompany', { token: seller.token }),
    );
    expect(en.map((c) => c.name)).toEqual([
      'Economy Air Mail',
      'Standard Shipping',
      'Brazil Special Line',
      'Priority Line',
      'Express Courier',
    ]);
    const zh = expectOk<{ id: number; name: string }[]>(
      await post(t.app, '/v1/order/getExpressCompany', {}, { token: seller.token, lang: 'zh' }),
    );
    expect(zh.map((c) => c.id)).toEqual(en.map((c) => c.id));
    expect(zh[0]?.name).toBe('经济航空小包');
    expect((await get(t.app, '/v1/order/getExpressCompany')).statusCode).toBe(401);
  });
});

describe('a seller ships a paid order', () => {
  it('moves it to shipped with carrier and tracking number, and tells the buyer once', async () => {
    const { seller, skuId } = await newSeller(t);
    const { buyer, order } = await paidOrder(t, skuId);
    const carrier = await firstCarrier(t, seller.token);
    const before = Date.now();

    const res = await ship(t, seller.token, {
      id: order.id,
      expressId: carrier.id,
      trackingNo: '  LX-123456789CN ',
    });
    const shipped = expectOk<{ status: string; trackingNo: string; expressName: string; shippedAt: string }>(
      res,
    );
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNo: 'LX-123456789CN',
      expressName: carrier.name,
    });

    const row = await orderRow(order.id);
    expect(row.status).toBe('shipped');
    expect(row.trackingNo).toBe('LX-123456789CN');
    expect(row.expressId).toBe(carrier.id);
    expect(row.shippedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const sent = await shippedMessages(order.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      businessId: buyer.businessId,
      category: 'order',
      link: `/order/ordinaryDetail?id=${order.id}`,
    });
    const inbox = await get(t.app, '/v1/api/message/list?category=order', { token: buyer.token });
    const newest = inbox.json().result.records[0];
    expect(newest.title).toBe(`Order ${order.orderNo} has shipped`);
    expect(newest.content).toContain('Economy Air Mail');
    expect(newest.content).toContain('LX-123456789CN');
    const inboxZh = await get(t.app, '/v1/api/message/list?category=order', {
      token: buyer.token,
      lang: 'zh',
    });
    expect(inboxZh.json().result.records[0].title).toBe(`订单 ${order.orderNo} 已发货`);
    expect(inboxZh.json().result.records[0].content).toContain('经济航空小包');

    // The buyer's order detail names the carrier and the tracking number, in the reader's language.
    const detail = await post(t.app, '/v1/api/order/orderDetail', { id: order.id }, { token: buyer.token });
    expect(detail.json().result).toMatchObject({
      status: 'shipped',
      expressName: 'Economy Air Mail',
      trackingNo: 'LX-123456789CN',
    });
    expect(detail.json().result.shippedAt).toBe(row.shippedAt?.toISOString());
    const detailZh = await post(
      t.app,
      '/v1/api/order/orderDetail',
      { id: order.id },
      { token: buyer.token, lang: 'zh' },
    );
    expect(detailZh.json().result.expressName).toBe('经济航空小包');
  });

  it('a second ship of the same order is a 409 and sends no second message', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order } = await paidOrder(t, skuId);
    const carrier = await firstCarrier(t, seller.token);
    expectOk(await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo: 'AB1234' }));
    const first = await orderRow(order.id);

    const again = await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo: 'CD5678' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`Order ${order.orderNo} has already been shipped`);
    const again2 = await ship(
      t,
      seller.token,
      { id: order.id, expressId: carrier.id, trackingNo: 'CD5678' },
      'zh',
    );
    expect(again2.json().msg).toBe(`订单 ${order.orderNo} 已发货，不能重复发货`);

    const after = await orderRow(order.id);
    expect(after.trackingNo).toBe('AB1234');
    expect(after.shippedAt?.toISOString()).toBe(first.shippedAt?.toISOString());
    expect(await shippedMessages(order.id)).toHaveLength(1);
  });

  it('two ships at once move the order once: one succeeds, the other is refused', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order } = await paidOrder(t, skuId);
    const carrier = await firstCarrier(t, seller.token);
    const results = await Promise.all(
      ['RACE0001', 'RACE0002'].map((trackingNo) =>
        ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await shippedMessages(order.id)).toHaveLength(1);
  });

  it('only a paid order ships: an unpaid or cancelled one is a 409 naming its state', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order } = await paidOrder(t, skuId);
    await t.database.db.update(orders).set({ status: 'unpaid' }).where(eq(orders.id, order.id));
    const carrier = await firstCarrier(t, seller.token);
    const res = await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo: 'AB1234' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(`Only paid orders can be shipped; order ${order.orderNo} is unpaid`);
    expect((await orderRow(order.id)).status).toBe('unpaid');

    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const cancelled = await ship(
      t,
      seller.token,
      { id: order.id, expressId: carrier.id, trackingNo: 'AB1234' },
      'zh',
    );
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().msg).toBe(`只有已付款订单可以发货；订单 ${order.orderNo} 当前为已取消`);
    expect(await shippedMessages(order.id)).toHaveLength(0);
  });

  it('the buyer confirms receipt of a shipped order; the tracking record lists what happened, newest first', async () => {
    const { seller, skuId } = await newSeller(t);
    const { buyer, order } = await paidOrder(t, skuId);
    const carrier = await firstCarrier(t, seller.token);
    const unshipped = expectOk<{ trackingNo: string; events: { event: string }[] }>(
      await post(t.app, '/v1/order/expresslist', { id: order.id }, { token: buyer.token }),
    );
    expect(unshipped.trackingNo).toBe('');
    expect(unshipped.events.map((e) => e.event)).toEqual(['paid']);

    expectOk(await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo: 'BR998877' }));
    const received = await post(
      t.app,
      '/v1/api/order/confirmReceiptOrder',
      { id: order.id },
      { token: buyer.token },
    );
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().result.status).toBe('finished');

    for (const token of [buyer.token, seller.token]) {
      const record = expectOk<{
        expressName: string;
        trackingNo: string;
        shippedAt: string | null;
        events: { event: string; text: string }[];
      }>(await post(t.app, '/v1/order/expresslist', { id: order.id }, { token }));
      expect(record).toMatchObject({ expressName: 'Economy Air Mail', trackingNo: 'BR998877' });
      expect(record.shippedAt).not.toBeNull();
      expect(record.events.map((e) => e.event)).toEqual(['finished', 'shipped', 'paid']);
      expect(record.events[1]?.text).toBe('Shipped with Economy Air Mail, tracking number BR998877');
    }
    const zh = await post(
      t.app,
      '/v1/order/expresslist',
      { id: order.id },
      { token: buyer.token, lang: 'zh' },
    );
    expect(zh.json().model.events[1].text).toBe('已由经济航空小包发出，运单号 BR998877');
  });
});

describe('who may ship', () => {
  it('another business, the buyer and an operator cannot ship; the order stays paid', async () => {
    const { seller, skuId } = await newSeller(t);
    const { buyer, order } = await paidOrder(t, skuId);
    const other = await newBuyer(t.database.db);
    const carrier = await firstCarrier(t, seller.token);
    const fields = { id: order.id, expressId: carrier.id, trackingNo: 'AB1234' };

    // Another seller (an owner holding the CRM pages) and the buyer: the order is not theirs to ship (404).
    for (const token of [other.token, buyer.token]) {
      const res = await ship(t, token, fields);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().msg).toBe('This order does not exist');
      const detail = await post(t.app, '/v1/order/sellerOrderDetail', { id: order.id }, { token });
      expect(detail.statusCode).toBe(404);
    }
    // Nobody else reads its tracking record either.
    expect(
      (await post(t.app, '/v1/order/expresslist', { id: order.id }, { token: other.token })).statusCode,
    ).toBe(404);
    // Operators are no seller: the CRM pages are business pages.
    const operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    expect((await ship(t, operator, fields)).statusCode).toBe(403);
    expect((await ship(t, '', fields)).statusCode).toBe(401);

    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await shippedMessages(order.id)).toHaveLength(0);
  });

  it('staff need a CRM order page: without it 403, with Pending Orders they ship', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order } = await paidOrder(t, skuId);
    const carrier = await firstCarrier(t, seller.token);
    const fields = { id: order.id, expressId: carrier.id, trackingNo: 'AB1234' };

    const buyerOnly = await roleWith(t, seller.token, 'business', [['/order/ordinaryOrder']]);
    const clerk = await newStaff(t, seller.token, buyerOnly);
    expect((await ship(t, clerk.token, fields)).statusCode).toBe(403);
    expect((await post(t.app, '/v1/order/sellerOrderList', {}, { token: clerk.token })).statusCode).toBe(403);
    expect((await orderRow(order.id)).status).toBe('paid');

    const shipping = await roleWith(t, seller.token, 'business', [['/CRM/pendingOrder']]);
    const packer = await newStaff(t, seller.token, shipping);
    expectOk(await ship(t, packer.token, fields));
    expect((await orderRow(order.id)).status).toBe('shipped');
  });
});

describe('what a ship must carry', () => {
  it('a bad tracking number is a 400 in the caller’s language; nothing moves', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order } = await paidOrder(t, skuId);
    const carrier = await firstCarrier(t, seller.token);
    const bad = ['AB1', 'AB 1234', 'AB_1234', `X${'1'.repeat(40)}`, '运单12345'];
    for (const trackingNo of bad) {
      const res = await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo });
      expect(res.statusCode, trackingNo).toBe(400);
      expect(res.json().msg).toBe('the tracking number must be 4 to 40 letters, digits or dashes');
    }
    const zh = await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo: 'A!' }, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('运单号须为 4 到 40 位字母、数字或短横线');

    const empty = await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('please enter the tracking number');
    const noCarrier = await ship(
      t,
      seller.token,
      { id: order.id, expressId: '', trackingNo: 'AB1234' },
      'zh',
    );
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().msg).toBe('请选择物流公司');
    const unknown = await ship(t, seller.token, { id: order.id, expressId: 99999, trackingNo: 'AB1234' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('Please choose one of the listed carriers');

    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await shippedMessages(order.id)).toHaveLength(0);
  });
});
