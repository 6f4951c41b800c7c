import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantBarcodes } from '../../src/db/schema';
import { newSeller, paidOrder } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { ledgerMismatches } from '../support/stock';
import { balanceOf, call, model, newDocument } from './support';

/** The warehouse pick list (issue 17): what paid orders waiting to ship hold, bin by bin; a read only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

const barcodeOf = async (variantId: number) =>
  (await t.database.db.select().from(variantBarcodes).where(eq(variantBarcodes.variantId, variantId)))[0]
    ?.code ?? '';

interface PickRow {
  locationCode: string;
  variantId: number;
  barcode: string;
  quantity: number;
  orders: { id: number; orderNo: string; quantity: number }[];
}
interface PickPage {
  records: PickRow[];
  total: number;
  orderCount: number;
  totalQuantity: number;
}

describe(`the pick list (${testDbKind})`, () => {
  it('lists paid orders waiting to ship by bin, not unpaid ones, and books nothing', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    // 500 more into bin P-01: the fullest bin, where the next reservations go.
    const bin = model<{ id: number }>(
      await call(t, token, '/stock/location/add', { warehouseId: 1, code: 'P-01' }),
    );
    const doc = await newDocument(t, token);
    model(
      await call(t, token, '/stock/document/scan', {
        id: doc,
        code: await barcodeOf(s.skuId),
        quantity: 500,
        locationId: bin.id,
      }),
    );
    model(await call(t, token, '/stock/document/confirm', { id: doc }));

    const first = await paidOrder(t, s.skuId, undefined, 2);
    const second = await paidOrder(t, s.skuId, undefined, 3);
    // An unpaid order holds stock too, but is not to be picked.
    const buyer = await newBuyer(t.database.db, '5000');
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const line = await addToCart(t.app, buyer.token, s.skuId, 1);
    expect((await checkout(t.app, buyer.token, [line.id], address.id)).statusCode).toBe(200);
    const before = await balanceOf(t, s.skuId);
    expect(before).toEqual({ onHand: 600, reserved: 6 });

    const page = model<PickPage>(await call(t, token, '/stock/pick/list'));
    expect(page.total).toBe(1);
    expect(page.orderCount).toBe(2);
    expect(page.totalQuantity).toBe(5);
    const [row] = page.records;
    expect(row).toEqual(expect.objectContaining({ locationCode: 'P-01', variantId: s.skuId, quantity: 5 }));
    expect(row?.barcode).toMatch(/^DM\d{10}$/);
    expect(row?.orders.map((o) => [o.id, o.quantity]).sort()).toEqual(
      [
        [first.order.id, 2],
        [second.order.id, 3],
      ].sort(),
    );
    // Filters: an order number, a barcode, a warehouse.
    const byOrder = model<PickPage>(
      await call(t, token, '/stock/pick/list', { keyword: second.order.orderNo }),
    );
    expect(byOrder.records.map((r) => r.quantity)).toEqual([5]);
    expect(
      model<PickPage>(await call(t, token, '/stock/pick/list', { keyword: row?.barcode ?? '' })).total,
    ).toBe(1);
    expect(model<PickPage>(await call(t, token, '/stock/pick/list', { keyword: 'NO-SUCH' })).total).toBe(0);
    expect(model<PickPage>(await call(t, token, '/stock/pick/list', { warehouseId: 2 })).total).toBe(0);
    // Reading it books nothing; another business sees none of it.
    expect(await balanceOf(t, s.skuId)).toEqual(before);
    const other = await newSeller(t);
    expect(model<PickPage>(await call(t, other.seller.token, '/stock/pick/list')).total).toBe(0);
    // Bad paging is a 400.
    expect((await call(t, token, '/stock/pick/list', { size: 1000 })).statusCode).toBe(400);
  });

  it('answers staff only with the pick-out page permission', async () => {
    const s = await newSeller(t);
    const withIt = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/warehousePickOut']]),
    );
    const without = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/salesStockOut']]),
    );
    expect((await call(t, withIt.token, '/stock/pick/list')).statusCode).toBe(200);
    expect((await call(t, withIt.token, '/stock/count/list')).statusCode).toBe(403);
    expect((await call(t, without.token, '/stock/pick/list')).statusCode).toBe(403);
  });
});

describe('the ledger after the pick list', () => {
  it('sums to every balance, and the balances to the catalogue’s available copy', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
