import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storeProductLinks, storeVariantMaps } from '../../db/schema/stores';

/**
 * The store variants standing for a mall variant, in every store (issue 34 items 1 and 3): those its publish
 * created (`published`: store_product_links) and those a business mapped (`mapped`: store_variant_maps).
 * What the stock and price sync follows; one store variant appears once (a mapping is never made for a
 * published store variant).
 */
export interface LinkedStoreVariant {
  storeId: number;
  storeProductId: string;
  storeVariantId: string;
  source: 'published' | 'mapped';
}

export async function linkedStoreVariants(db: Db | Tx, variantId: number): Promise<LinkedStoreVariant[]> {
  const published = await db
    .select({
      storeId: storeProductLinks.storeId,
      storeProductId: storeProductLinks.storeProductId,
      storeVariantId: storeProductLinks.storeVariantId,
    })
    .from(storeProductLinks)
    .where(eq(storeProductLinks.variantId, variantId));
  const mapped = await db
    .select({
      storeId: storeVariantMaps.storeId,
      storeProductId: storeVariantMaps.storeProductId,
      storeVariantId: storeVariantMaps.storeVariantId,
    })
    .from(storeVariantMaps)
    .where(eq(storeVariantMaps.variantId, variantId));
  return [
    ...published.map((l) => ({ ...l, source: 'published' as const })),
    ...mapped.map((l) => ({ ...l, source: 'mapped' as const })),
  ];
}

/**
 * The mall variant of each of these store variants of one store: the publish's link first, else the
 * business's mapping (what order matching reads).
 */
export async function mallVariantsOf(
  db: Db | Tx,
  storeId: number,
  storeVariantIds: string[],
): Promise<Map<string, { variantId: number; source: 'published' | 'mapped' }>> {
  const out = new Map<string, { variantId: number; source: 'published' | 'mapped' }>();
  if (storeVariantIds.length === 0) return out;
  const mapped = await db
    .select({ storeVariantId: storeVariantMaps.storeVariantId, variantId: storeVariantMaps.variantId })
    .from(storeVariantMaps)
    .where(
      and(eq(storeVariantMaps.storeId, storeId), inArray(storeVariantMaps.storeVariantId, storeVariantIds)),
    );
  for (const m of mapped) out.set(m.storeVariantId, { variantId: m.variantId, source: 'mapped' });
  const published = await db
    .select({ storeVariantId: storeProductLinks.storeVariantId, variantId: storeProductLinks.variantId })
    .from(storeProductLinks)
    .where(
      and(eq(storeProductLinks.storeId, storeId), inArray(storeProductLinks.storeVariantId, storeVariantIds)),
    );
  for (const l of published) out.set(l.storeVariantId, { variantId: l.variantId, source: 'published' });
  return out;
}
