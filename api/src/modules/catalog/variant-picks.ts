import type { MallVariantPage, MallVariantPick, MappingReason } from '@dropmall/contract';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { PRODUCT_STATUS, products, productVariants } from '../../db/schema/catalog';

/** A store variant to find a mall variant for (issue 34 item 3). */
export interface SuggestFor {
  sku: string;
  barcode: string;
  /** The store product's title. */
  title: string;
  options: string[];
}

const onSale = () => and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0));

const PICK = {
  variantId: productVariants.id,
  productId: products.id,
  title: products.title,
  options: productVariants.options,
  price: productVariants.price,
  image: productVariants.image,
  productImage: products.productUrl,
  articleNumber: productVariants.articleNumber,
  productSku: products.sku,
};

type PickRow = {
  variantId: number;
  productId: number;
  title: string;
  options: string[];
  price: string;
  image: string;
  productImage: string;
  articleNumber: string;
  productSku: string;
};

/** The variant as the search-and-pick dialog shows it; its SKU is the one the publish gives it in a store. */
function pickOf(r: PickRow): MallVariantPick {
  return {
    variantId: r.variantId,
    productId: r.productId,
    title: r.title,
    options: r.options,
    price: Number(r.price),
    picture: r.image || r.productImage,
    sku: r.articleNumber || `${r.productSku}-${r.variantId}`,
  };
}

/** A title's similarity (pg_trgm) that counts as a suggestion: the extension's default for `%`. */
const TITLE_THRESHOLD = 0.3;

/**
 * Mall variants on sale, as a business picks one for its store's product (search-and-pick) and as a store
 * variant is suggested one: by SKU, by barcode (a seller's article number is often the EAN), or by the
 * product title's trigram similarity.
 */
export class VariantPicks {
  constructor(
    private readonly db: Db,
    private readonly variantBySku: (sku: string) => Promise<number | null>,
  ) {}

  /** By title, product SKU or article number; the best title matches first, else the newest products. */
  async search(keyword: string, current: number, size: number): Promise<MallVariantPage> {
    const k = keyword.trim();
    const where = and(
      onSale(),
      k
        ? or(
            sql`${products.title} ilike ${containsPattern(k)}`,
            sql`${products.sku} ilike ${containsPattern(k)}`,
            sql`${productVariants.articleNumber} ilike ${containsPattern(k)}`,
            // A typo or another word order still finds the product.
            sql`lower(${products.title}) % lower(${k})`,
          )
        : undefined,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where);
    const rows = await this.db
      .select(PICK)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(where)
      .orderBy(
        ...(k ? [desc(sql`similarity(lower(${products.title}), lower(${k}))`)] : []),
        desc(products.id),
        asc(productVariants.sort),
        asc(productVariants.id),
      )
      .limit(size)
      .offset((current - 1) * size);
    return { records: rows.map(pickOf), total: total?.n ?? 0, current, size };
  }

  /** These variants (on sale or not: a mapped one that left the shelf still shows what it was). */
  async picks(variantIds: number[]): Promise<Map<number, MallVariantPick>> {
    if (variantIds.length === 0) return new Map();
    const rows = await this.db
      .select(PICK)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, [...new Set(variantIds)]));
    return new Map(rows.map((r) => [r.variantId, pickOf(r)]));
  }

  /** Whether the variant is on sale (what a mapping or a binding may name). */
  async onSale(variantId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.id, variantId), onSale()));
    return Boolean(row);
  }

  /** A suggestion for each store variant (same order), or null: by SKU, else barcode, else title. */
  async suggest(items: SuggestFor[]): Promise<({ variantId: number; reason: MappingReason } | null)[]> {
    const out: ({ variantId: number; reason: MappingReason } | null)[] = [];
    const byTitle = new Map<string, number | null>();
    for (const item of items) {
      const bySku = item.sku ? await this.variantBySku(item.sku) : null;
      if (bySku) {
        out.push({ variantId: bySku, reason: 'sku' });
        continue;
      }
      const byBarcode = item.barcode ? await this.byArticleNumber(item.barcode) : null;
      if (byBarcode) {
        out.push({ variantId: byBarcode, reason: 'barcode' });
        continue;
      }
      const title = item.title.trim().toLowerCase();
      if (!byTitle.has(title)) byTitle.set(title, title ? await this.productByTitle(title) : null);
      const productId = byTitle.get(title);
      const variantId = productId ? await this.variantOf(productId, item.options) : null;
      out.push(variantId ? { variantId, reason: 'title' } : null);
    }
    return out;
  }

  private async byArticleNumber(code: string): Promise<number | null> {
    const rows = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(productVariants.articleNumber, code), onSale()))
      .limit(2);
    return rows.length === 1 && rows[0] ? rows[0].id : null;
  }

  /** The on-sale product whose title is most like this one (trigram similarity at the threshold or above). */
  private async productByTitle(title: string): Promise<number | null> {
    const similarity = sql<number>`similarity(lower(${products.title}), ${title})`;
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.status, PRODUCT_STATUS.onShelf),
          sql`lower(${products.title}) % ${title}`,
          sql`${similarity} >= ${TITLE_THRESHOLD}`,
        ),
      )
      .orderBy(desc(similarity), desc(products.id))
      .limit(1);
    return row?.id ?? null;
  }

  /** The product's live variant whose option values are the store variant's (any order, any case), else its first. */
  private async variantOf(productId: number, options: string[]): Promise<number | null> {
    const rows = await this.db
      .select({ id: productVariants.id, options: productVariants.options })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.invalid, 0)))
      .orderBy(asc(productVariants.sort), asc(productVariants.id));
    const key = (values: string[]) =>
      values
        .map((v) => v.trim().toLowerCase())
        .sort()
        .join('\u0000');
    const wanted = key(options);
    return (rows.find((r) => key(r.options) === wanted) ?? rows[0])?.id ?? null;
  }
}

/**
 * Each product's live variants with the SKU a store's copy of it carries (the publish's: the article number,
 * else `<product sku>-<variant id>`), which an order line's binding accepts: what the publish list shows.
 */
export async function variantSkusOf(
  db: Db,
  productIds: number[],
): Promise<Map<number, { variantId: number; options: string[]; sku: string }[]>> {
  const out = new Map<number, { variantId: number; options: string[]; sku: string }[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      options: productVariants.options,
      articleNumber: productVariants.articleNumber,
      productSku: products.sku,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.productId, productIds), eq(productVariants.invalid, 0)))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  for (const r of rows)
    out.set(r.productId, [
      ...(out.get(r.productId) ?? []),
      {
        variantId: r.variantId,
        options: r.options,
        sku: r.articleNumber || `${r.productSku}-${r.variantId}`,
      },
    ]);
  return out;
}
