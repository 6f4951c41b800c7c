import type { SellerListKind } from '@dropmall/contract';
import { and, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  categories,
  PRODUCT_STATUS,
  productImages,
  products,
  productVariants,
  tags,
} from '../../db/schema/catalog';
import { listColumns, type ProductRow } from './product-lists';

type Reader = Db | Tx;

export { PRODUCT_STATUS };
/** A product as other modules see it (cart, favourites, shipping, tasks): read here, written by the catalogue. */
export type ProductRecord = typeof products.$inferSelect;
/** A variant (SKU) as other modules see it. */
export type VariantRecord = typeof productVariants.$inferSelect;

/**
 * What other modules may know of products and variants. They ask here (passing their `tx` inside a
 * transaction) instead of reading the catalogue tables, so the catalogue stays free to change them.
 */

/** What buying a variant needs to know of it and its product (cart lines, checkout, samples). */
const saleColumns = {
  variant: {
    id: productVariants.id,
    productId: productVariants.productId,
    image: productVariants.image,
    options: productVariants.options,
    price: productVariants.price,
    stock: productVariants.stock,
    invalid: productVariants.invalid,
  },
  product: {
    id: products.id,
    businessId: products.businessId,
    title: products.title,
    productUrl: products.productUrl,
    specTop: products.specTop,
    status: products.status,
    weightGrams: products.weightGrams,
  },
};

/*
 * The statements, prepared once per database handle: they run on every cart call and checkout. One variant
 * (adding to the cart, a one-line order) has a statement of its own: PostgreSQL keeps one plan for `id = $1`,
 * but plans `id = any($1)` again on every call, and planning a join with products (and its many indexes)
 * costs more than running it.
 */
function prepareSaleVariants(db: Db) {
  const read = (where: SQL, name: string) =>
    db
      .select(saleColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where)
      .prepare(name);
  return {
    one: read(sql`${productVariants.id} = ${sql.placeholder('id')}`, 'sale_variant'),
    many: read(sql`${productVariants.id} = any(${sql.placeholder('ids')}::bigint[])`, 'sale_variants'),
  };
}
const saleVariantReads = preparedPerDatabase(prepareSaleVariants);

export type SaleVariant = Awaited<
  ReturnType<ReturnType<typeof prepareSaleVariants>['one']['execute']>
>[number];

/** These variants with what buying them needs of their products, by variant id (unknown ids left out). */
export async function variantsWithProducts(
  db: Db,
  variantIds: Iterable<number>,
): Promise<Map<number, SaleVariant>> {
  const wanted = [...new Set(variantIds)];
  if (wanted.length === 0) return new Map();
  const read = saleVariantReads(db);
  const rows =
    wanted.length === 1
      ? await read.one.execute({ id: wanted[0] })
      : await read.many.execute({ ids: wanted });
  return new Map(rows.map((r) => [r.variant.id, r]));
}

/** A product on shelf (what buyers may see), or undefined for an unknown or off-shelf one. */
export async function onShelfProduct(db: Reader, id: number): Promise<ProductRecord | undefined> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, PRODUCT_STATUS.onShelf)));
  return product;
}

/** These products as list rows (the columns `toListItems` takes) with whether each is on shelf, by id. */
export async function productListRows(
  db: Reader,
  ids: Iterable<number>,
): Promise<Map<number, { row: ProductRow; onShelf: boolean }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ ...listColumns, status: products.status })
    .from(products)
    .where(inArray(products.id, wanted));
  return new Map(
    rows.map(({ status, ...row }) => [row.id, { row, onShelf: status === PRODUCT_STATUS.onShelf }]),
  );
}

/** The most attributes (specification columns) any of these products has; `ids` may be a subquery of ids. */
export async function maxAttributeCount(db: Reader, ids: SQLWrapper): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(max((select count(*) from jsonb_object_keys(${products.specTop}))), 0)::int`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return Number(row?.n ?? 0);
}

/**
 * The files a business's product already shows: an edit may keep them even when the business did not upload
 * them itself (pictures drawn by the demo seed, or kept from before uploads were recorded).
 */
export async function storedFileUrls(
  db: Reader,
  businessId: number,
  productId: number,
): Promise<Set<string>> {
  const [product] = await db
    .select({ main: products.productUrl, video: products.videoUrl, cover: products.videoPicUrl })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId)));
  if (!product) return new Set();
  const [images, variants] = await Promise.all([
    db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, productId)),
    db
      .select({ url: productVariants.image })
      .from(productVariants)
      .where(eq(productVariants.productId, productId)),
  ]);
  return new Set(
    [
      product.main,
      product.video,
      product.cover,
      ...images.map((i) => i.url),
      ...variants.map((v) => v.url),
    ].filter((url): url is string => Boolean(url)),
  );
}

/** How many products name this seller-list entry (a product type, a brand story, a service); each an index lookup. */
export async function productsNaming(db: Reader, kind: SellerListKind, id: number): Promise<number> {
  const naming = {
    productTypes: eq(products.productTypeId, id),
    stories: eq(products.storyId, id),
    services: sql`${products.serveIds} @> ${JSON.stringify([id])}::jsonb`,
  } satisfies Record<SellerListKind, unknown>;
  const [row] = await db.select({ n: count() }).from(products).where(naming[kind]);
  return Number(row?.n ?? 0);
}

/** How many products name each of these brands (a brand absent from the map names none). */
export async function productCountsByBrand(db: Reader, brandIds: number[]): Promise<Map<number, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .select({ brandId: products.brandId, n: count() })
    .from(products)
    .where(inArray(products.brandId, brandIds))
    .groupBy(products.brandId);
  return new Map(rows.map((r) => [r.brandId ?? 0, Number(r.n)]));
}

/** Whether these three category ids are one chain: level 1, its child, its grandchild. */
export async function isCategoryChain(db: Reader, [first, second, third]: [number, number, number]) {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, level: categories.level })
    .from(categories)
    .where(inArray(categories.id, [first, second, third]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [one, two, three] = [byId.get(first), byId.get(second), byId.get(third)];
  return (
    one?.level === 1 &&
    two?.level === 2 &&
    three?.level === 3 &&
    two.parentId === one.id &&
    three.parentId === two.id
  );
}

/** Which of these tag ids exist, share-locked for the caller's transaction (a tag removed meanwhile waits). */
export async function lockExistingTags(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)).for('share');
  return new Set(rows.map((r) => r.id));
}

/** The last category of a level (under a parent, when given), by sort then id; undefined when there is none. */
export async function lastCategory(
  db: Reader,
  level: number,
  parentId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      parentId === undefined
        ? eq(categories.level, level)
        : and(eq(categories.level, level), eq(categories.parentId, parentId)),
    )
    .orderBy(desc(categories.sort), desc(categories.id))
    .limit(1);
  return row?.id;
}

/** How many products a business has (any state). */
export async function productCountOf(db: Reader, businessId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.businessId, businessId));
  return Number(row?.n ?? 0);
}
