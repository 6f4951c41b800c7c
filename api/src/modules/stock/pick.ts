import type { StockPickPage, StockPickQuery, StockPickRow } from '@dropmall/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockLedger, stockLocations } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { variantHomes } from '../catalog/available';
import { barcodesOf } from './barcodes';

/** What the stock module may know of orders: which of these wait to be shipped by the business. */
export interface ShippableOrders {
  /** Of these order ids, the ones the business sells that are paid and not shipped, with their numbers. */
  waitingToShip(businessId: number, orderIds: number[]): Promise<{ id: number; orderNo: string }[]>;
}

/**
 * The warehouse pick list: what the business's paid orders waiting to ship hold (their reservations in the
 * ledger), one row per bin and variant, bin by bin, with the orders it is for. A read only: picking books
 * nothing; shipping turns the reservation into the sales stock-out (see docs/decisions.md).
 */
export async function pickList(
  db: Db,
  orders: ShippableOrders,
  businessId: number,
  q: StockPickQuery,
  lang: 'en' | 'zh',
): Promise<StockPickPage> {
  const held = await db
    .select({
      orderId: sql<number>`${stockLedger.refId}`.mapWith(Number),
      variantId: stockLedger.variantId,
      warehouseId: stockLedger.warehouseId,
      locationId: stockLedger.locationId,
      num: sql<number>`sum(${stockLedger.quantity})::int`,
    })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.businessId, businessId),
        eq(stockLedger.refType, 'order'),
        inArray(stockLedger.kind, ['reservation', 'release']),
        q.warehouseId ? eq(stockLedger.warehouseId, q.warehouseId) : undefined,
      ),
    )
    .groupBy(stockLedger.refId, stockLedger.variantId, stockLedger.warehouseId, stockLedger.locationId)
    .having(sql`sum(${stockLedger.quantity}) > 0`);
  const waiting = new Map(
    (await orders.waitingToShip(businessId, [...new Set(held.map((h) => h.orderId))])).map((o) => [
      o.id,
      o.orderNo,
    ]),
  );
  const mine = held.filter((h) => waiting.has(h.orderId));
  const variantIds = [...new Set(mine.map((h) => h.variantId))];
  const homes = new Map((await variantHomes(db, variantIds)).map((h) => [h.variantId, h]));
  const codes = await barcodesOf(db, variantIds);
  const houseIds = [...new Set(mine.map((h) => h.warehouseId))];
  const houses = houseIds.length
    ? await db.select().from(warehouses).where(inArray(warehouses.id, houseIds))
    : [];
  const houseName = new Map(houses.map((h) => [h.id, lang === 'zh' ? h.nameZh : h.nameEn]));
  const locIds = [...new Set(mine.map((h) => h.locationId).filter((l) => l > 0))];
  const locs = locIds.length
    ? await db.select().from(stockLocations).where(inArray(stockLocations.id, locIds))
    : [];
  const locCode = new Map(locs.map((l) => [l.id, l.code]));

  const rows = new Map<string, StockPickRow>();
  for (const h of mine) {
    const key = `${h.warehouseId}:${h.locationId}:${h.variantId}`;
    const home = homes.get(h.variantId);
    const row = rows.get(key) ?? {
      warehouseId: h.warehouseId,
      warehouseName: houseName.get(h.warehouseId) ?? '',
      locationId: h.locationId,
      locationCode: locCode.get(h.locationId) ?? '',
      variantId: h.variantId,
      barcode: codes.get(h.variantId) ?? '',
      sku: home?.sku ?? '',
      title: home?.title ?? '',
      options: home?.options ?? [],
      quantity: 0,
      orders: [],
    };
    row.quantity += h.num;
    row.orders.push({ id: h.orderId, orderNo: waiting.get(h.orderId) ?? '', quantity: h.num });
    rows.set(key, row);
  }
  const keyword = q.keyword?.toLowerCase();
  const all = [...rows.values()]
    .filter(
      (r) =>
        !keyword ||
        r.barcode.toLowerCase() === keyword ||
        r.sku.toLowerCase() === keyword ||
        r.orders.some((o) => o.orderNo.toLowerCase().includes(keyword)),
    )
    .sort(
      (a, b) =>
        a.warehouseId - b.warehouseId ||
        // Unbinned stock last: the picker walks the bins in code order, then the rest.
        Number(a.locationId === 0) - Number(b.locationId === 0) ||
        a.locationCode.localeCompare(b.locationCode) ||
        a.sku.localeCompare(b.sku) ||
        a.variantId - b.variantId,
    );
  for (const r of all) r.orders.sort((a, b) => a.orderNo.localeCompare(b.orderNo));
  const start = (q.current - 1) * q.size;
  return {
    records: all.slice(start, start + q.size),
    total: all.length,
    current: q.current,
    size: q.size,
    orderCount: new Set(all.flatMap((r) => r.orders.map((o) => o.id))).size,
    totalQuantity: all.reduce((n, r) => n + r.quantity, 0),
  };
}
