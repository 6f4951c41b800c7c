import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { stockLedger, stockLocations, variantBarcodes } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { variantHomes } from '../catalog/available';
import { book } from './ledger';
import { checkLocation } from './places';

/*
 * Sales-return stock-in: the goods of a return come back into the bin they left from (the order's sales
 * stock-out row), or into a location of that warehouse that the seller names; the product's warehouse for
 * goods shipped before the ledger. After-sales decides what and how many, once per return; this books it.
 */

export interface Bin {
  businessId: number;
  warehouseId: number;
  locationId: number;
}

/** Where each variant of an order left from, by variant id. */
export async function returnBins(
  tx: Db | Tx,
  orderId: number,
  variantIds: number[],
): Promise<Map<number, Bin>> {
  return (await returnBinsOfOrders(tx, [{ orderId, variantIds }])).get(orderId) ?? new Map();
}

/**
 * Where each variant of each order left from (its first sales stock-out row), else the variant's home for
 * goods shipped before the ledger: two statements for a whole page of returns, whatever its length.
 */
export async function returnBinsOfOrders(
  tx: Db | Tx,
  orders: { orderId: number; variantIds: number[] }[],
): Promise<Map<number, Map<number, Bin>>> {
  const byOrder = new Map(orders.map((o) => [o.orderId, new Map<number, Bin>()]));
  const variantIds = [...new Set(orders.flatMap((o) => o.variantIds))];
  if (variantIds.length === 0) return byOrder;
  const left = await tx
    .select({
      orderId: stockLedger.refId,
      variantId: stockLedger.variantId,
      businessId: stockLedger.businessId,
      warehouseId: stockLedger.warehouseId,
      locationId: stockLedger.locationId,
    })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.refType, 'order'),
        inArray(stockLedger.refId, [...byOrder.keys()]),
        eq(stockLedger.kind, 'sales_out'),
        inArray(stockLedger.variantId, variantIds),
      ),
    )
    .orderBy(stockLedger.id);
  for (const { orderId, variantId, ...bin } of left) {
    const bins = byOrder.get(orderId ?? 0);
    if (bins && !bins.has(variantId)) bins.set(variantId, bin);
  }
  const missing = new Set(orders.flatMap((o) => o.variantIds.filter((v) => !byOrder.get(o.orderId)?.has(v))));
  const homes = new Map((await variantHomes(tx, [...missing])).map((h) => [h.variantId, h]));
  for (const o of orders)
    for (const v of o.variantIds) {
      const bins = byOrder.get(o.orderId);
      const home = homes.get(v);
      if (bins && !bins.has(v) && home)
        bins.set(v, { businessId: home.businessId, warehouseId: home.warehouseId, locationId: 0 });
    }
  return byOrder;
}

export interface ReturnBooking {
  afterSaleId: number;
  orderId: number;
  /** The seller: a named location must be one of its own. */
  sellerId: number;
  /** 0: each line into the bin it left from. */
  locationId: number;
  lines: { variantId: number; num: number }[];
  actor: string;
}

/**
 * Books the return_in rows of a return, in the caller's transaction (the caller makes sure it happens once).
 * A named location must be the seller's in the warehouse the goods left from (else 404, nothing booked).
 */
export async function bookReturn(tx: Tx, r: ReturnBooking): Promise<void> {
  const lines = r.lines.filter((l) => l.num > 0);
  const bins = await returnBins(
    tx,
    r.orderId,
    lines.map((l) => l.variantId),
  );
  for (const line of lines) {
    const bin = bins.get(line.variantId);
    if (!bin) continue; // the variant is gone (its product deleted): nothing to keep stock of
    const locationId =
      r.locationId === 0
        ? bin.locationId
        : (await checkLocation(tx, r.sellerId, bin.warehouseId, r.locationId)).id;
    const booked = await book(tx, {
      ...bin,
      locationId,
      variantId: line.variantId,
      kind: 'return_in',
      quantity: line.num,
      refType: 'after_sale',
      refId: r.afterSaleId,
      actor: r.actor,
    });
    if (!booked) throw new Error(`return_in of variant ${line.variantId} refused`);
  }
}

/** What the sales-return stock-in page shows beside after-sales' rows: barcodes, warehouse, location. */
export async function returnPlaces(
  db: Db | Tx,
  returns: { orderId: number; variantIds: number[]; locationId: number }[],
  lang: 'en' | 'zh',
) {
  const variantIds = [...new Set(returns.flatMap((r) => r.variantIds))];
  const [codes, houses, bins] = await Promise.all([
    variantIds.length
      ? db
          .select({ variantId: variantBarcodes.variantId, code: variantBarcodes.code })
          .from(variantBarcodes)
          .where(inArray(variantBarcodes.variantId, variantIds))
      : [],
    db.select({ id: warehouses.id, en: warehouses.nameEn, zh: warehouses.nameZh }).from(warehouses),
    returnBinsOfOrders(db, returns),
  ]);
  const locationIds = returns.map((r) => r.locationId).filter((id) => id > 0);
  const locations = locationIds.length
    ? await db
        .select({ id: stockLocations.id, code: stockLocations.code })
        .from(stockLocations)
        .where(inArray(stockLocations.id, locationIds))
    : [];
  const barcode = new Map(codes.map((c) => [c.variantId, c.code]));
  const houseName = new Map(houses.map((h) => [h.id, lang === 'zh' ? h.zh : h.en]));
  const locationCode = new Map(locations.map((l) => [l.id, l.code]));
  return returns.map((r) => {
    const first = r.variantIds.map((v) => bins.get(r.orderId)?.get(v)).find(Boolean);
    const warehouseId = first?.warehouseId ?? 1;
    return {
      warehouseId,
      warehouseName: houseName.get(warehouseId) ?? '',
      locationCode: locationCode.get(r.locationId) ?? '',
      barcodes: barcode,
    };
  });
}
