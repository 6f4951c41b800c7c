import type { StockInventoryPage, StockInventoryQuery } from '@dropmall/contract';
import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockBalances, stockLocations } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { variantHomes, variantsBySku } from '../catalog/available';
import { barcodesOf, variantsByBarcodes } from './barcodes';

/**
 * The inventory list: a business's stock lines (its balance rows: variant × warehouse × location) with in
 * stock, reserved and the two outbound counters `ledger.ts book` keeps on them. Filters: warehouse, barcode
 * or SKU (exact), and the outbound split (docs/decisions.md "Synchronized and manual outbound").
 */
export async function inventoryPage(
  db: Db,
  businessId: number,
  q: StockInventoryQuery,
  lang: 'en' | 'zh',
): Promise<StockInventoryPage> {
  const b = stockBalances;
  const where: (SQL | undefined)[] = [
    eq(b.businessId, businessId),
    // A line that never held nor sent out anything is no line (a bin emptied by a count still shows).
    or(gt(b.onHand, 0), gt(b.syncedOut, 0), gt(b.manualOut, 0)),
  ];
  if (q.warehouseId) where.push(eq(b.warehouseId, q.warehouseId));
  if (q.keyword) {
    const byCode = await variantsByBarcodes(db, businessId, [q.keyword]);
    const bySku = await variantsBySku(db, businessId, q.keyword);
    const ids = [...byCode.values(), ...bySku.map((v) => v.variantId)];
    if (ids.length === 0) return empty(q);
    where.push(inArray(b.variantId, ids));
  }
  if (q.outbound === 'synced') where.push(gt(b.syncedOut, 0));
  if (q.outbound === 'manual') where.push(gt(b.manualOut, 0));
  if (q.outbound === 'none') where.push(sql`${b.syncedOut} = 0 and ${b.manualOut} = 0`);
  const filter = and(...where);
  const [sums] = await db
    .select({
      total: sql<number>`count(*)::int`,
      onHand: sql<number>`coalesce(sum(${b.onHand}), 0)::int`,
      synced: sql<number>`coalesce(sum(${b.syncedOut}), 0)::int`,
      manual: sql<number>`coalesce(sum(${b.manualOut}), 0)::int`,
    })
    .from(b)
    .where(filter);
  const rows = await db
    .select({
      id: b.id,
      variantId: b.variantId,
      warehouseId: b.warehouseId,
      warehouseName: lang === 'zh' ? warehouses.nameZh : warehouses.nameEn,
      locationId: b.locationId,
      locationCode: stockLocations.code,
      onHand: b.onHand,
      reserved: b.reserved,
      syncedOut: b.syncedOut,
      manualOut: b.manualOut,
    })
    .from(b)
    .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
    .leftJoin(stockLocations, eq(stockLocations.id, b.locationId))
    .where(filter)
    // Warehouse, then bins by code with the unbinned stock last (the pick list's walk), then variant.
    .orderBy(asc(b.warehouseId), sql`${b.locationId} = 0`, asc(stockLocations.code), asc(b.variantId))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  const variantIds = [...new Set(rows.map((r) => r.variantId))];
  const homes = new Map((await variantHomes(db, variantIds)).map((h) => [h.variantId, h]));
  const codes = await barcodesOf(db, variantIds);
  return {
    records: rows.map((r) => ({
      ...r,
      locationCode: r.locationCode ?? '',
      barcode: codes.get(r.variantId) ?? '',
      sku: homes.get(r.variantId)?.sku ?? '',
      title: homes.get(r.variantId)?.title ?? '',
      options: homes.get(r.variantId)?.options ?? [],
    })),
    total: sums?.total ?? 0,
    current: q.current,
    size: q.size,
    onHandTotal: sums?.onHand ?? 0,
    syncedOutTotal: sums?.synced ?? 0,
    manualOutTotal: sums?.manual ?? 0,
  };
}

const empty = (q: StockInventoryQuery): StockInventoryPage => ({
  records: [],
  total: 0,
  current: q.current,
  size: q.size,
  onHandTotal: 0,
  syncedOutTotal: 0,
  manualOutTotal: 0,
});
