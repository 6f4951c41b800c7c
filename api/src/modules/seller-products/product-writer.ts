import { nextReviewState, type ProductSubmission, type ReviewState } from '@dropmall/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { brandText, lockProductBrand, type ProductBrand } from '../brands';
import { normalizedSpecTop, syncImages, syncVariants } from '../catalog/product-children';
import {
  insertProduct,
  lockProduct,
  PRODUCT_STATUS,
  productBrandId,
  replaceProductTags,
  updateProduct,
} from '../catalog/product-store';
import { storedFileUrls } from '../catalog/reads';
import { setAvailable } from '../stock/available';
import type { FindForeignFile } from '../uploads/service';
import { submittedFileUrls } from './product-files';
import { checkReferences } from './references';
import { sanitizeDescription } from './sanitize';

/**
 * POST /product/save: a seller's new or edited product, written whole in one transaction, off shelf and
 * waiting for review (spec 000 §4: the only status on add is 2). The contract schema has run already; here
 * come the checks that need the database: the category chain, list entries, ownership of the product, its
 * pictures and variants, and that every file is one of ours.
 */
export class ProductWriter {
  constructor(
    private readonly db: Db,
    private readonly findForeignFile: FindForeignFile,
  ) {}

  async save(businessId: number, p: ProductSubmission): Promise<{ id: number }> {
    await this.checkFiles(businessId, p);
    return this.db.transaction(async (tx) => {
      await checkReferences(tx, p);
      const brand = await this.brandOf(tx, businessId, p);
      const id =
        p.id === undefined
          ? await this.insert(tx, businessId, p, brand)
          : await this.update(tx, businessId, p.id, p, brand);
      await replaceProductTags(tx, id, p.tagId);
      await syncImages(tx, id, 'banner', p.mallProductDetailBannerList, 'mallProductDetailBannerList');
      await syncImages(tx, id, 'detail', p.mallProductDetailImgsList, 'mallProductDetailImgsList');
      const { price, stock } = await syncVariants(tx, id, p);
      await updateProduct(tx, id, { price });
      await setAvailable(tx, id, stock, `seller:${businessId}`);
      return { id };
    });
  }

  /** Every file must be the business's own upload, or one the product already shows. */
  private async checkFiles(businessId: number, p: ProductSubmission): Promise<void> {
    const kept = p.id === undefined ? new Set<string>() : await storedFileUrls(this.db, businessId, p.id);
    const foreign = await this.findForeignFile(
      businessId,
      submittedFileUrls(p).filter((url) => !kept.has(url)),
    );
    if (foreign) throw badRequest('fileUrlInvalid', { field: foreign });
  }

  /**
   * The seller's brand the product names (`brandId`), share-locked; another business's or an unknown one is
   * refused like any unknown list entry (400). A hidden brand stays only on a product that has it already.
   */
  private async brandOf(tx: Tx, businessId: number, p: ProductSubmission): Promise<ProductBrand | null> {
    if (p.brandId === undefined) return null;
    const brand = await lockProductBrand(tx, businessId, p.brandId);
    if (!brand) throw badRequest(brandText.unknown);
    if (
      brand.state === 'hidden' &&
      (p.id === undefined || (await productBrandId(tx, p.id, businessId)) !== brand.id)
    )
      throw conflict(brandText.hidden, { name: brand.name });
    return brand;
  }

  private columns(p: ProductSubmission, brand: ProductBrand | null) {
    return {
      title: p.title,
      shortTitle: p.shortTitle,
      // A brand of the list gives its name; without one the free text stays (older products, API clients).
      brand: brand?.name ?? p.pp,
      brandId: brand?.id ?? null,
      keywords: p.keywords,
      intro: p.intro,
      description: sanitizeDescription(p.description),
      productUrl: p.productUrl ?? '',
      videoUrl: p.videoUrl ?? null,
      videoPicUrl: p.videoPicUrl ?? null,
      categoryId: p.categoryId,
      category2Id: p.category2Id,
      category3Id: p.category3Id,
      productTypeId: p.productType,
      serveIds: p.serveId,
      storyId: p.storyId ?? null,
      underlinedPrice: p.underlinedPrice,
      price: p.price,
      purchaseLimit: p.xgNum === undefined ? null : Number(p.xgNum),
      freightPrice: p.freightPrice,
      weightGrams: p.weightGrams,
      lengthCm: p.lengthCm,
      widthCm: p.widthCm,
      heightCm: p.heightCm,
      declareNameZh: p.declareNameZh,
      declareNameEn: p.declareNameEn,
      originCountryCode: p.originCountryCode,
      hsCode: p.hsCode ?? null,
      sendDays: p.sendDays,
      specTop: normalizedSpecTop(p.mallSpecTop),
      status: PRODUCT_STATUS.offShelf,
      reviewState: 'submitted' as const,
      rejectReason: null,
      submittedAt: new Date(),
      updatedAt: new Date(),
    };
  }

  private async insert(
    tx: Tx,
    businessId: number,
    p: ProductSubmission,
    brand: ProductBrand | null,
  ): Promise<number> {
    return insertProduct(tx, businessId, this.columns(p, brand));
  }

  /** Another business's product answers 404, as if it did not exist. */
  private async update(
    tx: Tx,
    businessId: number,
    id: number,
    p: ProductSubmission,
    brand: ProductBrand | null,
  ): Promise<number> {
    const current = await lockProduct(tx, id, businessId);
    if (!current) throw notFound('productNotFound');
    if (nextReviewState(current.reviewState as ReviewState, 'submit') === null)
      throw conflict('notWaitingForReview');
    await updateProduct(tx, id, this.columns(p, brand));
    return id;
  }
}
