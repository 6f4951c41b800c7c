import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { PRODUCT_STATUS, products, productVariants } from '../../db/schema/catalog';

/*
 * The stock of a variant, for the modules that move it (orders): always in the caller's transaction and with
 * a conditional update, never read-then-write.
 */

/** Takes `num` of a variant still sold (on shelf, not removed) and with that much left; false when not. */
export async function takeStock(tx: Tx, variantId: number, num: number): Promise<boolean> {
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
    .returning({ id: productVariants.id });
  return taken.length > 0;
}

/** Gives back what a cancelled order had taken. */
export async function returnStock(tx: Tx, variantId: number, num: number): Promise<void> {
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${num}` })
    .where(eq(productVariants.id, variantId));
}
