import { sql } from 'drizzle-orm';
import type { Tx } from '../../client';
import { PRODUCT_STATUS, productImages, products, productTags, productVariants } from '../../schema';
import { insertInBatches } from '../batch';
import { bookOpeningStock } from '../opening-stock';
import type { GeneratedProduct } from './generate';

export interface CatalogLookups {
  /** English category path 'Top/Second/Third' -> the three ids. */
  categories: Map<string, [number, number, number]>;
  /** English tag title -> id. */
  tags: Map<string, number>;
  /** Businesses that sell; products are dealt out among them. */
  sellers: number[];
}

/**
 * Writes generated products with their variants, pictures and tags in a few multi-row statements. Ids are
 * taken in advance from the products sequence, so the child rows can be written without reading back.
 */
export async function writeProducts(
  tx: Tx,
  generated: GeneratedProduct[],
  lookups: CatalogLookups,
  now = Date.now(),
) {
  if (generated.length === 0) return [];
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::bigint as id from generate_series(1, ${generated.length})`,
  )) as unknown as { rows: { id: string | number }[] };
  const ids = rows.map((r) => Number(r.id));

  const productRows = generated.map((g, i) => {
    const path = g.template.category.join('/');
    const category = lookups.categories.get(path);
    if (!category) throw new Error(`unknown category ${path}`);
    const id = ids[i] as number;
    const created = new Date(now - g.daysAgo * 86_400_000);
    return {
      id,
      businessId: lookups.sellers[i % lookups.sellers.length] as number,
      title: g.title,
      shortTitle: g.shortTitle,
      sku: `DM${String(id).padStart(7, '0')}`,
      price: g.price,
      underlinedPrice: g.underlinedPrice,
      brand: g.brand,
      description: g.description,
      productUrl: g.productUrl,
      categoryId: category[0],
      category2Id: category[1],
      category3Id: category[2],
      warehouseId: 1,
      status: g.onShelf ? PRODUCT_STATUS.onShelf : PRODUCT_STATUS.offShelf,
      weightGrams: g.weightGrams,
      ...g.logistics,
      sortWeight: g.sortWeight,
      publishCount: g.publishCount,
      downloadCount: g.downloadCount,
      specTop: g.specTop,
      createdAt: created,
      updatedAt: created,
    };
  });
  await insertInBatches(productRows, 500, (batch) => tx.insert(products).values(batch));

  const variantRows = generated.flatMap((g, i) =>
    g.variants.map((v, sort) => ({
      ...v,
      productId: ids[i] as number,
      articleNumber: `${productRows[i]?.sku}-${sort + 1}`,
      sort,
    })),
  );
  await insertInBatches(variantRows, 1000, (batch) => tx.insert(productVariants).values(batch));

  const imageRows = generated.flatMap((g, i) => [
    ...g.banners.map((url, sort) => ({ productId: ids[i] as number, kind: 'banner' as const, url, sort })),
    ...g.details.map((url, sort) => ({ productId: ids[i] as number, kind: 'detail' as const, url, sort })),
  ]);
  await insertInBatches(imageRows, 1000, (batch) => tx.insert(productImages).values(batch));

  const tagRows = generated.flatMap((g, i) =>
    g.tags.flatMap((title) => {
      const tagId = lookups.tags.get(title);
      return tagId ? [{ productId: ids[i] as number, tagId }] : [];
    }),
  );
  await insertInBatches(tagRows, 1000, (batch) => tx.insert(productTags).values(batch).onConflictDoNothing());
  await bookOpeningStock(tx, ids);
  return productRows;
}
