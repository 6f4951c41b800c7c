import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { PRODUCT_STATUS, products, productTags } from '../../db/schema/catalog';
import { catalogChanged } from './changes';

export { PRODUCT_STATUS };

/*
 * The catalogue's writes on products for the sellers' side (seller-products: saving, reviewing, shelving).
 * The callers decide the rules; these only write, in the caller's transaction where one is given.
 */

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'businessId' | 'sku'>;

/** A new product of a business; its SKU follows the catalogue's pattern, from the id the row gets. */
export async function insertProduct(tx: Tx, businessId: number, values: NewProduct): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ businessId, sku: `NEW-${crypto.randomUUID()}`, ...values })
    .returning({ id: products.id });
  if (!row) throw new Error('product not written');
  await tx
    .update(products)
    .set({ sku: sql`'DM' || lpad(${products.id}::text, 7, '0')` })
    .where(eq(products.id, row.id));
  await catalogChanged({ lists: true, products: [row.id] });
  return row.id;
}

export async function updateProduct(tx: Tx, id: number, set: Partial<NewProduct>): Promise<void> {
  await tx.update(products).set(set).where(eq(products.id, id));
  await catalogChanged({ lists: true, products: [id] });
}

/** A brand's new name reaches every product that names it (the brands module renames, in its transaction). */
export async function renameBrand(tx: Tx, brandId: number, name: string): Promise<void> {
  const renamed = await tx
    .update(products)
    .set({ brand: name })
    .where(eq(products.brandId, brandId))
    .returning({ id: products.id });
  if (renamed.length > 0) await catalogChanged({ products: renamed.map((r) => r.id) });
}

/** The brand a business's product names now (null: free text, or not the business's product). */
export async function productBrandId(tx: Tx, id: number, businessId: number): Promise<number | null> {
  const [row] = await tx
    .select({ brandId: products.brandId })
    .from(products)
    .where(and(eq(products.id, id), eq(products.businessId, businessId)));
  return row?.brandId ?? null;
}

/** Locks a product (of `businessId` when given) for a change of its review; null when there is none. */
export async function lockProduct(tx: Tx, id: number, businessId: number | null) {
  const [row] = await tx
    .select({ reviewState: products.reviewState, businessId: products.businessId, title: products.title })
    .from(products)
    .where(and(eq(products.id, id), businessId === null ? undefined : eq(products.businessId, businessId)))
    .for('update');
  return row ?? null;
}

/** Shelf status and review state of a business's product; null when it is not theirs. */
export async function productShelf(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select({ status: products.status, reviewState: products.reviewState })
    .from(products)
    .where(and(eq(products.id, id), eq(products.businessId, businessId)));
  return row ?? null;
}

/**
 * Moves a business's product between shelf statuses, only from `from` (and on shelf only while approved),
 * so two clicks or a racing review cannot both apply; false when it did not move.
 */
export async function moveShelf(db: Db, businessId: number, id: number, from: number, to: number) {
  const moved = await db
    .update(products)
    .set({ status: to, updatedAt: new Date() })
    .where(
      and(
        eq(products.id, id),
        eq(products.businessId, businessId),
        eq(products.status, from),
        to === PRODUCT_STATUS.onShelf ? eq(products.reviewState, 'approved') : undefined,
      ),
    )
    .returning({ id: products.id });
  if (moved.length > 0) await catalogChanged({ lists: true, products: [id] });
  return moved.length > 0;
}

/** The product's tags become exactly these. */
export async function replaceProductTags(tx: Tx, id: number, tagIds: number[]): Promise<void> {
  await tx.delete(productTags).where(eq(productTags.productId, id));
  if (tagIds.length > 0)
    await tx.insert(productTags).values([...new Set(tagIds)].map((tagId) => ({ productId: id, tagId })));
  await catalogChanged({ lists: true, products: [id] });
}
