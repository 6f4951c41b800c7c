import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { PRODUCT_STATUS, products, productVariants } from '../../db/schema/catalog';
import { catalogChanged } from './changes';

/*
 * A variant's `stock` column is the catalogue's copy of what can be sold (on hand - reserved over the
 * warehouses): the mall and the cart read it without touching the stock tables. Only the stock module calls
 * these, in the transaction that writes its ledger, so the copy never drifts.
 */

/**
 * Takes `num` of a variant still sold (on shelf, not removed) and with that much left; answers what is left
 * after, or null when refused. The conditional update also locks the variant row, which queues every
 * reservation of one variant.
 */
export async function takeAvailable(tx: Tx, variantId: number, num: number): Promise<number | null> {
  const taken = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${num}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        gte(productVariants.stock, num),
        eq(productVariants.invalid, 0),
        sql`exists (select 1 from ${products} where ${products.id} = ${productVariants.productId} and ${products.status} = ${PRODUCT_STATUS.onShelf})`,
      ),
    )
    .returning({ stock: productVariants.stock, productId: productVariants.productId });
  if (taken[0]) await catalogChanged({ products: [taken[0].productId] });
  return taken[0]?.stock ?? null;
}

/**
 * Moves the copy by `delta` (never below zero: a negative move the copy cannot take throws); answers the
 * copy after the move (null for no move).
 */
export async function changeAvailable(tx: Tx, variantId: number, delta: number): Promise<number | null> {
  if (delta === 0) return null;
  const moved = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${delta}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, Math.max(0, -delta))))
    .returning({ stock: productVariants.stock, productId: productVariants.productId });
  const [row] = moved;
  if (!row) throw new Error(`available copy of variant ${variantId} would go negative`);
  await catalogChanged({ products: [row.productId] });
  return row.stock;
}

export interface VariantHome {
  variantId: number;
  productId: number;
  businessId: number;
  warehouseId: number;
  sku: string;
  title: string;
  /** The seller's short title ('' when none): what a barcode label prints. */
  shortTitle: string;
  options: string[];
  available: number;
}

const homeColumns = {
  variantId: productVariants.id,
  productId: products.id,
  businessId: products.businessId,
  warehouseId: products.warehouseId,
  sku: productVariants.articleNumber,
  title: products.title,
  shortTitle: products.shortTitle,
  options: productVariants.options,
  available: productVariants.stock,
};

/** Whose variants these are and where their product ships from. */
export async function variantHomes(tx: Db | Tx, variantIds: number[]): Promise<VariantHome[]> {
  if (variantIds.length === 0) return [];
  return tx
    .select(homeColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
}

/** A business's live variants whose article number (the seller's SKU) is `sku`. */
export async function variantsBySku(tx: Db | Tx, businessId: number, sku: string): Promise<VariantHome[]> {
  return tx
    .select(homeColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.articleNumber, sku),
        eq(productVariants.invalid, 0),
        eq(products.businessId, businessId),
      ),
    )
    .limit(2);
}

/** A business's live variants whose article number is one of `skus` (a stock-in file's codes, in one read). */
export async function variantsBySkus(
  tx: Db | Tx,
  businessId: number,
  skus: string[],
): Promise<VariantHome[]> {
  if (skus.length === 0) return [];
  return tx
    .select(homeColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(productVariants.articleNumber, skus),
        eq(productVariants.invalid, 0),
        eq(products.businessId, businessId),
      ),
    );
}

/** The live variants of one product, in their order (what a label sheet of the product offers). */
export async function liveVariantsOf(tx: Db | Tx, productId: number): Promise<VariantHome[]> {
  return tx
    .select(homeColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.productId, productId), eq(productVariants.invalid, 0)))
    .orderBy(productVariants.id);
}

/**
 * `takeAvailable` for several variants in one statement (a checkout's lines; each variant once): answers,
 * per variant taken, what is left and its seller. One missing from the answer was not on sale or had too
 * little; the caller rolls back.
 */
export async function takeAvailableAll(
  tx: Tx,
  lines: { variantId: number; num: number }[],
): Promise<Map<number, { after: number; businessId: number }>> {
  if (lines.length === 0) return new Map();
  const wanted = sql.join(
    lines.map((l) => sql`(${l.variantId}::bigint, ${l.num}::int)`),
    sql`, `,
  );
  const taken = await queryRows<{
    id: string | number;
    product_id: string | number;
    stock: number;
    business_id: string | number;
  }>(
    tx,
    sql`update product_variants set stock = product_variants.stock - w.num
      from (values ${wanted}) as w(id, num), products p
      where product_variants.id = w.id and product_variants.stock >= w.num and product_variants.invalid = 0
        and p.id = product_variants.product_id and p.status = ${PRODUCT_STATUS.onShelf}
      returning product_variants.id, product_variants.product_id, product_variants.stock, p.business_id`,
  );
  if (taken.length > 0) await catalogChanged({ products: taken.map((r) => Number(r.product_id)) });
  return new Map(
    taken.map((r) => [Number(r.id), { after: Number(r.stock), businessId: Number(r.business_id) }]),
  );
}

/** A variant as the stores' stock and price sync reads it: its price, the available copy, whether it sells. */
export interface SyncVariant {
  id: number;
  productId: number;
  title: string;
  options: string[];
  price: string;
  available: number;
  /** The product is on the shelf and the variant not removed. */
  selling: boolean;
  /** The product is on the shelf (a removed variant of it may still stop alone). */
  productSelling: boolean;
}

export async function syncVariants(db: Db | Tx, variantIds: number[]): Promise<SyncVariant[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .select({
      id: productVariants.id,
      productId: products.id,
      title: products.title,
      options: productVariants.options,
      price: productVariants.price,
      available: productVariants.stock,
      invalid: productVariants.invalid,
      status: products.status,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  return rows.map(({ invalid, status, ...r }) => ({
    ...r,
    productSelling: status === PRODUCT_STATUS.onShelf,
    selling: status === PRODUCT_STATUS.onShelf && invalid === 0,
  }));
}
