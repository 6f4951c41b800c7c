import {
  type Page,
  type ReviewQueueQuery,
  type ReviewState,
  type SellerProductListQuery,
  type SellerProductRow,
  VARIANT_COLUMNS,
} from '@dropmall/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { productImages, products, productTags, productVariants } from '../../db/schema/catalog';
import { notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { toCentimetres, toMoney } from './product-lists';

const iso = (d: Date | null) => (d ? d.toISOString() : '');
/** numeric(5,1) reads as '30.0': the form shows '30' as typed. */
const centimetres = (v: string | null) => String(toCentimetres(v) ?? '');

/**
 * What the seller's list, the review queue and the edit page read (the seller-products module's pages; the
 * catalogue owns the tables, so the reading lives here).
 */
export class ProductReader {
  constructor(private readonly db: Db) {}

  /** The seller's products, newest first. */
  sellerList(businessId: number, q: SellerProductListQuery): Promise<Page<SellerProductRow>> {
    const where = [eq(products.businessId, businessId)];
    if (q.status) where.push(eq(products.status, q.status));
    if (q.reviewState) where.push(eq(products.reviewState, q.reviewState));
    if (q.title)
      where.push(or(ilike(products.title, containsPattern(q.title)), eq(products.sku, q.title)) as SQL);
    return this.page(and(...where) as SQL, [desc(products.createdAt), desc(products.id)], q);
  }

  /** Products in one review state, oldest submission first, every business. */
  reviewQueue(q: ReviewQueueQuery): Promise<Page<SellerProductRow>> {
    const where = [eq(products.reviewState, q.reviewState)];
    if (q.title) where.push(ilike(products.title, containsPattern(q.title)));
    return this.page(and(...where) as SQL, [asc(products.submittedAt), asc(products.id)], q);
  }

  private async page(where: SQL, order: SQL[], q: { current: number; size: number }) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: products.id,
          title: products.title,
          sku: products.sku,
          productUrl: products.productUrl,
          price: products.price,
          status: products.status,
          reviewState: products.reviewState,
          rejectReason: products.rejectReason,
          publishCount: products.publishCount,
          downloadCount: products.downloadCount,
          businessId: products.businessId,
          submittedAt: products.submittedAt,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(q.size)
        .offset((q.current - 1) * q.size),
      this.db.select({ n: count() }).from(products).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const stock =
      ids.length === 0
        ? []
        : await this.db
            .select({
              productId: productVariants.productId,
              stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int`,
              variants: sql<number>`count(*)::int`,
            })
            .from(productVariants)
            .where(and(inArray(productVariants.productId, ids), eq(productVariants.invalid, 0)))
            .groupBy(productVariants.productId);
    const byProduct = new Map(stock.map((s) => [s.productId, s]));
    const nameOf = await businessNames(
      this.db,
      rows.map((r) => r.businessId),
    );
    return {
      records: rows.map((r) => ({
        ...r,
        businessName: nameOf.get(r.businessId) ?? '',
        price: toMoney(r.price),
        reviewState: r.reviewState as ReviewState,
        rejectReason: r.rejectReason ?? '',
        stock: byProduct.get(r.id)?.stock ?? 0,
        variantCount: byProduct.get(r.id)?.variants ?? 0,
        submittedAt: iso(r.submittedAt),
        updatedAt: iso(r.updatedAt),
      })),
      total: total?.n ?? 0,
      current: q.current,
      size: q.size,
    };
  }

  /**
   * A product in the submission's shape, for the edit page (its owner) and the review page (operators):
   * live pictures and variants only. `businessId` null reads any business's product.
   */
  async submission(id: number, businessId: number | null) {
    const [p] = await this.db
      .select({ product: products })
      .from(products)
      .where(
        businessId === null
          ? eq(products.id, id)
          : and(eq(products.id, id), eq(products.businessId, businessId)),
      );
    if (!p) throw notFound('productNotFound');
    const { product } = p;
    const [images, variants, tagRows] = await Promise.all([
      this.db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, id), eq(productImages.invalid, 0)))
        .orderBy(asc(productImages.sort), asc(productImages.id)),
      this.db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, id), eq(productVariants.invalid, 0)))
        .orderBy(asc(productVariants.sort), asc(productVariants.id)),
      this.db.select({ tagId: productTags.tagId }).from(productTags).where(eq(productTags.productId, id)),
    ]);
    const image = (i: (typeof images)[number]) => ({
      id: i.id,
      imgUrl: i.url,
      invalid: i.invalid,
      sort: i.sort,
    });
    return {
      id: product.id,
      businessDetailId: product.businessId,
      businessName: (await businessNames(this.db, [product.businessId])).get(product.businessId) ?? '',
      sku: product.sku,
      title: product.title,
      shortTitle: product.shortTitle,
      pp: product.brand,
      brandId: product.brandId,
      keywords: product.keywords,
      intro: product.intro,
      description: product.description,
      categoryId: product.categoryId,
      category2Id: product.category2Id,
      category3Id: product.category3Id,
      productType: product.productTypeId,
      tagId: tagRows.map((t) => t.tagId).join(','),
      serveId: product.serveIds.join(','),
      storyId: product.storyId,
      underlinedPrice: product.underlinedPrice ?? '',
      price: product.price,
      xgNum: product.purchaseLimit === null ? '' : String(product.purchaseLimit),
      freightPrice: product.freightPrice,
      weightGrams: product.weightGrams,
      lengthCm: centimetres(product.lengthCm),
      widthCm: centimetres(product.widthCm),
      heightCm: centimetres(product.heightCm),
      declareNameZh: product.declareNameZh ?? '',
      declareNameEn: product.declareNameEn ?? '',
      originCountryCode: product.originCountryCode ?? '',
      hsCode: product.hsCode ?? '',
      sendDays: product.sendDays,
      status: product.status,
      reviewState: product.reviewState as ReviewState,
      rejectReason: product.rejectReason ?? '',
      productUrl: product.productUrl,
      videoUrl: product.videoUrl ?? '',
      videoPicUrl: product.videoPicUrl ?? '',
      mallProductDetailBannerList: images.filter((i) => i.kind === 'banner').map(image),
      mallProductDetailImgsList: images.filter((i) => i.kind === 'detail').map(image),
      mallSpecTop: product.specTop,
      mallSpecDataList: variants.map((v) => ({
        cols1: String(v.id),
        cols2: v.image,
        price: v.price,
        articleNumber: v.articleNumber,
        kc: v.stock,
        xyPrice: v.purchasePrice,
        manageVip1Money: v.vip1Money,
        manageVip2Money: v.vip2Money,
        ...Object.fromEntries(v.options.map((value, i) => [VARIANT_COLUMNS[i], value])),
      })),
    };
  }
}
