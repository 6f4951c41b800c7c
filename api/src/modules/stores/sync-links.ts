import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeProductLinks, stores } from '../../db/schema/stores';

/** A store variant that follows a mall variant. */
export interface SyncLink {
  storeId: number;
  businessId: number;
  productId: number;
  variantId: number;
  storeProductId: string;
  storeVariantId: string;
}

const columns = {
  storeId: storeProductLinks.storeId,
  businessId: stores.businessId,
  productId: storeProductLinks.productId,
  variantId: storeProductLinks.variantId,
  storeProductId: storeProductLinks.storeProductId,
  storeVariantId: storeProductLinks.storeVariantId,
};

/**
 * THE answer to "which store variants follow these mall variants": the sync reads every link through here.
 * Today the links are the published ones (`store_product_links`); a second source (store products mapped to
 * mall variants, issue 34 item 3) is one more read whose rows are appended here. Either `storeId` with
 * `variantIds` (the runner, one store), or `productIds` (a changed product, every store).
 */
export async function syncLinks(
  db: Db | Tx,
  by: { storeId: number; variantIds: number[] } | { productIds: number[] },
): Promise<SyncLink[]> {
  const where =
    'productIds' in by
      ? by.productIds.length > 0
        ? inArray(storeProductLinks.productId, by.productIds)
        : null
      : by.variantIds.length > 0
        ? and(eq(storeProductLinks.storeId, by.storeId), inArray(storeProductLinks.variantId, by.variantIds))
        : null;
  if (!where) return [];
  return db
    .select(columns)
    .from(storeProductLinks)
    .innerJoin(stores, eq(stores.id, storeProductLinks.storeId))
    .where(and(where, eq(stores.state, 'active')));
}
