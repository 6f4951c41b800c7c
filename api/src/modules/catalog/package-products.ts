import type { Language } from '@dropmall/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  categories,
  PRODUCT_STATUS,
  productImages,
  products,
  productTags,
  productVariants,
  tags,
} from '../../db/schema/catalog';
import { catalogChanged } from './changes';
import { localName, toCentimetres, toMoney } from './product-lists';

/** One variant as a download package writes it; `options[i]` is the value of `optionNames[i]`. */
export interface PackageVariant {
  id: number;
  image: string;
  options: string[];
  price: number;
  articleNumber: string;
  stock: number;
}

/**
 * A product as the download package and the store CSVs need it. Picture fields hold the stored
 * `/uploads/...` addresses; the builders make them absolute for the stores.
 */
export interface PackageProduct {
  id: number;
  title: string;
  sku: string;
  brand: string;
  /** Sanitized HTML. */
  description: string;
  price: number;
  underlinedPrice: number | null;
  source: string;
  weightGrams: number;
  /** Centimetres; null on a product made before they were asked. */
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  declareNameZh: string;
  declareNameEn: string;
  originCountryCode: string;
  hsCode: string;
  freightPrice: number;
  sendDays: number | null;
  onShelf: boolean;
  /** Category names from the top level down. */
  categories: string[];
  tags: string[];
  productUrl: string;
  carousel: string[];
  details: string[];
  optionNames: string[];
  variants: PackageVariant[];
}

/** The variant columns' header labels in column order (cols3, cols4, ...). */
function optionNamesOf(specTop: Record<string, string>): string[] {
  return Object.entries(specTop)
    .map(([key, label]) => [Number(key.replace('cols', '')), label] as const)
    .filter(([n]) => Number.isInteger(n) && n >= 3)
    .sort((a, b) => a[0] - b[0])
    .map(([, label]) => label);
}

/** Products by id, in the order asked, with pictures, variants, category names and tags (five queries). */
export async function loadPackageProducts(db: Db, ids: number[], lang: Language): Promise<PackageProduct[]> {
  if (ids.length === 0) return [];
  const [rows, images, variants, tagRows, categoryRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db
      .select()
      .from(productImages)
      .where(and(inArray(productImages.productId, ids), eq(productImages.invalid, 0)))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db
      .select()
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), eq(productVariants.invalid, 0)))
      .orderBy(asc(productVariants.sort), asc(productVariants.id)),
    db
      .select({ productId: productTags.productId, titleEn: tags.titleEn, titleZh: tags.titleZh })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(inArray(productTags.productId, ids))
      .orderBy(asc(tags.sort)),
    db.select().from(categories),
  ]);
  const categoryName = new Map(categoryRows.map((c) => [c.id, localName(c, lang)]));
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const mine = images.filter((i) => i.productId === id);
    return [
      {
        id: p.id,
        title: p.title,
        sku: p.sku,
        brand: p.brand,
        description: p.description,
        price: toMoney(p.price),
        underlinedPrice: p.underlinedPrice === null ? null : toMoney(p.underlinedPrice),
        source: p.source,
        weightGrams: p.weightGrams,
        lengthCm: toCentimetres(p.lengthCm),
        widthCm: toCentimetres(p.widthCm),
        heightCm: toCentimetres(p.heightCm),
        declareNameZh: p.declareNameZh ?? '',
        declareNameEn: p.declareNameEn ?? '',
        originCountryCode: p.originCountryCode ?? '',
        hsCode: p.hsCode ?? '',
        freightPrice: toMoney(p.freightPrice),
        sendDays: p.sendDays,
        onShelf: p.status === PRODUCT_STATUS.onShelf,
        categories: [p.categoryId, p.category2Id, p.category3Id].flatMap((c) => {
          const name = c === null ? undefined : categoryName.get(c);
          return name ? [name] : [];
        }),
        tags: tagRows.filter((t) => t.productId === id).map((t) => (lang === 'zh' ? t.titleZh : t.titleEn)),
        productUrl: p.productUrl,
        carousel: mine.filter((i) => i.kind === 'banner').map((i) => i.url),
        details: mine.filter((i) => i.kind === 'detail').map((i) => i.url),
        optionNames: optionNamesOf(p.specTop),
        variants: variants
          .filter((v) => v.productId === id)
          .map((v) => ({
            id: v.id,
            image: v.image,
            options: v.options,
            price: toMoney(v.price),
            articleNumber: v.articleNumber,
            stock: v.stock,
          })),
      },
    ];
  });
}

/** Adds one to the publish (3) or download (4) count of these products, inside the caller's transaction. */
export async function addTakeCounts(tx: Tx, productIds: number[], kind: 3 | 4): Promise<void> {
  if (productIds.length === 0) return;
  await catalogChanged({ lists: true, products: productIds });
  const column = kind === 3 ? products.publishCount : products.downloadCount;
  await tx
    .update(products)
    .set(kind === 3 ? { publishCount: sql`${column} + 1` } : { downloadCount: sql`${column} + 1` })
    .where(inArray(products.id, productIds));
}
