import { createHash } from 'node:crypto';
import {
  type Page,
  type ProductListItem,
  type ProductSearchQuery,
  SEARCH_TOTAL_CAP,
  SortIndex,
} from '@dropmall/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { preparedPerDatabase } from '../../db/prepared';
import {
  catalogueCounts,
  PRODUCT_STATUS,
  productCards,
  products,
  productTags,
  tagListings,
} from '../../db/schema/catalog';
import type { FavouriteFlags } from './favourite-flags';

/**
 * Where a search keeps what many pages share (the catalogue cache's `parts`): a filter's total. Absent when
 * the cache is off: everything is read.
 */
export interface SharedParts {
  parts(
    kind: string,
    generations: string[],
    keys: string[],
    build: (missing: string[]) => Promise<Map<string, string>>,
  ): Promise<{ values: Map<string, string>; hits: number }>;
}

/** How many shared parts a search asked for and how many the cache had (the bench reports the rate). */
export interface PartCounts {
  cards: { hits: number; asked: number };
  total: { hits: number; asked: number };
}
export const noPartCounts = (): PartCounts => ({
  cards: { hits: 0, asked: 0 },
  total: { hits: 0, asked: 0 },
});

/*
 * A total depends on what any product's list face shows (`l`: shelf state, category, tags, title...): every
 * write that changes those bumps it, including tests' writes by hand that name no product.
 */
const PART_GENERATIONS = ['l'];

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

/**
 * How a value goes into a statement: as itself (a one-off query, tests' EXPLAIN), or as a named placeholder
 * of a statement built once per shape and given its values on each call (`statementsOf`).
 */
type Bind = (name: string, value: unknown) => unknown;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/*
 * On shelf, written into the text: a literal lets a generic plan use the indexes kept for on-shelf products
 * only (the short-word index), which a parameter would not.
 */
const onShelf = sql`${products.status} = ${sql.raw(String(PRODUCT_STATUS.onShelf))}`;

/** The values of a search's placeholders (`filters` with `asPlaceholder` names them so). */
function filterValues(query: ProductSearchQuery): Record<string, unknown> {
  const values: Record<string, unknown> = {
    c1: query.categoryId,
    c2: query.category2Id,
    c3: query.category3Id,
    warehouse: query.warehouse,
    business: query.businessId,
    sku: query.sku,
    newest: query.newest,
    tag: query.tagId,
  };
  wordsOf(query).forEach((word, i) => {
    values[`w${i}`] = isShort(word) ? word : `%${escapeLike(word)}%`;
  });
  return values;
}

/**
 * A word's test on the title. A short word read by the plain test is `strpos`, not `like`: pg_trgm takes no
 * trigram from '%ep%', so a plan through the trigram index reads all of it (3-4 s a page at 1M products, the
 * planner guessing 100 rows); strpos is the same substring test and no index offers to answer it.
 */
export function wordTest(word: string, name: string, shortWords: ShortWords, bind = asValue): SQL {
  if (!isShort(word)) return sql`lower(${products.title}) like ${bind(name, `%${escapeLike(word)}%`)}`;
  return shortWords === 'grams'
    ? sql`dm_short_grams(lower(${products.title})) @> array[${bind(name, word)}::text]`
    : sql`strpos(lower(${products.title}), ${bind(name, word)}::text) > 0`;
}

function filters(query: ProductSearchQuery, shortWords: ShortWords = 'grams', bind = asValue): SQL[] {
  const where: SQL[] = [onShelf];
  const is = (column: AnyPgColumn, name: string, value: unknown) => sql`${column} = ${bind(name, value)}`;
  if (query.categoryId) where.push(is(products.categoryId, 'c1', query.categoryId));
  if (query.category2Id) where.push(is(products.category2Id, 'c2', query.category2Id));
  if (query.category3Id) where.push(is(products.category3Id, 'c3', query.category3Id));
  if (query.warehouse) where.push(is(products.warehouseId, 'warehouse', query.warehouse));
  if (query.businessId) where.push(is(products.businessId, 'business', query.businessId));
  if (query.sku) where.push(is(products.sku, 'sku', query.sku));
  if (query.newest)
    where.push(sql`${products.createdAt} >= now() - make_interval(days => ${bind('newest', query.newest)})`);
  if (query.tagId) {
    where.push(
      sql`exists (select 1 from ${productTags} where ${productTags.productId} = ${products.id} and ${productTags.tagId} = ${bind('tag', query.tagId)})`,
    );
  }
  // Every word must appear in the title, in any case. The trigram index on lower(title) serves words of
  // three characters or more; a shorter word is one of the title's one- and two-character substrings
  // (migration 0017's dm_short_grams, on its own GIN index of on-shelf products): exactly the same test.
  wordsOf(query).forEach((word, i) => {
    where.push(wordTest(word, `w${i}`, shortWords, bind));
  });
  return where;
}

