import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUsers, messages, orders } from '../../src/db/schema';
import { SessionService } from '../../src/modules/accounts/session-service';
import { picture, upload } from '../seller/upload-support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { demoIds, post } from '../support/http';
import {
  type AfterSale,
  act,
  afterSaleCount,
  apply,
  ok,
  paidOrder,
  refused,
  sellerToken,
  shipAsSeller,
  unpaidOrder,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const messageCount = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
  return row?.n ?? 0;
};

describe(`bad after-sale requests are refused with a reason, and write nothing (${testDbKind})`, () => {
  it('amount above the refundable, zero, negative, or with fractions of a cent', async () => {
    const { buyer, order } = await paidOrder(t, 1);
    const sent = await messageCount();
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: order.total + 0.01 }),
      409,
      /cannot exceed/,
    );
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: order.total + 0.01 }, 'zh'),
      409,
      /退款金额不能超过/,
    );
    refused(await apply(t, buyer.token, { orderId: order.id, amount: 0 }), 400, /must be above 0/);
    refused(await apply(t, buyer.token, { orderId: order.id, amount: -3 }), 400, /must be above 0/);
    refused(await apply(t, buyer.token, { orderId: order.id, amount: -3 }, 'zh'), 400, /退款金额必须大于 0/);
    refused(await apply(t, buyer.token, { orderId: order.id, amount: 1.234 }), 400, /2 decimals/);
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: 1, reason: 'bored' }),
      400,
      /refund reason/,
    );
    refused(await apply(t, buyer.token, { orderId: order.id, amount: 1, type: 'swap' }), 400, /type/);
    expect(await afterSaleCount(t, order.id)).toBe(0);
    expect(await messageCount()).toBe(sent);
  });

  it('an order that is not the caller’s is not found; unpaid and cancelled orders cannot ask', async () => {
    const { order } = await paidOrder(t, 1);
    const stranger = await newBuyer(t.database.db);
    refused(await apply(t, stranger.token, { orderId: order.id, amount: 1 }), 404, /order does not exist/);
    refused(await apply(t, stranger.token, { orderId: order.id, amount: 1 }, 'zh'), 404, /该订单不存在/);

    const unpaid = await unpaidOrder(t);
    refused(await apply(t, unpaid.buyer.token, { orderId: unpaid.order.id, amount: 1 }), 409, /unpaid/);
    ok(
      await post(t.app, '/v1/api/order/cancelOrder', { id: unpaid.order.id }, { token: unpaid.buyer.token }),
    );
    refused(await apply(t, unpaid.buyer.token, { orderId: unpaid.order.id, amount: 1 }), 409, /cancelled/);
    refused(await apply(t, unpaid.buyer.token, { orderId: unpaid.order.id, amount: 1 }, 'zh'), 409, /已取消/);
    expect(await afterSaleCount(t, unpaid.order.id)).toBe(0);
  });

  it('a return of an order not yet shipped; a second open request of the same order', async () => {
    const { buyer, order } = await paidOrder(t, 1);
    refused(
      await apply(t, buyer.token, { orderId: order.id, type: 'return', amount: 1 }),
      409,
      /ask for a refund only/,
    );
    const first = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: 1 }),
      409,
      new RegExp(first.afterSaleNo),
    );
    refused(await apply(t, buyer.token, { orderId: order.id, amount: 1 }, 'zh'), 409, /进行中的售后/);
    expect(await afterSaleCount(t, order.id)).toBe(1);
  });

  it('a decision in the wrong state, or by anyone but the order’s seller', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 1);
    const seller = await sellerToken(t, sellerId);
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    refused(await act(t, seller, 'confirmReceipt', { id: created.id }), 409, /pending merchant handling/);
    refused(await act(t, seller, 'confirmReceipt', { id: created.id }, 'zh'), 409, /待商家处理/);
    refused(await act(t, seller, 'rejectReceipt', { id: created.id, reason: 'x' }), 409, /pending/);
    refused(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'UPS',
        trackingNo: '1Z99',
      }),
      409,
      /pending/,
    );
    // The buyer (an owner, so holding the seller page) is not this order's seller.
    refused(await act(t, buyer.token, 'agree', { id: created.id }), 404, /does not exist/);
    const other = await newBuyer(t.database.db);
    refused(await act(t, other.token, 'refuse', { id: created.id, reason: 'no' }), 404, /does not exist/);
    refused(await act(t, other.token, 'detail', { id: created.id }), 404, /does not exist/);
    refused(await act(t, other.token, 'cancel', { id: created.id }), 404, /does not exist/);
    refused(await act(t, seller, 'cancel', { id: created.id }), 404, /does not exist/);
    expect(ok<AfterSale>(await act(t, seller, 'detail', { id: created.id })).role).toBe('seller');
    expect(ok<AfterSale>(await act(t, buyer.token, 'detail', { id: created.id })).state).toBe('pending');
  });

  it('voucher pictures must be our own uploads', async () => {
    const { buyer, order } = await paidOrder(t, 1);
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: 1, vouchers: ['https://evil.example/x.png'] }),
      400,
      /must be uploaded here/,
    );
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: 1, vouchers: ['javascript:alert(1)'] }, 'zh'),
      400,
      /凭证图片必须通过本站上传/,
    );
    expect(await afterSaleCount(t, order.id)).toBe(0);
    const up = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'proof.png', body: await picture('png') },
      { token: buyer.token },
    );
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().msg as string;
    const created = ok<AfterSale>(
      await apply(t, buyer.token, { orderId: order.id, amount: 1, vouchers: [url] }),
    );
    expect(created.vouchers).toEqual([url]);
  });

  it('a picture another business uploaded is refused as a voucher', async () => {
    const { buyer, order } = await paidOrder(t, 1);
    const other = await newBuyer(t.database.db, '0');
    const up = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'p.png', body: await picture('png') },
      { token: other.token },
    );
    expect(up.statusCode, up.body).toBe(200);
    refused(
      await apply(t, buyer.token, { orderId: order.id, amount: 1, vouchers: [up.json().msg] }),
      400,
      /must be uploaded here/,
    );
    expect(await afterSaleCount(t, order.id)).toBe(0);
  });

  it('the seller cannot ship while a request is open; once it is withdrawn, it can', async () => {
    const { buyer, order } = await paidOrder(t, 1);
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    const blocked = await shipAsSeller(t, order.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().msg).toBe(
      `This order has an after-sale request in progress (${created.afterSaleNo}): decide it before shipping`,
    );
    expect((await shipAsSeller(t, order.id, 'zh')).json().msg).toMatch(/请先处理后再发货/);
    ok(await act(t, buyer.token, 'cancel', { id: created.id }));
    expect((await shipAsSeller(t, order.id)).statusCode).toBe(200);
  });

  it('visitors, operators and the seller’s staff without the page cannot use the calls', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 1);
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    const sessions = new SessionService(t.database.db);
    const operator = await sessions.create({
      kind: 'operator',
      id: (await demoIds(t.database.db)).operatorId,
    });
    expect((await act(t, operator, 'agree', { id: created.id })).statusCode).toBe(403);
    expect((await apply(t, operator, { orderId: order.id, amount: 1 })).statusCode).toBe(403);
    const [staff] = await t.database.db
      .insert(businessUsers)
      .values({
        businessId: sellerId,
        name: 'No role',
        email: `norole-${created.id}@example.com`,
        passwordHash: 'x',
      })
      .returning({ id: businessUsers.id });
    const staffToken = await sessions.create({ kind: 'business', id: staff?.id ?? 0 });
    expect((await act(t, staffToken, 'sellerList', {})).statusCode).toBe(403);
    expect((await act(t, staffToken, 'agree', { id: created.id })).statusCode).toBe(403);
    // Nor does the seller's side of the request show to them (no after-sale or order page); the owner still reads it.
    expect((await act(t, staffToken, 'detail', { id: created.id })).statusCode).toBe(403);
    expect(
      (await post(t.app, '/v1/order/expresslist', { id: order.id }, { token: staffToken })).statusCode,
    ).toBe(403);
    expect(
      ok<AfterSale>(await act(t, await sellerToken(t, sellerId), 'detail', { id: created.id })).role,
    ).toBe('seller');
    expect(ok<AfterSale>(await act(t, buyer.token, 'detail', { id: created.id })).state).toBe('pending');
    const anonymous = await post(t.app, '/v1/api/afterSale/detail', { id: created.id });
    expect(anonymous.statusCode).toBe(401);
    const anonymousAgree = await post(t.app, '/v1/api/afterSale/agree', { id: created.id });
    expect(anonymousAgree.statusCode).toBe(401);
  });
});

