import type { Db } from '../../db/client';

/**
 * Which of these products a business holds as favourites: product id -> its live favourite record id. The
 * catalogue shows the flag on lists and product pages, the favourites module owns the records: it provides
 * this function, given to the catalogue by the composition root (compose.ts), so neither imports the other's
 * tables and the catalogue does not import favourites (favourites lists products through the catalogue).
 */
export type FavouriteFlags = (
  db: Db,
  businessId: number,
  productIds: number[],
) => Promise<Map<number, number>>;