/** `desc nulls last`, as the sort indexes are built (the columns are NOT NULL: the order is the same). */
const descending = (column: AnyPgColumn) => sql`${column} desc nulls last`;
/** The same index read backwards. */
const ascendingFirst = (column: AnyPgColumn) => sql`${column} asc nulls first`;

/** The sort keys of a list's source: the products themselves, or a tag's copies of them (tag_listings). */
interface SortKeys {
  price: AnyPgColumn;
  createdAt: AnyPgColumn;
  downloadCount: AnyPgColumn;
  publishCount: AnyPgColumn;
  sortWeight: AnyPgColumn;
  id: AnyPgColumn;
}
const productKeys: SortKeys = products;
const tagKeys: SortKeys = {
  price: tagListings.price,
  createdAt: tagListings.createdAt,
  downloadCount: tagListings.downloadCount,
  publishCount: tagListings.publishCount,
  sortWeight: tagListings.sortWeight,
  id: tagListings.productId,
};

function ordering(sortIndex: number, reversed = false, keys = productKeys): SQL[] {
  const [down, up] = reversed ? [ascendingFirst, desc] : [descending, asc];
  switch (sortIndex) {
    case SortIndex.priceAsc:
      return [up(keys.price), up(keys.id)];
    case SortIndex.priceDesc:
      return reversed ? [asc(keys.price), asc(keys.id)] : [desc(keys.price), desc(keys.id)];
    case SortIndex.newest:
      return [down(keys.createdAt), down(keys.id)];
    case SortIndex.downloads:
      return [down(keys.downloadCount), down(keys.id)];
    case SortIndex.publishes:
      return [down(keys.publishCount), down(keys.id)];
    default:
      return [down(keys.sortWeight), down(keys.id)];
  }
}

/** A tag and no other filter: read from the tag's listing (its own sort indexes), not from products. */
function tagOnly(query: ProductSearchQuery): boolean {
  const { tagId, ...rest } = filterOf(query);
  return Boolean(tagId) && Object.values(rest).every((v) => v === undefined || v === '');
}

/** A tag's on-shelf products (tag_listings), as `filters` would match them in products. */
const tagListed = (query: ProductSearchQuery, bind: Bind) =>
  and(
    sql`${tagListings.tagId} = ${bind('tag', query.tagId)}`,
    sql`${tagListings.status} = ${sql.raw(String(PRODUCT_STATUS.onShelf))}`,
  );

/**
 * Which rows of the ordered matches a page is: `limit` rows after `offset`, counted from the end when
 * `reversed` (the sort index read backwards; the page is put back in order by the outer query).
 */
export interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

const forward = (query: ProductSearchQuery): PageWindow => ({
  offset: (query.current - 1) * query.size,
  limit: query.size,
  reversed: false,
});

/**
 * A page in the second half of `exact` matches, read from the end: the rows skipped are then the ones after
 * it, fewer than the ones before it (page 1,800 of 1,801 skips 50 entries, not 89,950). Null past the end.
 */
export function windowFor(query: ProductSearchQuery, exact: number): PageWindow | null {
  const page = forward(query);
  if (page.offset >= exact) return null;
  if (page.offset * 2 <= exact) return page;
  const limit = Math.min(query.size, exact - page.offset);
  return { offset: exact - page.offset - limit, limit, reversed: true };
}

/**
 * Every page is found in two steps (issue 35; from this offset on since issue 19): the ids of the page by a
 * walk of the sort index (no table rows read for the rows skipped), then the cards of those ids. Page
 * numbers carry no cursor, so a true keyset is not possible; the rows skipped cost an index entry each. From
 * this offset on, with the cache on, a page in the second half is read from the end (`windowFor`).
 */
