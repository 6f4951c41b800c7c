import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { builtOnce } from '../../db/prepared';
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
 * runner, one store), `productIds` (a changed product, every store), or `storeId` alone (every link of a
 * store: its "Sync now", new settings; no id list, so no bound on the store's size). Only active stores'.
 */
export async function syncLinks(
  db: Db | Tx,
  by: { storeId: number; variantIds?: number[] } | { productIds: number[] },
): Promise<SyncLink[]> {
  const ids = 'productIds' in by ? by.productIds : by.variantIds;
  if (ids?.length === 0) return [];
  // Every stock change of the mall asks this for its products: built once.
  if ('productIds' in by) return linksOfProducts(db, { ids: by.productIds });
  const l = storeProductLinks;
  const m = storeVariantMaps;
  return linksWhere(
    db,
    and(eq(l.storeId, by.storeId), by.variantIds ? inArray(l.variantId, by.variantIds) : undefined),
    and(eq(m.storeId, by.storeId), by.variantIds ? inArray(m.variantId, by.variantIds) : undefined),
  );
}

const linksOfProducts = builtOnce<SyncLink[]>((db) =>
  linksWhere(
    db,
    sql`${storeProductLinks.productId} = any(${sql.placeholder('ids')})`,
    sql`${storeVariantMaps.productId} = any(${sql.placeholder('ids')})`,
  ),
);

/** The published links and the mapped variants of active stores that match the two conditions. */
function linksWhere(db: Db | Tx, published: SQL | undefined, mapped: SQL | undefined) {
  const l = storeProductLinks;
  const m = storeVariantMaps;
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
