import type { OwnWarehouseSave, WarehouseView } from '@dropmall/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockBalances } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { conflict, notFound } from '../../http/errors';
import { stockText } from './texts';

const view = (row: typeof warehouses.$inferSelect): WarehouseView => ({
  id: row.id,
  name: row.nameEn,
  platform: false,
  country: row.country,
  address: row.address,
  contact: row.contact,
  phone: row.phone,
});

/** The business's own warehouse `id`, not deleted. */
const own = (businessId: number, id?: number) =>
  and(
    eq(warehouses.businessId, businessId),
    isNull(warehouses.archivedAt),
    id === undefined ? undefined : eq(warehouses.id, id),
  );

/** A business's own third-party warehouses, oldest first (the deleted ones no longer). */
export async function ownWarehouses(db: Db, businessId: number): Promise<WarehouseView[]> {
  const rows = await db.select().from(warehouses).where(own(businessId)).orderBy(asc(warehouses.id));
  return rows.map(view);
}

/**
 * Adds a third-party warehouse of the business, or changes one of its own (another's, a platform warehouse
 * or a deleted one is 404). One name serves both languages: it is the seller's own name for the place.
 */
export async function saveOwnWarehouse(db: Db, businessId: number, input: OwnWarehouseSave) {
  const values = {
    nameEn: input.name,
    nameZh: input.name,
    country: input.country,
    address: input.address,
    contact: input.contact,
    phone: input.phone,
  };
  if (input.id === undefined) {
    const [made] = await db
      .insert(warehouses)
      .values({ ...values, businessId })
      .returning({ id: warehouses.id });
    return { id: made?.id ?? 0 };
  }
  const [changed] = await db
    .update(warehouses)
    .set(values)
    .where(own(businessId, input.id))
    .returning({ id: warehouses.id });
  if (!changed) throw notFound(stockText.warehouseNotFound);
  return { id: changed.id };
}

/**
 * Deletes one of the business's own warehouses, which must hold nothing (on hand 0 in every bin, else 409). It
 * is archived, not removed: ledger rows and documents keep naming it; it leaves the lists and pickers. The
 * row lock waits for a confirm booking into it (which share-locks it) and makes a later one refuse.
 */
export async function archiveOwnWarehouse(db: Db, businessId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [house] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(own(businessId, id))
      .for('update');
    if (!house) throw notFound(stockText.warehouseNotFound);
    const [held] = await tx
      .select({ pieces: sql<number>`coalesce(sum(${stockBalances.onHand}), 0)::int` })
      .from(stockBalances)
      .where(eq(stockBalances.warehouseId, id));
    if ((held?.pieces ?? 0) > 0) throw conflict(stockText.warehouseHoldsStock, { pieces: held?.pieces ?? 0 });
    await tx.update(warehouses).set({ archivedAt: new Date() }).where(eq(warehouses.id, id));
  });
}
