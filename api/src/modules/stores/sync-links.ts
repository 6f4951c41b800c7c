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

/** The catalogue's side of the mapped links: which product a variant is of (the catalogue owns variants). */
export interface SyncCatalog {
  productsOf(variantIds: number[]): Promise<{ id: number; productId: number }[]>;
  variantsOf(productIds: number[]): Promise<{ id: number; productId: number }[]>;
}

/**
 * THE answer to "which store variants follow these mall variants": the sync reads every link through here.
 * Two sources: the published links (`store_product_links`) and the store's own products mapped to mall
 * variants (`store_variant_maps`, issue 34 item 3). Either `storeId` with `variantIds` (the runner, one
 * store), or `productIds` (a changed product, every store). Only active stores' links.
 */
export async function syncLinks(
  db: Db | Tx,
  by: { storeId: number; variantIds: number[] } | { productIds: number[] },
  catalog: SyncCatalog,
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
  const published = await db
    .select(columns)
    .from(storeProductLinks)
    .innerJoin(stores, eq(stores.id, storeProductLinks.storeId))
    .where(and(where, eq(stores.state, 'active')));
  return [...published, ...(await mappedLinks(db, by, catalog))];
}

/** The mapped store variants of these mall variants (or of these products' variants), in active stores. */
async function mappedLinks(
  db: Db | Tx,
  by: { storeId: number; variantIds: number[] } | { productIds: number[] },
  catalog: SyncCatalog,
): Promise<SyncLink[]> {
  const variants =
    'productIds' in by ? await catalog.variantsOf(by.productIds) : await catalog.productsOf(by.variantIds);
  if (variants.length === 0) return [];
  const productOf = new Map(variants.map((v) => [v.id, v.productId]));
  const m = storeVariantMaps;
  const rows = await db
    .select({
      storeId: m.storeId,
      businessId: stores.businessId,
      variantId: m.variantId,
      storeProductId: m.storeProductId,
      storeVariantId: m.storeVariantId,
    })
    .from(m)
    .innerJoin(stores, eq(stores.id, m.storeId))
    .where(
      and(
        inArray(m.variantId, [...productOf.keys()]),
        eq(stores.state, 'active'),
        'storeId' in by ? eq(m.storeId, by.storeId) : undefined,
      ),
    );
  return rows.flatMap((r) => {
    const productId = productOf.get(r.variantId);
    return productId === undefined ? [] : [{ ...r, productId }];
  });
}

/** The mall variants this store has mapped (every link of a store, for its "Sync now"). */
export async function mappedVariantIds(db: Db | Tx, storeId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ variantId: storeVariantMaps.variantId })
    .from(storeVariantMaps)
    .where(eq(storeVariantMaps.storeId, storeId));
  return rows.map((r) => r.variantId);
}
