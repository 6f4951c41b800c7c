import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleLines, afterSaleReceipts, afterSales, wallets } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import {
  type AfterSale,
  act,
  apply,
  balance,
  itemsOf,
  messagesOf,
  ok,
  orderRow,
  paidOrder,
  refundLedger,
  refused,
  sellerToken,
  ship,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const statuses = (list: { statusCode: number }[]) => list.map((r) => r.statusCode).sort();
const path = (a: AfterSale) => a.moves.map((m) => `${m.action}>${m.to}`);

/** A shipped order of `num` pieces and a return of `back` of them agreed and sent back. */
async function sentBack(num: number, back: number, amount?: number) {
  const bought = await paidOrder(t, num);
  await ship(t, bought.order.id);
  const seller = await sellerToken(t, bought.sellerId);
  await addAddress(t.app, t.database.db, seller);
  const [item] = await itemsOf(t, bought.order.id);
  const created = ok<AfterSale>(
    await apply(t, bought.buyer.token, {
      orderId: bought.order.id,
      type: 'return',
      amount: amount ?? bought.order.total,
      items: [{ orderItemId: item?.id ?? 0, num: back }],
    }),
  );
  ok(await act(t, seller, 'agree', { id: created.id }));
  ok(
    await act(t, bought.buyer.token, 'uploadExpressInfo', {
      id: created.id,
      expressCompany: 'Correios',
      trackingNo: 'BR42424242',
    }),
  );
  return { ...bought, seller, created, itemId: item?.id ?? 0, price: Number(item?.price ?? 0) };
}

describe(`after-sale states through the routes (${testDbKind})`, () => {
  it('a refund only of all that is left: refunding, then refund succeeded; of less: partial success', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 2);
    const seller = await sellerToken(t, sellerId);
    const part = Math.floor(order.total * 30) / 100;
    const first = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: part }));
    const partly = ok<AfterSale>(await act(t, seller, 'agree', { id: first.id }));
    expect(partly).toMatchObject({ state: 'partially_refunded', refundPaid: part });
    expect(path(partly)).toEqual([
      'apply>pending',
      'agreeRefund>refunding',
      'partSucceeded>partially_refunded',
    ]);
    expect((await orderRow(t, order.id))?.status).toBe('paid');

    const rest = Number((order.total - part).toFixed(2));
    const second = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: rest }));
    const whole = ok<AfterSale>(await act(t, seller, 'agree', { id: second.id }, 'zh'));
    expect(whole).toMatchObject({ state: 'refunded', refundPaid: rest, orderStatus: 'refunded' });
    expect(path(whole)).toEqual(['apply>pending', 'agreeRefund>refunding', 'refundSucceeded>refunded']);
    // The list shows the states by name and counts them.
    const list = ok<{ records: AfterSale[]; stateCounts: Record<string, number> }>(
      await post(t.app, '/v1/api/afterSale/list', { state: 'partially_refunded' }, { token: buyer.token }),
    );
    expect(list.records.map((r) => r.id)).toEqual([first.id]);
    expect(list.stateCounts).toMatchObject({ partially_refunded: 1, refunded: 1 });
  });

  it('a return of some of the items bought is a partial success; the rest can be returned later, no more', async () => {
    const { buyer, order, seller, created, itemId, price } = await sentBack(3, 1, 5);
    const done = ok<AfterSale>(await act(t, seller, 'confirmReceipt', { id: created.id }));
    expect(done).toMatchObject({ state: 'partially_refunded', refundPaid: 5 });
    expect(path(done).slice(-2)).toEqual(['confirmReceipt>refunding', 'partSucceeded>partially_refunded']);
    expect((await orderRow(t, order.id))?.status).toBe('shipped');

    // Two are left: three is too many, and says how many are left, in both languages.
    const tooMany = (lang?: 'en' | 'zh') =>
      apply(
        t,
        buyer.token,
        { orderId: order.id, type: 'return', amount: 1, items: [{ orderItemId: itemId, num: 3 }] },
        lang,
      );
    refused(await tooMany(), 400, /at most 2 more/);
    refused(await tooMany('zh'), 400, /最多还能退 2 件/);
    const rest = ok<AfterSale>(
      await apply(t, buyer.token, {
        orderId: order.id,
        type: 'return',
        amount: Number((price * 2).toFixed(2)),
        items: [{ orderItemId: itemId, num: 2 }],
      }),
    );
    ok(await act(t, seller, 'agree', { id: rest.id }));
    ok(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: rest.id,
        expressCompany: 'DHL',
        trackingNo: 'BR777',
      }),
    );
    // Now every item of the order is back in full: return-and-refund succeeded.
    const all = ok<AfterSale>(await act(t, seller, 'confirmReceipt', { id: rest.id }));
    expect(all.state).toBe('return_refunded');
    refused(
      await apply(t, buyer.token, { orderId: order.id, type: 'return', amount: 0.01 }),
      409,
      /already returned/,
    );
  });

  it('a parcel with fewer goods than said pays in proportion, and is a partial success', async () => {
    const { buyer, seller, created, sellerId } = await sentBack(2, 2, 10);
    // The stock page received one of the two.
    const [line] = await t.database.db
      .select()
      .from(afterSaleLines)
      .where(eq(afterSaleLines.afterSaleId, created.id));
    await t.database.db
      .update(afterSaleLines)
      .set({ received: 1 })
      .where(eq(afterSaleLines.id, line?.id ?? 0));
    await t.database.db
      .insert(afterSaleReceipts)
      .values({ afterSaleId: created.id, sellerBusinessId: sellerId, actor: 'test' });
    const before = await balance(t, buyer.token);
    const done = ok<AfterSale>(await act(t, seller, 'confirmReceipt', { id: created.id }));
    expect(done).toMatchObject({ state: 'partially_refunded', refundPaid: 5, amount: 10 });
    expect(done.moves.at(-1)?.note).toBe('5.00');
    expect(await balance(t, buyer.token)).toBeCloseTo(before + 5, 2);
  });

  it('a failed refund closed by the seller: refund closed, no money, the buyer may ask again', async () => {
    const bought = await paidOrder(t, 1);
    await ship(t, bought.order.id);
    ok(
      await post(
        t.app,
        '/v1/api/order/confirmReceiptOrder',
        { id: bought.order.id },
        { token: bought.buyer.token },
      ),
    );
    const seller = await sellerToken(t, bought.sellerId);
    await t.database.db.update(wallets).set({ balance: '0' }).where(eq(wallets.businessId, bought.sellerId));
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, { orderId: bought.order.id, amount: 3 }),
    );
    const failed = ok<AfterSale>(await act(t, seller, 'agree', { id: created.id }));
    expect(failed.state).toBe('refund_failed');
    // Still open: no second request meanwhile.
    refused(await apply(t, bought.buyer.token, { orderId: bought.order.id, amount: 1 }), 409, /in progress/);
    refused(await act(t, seller, 'closeRefund', { id: created.id, reason: ' ' }), 400, /reason/);
    const closed = ok<AfterSale>(
      await act(t, seller, 'closeRefund', { id: created.id, reason: 'Paid back by bank transfer' }),
    );
    expect(closed).toMatchObject({
      state: 'refund_closed',
      refuseReason: 'Paid back by bank transfer',
      actions: [],
    });
    expect(closed.moves.at(-1)).toMatchObject({
      action: 'closeRefund',
      actor: 'seller',
      note: 'Paid back by bank transfer',
    });
    expect(await refundLedger(t, bought.buyer.businessId)).toHaveLength(0);
    refused(await act(t, seller, 'retryRefund', { id: created.id }), 409, /refund closed/);
    ok(await apply(t, bought.buyer.token, { orderId: bought.order.id, amount: 1 }));
  });

  it('a return never sent back: the seller may end it as failed only after the days allowed', async () => {
    const bought = await paidOrder(t, 1);
    await ship(t, bought.order.id);
    const seller = await sellerToken(t, bought.sellerId);
    await addAddress(t.app, t.database.db, seller);
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, { orderId: bought.order.id, type: 'return', amount: 1 }),
    );
    refused(await act(t, seller, 'expireReturn', { id: created.id }), 409, /pending merchant handling/);
    ok(await act(t, seller, 'agree', { id: created.id }));
    refused(await act(t, seller, 'expireReturn', { id: created.id }), 409, /7 days to send the goods back/);
    refused(await act(t, seller, 'expireReturn', { id: created.id }, 'zh'), 409, /7 天内寄回|有 7 天/);
    // The buyer is not its seller: to the seller's calls the request does not exist.
    refused(await act(t, bought.buyer.token, 'expireReturn', { id: created.id }), 404, /does not exist/);
    await t.database.db
      .update(afterSales)
      .set({ decidedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(afterSales.id, created.id));
    const failed = ok<AfterSale>(await act(t, seller, 'expireReturn', { id: created.id }));
    expect(failed).toMatchObject({ state: 'failed', actions: [] });
    expect((await messagesOf(t, created.id)).map((m) => `${m.key}>${m.businessId}`)).toContain(
      `after-sale:failed:${created.id}>${bought.buyer.businessId}`,
    );
    refused(
      await act(t, bought.buyer.token, 'uploadExpressInfo', {
        id: created.id,
        expressCompany: 'DHL',
        trackingNo: 'BR1' + '2345',
      }),
      409,
      /failed/,
    );
  });

  it('the detail answers what each side may do now', async () => {
    const { buyer, order, sellerId } = await paidOrder(t, 1);
    const seller = await sellerToken(t, sellerId);
    const created = ok<AfterSale>(await apply(t, buyer.token, { orderId: order.id, amount: 1 }));
    expect(created.actions).toEqual(['cancel']);
    const asSeller = ok<AfterSale>(
      await post(t.app, '/v1/api/afterSale/detail', { id: created.id }, { token: seller }),
    );
    expect(asSeller.actions).toEqual(['agreeRefund', 'refuse']);
  });
});

