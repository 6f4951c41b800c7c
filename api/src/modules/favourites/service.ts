import type { FavoriteSaveRequest, Page, ProductListItem } from '@dropmall/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema/favourites';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { toListItems } from '../catalog/product-lists';
import { onShelfProduct, productListRows } from '../catalog/reads';
import { favouriteFlags } from './flags';
import { favouriteText } from './texts';

export type FavouriteItem = ProductListItem & { favoriteId: number; onShelf: boolean };

function businessIdOf(principal: Principal): number {
  if (principal.kind !== 'business' || principal.businessId === null)
    throw forbidden(favouriteText.businessOnly);
  return principal.businessId;
}

/**
 * Favourites of a business (spec 000 §4): saving with invalid=0 creates the record (or returns the live one,
 * so a double click makes one record), saving a record id with invalid=1 removes it. A business can only
 * remove its own records.
 */
export class FavouritesService {
  constructor(private readonly db: Db) {}

  async save(
    principal: Principal,
    input: z.infer<typeof FavoriteSaveRequest>,
  ): Promise<{ id: number; invalid: number }> {
    const businessId = businessIdOf(principal);
    if (input.invalid === 1) {
      if (!input.id) throw notFound();
      const removed = await this.db
        .update(favorites)
        .set({ invalid: 1, updatedAt: new Date() })
        .where(
          and(eq(favorites.id, input.id), eq(favorites.businessId, businessId), eq(favorites.invalid, 0)),
        )
        .returning({ id: favorites.id });
      if (removed.length === 0) throw notFound();
      return { id: input.id, invalid: 1 };
    }
    const product = await onShelfProduct(this.db, input.productId);
    if (!product) throw notFound('productNotFound');
    await this.db.insert(favorites).values({ businessId, productId: product.id }).onConflictDoNothing();
    const [live] = await this.db
      .select({ id: favorites.id })
      .from(favorites)
      .where(
        and(
          eq(favorites.businessId, businessId),
          eq(favorites.productId, product.id),
          eq(favorites.invalid, 0),
        ),
      );
    if (!live) throw notFound();
    return { id: live.id, invalid: 0 };
  }

  async list(principal: Principal, current: number, size: number): Promise<Page<FavouriteItem>> {
    const businessId = businessIdOf(principal);
    const where = and(eq(favorites.businessId, businessId), eq(favorites.invalid, 0));
    const [saved, [totalRow]] = await Promise.all([
      this.db
        .select({ id: favorites.id, productId: favorites.productId })
        .from(favorites)
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ total: count() }).from(favorites).where(where),
    ]);
    const productOf = await productListRows(
      this.db,
      saved.map((f) => f.productId),
    );
    const rows = saved.flatMap((f) => {
      const found = productOf.get(f.productId);
      return found ? [{ ...found, favoriteId: f.id }] : [];
    });
    const items = await toListItems(
      this.db,
      rows.map((r) => r.row),
      businessId,
      favouriteFlags,
    );
    return {
      records: items.map((item, i) => ({
        ...item,
        favoriteId: rows[i]?.favoriteId ?? 0,
        onShelf: rows[i]?.onShelf ?? false,
      })),
      total: Number(totalRow?.total ?? 0),
      current,
      size,
    };
  }
}
