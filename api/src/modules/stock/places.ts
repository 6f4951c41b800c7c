import type { LocationView, StockPlaces, WarehouseView } from '@dropmall/contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { stockLocations } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { conflict, notFound } from '../../http/errors';
import { stockText } from './texts';

type Reader = Db | Tx;
/** The platform's warehouses and the business's own, less the ones it deleted (archived). */
const mine = (businessId: number) =>
  and(
    or(isNull(warehouses.businessId), eq(warehouses.businessId, businessId)),
    isNull(warehouses.archivedAt),
  );

function warehouseView(row: typeof warehouses.$inferSelect, lang: 'en' | 'zh'): WarehouseView {
  return {
    id: row.id,
    name: lang === 'zh' ? row.nameZh : row.nameEn,
    platform: row.businessId === null,
    country: row.country,
    address: row.address,
    contact: row.contact,
    phone: row.phone,
  };
}

/** The warehouses a business may keep stock in (the platform's and its own) and its locations in them. */
export async function placesOf(db: Reader, businessId: number, lang: 'en' | 'zh'): Promise<StockPlaces> {
  const houses = await db.select().from(warehouses).where(mine(businessId)).orderBy(asc(warehouses.id));
  const bins = await db
    .select()
    .from(stockLocations)
    .where(eq(stockLocations.businessId, businessId))
    .orderBy(asc(stockLocations.warehouseId), asc(stockLocations.code));
  const open = new Set(houses.map((h) => h.id));
  return {
    warehouses: houses.map((h) => warehouseView(h, lang)),
    locations: bins
      .filter((b) => open.has(b.warehouseId))
      .map((b) => ({ id: b.id, warehouseId: b.warehouseId, code: b.code, name: b.name })),
  };
}

/** A warehouse the business may use (the platform's or its own, not deleted), or 404. */
export async function usableWarehouse(db: Reader, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, id), mine(businessId)));
  if (!row) throw notFound(stockText.warehouseNotFound);
  return row;
}

/** 0 (no location) or one of the business's locations in that warehouse; anything else is 404. */
export async function checkLocation(db: Reader, businessId: number, warehouseId: number, locationId: number) {
  if (locationId === 0) return { id: 0, code: '' };
  const [row] = await db
    .select({ id: stockLocations.id, code: stockLocations.code })
    .from(stockLocations)
    .where(
      and(
        eq(stockLocations.id, locationId),
        eq(stockLocations.businessId, businessId),
        eq(stockLocations.warehouseId, warehouseId),
      ),
    );
  if (!row) throw notFound(stockText.locationNotFound);
  return row;
}

/** A location as a message names it: its code, or "no location" in the caller's language. */
export async function locationLabel(db: Reader, locationId: number, lang: 'en' | 'zh') {
  if (locationId === 0) return stockText.noLocation[lang];
  const [row] = await db
    .select({ code: stockLocations.code })
    .from(stockLocations)
    .where(eq(stockLocations.id, locationId));
  return row?.code ?? '-';
}

export async function addLocation(
  db: Db,
  businessId: number,
  input: { warehouseId: number; code: string; name: string },
): Promise<LocationView> {
  await usableWarehouse(db, businessId, input.warehouseId);
  const [row] = await db
    .insert(stockLocations)
    .values({ businessId, ...input })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(stockText.locationTaken);
  return { id: row.id, warehouseId: row.warehouseId, code: row.code, name: row.name };
}
