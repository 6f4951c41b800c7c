import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSaleLines, stockLedger } from '../../src/db/schema';
import {
  type AfterSale,
  act,
  afterSaleCount,
  apply,
  itemsOf,
  ok,
  paidOrder,
  refused,
  sellerToken,
  ship,
} from '../after-sales/support';
import { newSeller, paidOrder as paidOrderOf } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { postJson } from '../seller/product-support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress } from '../support/commerce';
import { testDbKind } from '../support/db';
import { ledgerMismatches } from '../support/stock';
import { balanceOf, call, model } from './support';

/**
 * Sales-return stock-in (issue 17): a return names its items and quantities; the seller receives what
 * arrived on the stock page (once, whatever races), or else the refund books what the buyer sent; nothing
 * is booked twice, and the ledger still sums to the balances.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

interface ReturnRow {
  afterSaleId: number;
  afterSaleNo: string;
  state: string;
  warehouseId: number;
  receivedAt: string | null;
  locationCode: string;
  lines: { lineId: number; variantId: number; expected: number; received: number | null; barcode: string }[];
}

const list = async (token: string, status: 'waiting' | 'received' = 'waiting') =>
  model<{ records: ReturnRow[]; total: number }>(
    await call(t, token, '/stock/returnIn/list', { status, size: 100 }),
  ).records;

const receive = (token: string, body: unknown, lang?: 'en' | 'zh') =>
  postJson(t.app, '/v1/stock/returnIn/receive', body, { token, ...(lang ? { lang } : {}) });

function refusedOffice(res: LightMyRequestResponse, status: number, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().msg).toMatch(message);
}

const returnRows = (afterSaleId: number) =>
  t.database.db
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.refType, 'after_sale'), eq(stockLedger.refId, afterSaleId)));

/** A paid order of a new seller business's variant (the demo suppliers are shared by the tests). */
async function newSellersOrder(num: number) {
  const s = await newSeller(t);
  const { buyer, order } = await paidOrderOf(t, s.skuId, undefined, num);
  return { buyer, order, skuId: s.skuId, sellerId: s.seller.businessId };
}

/** A shipped order of `num` pieces, and a return of `back` of them that the buyer has sent back. */
async function returnSentBack(num: number, back: number, ownSeller = false) {
  const bought = ownSeller ? await newSellersOrder(num) : await paidOrder(t, num);
  await ship(t, bought.order.id);
  const seller = await sellerToken(t, bought.sellerId);
  await addAddress(t.app, t.database.db, seller);
  const [item] = await itemsOf(t, bought.order.id);
  const created = ok<AfterSale>(
    await apply(t, bought.buyer.token, {
      orderId: bought.order.id,
      type: 'return',
      amount: bought.order.total,
      items: [{ orderItemId: item?.id ?? 0, num: back }],
    }),
  );
  ok(await act(t, seller, 'agree', { id: created.id }));
  ok(
    await act(t, bought.buyer.token, 'uploadExpressInfo', {
      id: created.id,
      expressCompany: 'Correios',
      trackingNo: `RT0000${created.id}`,
    }),
  );
  return { ...bought, seller, created, itemId: item?.id ?? 0 };
}

describe(`a return names its items (${testDbKind})`, () => {
  it('refuses quantities above what was bought, zero, negative, an item of another order, or none; writes nothing', async () => {
    const bought = await paidOrder(t, 2);
    await ship(t, bought.order.id);
    const other = await paidOrder(t, 1);
    const [item] = await itemsOf(t, bought.order.id);
    const [foreign] = await itemsOf(t, other.order.id);
    const base = { orderId: bought.order.id, type: 'return', amount: bought.order.total };
    const tryItems = (items: { orderItemId: number; num: number | string }[], lang?: 'en' | 'zh') =>
      apply(t, bought.buyer.token, { ...base, items }, lang);
    refused(
      await tryItems([{ orderItemId: item?.id ?? 0, num: 3 }]),
      400,
      /You bought 2 of .*return at most/,
    );
    refused(await tryItems([{ orderItemId: item?.id ?? 0, num: 3 }], 'zh'), 400, /只购买了 2 件/);
    refused(await tryItems([{ orderItemId: item?.id ?? 0, num: 0 }]), 400, /quantity to return/);
    refused(await tryItems([{ orderItemId: item?.id ?? 0, num: -1 }]), 400, /quantity to return/);
    refused(await tryItems([{ orderItemId: item?.id ?? 0, num: 1.5 }]), 400, /quantity to return/);
    refused(await tryItems([{ orderItemId: foreign?.id ?? 0, num: 1 }]), 400, /not part of this order/);
    refused(await tryItems([]), 400, /choose the items/);
    refused(await tryItems([], 'zh'), 400, /请选择要退回的商品/);
    expect(await afterSaleCount(t, bought.order.id)).toBe(0);

    const made = ok<AfterSale>(await tryItems([{ orderItemId: item?.id ?? 0, num: 1 }]));
    const lines = await t.database.db
      .select()
      .from(afterSaleLines)
      .where(eq(afterSaleLines.afterSaleId, made.id));
    expect(lines.map((l) => [l.orderItemId, l.num, l.received])).toEqual([[item?.id, 1, null]]);
    const detail = ok<{ items: { id: number; returnNum: number | null }[] }>(
      await act(t, bought.buyer.token, 'detail', { id: made.id }),
    );
    expect(detail.items.map((i) => [i.id, i.returnNum])).toEqual([[item?.id, 1]]);
  });

  it('the apply dialog learns the order’s items', async () => {
    const bought = await paidOrder(t, 2);
    const info = ok<{ items: { orderItemId: number; num: number; title: string }[] }>(
      await act(t, bought.buyer.token, 'orderInfo', { orderId: bought.order.id }),
    );
    expect(info.items).toHaveLength(1);
    expect(info.items[0]?.num).toBe(2);
    expect(info.items[0]?.title).not.toBe('');
  });
});

