import type { StockLedgerQuery, StockLedgerRow } from '@dropmall/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockLedger, stockLocations, variantBarcodes } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { variantHomes } from '../catalog/available';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * A business's ledger rows, newest first, by kind, warehouse, barcode and days: the sales stock-out page is
 * this list with kind = sales_out (read-only, the shipped orders' outbound).
 */
export async function ledgerPage(db: Db, businessId: number, q: StockLedgerQuery, lang: 'en' | 'zh') {
  const where: SQL[] = [eq(stockLedger.businessId, businessId)];
  if (q.kind) where.push(eq(stockLedger.kind, q.kind));
  if (q.warehouseId) where.push(eq(stockLedger.warehouseId, q.warehouseId));
  if (q.keyword)
    where.push(
      sql`${stockLedger.variantId} in (select ${variantBarcodes.variantId} from ${variantBarcodes} where ${variantBarcodes.businessId} = ${businessId} and ${variantBarcodes.code} = ${q.keyword})`,
    );
  if (q.startTime) where.push(gte(stockLedger.createdAt, new Date(`${q.startTime}T00:00:00Z`)));
  if (q.endTime) where.push(lt(stockLedger.createdAt, nextDay(q.endTime)));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockLedger)
    .where(and(...where));
  const rows = await db
    .select({
      row: stockLedger,
      warehouseName: lang === 'zh' ? warehouses.nameZh : warehouses.nameEn,
      locationCode: stockLocations.code,
    })
    .from(stockLedger)
    .innerJoin(warehouses, eq(warehouses.id, stockLedger.warehouseId))
    .leftJoin(stockLocations, eq(stockLocations.id, stockLedger.locationId))
    .where(and(...where))
    .orderBy(desc(stockLedger.createdAt), desc(stockLedger.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  const homes = new Map(
    (
      await variantHomes(
        db,
        rows.map((r) => r.row.variantId),
      )
    ).map((h) => [h.variantId, h]),
  );
  const records = rows.map(
    ({ row, warehouseName, locationCode }): StockLedgerRow => ({
      id: row.id,
      kind: row.kind,
      variantId: row.variantId,
      sku: homes.get(row.variantId)?.sku ?? '',
      title: homes.get(row.variantId)?.title ?? '',
      options: homes.get(row.variantId)?.options ?? [],
      warehouseName,
      locationCode: locationCode ?? '',
      quantity: row.quantity,
      onHandAfter: row.onHandAfter,
      reservedAfter: row.reservedAfter,
      refType: row.refType,
      refId: row.refId,
      actor: row.actor,
      time: row.createdAt.toISOString(),
    }),
  );
  return { records, total: counted?.n ?? 0, current: q.current, size: q.size };
}