export const DEFERRED_OFFSET = 1000;

/**
 * The ids of a search's page, by a walk of the sort index: with the filter's columns in it, an index-only scan
 * (no table row read for the rows skipped). Tests EXPLAIN it.
 */
export function searchIdsQuery(
  db: Db,
  query: ProductSearchQuery,
  shortWords: ShortWords = 'grams',
  window: PageWindow = forward(query),
  bind = asValue,
) {
  const limit = bind('limit', window.limit) as number;
  const offset = bind('offset', window.offset) as number;
  if (tagOnly(query)) {
    return db
      .select({ id: tagListings.productId })
      .from(tagListings)
      .where(tagListed(query, bind))
      .orderBy(...ordering(query.sortIndex, window.reversed, tagKeys))
      .limit(limit)
      .offset(offset);
  }
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(...filters(query, shortWords, bind)))
    .orderBy(...ordering(query.sortIndex, window.reversed))
    .limit(limit)
    .offset(offset);
}

/**
 * The page query of a search (tests EXPLAIN it): the page's ids (`searchIdsQuery`), numbered in their order,
 * then those products' cards (product_cards, kept as JSON by the database) joined into the records' JSON in
 * that order, and the ids again (a caller's favourite flags are set by id). One statement and one row: the
 * server reads one text and writes it into the answer as it is.
 */
export function searchPageQuery(
  db: Db,
  query: ProductSearchQuery,
  shortWords: ShortWords = 'grams',
  window: PageWindow = forward(query),
  bind = asValue,
) {
  const ids = searchIdsQuery(db, query, shortWords, window, bind).as('ids');
  const page = db
    .$with('page')
    .as(db.select({ id: ids.id, n: sql<number>`row_number() over ()`.as('n') }).from(ids));
  // Read from the end, the ids come last first.
  const inOrder = window.reversed ? sql`${page.n} desc` : sql`${page.n}`;
  // Each card by its key, a subquery per row: whatever number of rows a generic plan guesses for the page, it
  // never turns this into a scan of every card.
  const card = sql`(select ${productCards.card} from ${productCards} where ${productCards.productId} = ${page.id})`;
  return db
    .with(page)
    .select({
      cards: sql<string>`coalesce(string_agg(${card}, ',' order by ${inOrder}), '')`,
      ids: sql<string[]>`coalesce(array_agg(${page.id} order by ${inOrder}), '{}')`,
    })
    .from(page);
}

/** A page of cards: the records' JSON (comma-separated cards, no brackets) and their product ids, in order. */
interface CardPage {
  cards: string;
  ids: number[];
}

/**
 * `total` is exact up to this many matching products; past it, counting would read every match on every
 * page, so it says "at least" this many (or at least as many as the pages up to the asked one hold).
 */
const TOTAL_CAP = SEARCH_TOTAL_CAP;

/** How many products match, counting no further than TOTAL_CAP + 1; also used by tests to EXPLAIN it. */
export function searchCountQuery(db: Db, query: ProductSearchQuery, bind = asValue) {
  const matches = (
    tagOnly(query)
      ? db
          .select({ one: sql`1`.as('one') })
          .from(tagListings)
          .where(tagListed(query, bind))
      : db
          .select({ one: sql`1`.as('one') })
          .from(products)
          .where(and(...filters(query, 'grams', bind)))
  )
    .limit(TOTAL_CAP + 1)
    .as('matches');
  return db.select({ total: count() }).from(matches);
}

/** How many products match, all of them counted (the deep pages' window); tests EXPLAIN it. */
export function searchExactCountQuery(db: Db, query: ProductSearchQuery, bind = asValue) {
  return tagOnly(query)
    ? db.select({ total: count() }).from(tagListings).where(tagListed(query, bind))
    : db
        .select({ total: count() })
        .from(products)
        .where(and(...filters(query, 'grams', bind)));
}

/**
 * Whether a search's statements run on the generic-plan handle (`Database.plannedOnce`): one category filter
 * or one tag and nothing else (its page walks that category's or tag's index in any sort, whatever the id),
 * or only short words read through their index. Every other shape's best plan depends on its values (a common word, a window of
 * days, a large offset with an unknown size), so it is planned on each call. search.test.ts EXPLAINs both.
 */
