import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema/favourites';
import type { FavouriteFlags } from '../catalog/favourite-flags';

/**
 * A business's live favourites among some products, prepared once per database handle: it runs on every
 * storefront answer to a logged-in business (catalog/answer-cache.ts), so it is not built anew each time.
 */
function prepareFlags(db: Db) {
  return db
    .select({ id: favorites.id, productId: favorites.productId })
    .from(favorites)
    .where(
      and(
        eq(favorites.businessId, sql.placeholder('businessId')),
        eq(favorites.invalid, 0),
        sql`${favorites.productId} = any(${sql.placeholder('productIds')})`,
      ),
    )
    .prepare('favourite_flags');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareFlags>>();

/** The catalogue's favourite flags (catalog/favourite-flags.ts): a business's live favourites among products. */
export const favouriteFlags: FavouriteFlags = async (db, businessId, productIds) => {
  if (productIds.length === 0) return new Map();
  let query = prepared.get(db);
  if (!query) {
    query = prepareFlags(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ businessId, productIds });
  return new Map(rows.map((r) => [r.productId, r.id]));
};
