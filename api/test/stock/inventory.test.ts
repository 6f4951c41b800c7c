import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, stockBalances } from '../../src/db/schema';
import { restoreStock } from '../../src/modules/orders/status';
import { book, type Move } from '../../src/modules/stock/ledger';
import { firstCarrier, newSeller, paidOrder, ship } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { ledgerMismatches, outboundReplay } from '../support/stock';
import { barcodeOf, call, model } from './support';

/**
 * Synchronized and manual outbound per stock line (issue 37, item 3): counters on the balance kept by
 * `ledger.ts book` from the move's kind, backfilled by the migration, listed and filtered on /stock/inventory.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof newSeller>>;
interface Row {
  id: number;
  variantId: number;
  barcode: string;
  sku: string;
  warehouseId: number;
  warehouseName: string;
  locationId: number;
  locationCode: string;
  onHand: number;
  reserved: number;
  syncedOut: number;
  manualOut: number;
}
interface InventoryPage {
  records: Row[];
  total: number;
  onHandTotal: number;
  syncedOutTotal: number;
  manualOutTotal: number;
}

const list = async (token: string, body: Record<string, string | number> = {}, lang?: 'en' | 'zh') =>
  model<InventoryPage>(await call(t, token, '/stock/inventory/list', body, lang));
/** The seller's line of its variant in a warehouse (the unbinned stock). */
const lineOf = async (s: Seller, warehouseId = 1) =>
  (await list(s.seller.token, { warehouseId })).records.find(
    (r) => r.variantId === s.skuId && r.locationId === 0,
  );
const counters = (r: Row | undefined) => r && [r.onHand, r.syncedOut, r.manualOut];

