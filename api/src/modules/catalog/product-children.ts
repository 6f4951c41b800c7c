import {
  compareDecimal,
  type ProductImageInput,
  type ProductSubmission,
  rowValues,
  usedColumns,
  VARIANT_COLUMNS,
} from '@dropmall/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productImages, productVariants } from '../../db/schema/catalog';
import { badRequest } from '../../http/errors';
import { catalogChanged } from './changes';

type ImageKind = 'banner' | 'detail';

const unknownChild = (field: string, id: number) => badRequest('listEntryUnknown', { field, id });

/**
 * Writes one picture list. Live pictures keep the order sent; deleted ones (invalid=1, or existing ones the
 * list no longer names) are kept, marked invalid and moved to the end (spec 000 §4). An id must be one of
 * this product's pictures of this kind.
 */
export async function syncImages(
  tx: Tx,
  productId: number,
  kind: ImageKind,
  list: ProductImageInput[],
  field: string,
): Promise<void> {
  await catalogChanged({ lists: true, products: [productId] });
  const existing = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.kind, kind)));
  const own = new Set(existing.map((r) => r.id));
  for (const item of list) if (item.id !== undefined && !own.has(item.id)) throw unknownChild(field, item.id);
  const ordered = [...list.filter((i) => i.invalid === 0), ...list.filter((i) => i.invalid === 1)];
  const named: number[] = [];
  for (const [sort, item] of ordered.entries()) {
    const values = { url: item.imgUrl, sort, invalid: item.invalid };
    if (item.id === undefined) {
      await tx.insert(productImages).values({ productId, kind, ...values });
    } else {
      named.push(item.id);
      await tx.update(productImages).set(values).where(eq(productImages.id, item.id));
    }
  }
  const dropped = existing.map((r) => r.id).filter((id) => !named.includes(id));
  if (dropped.length > 0)
    await tx
      .update(productImages)
      .set({ invalid: 1, sort: ordered.length })
      .where(inArray(productImages.id, dropped));
}

/** Header labels renumbered to cols3, cols4, ... in column order (a gap the seller left is closed). */
export function normalizedSpecTop(specTop: Record<string, string>): Record<string, string> {
  return Object.fromEntries(usedColumns(specTop).map((c, i) => [VARIANT_COLUMNS[i], specTop[c] as string]));
}

/**
 * Writes the variant rows; rows the list no longer names are kept as invalid (orders may point at them).
 * Answers the lowest price and each live variant with the stock number the seller asked for: the stock
 * module books it (the `stock` column is its copy, never written here).
 */
export async function syncVariants(
  tx: Tx,
  productId: number,
  p: ProductSubmission,
): Promise<{ price: string; stock: { variantId: number; available: number }[] }> {
  await catalogChanged({ lists: true, products: [productId] });
  const columns = usedColumns(p.mallSpecTop);
  const existing = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const own = new Set(existing.map((r) => r.id));
  const live = p.mallSpecDataList.filter((r) => r.invalid === 0);
  for (const row of live)
    if (row.cols1 !== undefined && !own.has(row.cols1))
      throw unknownChild('mallSpecDataList.cols1', row.cols1);
  // Every row goes invalid first; the rows the list names come back below.
  await tx.update(productVariants).set({ invalid: 1 }).where(eq(productVariants.productId, productId));
  let lowest: string | null = null;
  const stock: { variantId: number; available: number }[] = [];
  for (const [sort, row] of live.entries()) {
    const price = row.price ?? p.price;
    if (lowest === null || compareDecimal(price, lowest) < 0) lowest = price;
    const values = {
      image: row.cols2 ?? '',
      options: rowValues(row, columns),
      price,
      articleNumber: row.articleNumber,
      purchasePrice: row.xyPrice,
      vip1Money: row.manageVip1Money,
      vip2Money: row.manageVip2Money,
      sort,
      invalid: 0,
    };
    if (row.cols1 === undefined) {
      const [made] = await tx
        .insert(productVariants)
        .values({ productId, ...values })
        .returning({ id: productVariants.id });
      if (made) stock.push({ variantId: made.id, available: row.kc });
    } else {
      await tx.update(productVariants).set(values).where(eq(productVariants.id, row.cols1));
      stock.push({ variantId: row.cols1, available: row.kc });
    }
  }
  return { price: lowest ?? p.price, stock };
}