describe(`lists (${testDbKind})`, () => {
  it('the buyer sees only its own requests, by state and page; the seller only those made to it', async () => {
    const a = await paidOrder(t, 1);
    const b = await paidOrder(t, 1, a.buyer);
    const c = await paidOrder(t, 1);
    const first = ok<AfterSale>(await apply(t, a.buyer.token, { orderId: a.order.id, amount: 1 }));
    ok(await apply(t, a.buyer.token, { orderId: b.order.id, amount: 1 }));
    const others = ok<AfterSale>(await apply(t, c.buyer.token, { orderId: c.order.id, amount: 1 }));
    ok(await act(t, a.buyer.token, 'cancel', { id: first.id }));

    type Page = { records: AfterSale[]; total: number; stateCounts: Record<string, number> };
    const all = ok<Page>(await act(t, a.buyer.token, 'list', { current: 1, size: 10 }));
    expect(all.total).toBe(2);
    expect(all.records.map((r) => r.id)).not.toContain(others.id);
    expect(all.stateCounts).toEqual({ closed: 1, pending: 1 });
    const pending = ok<Page>(await act(t, a.buyer.token, 'list', { state: 'pending', current: 1, size: 10 }));
    expect(pending.records.map((r) => r.state)).toEqual(['pending']);
    const paged = ok<Page>(await act(t, a.buyer.token, 'list', { current: 2, size: 1 }));
    expect(paged.records).toHaveLength(1);
    expect(paged.records[0]?.id).toBe(first.id); // newest first: the first request is on page 2

    const seller = await sellerToken(t, c.sellerId);
    const sellerPage = ok<Page>(await act(t, seller, 'sellerList', { current: 1, size: 50 }));
    expect(sellerPage.records.map((r) => r.id)).toContain(others.id);
    const sellersOfListed = await t.database.db
      .select({ seller: orders.sellerBusinessId })
      .from(orders)
      .where(
        inArray(
          orders.id,
          sellerPage.records.map((r) => r.orderId),
        ),
      );
    expect(sellersOfListed.every((o) => o.seller === c.sellerId)).toBe(true);
    const strangerPage = ok<Page>(
      await act(t, (await newBuyer(t.database.db)).token, 'sellerList', { current: 1, size: 50 }),
    );
    expect(strangerPage.total).toBe(0);
  });

  it('the reason list is fixed and translated', async () => {
    const buyer = await newBuyer(t.database.db);
    const en = ok<{ code: string; name: string }[]>(await act(t, buyer.token, 'refundMemoList', {}));
    const zh = ok<{ code: string; name: string }[]>(await act(t, buyer.token, 'refundMemoList', {}, 'zh'));
    expect(en.map((r) => r.code)).toEqual([
      'not_as_described',
      'damaged',
      'wrong_item',
      'no_longer_needed',
      'not_received',
      'other',
    ]);
    expect(en[0]?.name).toBe('Not as described');
    expect(zh[0]?.name).toBe('与描述不符');
  });
});
