import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, stockLedger, variantBarcodes } from '../../src/db/schema';
import { book } from '../../src/modules/stock/ledger';
import { firstCarrier, newSeller, paidOrder, ship } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { ledgerMismatches } from '../support/stock';
import { balanceOf, call, ledgerOf, mallKc, model, newDocument, ownWarehouse } from './support';

/**
 * The stock ledger (issue 17): checkout reserves, cancelling releases, shipping books a sales stock-out,
 * merchant stock-in documents book once; never negative under concurrency; the ledger's sums equal the
 * balances and the catalogue's copy after all of it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

const barcodeOf = async (variantId: number) =>
  (await t.database.db.select().from(variantBarcodes).where(eq(variantBarcodes.variantId, variantId)))[0]
    ?.code ?? '';
const stockCopy = async (variantId: number) =>
  (await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

describe(`orders move stock through the ledger (${testDbKind})`, () => {
  it('reserves at checkout, releases on cancel, and ships the reservation as a sales stock-out', async () => {
    const s = await newSeller(t);
    const buyer = await newBuyer(t.database.db, '5000');
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const line = await addToCart(t.app, buyer.token, s.skuId, 3);
    const res = await checkout(t.app, buyer.token, [line.id], address.id);
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().result.orderIds[0] as number;
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 100, reserved: 3 });
    expect(await stockCopy(s.skuId)).toBe(97);
    expect(await mallKc(t, s.productId, s.skuId)).toBe(97);

    const cancelled = await post(t.app, '/v1/api/order/cancelOrder', { id: orderId }, { token: buyer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 100, reserved: 0 });
    expect((await ledgerOf(t, 'order', orderId)).map((r) => [r.kind, r.quantity])).toEqual([
      ['reservation', 3],
      ['release', -3],
    ]);

    const { order } = await paidOrder(t, s.skuId, undefined, 2);
    const shipped = await ship(t, s.seller.token, {
      id: order.id,
      expressId: (await firstCarrier(t, s.seller.token)).id,
      trackingNo: 'BR123456789',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 98, reserved: 0 });
    expect(await stockCopy(s.skuId)).toBe(98);
    const rows = await ledgerOf(t, 'order', order.id);
    expect(rows.map((r) => [r.kind, r.quantity, r.onHandAfter, r.reservedAfter])).toEqual([
      ['reservation', 2, 100, 2],
      ['release', -2, 100, 0],
      ['sales_out', -2, 98, 0],
    ]);
    // The sales stock-out page lists it for the seller, and only for the seller.
    const page = model<{ records: { kind: string; quantity: number; refId: number }[]; total: number }>(
      await call(t, s.seller.token, '/stock/ledger/list', { kind: 'sales_out' }),
    );
    expect(page.records).toEqual([
      expect.objectContaining({ kind: 'sales_out', quantity: -2, refId: order.id }),
    ]);
    const stranger = await newBuyer(t.database.db);
    const theirs = model<{ total: number }>(
      await call(t, stranger.token, '/stock/ledger/list', { kind: 'sales_out' }),
    );
    expect(theirs.total).toBe(0);
  }, 60_000);

  it('lets exactly 5 of 50 parallel checkouts have 5 pieces kept in two warehouses; never below zero', async () => {
    const s = await newSeller(t);
    const db = t.database.db;
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const buyer = await newBuyer(db);
        const address = await addAddress(t.app, db, buyer.token);
        const line = await addToCart(t.app, buyer.token, s.skuId, 1);
        return { buyer, address, line };
      }),
    );
    // 3 left in China (the product's warehouse), 2 booked into the seller's own warehouse.
    await book(db as never, {
      businessId: s.seller.businessId,
      variantId: s.skuId,
      warehouseId: 1,
      locationId: 0,
      kind: 'pick_out',
      quantity: -97,
      refType: 'product',
      refId: s.productId,
      actor: 'system',
    });
    const own = await ownWarehouse(t, s.seller.businessId);
    const doc = await newDocument(t, s.seller.token, own);
    model(
      await call(t, s.seller.token, '/stock/document/scan', {
        id: doc,
        code: await barcodeOf(s.skuId),
        quantity: 2,
      }),
    );
    model(await call(t, s.seller.token, '/stock/document/confirm', { id: doc }));
    expect(await stockCopy(s.skuId)).toBe(5);

    const results = await Promise.all(
      buyers.map(({ buyer, address, line }) => checkout(t.app, buyer.token, [line.id], address.id)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect(await balanceOf(t, s.skuId, 1)).toEqual({ onHand: 3, reserved: 3 });
    expect(await balanceOf(t, s.skuId, own)).toEqual({ onHand: 2, reserved: 2 });
    expect(await stockCopy(s.skuId)).toBe(0);
  }, 180_000);

  it('refuses a stock-out beyond what is on hand and books nothing', async () => {
    const s = await newSeller(t);
    const before = await t.database.db.select().from(stockLedger).where(eq(stockLedger.variantId, s.skuId));
    const refused = await t.database.db.transaction((tx) =>
      book(tx, {
        businessId: s.seller.businessId,
        variantId: s.skuId,
        warehouseId: 1,
        locationId: 0,
        kind: 'pick_out',
        quantity: -101,
        refType: 'product',
        actor: 'system',
      }),
    );
    expect(refused).toBe(false);
    const after = await t.database.db.select().from(stockLedger).where(eq(stockLedger.variantId, s.skuId));
    expect(after).toHaveLength(before.length);
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 100, reserved: 0 });
  });
});

describe(`merchant stock-in (${testDbKind})`, () => {
  it('adds lines by barcode and SKU, increments a scanned line, and books the ledger when confirmed', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, s.skuId));
    const code = await barcodeOf(s.skuId);
    expect(code).toMatch(/^[\x20-\x7e]{1,64}$/);
    const location = model<{ id: number }>(
      await call(t, token, '/stock/location/add', { warehouseId: 1, code: 'A-01' }),
    );
    const doc = await newDocument(t, token);
    model(await call(t, token, '/stock/document/scan', { id: doc, code, locationId: location.id }));
    const again = model<{ quantity: number }>(
      await call(t, token, '/stock/document/scan', { id: doc, code, locationId: location.id }),
    );
    expect(again.quantity).toBe(2);
    model(
      await call(t, token, '/stock/document/scan', {
        id: doc,
        code: variant?.articleNumber ?? '',
        quantity: 5,
      }),
    );
    const detail = model<{
      status: string;
      lines: { quantity: number; locationCode: string; barcode: string }[];
    }>(await call(t, token, '/stock/document/detail', { id: doc }));
    expect(detail.lines.map((l) => [l.quantity, l.locationCode, l.barcode])).toEqual([
      [2, 'A-01', code],
      [5, '', code],
    ]);
    model(await call(t, token, '/stock/document/confirm', { id: doc }));
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 107, reserved: 0 });
    expect(await mallKc(t, s.productId, s.skuId)).toBe(107);
    const list = model<{ records: { id: number; status: string; totalQuantity: number }[] }>(
      await call(t, token, '/stock/document/list', { status: 'confirmed' }),
    );
    expect(list.records).toEqual([
      expect.objectContaining({ id: doc, status: 'confirmed', totalQuantity: 7 }),
    ]);
    // A confirmed document no longer changes.
    const late = await call(t, token, '/stock/document/scan', { id: doc, code });
    expect(late.statusCode).toBe(409);
  });

  it('books a document confirmed twice at once only once', async () => {
    const s = await newSeller(t);
    const doc = await newDocument(t, s.seller.token);
    model(
      await call(t, s.seller.token, '/stock/document/scan', {
        id: doc,
        code: await barcodeOf(s.skuId),
        quantity: 4,
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 2 }, () => call(t, s.seller.token, '/stock/document/confirm', { id: doc })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerOf(t, 'document', doc)).toHaveLength(1);
    expect(await balanceOf(t, s.skuId)).toEqual({ onHand: 104, reserved: 0 });
  });

  it('refuses bad input in the caller’s language, booking nothing', async () => {
    const s = await newSeller(t);
    const other = await newSeller(t);
    const token = s.seller.token;
    const doc = await newDocument(t, token);
    const code = await barcodeOf(s.skuId);
    for (const quantity of [0, -3, 1.5, 'x']) {
      const res = await call(t, token, '/stock/document/scan', { id: doc, code, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().msg).toMatch(/quantity must be a whole number/);
    }
    const zh = await call(t, token, '/stock/document/scan', { id: doc, code, quantity: 0 }, 'zh');
    expect(zh.json().msg).toMatch(/数量必须/);
    // Another business's barcode is not found.
    const foreign = await call(t, token, '/stock/document/scan', {
      id: doc,
      code: await barcodeOf(other.skuId),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toMatch(/No product of yours/);
    // A location of another warehouse (the seller's own), and another business's location, are refused.
    const own = await ownWarehouse(t, s.seller.businessId);
    const elsewhere = model<{ id: number }>(
      await call(t, token, '/stock/location/add', { warehouseId: own, code: 'B1' }),
    );
    const wrongBin = await call(t, token, '/stock/document/scan', {
      id: doc,
      code,
      locationId: elsewhere.id,
    });
    expect(wrongBin.statusCode).toBe(404);
    expect(wrongBin.json().msg).toMatch(/not one of your locations/);
    const theirBin = model<{ id: number }>(
      await call(t, other.seller.token, '/stock/location/add', { warehouseId: 1, code: 'C1' }),
    );
    expect(
      (await call(t, token, '/stock/document/scan', { id: doc, code, locationId: theirBin.id })).statusCode,
    ).toBe(404);
    // Another business's warehouse and document are not found; an empty draft cannot be confirmed.
    expect(
      (await call(t, other.seller.token, '/stock/document/create', { warehouseId: own })).statusCode,
    ).toBe(404);
    expect((await call(t, other.seller.token, '/stock/document/detail', { id: doc })).statusCode).toBe(404);
    expect((await call(t, other.seller.token, '/stock/document/confirm', { id: doc })).statusCode).toBe(404);
    const empty = await call(t, token, '/stock/document/confirm', { id: doc });
    expect(empty.statusCode).toBe(409);
    expect(await ledgerOf(t, 'document', doc)).toHaveLength(0);
    // Bad location codes.
    const badCode = await call(t, token, '/stock/location/add', { warehouseId: 1, code: 'a b' });
    expect(badCode.statusCode).toBe(400);
    expect((await call(t, token, '/stock/location/add', { warehouseId: 1, code: 'D1' })).statusCode).toBe(
      200,
    );
    expect((await call(t, token, '/stock/location/add', { warehouseId: 1, code: 'D1' })).statusCode).toBe(
      409,
    );
  });

  it('answers staff only with the stock page permission', async () => {
    const s = await newSeller(t);
    const withIt = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/merchantStockIn']]),
    );
    const without = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/CRM/pendingOrder']]),
    );
    expect((await call(t, withIt.token, '/stock/document/list')).statusCode).toBe(200);
    expect((await call(t, without.token, '/stock/document/list')).statusCode).toBe(403);
    expect((await call(t, without.token, '/stock/document/create', { warehouseId: 1 })).statusCode).toBe(403);
    expect((await call(t, without.token, '/stock/places')).statusCode).toBe(403);
    expect((await call(t, withIt.token, '/stock/ledger/list')).statusCode).toBe(403);
  });
});

describe('the ledger after all of it', () => {
  it('sums to every balance, and the balances to the catalogue’s available copy', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
