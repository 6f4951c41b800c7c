import type { Page, StorePublication, TakenProduct } from '@dropmall/contract';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { takenProducts } from '../../db/schema/tasks';
import { notFound } from '../../http/errors';
import { addTakeCounts } from '../catalog/package-products';
import { toMoney } from '../catalog/product-lists';
import { maxAttributeCount, productListRows } from '../catalog/reads';
import { variantSkusOf } from '../catalog/variant-picks';

/** 3 published, 4 downloaded (platformDataType). */
export type TakeKind = 3 | 4;

/**
 * The publish and download lists of a business (/businessCenter/productPublish, productDownload). A product
 * is on each list once; the first time a business takes it, the product's publish or download count rises
 * by one, and never again for that business (removing and taking again revives the same entry).
 */
export class TakenProductsService {
  constructor(private readonly db: Db) {}

  /**
   * Puts products on a list inside the caller's transaction, so the list and the counts move together.
   * `countLater`: a publish to a connected store counts once the store has the product (`countPublished`).
   */
  async record(
    tx: Tx,
    businessId: number,
    productIds: number[],
    kind: TakeKind,
    countLater = false,
  ): Promise<void> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return;
    const fresh = await tx
      .insert(takenProducts)
      .values(ids.map((productId) => ({ businessId, productId, kind, counted: !countLater })))
      .onConflictDoNothing()
      .returning({ productId: takenProducts.productId });
    const freshIds = new Set(fresh.map((f) => f.productId));
    const again = ids.filter((id) => !freshIds.has(id));
    if (again.length > 0) {
      await tx
        .update(takenProducts)
        .set({ invalid: 0, times: sql`${takenProducts.times} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(takenProducts.businessId, businessId),
            eq(takenProducts.kind, kind),
            inArray(takenProducts.productId, again),
          ),
        );
    }
    if (!countLater) await addTakeCounts(tx, [...freshIds], kind);
  }

  /** A publish reached a store: the entries not yet counted raise their product's count, once. */
  async countPublished(businessId: number, productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.db.transaction(async (tx) => {
      const counted = await tx
        .update(takenProducts)
        .set({ counted: true })
        .where(
          and(
            eq(takenProducts.businessId, businessId),
            eq(takenProducts.kind, 3),
            eq(takenProducts.counted, false),
            inArray(takenProducts.productId, productIds),
          ),
        )
        .returning({ productId: takenProducts.productId });
      await addTakeCounts(
        tx,
        counted.map((c) => c.productId),
        3,
      );
    });
  }

  async list(
    businessId: number,
    kind: TakeKind,
    current: number,
    size: number,
    /** The products' states in connected stores (the publish list). */
    storesOf?: (productIds: number[]) => Promise<Map<number, StorePublication[]>>,
  ): Promise<Page<TakenProduct>> {
    const where = and(
      eq(takenProducts.businessId, businessId),
      eq(takenProducts.kind, kind),
      eq(takenProducts.invalid, 0),
    );
    const [taken, [total]] = await Promise.all([
      this.db
        .select({
          id: takenProducts.id,
          productId: takenProducts.productId,
          times: takenProducts.times,
          createdAt: takenProducts.createdAt,
          updatedAt: takenProducts.updatedAt,
        })
        .from(takenProducts)
        .where(where)
        .orderBy(desc(takenProducts.updatedAt), desc(takenProducts.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(takenProducts).where(where),
    ]);
    const productOf = await productListRows(
      this.db,
      taken.map((t) => t.productId),
    );
    const rows = taken.flatMap((t) => {
      const found = productOf.get(t.productId);
      return found ? [{ ...t, product: found.row, onShelf: found.onShelf }] : [];
    });
    const states = storesOf ? await storesOf(rows.map((r) => r.productId)) : new Map();
    const skus = storesOf
      ? await variantSkusOf(
          this.db,
          rows.map((r) => r.productId),
        )
      : new Map();
    return {
      records: rows.map(({ product, ...r }) => ({
        id: r.id,
        productId: r.productId,
        title: product.title,
        sku: product.sku,
        price: toMoney(product.price),
        productUrl: product.productUrl,
        publishCount: product.publishCount,
        downloadCount: product.downloadCount,
        times: r.times,
        stores: states.get(r.productId) ?? [],
        variants: skus.get(r.productId) ?? [],
        onShelf: r.onShelf,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      current,
      size,
    };
  }

  /** Takes entries off a list (invalid=1); the counts stay. Another business's ids answer 404. */
  async remove(businessId: number, kind: TakeKind, ids: number[]): Promise<number> {
    const removed = await this.db
      .update(takenProducts)
      .set({ invalid: 1, updatedAt: new Date() })
      .where(
        and(
          inArray(takenProducts.id, ids),
          eq(takenProducts.businessId, businessId),
          eq(takenProducts.kind, kind),
          eq(takenProducts.invalid, 0),
        ),
      )
      .returning({ id: takenProducts.id });
    if (removed.length === 0) throw notFound();
    return removed.length;
  }

  /** The product ids on a list, a chunk at a time in list order (oldest entry first), for the CSV files. */
  async *productIds(businessId: number, kind: TakeKind, chunk = 50): AsyncGenerator<number[]> {
    let after = 0;
    for (;;) {
      const rows = await this.db
        .select({ id: takenProducts.id, productId: takenProducts.productId })
        .from(takenProducts)
        .where(
          and(
            eq(takenProducts.businessId, businessId),
            eq(takenProducts.kind, kind),
            eq(takenProducts.invalid, 0),
            gt(takenProducts.id, after),
          ),
        )
        .orderBy(takenProducts.id)
        .limit(chunk);
      if (rows.length === 0) return;
      yield rows.map((r) => r.productId);
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  /** The most attributes any product on the list has (the WooCommerce file's attribute columns). */
  async maxAttributes(businessId: number, kind: TakeKind): Promise<number> {
    return maxAttributeCount(
      this.db,
      this.db
        .select({ productId: takenProducts.productId })
        .from(takenProducts)
        .where(
          and(
            eq(takenProducts.businessId, businessId),
            eq(takenProducts.kind, kind),
            eq(takenProducts.invalid, 0),
          ),
        ),
    );
  }
}