async function shipOne(s: Seller, num: number) {
  const { order } = await paidOrder(t, s.skuId, undefined, num);
  const shipped = await ship(t, s.seller.token, {
    id: order.id,
    expressId: (await firstCarrier(t, s.seller.token)).id,
    trackingNo: `BR${Date.now()}`,
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return order;
}

const move = (s: Seller, kind: Move['kind'], quantity: number, warehouseId = 1): Move => ({
  businessId: s.seller.businessId,
  variantId: s.skuId,
  warehouseId,
  locationId: 0,
  kind,
  quantity,
  refType: 'document',
  refId: null,
  actor: 'system',
});
const bookAlone = (m: Move) => t.database.db.transaction((tx) => book(tx, m));

async function ownWarehouseWith(s: Seller, quantity: number) {
  const token = s.seller.token;
  const house = model<{ id: number }>(
    await call(t, token, '/stock/warehouse/save', {
      name: 'Recife 3PL',
      country: 'Brazil',
      address: 'Rua B 2',
    }),
  ).id;
  const id = model<{ id: number }>(
    await call(t, token, '/stock/thirdPartyIn/create', { warehouseId: house }),
  ).id;
  const code = await barcodeOf(t, s.skuId);
  model(await call(t, token, '/stock/thirdPartyIn/scan', { id, code, quantity, locationId: 0 }));
  model(await call(t, token, '/stock/thirdPartyIn/confirm', { id }));
  return house;
}

async function thirdPartyOut(s: Seller, warehouseId: number, quantity: number) {
  const token = s.seller.token;
  const id = model<{ id: number }>(await call(t, token, '/stock/thirdPartyOut/create', { warehouseId })).id;
  const code = await barcodeOf(t, s.skuId);
  model(await call(t, token, '/stock/thirdPartyOut/scan', { id, code, quantity, locationId: 0 }));
  model(await call(t, token, '/stock/thirdPartyOut/confirm', { id }));
}

describe(`synchronized and manual outbound per stock line (${testDbKind})`, () => {
  it('an order’s shipment raises synchronized; its return lowers it, never below 0', async () => {
    const s = await newSeller(t);
    expect(counters(await lineOf(s))).toEqual([100, 0, 0]);

    const order = await shipOne(s, 3);
    expect(counters(await lineOf(s))).toEqual([97, 3, 0]);
    // The refund of the shipped order books return_in: the synchronized outbound goes down by it.
    await t.database.db.transaction((tx) => restoreStock(tx, [order.id]));
    expect(counters(await lineOf(s))).toEqual([100, 0, 0]);
    // A return with nothing synchronized out left to undo (shipped before the ledger) keeps 0.
    expect(await bookAlone({ ...move(s, 'return_in', 2), refType: 'order', refId: order.id })).toBe(true);
    expect(counters(await lineOf(s))).toEqual([102, 0, 0]);
    await shipOne(s, 2);
    expect(counters(await lineOf(s))).toEqual([100, 2, 0]);

    // Neither a paid order's reservation nor a count adjustment is outbound.
    await paidOrder(t, s.skuId, undefined, 4);
    expect(await bookAlone(move(s, 'count_adjust', -5))).toBe(true);
    const line = await lineOf(s);
    expect(counters(line)).toEqual([95, 2, 0]);
    expect(line?.reserved).toBe(4);

    const token = s.seller.token;
    expect((await list(token, { outbound: 'synced' })).records.map((r) => r.id)).toEqual([line?.id]);
    expect((await list(token, { outbound: 'manual' })).total).toBe(0);
    // The product's other variants have stock and no outbound: 'none' lists them, not this line.
    const none = await list(token, { outbound: 'none' });
    expect(none.total).toBeGreaterThan(0);
    expect(none.records.every((r) => r.syncedOut === 0 && r.manualOut === 0 && r.id !== line?.id)).toBe(true);
  }, 90_000);

  it('a manual stock-out raises manual, not synchronized; the list filters and sums by it', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const house = await ownWarehouseWith(s, 50);
    await thirdPartyOut(s, house, 7);
    expect(counters(await lineOf(s, house))).toEqual([43, 0, 7]);
    expect(counters(await lineOf(s, 1))).toEqual([100, 0, 0]);
    // A pick-out by hand is manual too.
    expect(await bookAlone(move(s, 'pick_out', -1))).toBe(true);
    expect(counters(await lineOf(s, 1))).toEqual([99, 0, 1]);
    await shipOne(s, 2);

    // The variant's lines (its product's other variants have lines of their own, with no outbound).
    const code = await barcodeOf(t, s.skuId);
    const all = await list(token, { keyword: code });
    expect(all.total).toBe(2);
    expect([all.onHandTotal, all.syncedOutTotal, all.manualOutTotal]).toEqual([140, 2, 8]);
    const manual = await list(token, { outbound: 'manual' });
    expect(manual.records.map((r) => [r.warehouseId, r.manualOut]).sort()).toEqual(
      [
        [1, 1],
        [house, 7],
      ].sort(),
    );
    const synced = await list(token, { outbound: 'synced' });
    expect(synced.records.map((r) => [r.warehouseId, r.syncedOut])).toEqual([[1, 2]]);
    expect([synced.onHandTotal, synced.syncedOutTotal, synced.manualOutTotal]).toEqual([97, 2, 1]);
    expect((await list(token, { outbound: 'none', keyword: code })).total).toBe(0);
    expect((await list(token, { outbound: 'manual', warehouseId: house })).total).toBe(1);

    // Barcode or SKU, exact; the row says what it is.
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, s.skuId));
    if (variant?.articleNumber) expect((await list(token, { keyword: variant.articleNumber })).total).toBe(2);
    expect((await list(token, { keyword: 'NO-SUCH-CODE' })).total).toBe(0);
    const own = (await list(token, { warehouseId: house }, 'zh')).records[0];
    expect(own).toMatchObject({ barcode: code, warehouseName: 'Recife 3PL', locationCode: '' });

    // Another business sees none of it; a bad filter is a 400 in the caller's language.
    const other = await newSeller(t);
    expect((await list(other.seller.token, { outbound: 'manual' })).total).toBe(0);
    const bad = await call(t, token, '/stock/inventory/list', { outbound: 'lots' }, 'zh');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('出库筛选');
    expect((await call(t, token, '/stock/inventory/list', { outbound: 'lots' })).json().msg).toContain(
      'outbound filter',
    );
  }, 90_000);

  it('answers staff only with the inventory page permission', async () => {
    const s = await newSeller(t);
    const withIt = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/inventory']]),
    );
    const without = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/salesStockOut']]),
    );
    expect((await call(t, withIt.token, '/stock/inventory/list')).statusCode).toBe(200);
    expect((await call(t, without.token, '/stock/inventory/list')).statusCode).toBe(403);
  });

  it('keeps the counters exact under parallel bookings, and a refused move counts nothing', async () => {
    const s = await newSeller(t);
    const outs = await Promise.all([
      ...Array.from({ length: 20 }, () => bookAlone(move(s, 'sales_out', -1))),
      ...Array.from({ length: 20 }, () => bookAlone(move(s, 'pick_out', -1))),
      ...Array.from({ length: 10 }, () => bookAlone(move(s, 'third_party_out', -2))),
    ]);
    expect(outs.every(Boolean)).toBe(true);
    expect(counters(await lineOf(s))).toEqual([40, 20, 40]);
    const backs = await Promise.all(Array.from({ length: 10 }, () => bookAlone(move(s, 'return_in', 1))));
    expect(backs.every(Boolean)).toBe(true);
    expect(counters(await lineOf(s))).toEqual([50, 10, 40]);
    // More than is there: refused, nothing booked, no counter moved.
    expect(await bookAlone(move(s, 'third_party_out', -51))).toBe(false);
    expect(await bookAlone(move(s, 'sales_out', -51))).toBe(false);
    expect(counters(await lineOf(s))).toEqual([50, 10, 40]);
  }, 90_000);

  it('the migration’s backfill from the ledger gives what the bookings kept', async () => {
    const db = t.database.db;
    const file = new URL('../../src/db/migrations/0046_stock_outbound_split.sql', import.meta.url);
    const backfill = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE "stock_balances"'));
    if (!backfill) throw new Error('no backfill statement in the migration');
    const read = async (tx: Pick<typeof db, 'select'>) =>
      (
        await tx
          .select({
            id: stockBalances.id,
            variantId: stockBalances.variantId,
            warehouseId: stockBalances.warehouseId,
            locationId: stockBalances.locationId,
            synced: stockBalances.syncedOut,
            manual: stockBalances.manualOut,
          })
          .from(stockBalances)
          .orderBy(stockBalances.id)
      ).map((r) => ({ ...r }));
    const kept = await read(db);
    expect(kept.filter((r) => r.synced > 0).length).toBeGreaterThan(1);
    expect(kept.filter((r) => r.manual > 0).length).toBeGreaterThan(1);
    // The replay of the ledger rows agrees with what book() kept.
    const replay = await outboundReplay(db);
    for (const r of kept) {
      const want = replay.get(`${r.variantId}:${r.warehouseId}:${r.locationId}`) ?? { synced: 0, manual: 0 };
      expect([r.id, r.synced, r.manual]).toEqual([r.id, want.synced, want.manual]);
    }
    // As if the columns were new: zeroed, then backfilled; the same numbers. Rolled back after.
    const rebuilt = await db
      .transaction(async (tx) => {
        await tx.execute(sql`update stock_balances set synced_out = 0, manual_out = 0`);
        await tx.execute(sql.raw(backfill));
        const after = await read(tx);
        throw Object.assign(new Error('rollback'), { after });
      })
      .catch((e: { after?: Awaited<ReturnType<typeof read>> }) => {
        if (!e.after) throw e;
        return e.after;
      });
    expect(rebuilt).toEqual(kept);
    expect(await read(db)).toEqual(kept);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
