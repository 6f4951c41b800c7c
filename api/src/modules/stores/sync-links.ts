import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeProductLinks, stores, storeVariantMaps } from '../../db/schema/stores';

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
 * Two sources in one statement: the published links (`store_product_links`) and the store's own variants
 * mapped to mall variants (`store_variant_maps`, issue 34 item 3). Either `storeId` with `variantIds` (the
 * runner, one store), or `productIds` (a changed product, every store). Only active stores' links.
 */
export async function syncLinks(
  db: Db | Tx,
  by: { storeId: number; variantIds: number[] } | { productIds: number[] },
): Promise<SyncLink[]> {
  if (('productIds' in by ? by.productIds : by.variantIds).length === 0) return [];
  const l = storeProductLinks;
  const m = storeVariantMaps;
  const published =
    'productIds' in by
      ? inArray(l.productId, by.productIds)
      : and(eq(l.storeId, by.storeId), inArray(l.variantId, by.variantIds));
  const mapped =
    'productIds' in by
      ? inArray(m.productId, by.productIds)
      : and(eq(m.storeId, by.storeId), inArray(m.variantId, by.variantIds));
  return db
    .select(columns)
    .from(l)
    .innerJoin(stores, eq(stores.id, l.storeId))
    .where(and(published, eq(stores.state, 'active')))
    .unionAll(
      db
        .select({
          storeId: m.storeId,
          businessId: stores.businessId,
          productId: m.productId,
          variantId: m.variantId,
          storeProductId: m.storeProductId,
          storeVariantId: m.storeVariantId,
        })
        .from(m)
        .innerJoin(stores, eq(stores.id, m.storeId))
        .where(and(mapped, eq(stores.state, 'active'))),
    );
}

/** The products this store has mapped variants of (every link of a store, for its "Sync now"). */
export async function mappedProductIds(db: Db | Tx, storeId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: storeVariantMaps.productId })
    .from(storeVariantMaps)
    .where(eq(storeVariantMaps.storeId, storeId));
  return rows.map((r) => r.productId);
}
