import type { Language, ProductListItem } from '@dropmall/contract';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema/catalog';
import type { FavouriteFlags } from './favourite-flags';

/** How many pictures a list item carries for its thumbnail strip. */
const LIST_IMAGES = 4;

export type ProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'title' | 'price' | 'productUrl' | 'publishCount' | 'downloadCount' | 'source' | 'sku'
>;

export const listColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  productUrl: products.productUrl,
  publishCount: products.publishCount,
  downloadCount: products.downloadCount,
  source: products.source,
  sku: products.sku,
};

export const toMoney = (value: string | null | undefined): number =>
  value === null || value === undefined ? 0 : Math.round(Number(value) * 100) / 100;

/** A dimension as stored (numeric(5,1), '30.0') as a number of centimetres; null when not given. */
export const toCentimetres = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * Turns product rows into list items: their first pictures and the caller's favourite ids are read for the
 * whole page in one query each, never per product (the flags through `favourites`, see favourite-flags.ts).
 */
export async function toListItems(
  db: Db,
  rows: ProductRow[],
  businessId: number | null,
  favourites: FavouriteFlags,
): Promise<ProductListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, favs] = await Promise.all([
    db
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(
        and(
          inArray(productImages.productId, ids),
          eq(productImages.kind, 'banner'),
          eq(productImages.invalid, 0),
          lt(productImages.sort, LIST_IMAGES),
        ),
      )
      .orderBy(asc(productImages.productId), asc(productImages.sort)),
    businessId === null ? new Map<number, number>() : favourites(db, businessId, ids),
  ]);
  const imagesOf = new Map<number, { imgUrl: string }[]>();
  for (const image of images) {
    const list = imagesOf.get(image.productId) ?? [];
    list.push({ imgUrl: image.url });
    imagesOf.set(image.productId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    price: toMoney(r.price),
    productUrl: r.productUrl,
    imgs: imagesOf.get(r.id) ?? (r.productUrl ? [{ imgUrl: r.productUrl }] : []),
    publishCount: r.publishCount,
    downloadCount: r.downloadCount,
    source: r.source,
    sku: r.sku,
    favoritesTag: String(favs.get(r.id) ?? ''),
  }));
}

export const localName = (row: { nameEn: string; nameZh: string }, lang: Language) =>
  lang === 'zh' ? row.nameZh : row.nameEn;
