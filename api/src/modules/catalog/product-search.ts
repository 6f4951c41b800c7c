import {
  type Page,
  type ProductListItem,
  type ProductSearchQuery,
  SEARCH_TOTAL_CAP,
  SortIndex,
} from '@dropmall/contract';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { PRODUCT_STATUS, products, productTags } from '../../db/schema/catalog';
import type { FavouriteFlags } from './favourite-flags';
import { listColumns, toListItems } from './product-lists';

/** `%`, `_` and `\` are LIKE wildcards: a shopper's text must match as typed. */

/** The words of a keyword, lower-cased; a short one (one or two characters) has its own index. */
const wordsOf = (query: ProductSearchQuery) => (query.title ?? '').toLowerCase().split(/\s+/).filter(Boolean);
const isShort = (word: string) => [...word].length <= 2;

/**
 * How short words are matched. 'grams': through the index of one- and two-character substrings, right
 * for a rare word. 'like': the plain substring test on each row read, right for a common word (more than
 * TOTAL_CAP matches), where walking the sort index meets 50 matches within a few hundred rows; the index
 * would fetch every match first and the grams function is too slow to run on each row read.
 */
export type ShortWords = 'grams' | 'like';

function filters(query: ProductSearchQuery, shortWords: ShortWords = 'grams'): SQL[] {
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
  // Every word must appear in the title, in any case. The trigram index on lower(title) serves words of
  // three characters or more; a shorter word is one of the title's one- and two-character substrings
  // (migration 0017's dm_short_grams, on its own GIN index of on-shelf products): exactly the same test.
  for (const word of wordsOf(query)) {
    where.push(
      isShort(word) && shortWords === 'grams'
        ? sql`dm_short_grams(lower(${products.title})) @> array[${word}::text]`
        : sql`lower(${products.title}) like ${`%${escapeLike(word)}%`}`,
    );
  }
  return where;
}

/** `desc nulls last`, as the sort indexes are built (the columns are NOT NULL: the order is the same). */
const descending = (column: AnyPgColumn) => sql`${column} desc nulls last`;

function ordering(sortIndex: number): SQL[] {
  switch (sortIndex) {
    case SortIndex.priceAsc:
      return [asc(products.price), asc(products.id)];
    case SortIndex.priceDesc:
      return [desc(products.price), desc(products.id)];
    case SortIndex.newest:
      return [descending(products.createdAt), descending(products.id)];
    case SortIndex.downloads:
      return [descending(products.downloadCount), descending(products.id)];
    case SortIndex.publishes:
      return [descending(products.publishCount), descending(products.id)];
    default:
      return [descending(products.sortWeight), descending(products.id)];
  }
}

/**
 * From this offset on, a page is found in two steps: the ids of the page by an index-only walk of the sort
 * index (no table rows read for the rows skipped), then those rows. Page numbers carry no cursor, so a true
 * keyset is not possible; this makes the rows skipped cost an index entry each instead of a table row.
 */
export const DEFERRED_OFFSET = 1000;

/** The page query of a search, also used by tests to EXPLAIN it. */
export function searchPageQuery(db: Db, query: ProductSearchQuery, shortWords: ShortWords = 'grams') {
  const where = and(...filters(query, shortWords));
  const order = ordering(query.sortIndex);
  const offset = (query.current - 1) * query.size;
  if (offset < DEFERRED_OFFSET) {
    return db
      .select(listColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(offset);
  }
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(offset);
  return db
    .select(listColumns)
    .from(products)
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
}

/**
 * `total` is exact up to this many matching products; past it, counting would read every match on every
 * page, so it says "at least" this many (or at least as many as the pages up to the asked one hold).
 */
const TOTAL_CAP = SEARCH_TOTAL_CAP;

/** How many products match, counting no further than TOTAL_CAP + 1; also used by tests to EXPLAIN it. */
export function searchCountQuery(db: Db, query: ProductSearchQuery) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(and(...filters(query)))
    .limit(TOTAL_CAP + 1)
    .as('matches');
  return db.select({ total: count() }).from(matches);
}

/** The answer's total: exact up to TOTAL_CAP, else a lower bound (see TOTAL_CAP). */
function totalOf(matches: number, offset: number, found: number): number {
  return matches <= TOTAL_CAP ? matches : Math.max(TOTAL_CAP, found > 0 ? offset + found : 0);
}

/**
 * The product page search of spec 000 §7: on-shelf products only, every filter and sort on an index. A page
 * that is not full tells the total by itself (what came before it plus its rows), so only a full page, or an
 * empty one past the first, counts. A keyword with a short word counts first: how many match decides how
 * the page is read (ShortWords).
 */
export async function searchProducts(
  db: Db,
  query: ProductSearchQuery,
  viewerBusinessId: number | null,
  favourites: FavouriteFlags,
): Promise<Page<ProductListItem>> {
  const offset = (query.current - 1) * query.size;
  const countMatches = async () => Number((await searchCountQuery(db, query))[0]?.total ?? 0);
  const page = (records: ProductListItem[], total: number) => ({
    records,
    total,
    current: query.current,
    size: query.size,
  });
  if (wordsOf(query).some(isShort)) {
    const matches = await countMatches();
    const rows = await searchPageQuery(db, query, matches > TOTAL_CAP ? 'like' : 'grams');
    return page(
      await toListItems(db, rows, viewerBusinessId, favourites),
      totalOf(matches, offset, rows.length),
    );
  }
  const rows = await searchPageQuery(db, query);
  const knownTotal = rows.length < query.size && (rows.length > 0 || offset === 0);
  const [records, matches] = await Promise.all([
    toListItems(db, rows, viewerBusinessId, favourites),
    knownTotal ? offset + rows.length : countMatches(),
  ]);
  return page(records, knownTotal ? matches : totalOf(matches, offset, rows.length));
}
