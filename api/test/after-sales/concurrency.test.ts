import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleRefunds } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import {
  type AfterSale,
  act,
  afterSaleCount,
  apply,
  balance,
  ok,
  paidOrder,
  refundLedger,
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

const statuses = (list: { statusCode: number }[]) => list.map((r) => r.statusCode).sort();

describe(`a refund is paid once, however many requests race (${testDbKind})`, () => {
  it('two confirms of the same returned parcel at once: one 200, one 409; one credit, one ledger row, stock back once', async () => {
    const { buyer, order, skuId, sellerId } = await paidOrder(t, 2);
    await ship(t, order.id);
    const seller = await sellerToken(t, sellerId);
    await addAddress(t.app, t.database.db, seller);
    const created = ok<AfterSale>(
      await apply(t, buyer.token, { orderId: order.id, type: 'return', amount: order.total }),
    );
    ok(await act(t, seller, 'agree', { id: created.id }));
    ok(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'Correios',
        trackingNo: 'BR000111',
      }),
    );
    const before = await balance(t, buyer.token);
    const stock = await stockOf(t, skuId);
    // A second session of the seller, so the two confirms are two users' clicks.
    const results = await Promise.all([
      post(t.app, '/v1/api/afterSale/confirmReceipt', { id: created.id }, { token: seller }),
      post(t.app, '/v1/api/afterSale/confirmReceipt', { id: created.id }, { token: seller }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await balance(t, buyer.token)).toBeCloseTo(before + order.total, 2);
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(1);
    expect(
      await t.database.db.select().from(afterSaleRefunds).where(eq(afterSaleRefunds.afterSaleId, created.id)),
    ).toHaveLength(1);
    expect(await stockOf(t, skuId)).toBe(stock + 2);
  });

  it('five agrees of one refund at once pay it once', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 1);
    const seller = await sellerToken(t, sellerId);
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: order.total }));
    const before = await balance(t, buyer.token);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(t.app, '/v1/api/afterSale/agree', { id: created.id }, { token: seller }),
      ),
    );
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    expect(await balance(t, buyer.token)).toBeCloseTo(before + order.total, 2);
    expect(await refundLedger(t, buyer.businessId)).toHaveLength(1);
  });

  it('a cancel racing an agree: exactly one wins, and money moves only if the agree did', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 1);
    const seller = await sellerToken(t, sellerId);
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: order.total }));
    const before = await balance(t, buyer.token);
    const [agree, cancel] = await Promise.all([
      post(t.app, '/v1/api/afterSale/agree', { id: created.id }, { token: seller }),
      post(t.app, '/v1/api/afterSale/cancel', { id: created.id }, { token: buyer.token }),
    ]);
    expect(statuses([agree, cancel])).toEqual([200, 409]);
    const credited = agree.statusCode === 200 ? order.total : 0;
    expect(await balance(t, buyer.token)).toBeCloseTo(before + credited, 2);
  });

  it('two requests for the same order at once: one is made', async () => {
    const { buyer, order } = await paidOrder(t, 1);
    const results = await Promise.all([
      apply(t, buyer.token, { orderId: order.id, amount: 1 }),
      apply(t, buyer.token, { orderId: order.id, amount: 1 }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await afterSaleCount(t, order.id)).toBe(1);
  });
});
