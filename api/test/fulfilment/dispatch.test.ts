import type { OrderView, SellerOrder, SellerOrderPage, TrackingRecord } from '@dropmall/contract';
import { canMove, ORDER_TRANSITIONS } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AfterSale,
  act,
  apply,
  ok as okResult,
  paidOrder as paidAfterSaleOrder,
  sellerToken,
  stockOf,
} from '../after-sales/support';
import { expectOk, newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { firstCarrier, newSeller, paidOrder, sellerList, ship } from './support';

/**
 * Pending dispatch (issue 37 item 2): the seller acknowledges a paid order (paid -> pending dispatch), which
 * then ships or is refunded as a paid one; acknowledging another state is 409, another seller's order 404.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const acknowledge = (token: string, ids: number[] | string, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/order/acknowledge', { ids: Array.isArray(ids) ? ids.join(',') : ids }, { token, lang });

const buyerDetail = async (token: string, id: number) => {
  const res = await post(t.app, '/v1/api/order/orderDetail', { id }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as OrderView;
};

describe(`pending dispatch (${testDbKind})`, () => {
  it('is in the transition table: only from paid, and it leaves to shipped or refunded', () => {
    expect(canMove('paid', 'pending_dispatch')).toBe(true);
    expect(ORDER_TRANSITIONS.pending_dispatch).toEqual(['shipped', 'refunded']);
    for (const from of ['unpaid', 'shipped', 'finished', 'cancelled', 'refunded'] as const)
      expect(canMove(from, 'pending_dispatch')).toBe(false);
  });

  it('the seller acknowledges a paid order: pending dispatch for seller and buyer, with the time and a tracking event', async () => {
    const { seller, skuId } = await newSeller(t);
    const { buyer, order } = await paidOrder(t, skuId);
    const moved = expectOk<SellerOrder[]>(await acknowledge(seller.token, [order.id]));
    expect(moved).toEqual([expect.objectContaining({ id: order.id, status: 'pending_dispatch' })]);
    expect(moved[0]?.acknowledgedAt).not.toBeNull();

    const seen = await buyerDetail(buyer.token, order.id);
    expect(seen.status).toBe('pending_dispatch');
    expect(seen.acknowledgedAt).toBe(moved[0]?.acknowledgedAt);

    const page = expectOk<SellerOrderPage>(await sellerList(t, seller.token, { status: 'pending_dispatch' }));
    expect(page.records.map((o) => o.id)).toEqual([order.id]);
    expect(page.statusCounts.pending_dispatch).toBe(1);

    const tracking = expectOk<TrackingRecord>(
      await post(t.app, '/v1/order/expresslist', { id: order.id }, { token: seller.token, lang: 'zh' }),
    );
    expect(tracking.events.map((e) => e.event)).toEqual(['acknowledged', 'paid']);
    expect(tracking.events[0]?.text).toContain('出库');
  });

  it('a pending-dispatch order ships like a paid one', async () => {
    const { seller, skuId } = await newSeller(t);
    const { buyer, order } = await paidOrder(t, skuId);
    expectOk(await acknowledge(seller.token, [order.id]));
    const carrier = await firstCarrier(t, seller.token);
    const shipped = await ship(t, seller.token, {
      id: order.id,
      expressId: carrier.id,
      trackingNo: 'BR12345678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await buyerDetail(buyer.token, order.id)).status).toBe('shipped');
  });

  it('refuses a wrong state with 409 in the reader’s language, and moves nothing of a batch', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order: first } = await paidOrder(t, skuId);
    const { buyer, order: second } = await paidOrder(t, skuId);
    const carrier = await firstCarrier(t, seller.token);
    await ship(t, seller.token, { id: second.id, expressId: carrier.id, trackingNo: 'BR87654321' });

    const shipped = await acknowledge(seller.token, [second.id]);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().msg).toMatch(
      /Only paid orders waiting for the seller can be acknowledged; order .* is shipped/,
    );
    const zh = await acknowledge(seller.token, [second.id], 'zh');
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toContain('已发货');

    // A batch with one shipped order: none moves.
    expect((await acknowledge(seller.token, [first.id, second.id])).statusCode).toBe(409);
    expect((await buyerDetail(buyer.token, second.id)).status).toBe('shipped');
    const page = expectOk<SellerOrderPage>(await sellerList(t, seller.token, { status: 'paid' }));
    expect(page.records.map((o) => o.id)).toEqual([first.id]);

    // Twice: the second is 409 (it is pending dispatch already).
    expectOk(await acknowledge(seller.token, [first.id]));
    const again = await acknowledge(seller.token, [first.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/pending dispatch/);
  });

  it('two acknowledgements at once move the order once', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order } = await paidOrder(t, skuId);
    const answers = await Promise.all([
      acknowledge(seller.token, [order.id]),
      acknowledge(seller.token, [order.id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('another seller’s order is not found (404); bad ids are 400; staff need a seller page (403)', async () => {
    const { skuId } = await newSeller(t);
    const { order, buyer } = await paidOrder(t, skuId);
    const { seller: other } = await newSeller(t);
    expect((await acknowledge(other.token, [order.id])).statusCode).toBe(404);
    // The buyer is not the seller either.
    expect((await acknowledge(buyer.token, [order.id])).statusCode).toBe(404);
    expect((await acknowledge(other.token, 'x')).statusCode).toBe(400);
    const staff = await newStaff(
      t,
      other.token,
      await roleWith(t, other.token, 'business', [['/CRM/store']]),
    );
    expect((await acknowledge(staff.token, [order.id])).statusCode).toBe(403);
  });

  it('a pending-dispatch order is refunded in full as an unshipped one: refunded, closed for after-sale, stock back', async () => {
    const { buyer, order, skuId, sellerId } = await paidAfterSaleOrder(t, 2);
    const seller = await sellerToken(t, sellerId);
    expectOk(await acknowledge(seller, [order.id]));
    const stock = await stockOf(t, skuId);
    const created = okResult<AfterSale>(
      await apply(t, buyer.token, { orderId: order.id, amount: order.total }),
    );
    const agreed = okResult<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
    expect(agreed.state).toBe('refunded');
    const seen = await buyerDetail(buyer.token, order.id);
    expect(seen).toMatchObject({ status: 'refunded', closeReason: 'after_sale' });
    expect(await stockOf(t, skuId)).toBe(stock + 2);
  });
});