describe(`after-sale moves race (${testDbKind})`, () => {
  it('two retries of a failed refund at once: one moves it, the other is 409; paid once', async () => {
    const bought = await paidOrder(t, 1);
    await ship(t, bought.order.id);
    ok(
      await post(
        t.app,
        '/v1/api/order/confirmReceiptOrder',
        { id: bought.order.id },
        { token: bought.buyer.token },
      ),
    );
    const seller = await sellerToken(t, bought.sellerId);
    await t.database.db.update(wallets).set({ balance: '0' }).where(eq(wallets.businessId, bought.sellerId));
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, { orderId: bought.order.id, amount: 2 }),
    );
    expect(ok<AfterSale>(await act(t, seller, 'agree', { id: created.id })).state).toBe('refund_failed');
    await t.database.db
      .update(wallets)
      .set({ balance: '1000' })
      .where(eq(wallets.businessId, bought.sellerId));
    const results = await Promise.all([
      post(t.app, '/v1/api/afterSale/retryRefund', { id: created.id }, { token: seller }),
      post(t.app, '/v1/api/afterSale/retryRefund', { id: created.id }, { token: seller }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(await refundLedger(t, bought.buyer.businessId)).toHaveLength(1);
  });

  it('a retry that pays racing a close: exactly one wins; money moves only if the retry did', async () => {
    const bought = await paidOrder(t, 1);
    await ship(t, bought.order.id);
    ok(
      await post(
        t.app,
        '/v1/api/order/confirmReceiptOrder',
        { id: bought.order.id },
        { token: bought.buyer.token },
      ),
    );
    const seller = await sellerToken(t, bought.sellerId);
    await t.database.db.update(wallets).set({ balance: '0' }).where(eq(wallets.businessId, bought.sellerId));
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, { orderId: bought.order.id, amount: 2 }),
    );
    ok(await act(t, seller, 'agree', { id: created.id }));
    await t.database.db
      .update(wallets)
      .set({ balance: '1000' })
      .where(eq(wallets.businessId, bought.sellerId));
    const results = await Promise.all([
      post(t.app, '/v1/api/afterSale/retryRefund', { id: created.id }, { token: seller }),
      post(t.app, '/v1/api/afterSale/closeRefund', { id: created.id, reason: 'no' }, { token: seller }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    const detail = ok<AfterSale>(
      await post(t.app, '/v1/api/afterSale/detail', { id: created.id }, { token: seller }),
    );
    const paid = (await refundLedger(t, bought.buyer.businessId)).length;
    expect(detail.state === 'partially_refunded' ? paid : 1 - paid).toBe(1);
    expect(['partially_refunded', 'refund_closed']).toContain(detail.state);
  });
});