export function plannedOnceFits(query: ProductSearchQuery, shortWords: ShortWords): boolean {
  if (tagOnly(query)) return true;
  const { categoryId, category2Id, category3Id, title, ...rest } = filterOf(query);
  const others = Object.values(rest).some((v) => v !== undefined);
  if (others) return false;
  const categories = [categoryId, category2Id, category3Id].filter(Boolean).length;
  const words = wordsOf(query);
  if (categories === 1) return words.length === 0;
  return categories === 0 && words.length > 0 && shortWords === 'grams' && words.every(isShort);
}

/**
 * The counter (catalogue_counts, kept by triggers) that holds how many products match, when the filter is one
 * the counters keep: the whole list, one category, one warehouse, one tag or one short word. Null for any
 * other filter.
 */
export function counterOf(query: ProductSearchQuery): string | null {
  const { categoryId, category2Id, category3Id, warehouse, tagId, title: _t, ...rest } = filterOf(query);
  if (Object.values(rest).some((v) => v !== undefined && v !== '')) return null;
  const words = wordsOf(query);
  if (words.length > 0) {
    // A lone short word and no other filter: its gram's counter (migration 0062).
    const [word] = words;
    const alone = [categoryId, category2Id, category3Id, warehouse, tagId].every((v) => !v);
    return alone && words.length === 1 && word && isShort(word) ? `g:${word}` : null;
  }
  const given = (
    [
      ['c1', categoryId],
      ['c2', category2Id],
      ['c3', category3Id],
      ['w', warehouse],
      ['tag', tagId],
    ] as const
  ).filter(([, id]) => Boolean(id));
  if (given.length === 0) return 'all';
  const [only] = given;
  return given.length === 1 && only ? `${only[0]}:${only[1]}` : null;
}

/**
 * The search's statements, each built once per shape (the filters present, the word kinds, the sort, the
 * direction) and sent named with its values: drizzle building the SQL of every page cost the server more
 * than PostgreSQL spent running it. The shapes are few (a filter kind, six sorts, two directions).
 */
function statementsOf(db: Db) {
  const made = new Map<string, { execute: (values: Record<string, unknown>) => Promise<unknown> }>();
  /** The shape's statement, or null past MAX_SHAPES (a caller inventing shapes): then built for this call. */
  const once = <T>(key: string, build: (name: string) => T): T | null => {
    let statement = made.get(key);
    if (!statement) {
      if (made.size >= MAX_SHAPES) return null;
      const name = `search_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`;
      statement = build(name) as never;
      made.set(key, statement as never);
    }
    return statement as T;
  };
  const shapeOf = (query: ProductSearchQuery, shortWords: ShortWords) =>
    JSON.stringify([
      Object.entries(filterOf(query))
        .filter(([, v]) => v !== undefined && v !== '' && v !== 0)
        .map(([k]) => k),
      wordsOf(query).map((w) => (isShort(w) ? shortWords : 'like')),
    ]);
  return {
    async page(query: ProductSearchQuery, shortWords: ShortWords, window: PageWindow): Promise<CardPage> {
      const key = `page|${shapeOf(query, shortWords)}|${query.sortIndex}|${window.reversed}`;
      const statement = once(key, (name) =>
        searchPageQuery(db, query, shortWords, window, asPlaceholder).prepare(name),
      );
      const [row] = statement
        ? await statement.execute({
            ...filterValues(query),
            limit: window.limit,
            offset: window.offset,
          })
        : await searchPageQuery(db, query, shortWords, window);
      return { cards: row?.cards ?? '', ids: (row?.ids ?? []).map(Number) };
    },
    /** A lone short word's exact matches and the products on shelf (two counters, one statement); else null. */
    async wordCounts(query: ProductSearchQuery): Promise<{ matches: number; onShelf: number } | null> {
      const counter = counterOf(query);
      if (!counter?.startsWith('g:')) return null;
      const build = (key: unknown) =>
        db
          .select({ key: catalogueCounts.key, n: catalogueCounts.n })
          .from(catalogueCounts)
          .where(sql`${catalogueCounts.key} in ('all', ${key})`);
      const statement = once('word counters', (name) => build(sql.placeholder('key')).prepare(name));
      const rows = statement ? await statement.execute({ key: counter }) : await build(counter);
      const n = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
      return { matches: n(counter), onShelf: n('all') };
    },
    async count(query: ProductSearchQuery, exact: boolean): Promise<number> {
      const counter = counterOf(query);
      if (counter !== null) {
        const statement = once('counter', (name) =>
          db
            .select({ n: catalogueCounts.n })
            .from(catalogueCounts)
            .where(eq(catalogueCounts.key, sql.placeholder('key')))
            .prepare(name),
        );
        const [row] = statement
          ? await statement.execute({ key: counter })
          : await db
              .select({ n: catalogueCounts.n })
              .from(catalogueCounts)
              .where(eq(catalogueCounts.key, counter));
        const n = Number(row?.n ?? 0);
        return exact ? n : Math.min(n, TOTAL_CAP + 1);
      }
      const key = `${exact ? 'exact' : 'count'}|${shapeOf(query, 'grams')}`;
      const build = (bind: Bind) =>
        exact ? searchExactCountQuery(db, query, bind) : searchCountQuery(db, query, bind);
      const statement = once(key, (name) => build(asPlaceholder).prepare(name));
      const [row] = statement ? await statement.execute(filterValues(query)) : await build(asValue);
      return Number(row?.total ?? 0);
    },
  };
}
/**
 * How many shapes are prepared per database handle: the storefront's are ~150 (a filter kind or none, six
 * sorts, two directions, word kinds); a keyword of many words of mixed lengths makes a shape of its own.
 */
