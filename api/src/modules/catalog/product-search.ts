import { type Page, type ProductListItem, type ProductSearchQuery, SortIndex } from '@dropmall/contract';
import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PRODUCT_STATUS, products, productTags } from '../../db/schema/catalog';
import { listColumns, toListItems } from './product-lists';

/** `%`, `_` and `\` are LIKE wildcards: a shopper's text must match as typed. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(query: ProductSearchQuery): SQL[] {
  const where: SQL[] = [eq(products.status, PRODUCT_STATUS.onShelf)];
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  if (query.category2Id) where.push(eq(products.category2Id, query.category2Id));
  if (query.category3Id) where.push(eq(products.category3Id, query.category3Id));
  if (query.warehouse) where.push(eq(products.warehouseId, query.warehouse));
  if (query.businessId) where.push(eq(products.businessId, query.businessId));
  if (query.sku) where.push(eq(products.sku, query.sku));
  if (query.newest) where.push(gte(products.createdAt, sql`now() - make_interval(days => ${query.newest})`));
  if (query.tagId) {
    where.push(
      sql`exists (select 1 from ${productTags} where ${productTags.productId} = ${products.id} and ${productTags.tagId} = ${query.tagId})`,
    );
  }
  // Every word must appear in the title, in any case; the trigram index on lower(title) serves it.
  for (const word of (query.title ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    where.push(sql`lower(${products.title}) like ${`%${escapeLike(word)}%`}`);
  }
  return where;
}

function ordering(sortIndex: number): SQL[] {
  switch (sortIndex) {
    case SortIndex.priceAsc:
      return [asc(products.price), asc(products.id)];
    case SortIndex.priceDesc:
      return [desc(products.price), desc(products.id)];
    case SortIndex.newest:
      return [desc(products.createdAt), desc(products.id)];
    case SortIndex.downloads:
      return [desc(products.downloadCount), desc(products.id)];
    case SortIndex.publishes:
      return [desc(products.publishCount), desc(products.id)];
    default:
      return [desc(products.sortWeight), desc(products.id)];
  }
}

/** The page query of a search, also used by tests to EXPLAIN it. */
export function searchPageQuery(db: Db, query: ProductSearchQuery) {
  return db
    .select(listColumns)
    .from(products)
    .where(and(...filters(query)))
    .orderBy(...ordering(query.sortIndex))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
}

/** The product page search of spec 000 §7: on-shelf products only, every filter and sort on an index. */
export async function searchProducts(
  db: Db,
  query: ProductSearchQuery,
  viewerBusinessId: number | null,
): Promise<Page<ProductListItem>> {
  const [rows, [totalRow]] = await Promise.all([
    searchPageQuery(db, query),
    db
      .select({ total: count() })
      .from(products)
      .where(and(...filters(query))),
  ]);
  return {
    records: await toListItems(db, rows, viewerBusinessId),
    total: Number(totalRow?.total ?? 0),
    current: query.current,
    size: query.size,
  };
}