describe(`sales-return stock-in (${testDbKind})`, () => {
  it('a buyer returns 1 of 2: the seller receives it into a location; the refund books nothing more', async () => {
    const r = await returnSentBack(2, 1);
    const waiting = (await list(r.seller)).find((x) => x.afterSaleId === r.created.id);
    expect(waiting).toMatchObject({ state: 'returning', receivedAt: null });
    expect(waiting?.lines.map((l) => [l.variantId, l.expected, l.received])).toEqual([[r.skuId, 1, null]]);
    expect(waiting?.lines[0]?.barcode).not.toBe('');
    const location = model<{ id: number }>(
      await call(t, r.seller, '/stock/location/add', {
        warehouseId: waiting?.warehouseId ?? 1,
        code: `R${r.created.id}`,
      }),
    );
    const before = await balanceOf(t, r.skuId);
    const lineId = waiting?.lines[0]?.lineId ?? 0;
    ok(
      await receive(r.seller, {
        id: r.created.id,
        locationId: location.id,
        lines: [{ lineId, received: 1 }],
      }),
    );
    expect((await balanceOf(t, r.skuId)).onHand).toBe(before.onHand + 1);
    const rows = await returnRows(r.created.id);
    expect(rows.map((x) => [x.kind, x.quantity, x.locationId])).toEqual([['return_in', 1, location.id]]);
    expect((await list(r.seller)).some((x) => x.afterSaleId === r.created.id)).toBe(false);
    const received = (await list(r.seller, 'received')).find((x) => x.afterSaleId === r.created.id);
    expect(received?.lines[0]?.received).toBe(1);
    expect(received?.locationCode).toBe(`R${r.created.id}`);

    // The seller then confirms the parcel: the money goes back, the stock does not move again.
    ok(await act(t, r.seller, 'confirmReceipt', { id: r.created.id }));
    expect((await balanceOf(t, r.skuId)).onHand).toBe(before.onHand + 1);
    expect(await returnRows(r.created.id)).toHaveLength(1);
    refusedOffice(
      await receive(r.seller, { id: r.created.id, lines: [{ lineId, received: 1 }] }),
      409,
      /received into stock already/,
    );
  });

  it('a return refunded without being received books what the buyer sent back, not the whole order', async () => {
    const r = await returnSentBack(2, 1);
    const before = await balanceOf(t, r.skuId);
    ok(await act(t, r.seller, 'confirmReceipt', { id: r.created.id }));
    expect((await balanceOf(t, r.skuId)).onHand).toBe(before.onHand + 1);
    expect((await returnRows(r.created.id)).map((x) => [x.kind, x.quantity, x.actor])).toEqual([
      ['return_in', 1, 'system'],
    ]);
    expect((await list(r.seller)).some((x) => x.afterSaleId === r.created.id)).toBe(false);
    const received = (await list(r.seller, 'received')).find((x) => x.afterSaleId === r.created.id);
    expect(received?.lines[0]?.received).toBe(1);
  });

  it('refuses more than was sent back, nothing at all, a line of another return, a location of another business', async () => {
    const r = await returnSentBack(2, 2);
    const other = await returnSentBack(1, 1, true);
    const [row] = (await list(r.seller)).filter((x) => x.afterSaleId === r.created.id);
    const [otherRow] = (await list(other.seller)).filter((x) => x.afterSaleId === other.created.id);
    const lineId = row?.lines[0]?.lineId ?? 0;
    const before = await balanceOf(t, r.skuId);
    const tryLines = (lines: unknown, extra: Record<string, unknown> = {}, lang?: 'en' | 'zh') =>
      receive(r.seller, { id: r.created.id, lines, ...extra }, lang);
    refusedOffice(await tryLines([{ lineId, received: 3 }]), 400, /sent back 2 of .*at most/);
    refusedOffice(await tryLines([{ lineId, received: 3 }], {}, 'zh'), 400, /收货数量不能超过/);
    refusedOffice(await tryLines([{ lineId, received: 0 }]), 400, /at least one item that arrived/);
    refusedOffice(await tryLines([{ lineId, received: -1 }]), 400, /counted quantity/);
    refusedOffice(await tryLines([]), 400, /how many of each item arrived/);
    refusedOffice(
      await tryLines([{ lineId: otherRow?.lines[0]?.lineId ?? 0, received: 1 }]),
      400,
      /not part of this return/,
    );
    const stranger = (await newSeller(t)).seller.token;
    const theirs = model<{ id: number }>(
      await call(t, stranger, '/stock/location/add', {
        warehouseId: row?.warehouseId ?? 1,
        code: `X${r.created.id}`,
      }),
    );
    refusedOffice(
      await tryLines([{ lineId, received: 1 }], { locationId: theirs.id }),
      404,
      /not one of your locations/,
    );
    expect(await balanceOf(t, r.skuId)).toEqual(before);
    expect(await returnRows(r.created.id)).toHaveLength(0);
    // Another business's return is not found, and stays waiting.
    refusedOffice(
      await receive(r.seller, {
        id: other.created.id,
        lines: [{ lineId: otherRow?.lines[0]?.lineId, received: 1 }],
      }),
      404,
      /does not exist/,
    );
    expect((await list(other.seller)).some((x) => x.afterSaleId === other.created.id)).toBe(true);
    expect((await list(r.seller)).some((x) => x.afterSaleId === other.created.id)).toBe(false);
  });

  it('a return not yet sent back cannot be received', async () => {
    const bought = await paidOrder(t, 1);
    await ship(t, bought.order.id);
    const seller = await sellerToken(t, bought.sellerId);
    await addAddress(t.app, t.database.db, seller);
    const created = ok<AfterSale>(
      await apply(t, bought.buyer.token, {
        orderId: bought.order.id,
        type: 'return',
        amount: bought.order.total,
      }),
    );
    ok(await act(t, seller, 'agree', { id: created.id }));
    const [line] = await t.database.db
      .select()
      .from(afterSaleLines)
      .where(eq(afterSaleLines.afterSaleId, created.id));
    refusedOffice(
      await receive(seller, { id: created.id, lines: [{ lineId: line?.id, received: 1 }] }),
      409,
      /sent back can be received/,
    );
  });

  it('two receipts of one return at once: one 200, one 409, booked once', async () => {
    const r = await returnSentBack(2, 2);
    const [row] = (await list(r.seller)).filter((x) => x.afterSaleId === r.created.id);
    const before = await balanceOf(t, r.skuId);
    const body = { id: r.created.id, lines: [{ lineId: row?.lines[0]?.lineId, received: 2 }] };
    const results = await Promise.all([
      receive(r.seller, body),
      receive(r.seller, body),
      receive(r.seller, body),
    ]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await balanceOf(t, r.skuId)).onHand).toBe(before.onHand + 2);
    expect(await returnRows(r.created.id)).toHaveLength(1);
  });

  it('a receipt racing the refund books once', async () => {
    const r = await returnSentBack(2, 2);
    const [row] = (await list(r.seller)).filter((x) => x.afterSaleId === r.created.id);
    const before = await balanceOf(t, r.skuId);
    const results = await Promise.all([
      receive(r.seller, { id: r.created.id, lines: [{ lineId: row?.lines[0]?.lineId, received: 1 }] }),
      act(t, r.seller, 'confirmReceipt', { id: r.created.id }),
    ]);
    expect(results[1]?.statusCode, results[1]?.body).toBe(200);
    const rows = await returnRows(r.created.id);
    expect(rows).toHaveLength(1);
    expect((await balanceOf(t, r.skuId)).onHand).toBe(before.onHand + (rows[0]?.quantity ?? 0));
  });

  it('answers staff only with the sales-return stock-in permission', async () => {
    const r = await returnSentBack(1, 1);
    const withIt = await newStaff(
      t,
      r.seller,
      await roleWith(t, r.seller, 'business', [['/stock/returnStockIn']]),
    );
    const without = await newStaff(
      t,
      r.seller,
      await roleWith(t, r.seller, 'business', [['/stock/merchantStockIn']]),
    );
    const [row] = (await list(withIt.token)).filter((x) => x.afterSaleId === r.created.id);
    expect(row).toBeDefined();
    const body = { id: r.created.id, lines: [{ lineId: row?.lines[0]?.lineId, received: 1 }] };
    expect((await call(t, without.token, '/stock/returnIn/list')).statusCode).toBe(403);
    expect((await receive(without.token, body)).statusCode).toBe(403);
    expect(await returnRows(r.created.id)).toHaveLength(0);
    ok(await receive(withIt.token, body));
    const [booked] = await returnRows(r.created.id);
    expect(booked?.actor).toBe(`business:${withIt.id}`);
  });
});

describe('the ledger after the returns', () => {
  it('sums to every balance, and the balances to the catalogue’s available copy', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