const MAX_SHAPES = 400;
const searchStatements = preparedPerDatabase(statementsOf);

/**
 * A search statement as it is prepared (placeholders) with the values a call gives them, in order: for tests
 * that EXPLAIN the generic plan PostgreSQL keeps for it.
 */
export function preparedForm(
  db: Db,
  query: ProductSearchQuery,
  kind: 'ids' | 'page' | 'count' | 'exact',
  window: PageWindow = forward(query),
): { sql: string; values: unknown[] } {
  const built = (
    kind === 'ids'
      ? searchIdsQuery(db, query, 'grams', window, asPlaceholder)
      : kind === 'page'
        ? searchPageQuery(db, query, 'grams', window, asPlaceholder)
        : kind === 'count'
          ? searchCountQuery(db, query, asPlaceholder)
          : searchExactCountQuery(db, query, asPlaceholder)
  ).toSQL();
  const given: Record<string, unknown> = {
    ...filterValues(query),
    limit: window.limit,
    offset: window.offset,
  };
  const values = built.params.map((p) =>
    p && typeof p === 'object' && 'name' in p ? given[String((p as { name: string }).name)] : p,
  );
  return { sql: built.sql, values };
}

/**
 * A walk of the sort index testing each title costs about this many rows of the grams index's read (measured
 * at 100k products; docs/benchmarks.md, session 44).
 */
const WALK_ROW_COST = 2;

/**
 * How to read the page of a short word with `matches` exact matches among `onShelf` products: the grams index
 * reads every match and sorts them; the walk of the sort index meets a match about every onShelf / matches
 * rows, so it reads about (offset + limit) x onShelf / matches rows. The cheaper one.
 */
export function shortWordsFor(matches: number, onShelf: number, window: PageWindow): ShortWords {
  const walked = ((window.offset + window.limit) * onShelf) / Math.max(matches, 1);
  return walked * WALK_ROW_COST < matches ? 'like' : 'grams';
}

/** The answer's total: exact up to TOTAL_CAP, else a lower bound (see TOTAL_CAP). */
function totalOf(matches: number, offset: number, found: number): number {
  return matches <= TOTAL_CAP ? matches : Math.max(TOTAL_CAP, found > 0 ? offset + found : 0);
}

/** The query without its page and sort: what decides which products match. */
const filterOf = ({ current: _c, size: _s, sortIndex: _o, ...filter }: ProductSearchQuery) => filter;
/** The filter's key (every page and sort of one filter has one total). */
const filterKey = (query: ProductSearchQuery) => JSON.stringify(filterOf(query));

/** A search's answer with its records still JSON (`CardPage`): what the list route sends as it is. */
export interface CardsAnswer extends CardPage {
  total: number;
  current: number;
  size: number;
}

