import { and, eq, inArray } from 'drizzle-orm';
import { favorites } from '../../db/schema/favourites';
import type { FavouriteFlags } from '../catalog/favourite-flags';

/** The catalogue's favourite flags (catalog/favourite-flags.ts): a business's live favourites among products. */
export const favouriteFlags: FavouriteFlags = async (db, businessId, productIds) => {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: favorites.id, productId: favorites.productId })
    .from(favorites)
    .where(
      and(
        eq(favorites.businessId, businessId),
        eq(favorites.invalid, 0),
        inArray(favorites.productId, productIds),
      ),
    );
  return new Map(rows.map((r) => [r.productId, r.id]));
};
