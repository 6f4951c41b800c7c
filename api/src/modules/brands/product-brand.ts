import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { brands } from '../../db/schema/brands';

export interface ProductBrand {
  id: number;
  name: string;
  state: 'active' | 'hidden';
}

/**
 * One of the business's brands, share-locked for the product save's transaction (a delete, which locks the
 * brand for update and then counts its products, waits for the save, and the other way round the save waits
 * and finds it gone); null when the business has no such brand.
 */
export async function lockProductBrand(tx: Tx, businessId: number, id: number): Promise<ProductBrand | null> {
  const [row] = await tx
    .select({ id: brands.id, name: brands.name, state: brands.state })
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.businessId, businessId)))
    .for('share');
  return row ?? null;
}