/**
 * The product page search of spec 000 §7: on-shelf products only, every filter and sort on an index. A page
 * that is not full tells the total by itself (what came before it plus its rows), so only a full page, or an
 * empty one past the first, counts. A keyword with a short word counts first: how many match decides how
 * the page is read (ShortWords). With `shared` (the cache on), the filter's total is kept there: every page,
 * size and sort of one filter share it, so a page missing from the cache is mostly one statement. The cards
 * are the anonymous ones (favoritesTag ''); `searchProducts` sets a caller's flags.
 */
export async function searchCards(
  { db, plannedOnce }: { db: Db; plannedOnce: Db },
  query: ProductSearchQuery,
  shared?: SharedParts | null,
  counts: PartCounts = noPartCounts(),
): Promise<CardsAnswer> {
  const offset = (query.current - 1) * query.size;
  const statements = (shortWords: ShortWords) =>
    searchStatements(plannedOnceFits(query, shortWords) ? plannedOnce : db);
  const countMatches = async () => {
    const count = () => statements('grams').count(query, false);
    if (!shared) return count();
    const key = filterKey(query);
    const { values, hits } = await shared.parts('total1', PART_GENERATIONS, [key], async () => {
      return new Map([[key, String(await count())]]);
    });
    counts.total.asked++;
    counts.total.hits += hits;
    return Number(values.get(key));
  };
  const answer = (found: CardPage, total: number) => ({
    ...found,
    total,
    current: query.current,
    size: query.size,
  });
  if (wordsOf(query).some(isShort)) {
    // A lone short word has its exact count in a counter: none, or none as far as this page, reads nothing
    // more, and the count says which read of the page is cheaper. Other shapes count up to TOTAL_CAP + 1.
    const counted = await searchStatements(db).wordCounts(query);
    const matches = counted ? counted.matches : await countMatches();
    if (counted && matches <= offset) return answer({ cards: '', ids: [] }, totalOf(matches, offset, 0));
    const shortWords = counted
      ? shortWordsFor(counted.matches, counted.onShelf, forward(query))
      : matches > TOTAL_CAP
        ? 'like'
        : 'grams';
    const found = await statements(shortWords).page(query, shortWords, forward(query));
    return answer(found, totalOf(Math.min(matches, TOTAL_CAP + 1), offset, found.ids.length));
  }
  // A deep page with the cache on: the filter's exact count (shared by all its deep pages and sorts) tells
  // whether it is nearer the end, where it is read backwards.
  let window: PageWindow | null | undefined;
  if (shared && offset >= DEFERRED_OFFSET) {
    const key = filterKey(query);
    const { values, hits } = await shared.parts('exact1', PART_GENERATIONS, [key], async () => {
      return new Map([[key, String(await statements('grams').count(query, true))]]);
    });
    counts.total.asked++;
    counts.total.hits += hits;
    window = windowFor(query, Number(values.get(key)));
  }
  const found =
    window === null
      ? { cards: '', ids: [] }
      : await statements('grams').page(query, 'grams', window ?? forward(query));
  const rows = found.ids.length;
  const knownTotal = rows < query.size && (rows > 0 || offset === 0);
  const matches = knownTotal ? offset + rows : await countMatches();
  return answer(found, knownTotal ? matches : totalOf(matches, offset, rows));
}

/** `searchCards` as objects, with a business caller's favourite flags set. */
export async function searchProducts(
  dbs: { db: Db; plannedOnce: Db },
  query: ProductSearchQuery,
  viewerBusinessId: number | null,
  favourites: FavouriteFlags,
  shared?: SharedParts | null,
  counts: PartCounts = noPartCounts(),
): Promise<Page<ProductListItem>> {
  const { cards, ids: _ids, ...page } = await searchCards(dbs, query, shared, counts);
  const records = JSON.parse(`[${cards}]`) as ProductListItem[];
  if (viewerBusinessId !== null && records.length > 0) {
    const flags = await favourites(
      dbs.db,
      viewerBusinessId,
      records.map((r) => r.id),
    );
    for (const card of records) card.favoritesTag = String(flags.get(card.id) ?? '');
  }
  return { records, ...page };
}
