import type { ProductSubmission } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products, productVariants } from '../../db/schema/catalog';

/** Every file address of a submission: pictures, video, cover and variant pictures. */
export function submittedFileUrls(p: ProductSubmission): string[] {
  return [
    p.productUrl ?? '',
    p.videoUrl ?? '',
    p.videoPicUrl ?? '',
    ...p.mallProductDetailBannerList.map((i) => i.imgUrl),
    ...p.mallProductDetailImgsList.map((i) => i.imgUrl),
    ...p.mallSpecDataList.map((r) => r.cols2 ?? ''),
  ].filter(Boolean);
}

/**
 * The files a business's product already shows: an edit may keep them even when the business did not upload
 * them itself (pictures drawn by the demo seed, or kept from before uploads were recorded).
 */
export async function storedFileUrls(db: Db, businessId: number, productId: number): Promise<Set<string>> {
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
