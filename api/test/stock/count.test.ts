import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockDocuments, variantBarcodes } from '../../src/db/schema';
import { newSeller, paidOrder } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { ledgerMismatches } from '../support/stock';
import { balanceOf, call, ledgerOf, mallKc, model, ownWarehouse } from './support';

/**
 * Stock counts (the warehouse difference query, issue 17): book against counted per variant and bin, one
 * count_adjust per difference when confirmed, once; never below what orders reserve.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

interface Line {
  variantId: number;
  locationId: number;
  locationCode: string;
  book: number;
  reserved: number;
  counted: number | null;
  difference: number | null;
}
interface Detail {
  status: string;
  locationId: number | null;
  differenceLines: number;
  netDifference: number;
  lines: Line[];
}

const barcodeOf = async (variantId: number) =>
  (await t.database.db.select().from(variantBarcodes).where(eq(variantBarcodes.variantId, variantId)))[0]
    ?.code ?? '';
const newCount = async (token: string, fields: Record<string, string | number> = {}) =>
  model<{ id: number }>(await call(t, token, '/stock/count/create', { warehouseId: 1, ...fields })).id;
const detail = async (token: string, id: number) =>
  model<Detail>(await call(t, token, '/stock/count/detail', { id }));
const addBin = async (token: string, code: string, warehouseId = 1) =>
  model<{ id: number }>(await call(t, token, '/stock/location/add', { warehouseId, code })).id;

describe(`stock counts (${testDbKind})`, () => {
  it('lists the book, takes typed and scanned counts, and books each difference when confirmed', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const bin = await addBin(token, 'A-01');
    const id = await newCount(token, { remark: 'Year end' });
    const draft = await detail(token, id);
    expect(draft.status).toBe('draft');
    expect(draft.locationId).toBeNull();
    expect(draft.lines.filter((l) => l.variantId === s.skuId)).toEqual([
      expect.objectContaining({
        variantId: s.skuId,
        locationId: 0,
        book: 100,
        counted: null,
        difference: null,
      }),
    ]);
    // Typing: 97 without a location; scanning: 2 found in bin A-01, where the book has none.
    model(await call(t, token, '/stock/count/set', { id, variantId: s.skuId, locationId: 0, counted: 97 }));
    const code = await barcodeOf(s.skuId);
    model(await call(t, token, '/stock/count/scan', { id, code, locationId: bin }));
    const scanned = model<{ counted: number }>(
      await call(t, token, '/stock/count/scan', { id, code, locationId: bin }),
    );
    expect(scanned.counted).toBe(2);
    const counted = await detail(token, id);
    expect(
      counted.lines
        .filter((l) => l.counted !== null)
        .map((l) => [l.locationCode, l.book, l.counted, l.difference]),
    ).toEqual([
      ['', 100, 97, -3],
      ['A-01', 0, 2, 2],
    ]);
    expect(counted.differenceLines).toBe(2);
    expect(counted.netDifference).toBe(-1);

    model(await call(t, token, '/stock/count/confirm', { id }));
    expect((await ledgerOf(t, 'document', id)).map((r) => [r.kind, r.quantity, r.locationId])).toEqual([
      ['count_adjust', -3, 0],
      ['count_adjust', 2, bin],
    ]);
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 99, reserved: 0 });
    expect(await mallKc(t, s.productId, s.skuId)).toBe(99);
    const done = await detail(token, id);
    expect(done.status).toBe('confirmed');
    expect(done.lines.map((l) => [l.book, l.counted, l.difference])).toEqual([
      [100, 97, -3],
      [0, 2, 2],
    ]);
    const list = model<{ records: { id: number; status: string; differenceLines: number }[]; total: number }>(
      await call(t, token, '/stock/count/list', { status: 'confirmed', keyword: 'year' }),
    );
    expect(list.records).toEqual([expect.objectContaining({ id, status: 'confirmed', differenceLines: 2 })]);
    // The ledger list (sales stock-out page's call) shows the adjustment to whoever may read it.
    const ledger = model<{ records: { kind: string; quantity: number }[] }>(
      await call(t, token, '/stock/ledger/list', { kind: 'count_adjust', keyword: code }),
    );
    expect(ledger.records.slice(0, 2).map((r) => r.quantity)).toEqual([2, -3]);
    expect((await call(t, token, '/stock/count/scan', { id, code })).statusCode).toBe(409);
    expect((await call(t, token, '/stock/count/confirm', { id })).statusCode).toBe(409);
  });

  it('counts one bin only when the count is of a bin; a count equal to the book books nothing', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const bin = await addBin(token, 'B-01');
    const other = await addBin(token, 'B-02');
    const id = await newCount(token, { locationId: bin });
    expect((await detail(token, id)).lines).toEqual([]);
    const code = await barcodeOf(s.skuId);
    const outside = await call(t, token, '/stock/count/scan', { id, code, locationId: other });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().msg).toMatch(/for location B-01 only/);
    const unbinned = await call(t, token, '/stock/count/scan', { id, code, locationId: 0 });
    expect(unbinned.statusCode).toBe(409);
    // The whole warehouse's unbinned 100, counted as 100: nothing to book.
    const whole = await newCount(token, { locationId: 0 });
    model(
      await call(t, token, '/stock/count/set', {
        id: whole,
        variantId: s.skuId,
        locationId: 0,
        counted: 100,
      }),
    );
    model(await call(t, token, '/stock/count/confirm', { id: whole }));
    expect(await ledgerOf(t, 'document', whole)).toHaveLength(0);
    expect((await detail(token, whole)).lines.map((l) => [l.book, l.counted, l.difference])).toEqual([
      [100, 100, 0],
    ]);
  });

  it('never counts below what orders reserve: refuses the whole count and books nothing', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    await paidOrder(t, s.skuId, undefined, 2);
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 100, reserved: 2 });
    const bin = await addBin(token, 'R-01');
    const id = await newCount(token);
    expect((await detail(token, id)).lines.find((l) => l.variantId === s.skuId)).toEqual(
      expect.objectContaining({ book: 100, reserved: 2 }),
    );
    model(await call(t, token, '/stock/count/set', { id, variantId: s.skuId, locationId: bin, counted: 5 }));
    model(await call(t, token, '/stock/count/set', { id, variantId: s.skuId, locationId: 0, counted: 1 }));
    const refused = await call(t, token, '/stock/count/confirm', { id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/counted 1, but orders reserve 2/);
    const zh = await call(t, token, '/stock/count/confirm', { id }, 'zh');
    expect(zh.json().msg).toMatch(/订单已占用 2/);
    expect(await ledgerOf(t, 'document', id)).toHaveLength(0);
    expect((await detail(token, id)).status).toBe('draft');
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 100, reserved: 2 });
    // Counted exactly what is reserved: the rest goes, the reservation stays.
    model(await call(t, token, '/stock/count/set', { id, variantId: s.skuId, locationId: 0, counted: 2 }));
    model(await call(t, token, '/stock/count/confirm', { id }));
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 7, reserved: 2 });
    expect(await mallKc(t, s.productId, s.skuId)).toBe(5);
  });

  it('books a count confirmed twice at once only once', async () => {
    const s = await newSeller(t);
    const id = await newCount(s.seller.token);
    model(
      await call(t, s.seller.token, '/stock/count/set', {
        id,
        variantId: s.skuId,
        locationId: 0,
        counted: 90,
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 3 }, () => call(t, s.seller.token, '/stock/count/confirm', { id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ledgerOf(t, 'document', id)).toHaveLength(1);
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 90, reserved: 0 });
  });

  it('refuses bad input in the caller’s language, and other businesses’ counts, bins and variants', async () => {
    const s = await newSeller(t);
    const other = await newSeller(t);
    const token = s.seller.token;
    const id = await newCount(token);
    const code = await barcodeOf(s.skuId);
    for (const counted of [-1, -100, 1.5, 'x', 1_000_001]) {
      const res = await call(t, token, '/stock/count/set', { id, variantId: s.skuId, counted });
      expect(res.statusCode, String(counted)).toBe(400);
      expect(res.json().msg).toMatch(/counted quantity must be a whole number from 0/);
    }
    const zh = await call(t, token, '/stock/count/set', { id, variantId: s.skuId, counted: -1 }, 'zh');
    expect(zh.json().msg).toMatch(/盘点数量必须/);
    for (const quantity of [0, -2]) {
      const res = await call(t, token, '/stock/count/scan', { id, code, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
    // Zero is a real count (the bin is empty), not bad input.
    const zero = model<{ counted: number }>(
      await call(t, token, '/stock/count/set', { id, variantId: s.skuId, locationId: 0, counted: 0 }),
    );
    expect(zero.counted).toBe(0);
    // A location of another warehouse (the seller's own third-party one) or of another business.
    const own = await ownWarehouse(t, s.seller.businessId);
    const elsewhere = await addBin(token, 'W-01', own);
    for (const locationId of [elsewhere, await addBin(other.seller.token, 'X-01')]) {
      const scan = await call(t, token, '/stock/count/scan', { id, code, locationId });
      expect(scan.statusCode).toBe(404);
      expect(scan.json().msg).toMatch(/not one of your locations/);
      expect((await call(t, token, '/stock/count/create', { warehouseId: 1, locationId })).statusCode).toBe(
        404,
      );
    }
    // Another business's barcode or variant is not found.
    expect(
      (await call(t, token, '/stock/count/scan', { id, code: await barcodeOf(other.skuId) })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, token, '/stock/count/set', { id, variantId: other.skuId, counted: 3 })).statusCode,
    ).toBe(404);
    // Another business's count: 404 for every call.
    for (const path of ['/stock/count/detail', '/stock/count/confirm']) {
      expect((await call(t, other.seller.token, path, { id })).statusCode, path).toBe(404);
    }
    expect((await call(t, other.seller.token, '/stock/count/scan', { id, code })).statusCode).toBe(404);
    expect(
      (await call(t, other.seller.token, '/stock/count/set', { id, variantId: s.skuId, counted: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, other.seller.token, '/stock/count/create', { warehouseId: own })).statusCode).toBe(
      404,
    );
    expect(model<{ total: number }>(await call(t, other.seller.token, '/stock/count/list')).total).toBe(0);
    // A count is not a stock-in document: the stock-in calls do not see it.
    expect((await call(t, token, '/stock/document/detail', { id })).statusCode).toBe(404);
    expect((await call(t, token, '/stock/document/confirm', { id })).statusCode).toBe(404);
    expect((await call(t, token, '/stock/document/scan', { id, code })).statusCode).toBe(404);
    // An empty count cannot be confirmed.
    const empty = await newCount(token);
    expect((await call(t, token, '/stock/count/confirm', { id: empty })).statusCode).toBe(409);
    const [row] = await t.database.db.select().from(stockDocuments).where(eq(stockDocuments.id, empty));
    expect(row?.status).toBe('draft');
  });

  it('answers staff only with the difference query page permission', async () => {
    const s = await newSeller(t);
    const withIt = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/warehouseDifference']]),
    );
    const without = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/merchantStockIn']]),
    );
    const id = await newCount(s.seller.token);
    expect((await call(t, withIt.token, '/stock/count/list')).statusCode).toBe(200);
    expect((await call(t, withIt.token, '/stock/count/detail', { id })).statusCode).toBe(200);
    expect((await call(t, withIt.token, '/stock/places')).statusCode).toBe(200);
    expect((await call(t, withIt.token, '/stock/pick/list')).statusCode).toBe(403);
    for (const [path, body] of [
      ['/stock/count/list', {}],
      ['/stock/count/create', { warehouseId: 1 }],
      ['/stock/count/detail', { id }],
      ['/stock/count/set', { id, variantId: s.skuId, counted: 1 }],
      ['/stock/count/confirm', { id }],
    ] as const) {
      expect((await call(t, without.token, path, body)).statusCode, path).toBe(403);
    }
    expect(await ledgerOf(t, 'document', id)).toHaveLength(0);
  });
});

describe('the ledger after the counts', () => {
  it('sums to every balance, and the balances to the catalogue’s available copy', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
