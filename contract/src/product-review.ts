import { z } from 'zod';
import { RowId } from './ids';
import { pageOf } from './page';

/**
 * The review of a seller's product, as a table of allowed moves (checked in one place on the server).
 * A saved product waits for review off shelf; approval puts it on shelf; a rejection carries a reason and the
 * seller edits and submits again. Editing an approved product submits it again.
 */
export const REVIEW_STATES = ['submitted', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export type ReviewAction = 'submit' | 'approve' | 'reject';

export const REVIEW_TRANSITIONS: Record<ReviewState, Partial<Record<ReviewAction, ReviewState>>> = {
  submitted: { submit: 'submitted', approve: 'approved', reject: 'rejected' },
  approved: { submit: 'submitted' },
  rejected: { submit: 'submitted' },
};

/** Where an action leads from a state, or null when the table does not allow it. */
export function nextReviewState(from: ReviewState, action: ReviewAction): ReviewState | null {
  return REVIEW_TRANSITIONS[from][action] ?? null;
}

/** Product status: 1 on shelf (public), 2 off shelf. Only an approved product may be on shelf. */
export const ProductStatus = { onShelf: 1, offShelf: 2 } as const;

export function canGoOnShelf(state: ReviewState): boolean {
  return state === 'approved';
}

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const pageFields = {
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
};

/** The seller's product list: search by title or SKU, filter by status and review state. */
export const SellerProductListQuery = z.object({
  ...pageFields,
  title: z.preprocess(blank, z.string().trim().max(100).optional()),
  status: z.preprocess(blank, z.coerce.number().int().min(1).max(2).optional()),
  reviewState: z.preprocess(blank, z.enum(REVIEW_STATES).optional()),
});
export type SellerProductListQuery = z.infer<typeof SellerProductListQuery>;

/** The operators' queue: one review state (submitted by default), oldest submission first. */
export const ReviewQueueQuery = z.object({
  ...pageFields,
  reviewState: z.preprocess(blank, z.enum(REVIEW_STATES).default('submitted')),
  title: z.preprocess(blank, z.string().trim().max(100).optional()),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

export const ReviewDecision = z
  .object({
    id: z.preprocess(blank, RowId),
    decision: z.enum(['approve', 'reject']),
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().max(500, { message: 'tooLong' }).optional(),
    ),
  })
  .refine((d) => d.decision === 'approve' || Boolean(d.reason), {
    message: 'rejectReasonRequired',
    path: ['reason'],
  });

export const ShelfRequest = z.object({ id: z.preprocess(blank, RowId) });

/** A row of the seller's list and of the review queue. */
export const SellerProductRow = z.object({
  id: z.number(),
  title: z.string(),
  sku: z.string(),
  productUrl: z.string(),
  price: z.number(),
  status: z.number(),
  reviewState: z.enum(REVIEW_STATES),
  rejectReason: z.string(),
  stock: z.number(),
  variantCount: z.number(),
  publishCount: z.number(),
  downloadCount: z.number(),
  businessId: z.number(),
  businessName: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProductRow = z.infer<typeof SellerProductRow>;

export const SellerProductPage = pageOf(SellerProductRow);

export const StoredImage = z.object({
  id: z.number(),
  imgUrl: z.string(),
  invalid: z.number(),
  sort: z.number(),
});
export type StoredImage = z.infer<typeof StoredImage>;

/** A variant row as stored: the named fields plus cols3..cols20. */
const StoredVariant = z
  .object({
    cols1: z.string(),
    cols2: z.string(),
    price: z.string(),
    articleNumber: z.string(),
    kc: z.number(),
    xyPrice: z.string(),
    manageVip1Money: z.string(),
    manageVip2Money: z.string(),
  })
  .catchall(z.string().regex(/^.{0,50}$/));

/** A product as GET /product/get answers it: the submission's fields plus its review. */
export const StoredProduct = z.object({
  id: z.number(),
  businessDetailId: z.number(),
  businessName: z.string(),
  sku: z.string(),
  title: z.string(),
  shortTitle: z.string(),
  pp: z.string(),
  /** The seller's brand the product names, or null for a free-text brand. */
  brandId: z.number().nullable(),
  keywords: z.string(),
  intro: z.string(),
  description: z.string(),
  categoryId: z.number().nullable(),
  category2Id: z.number().nullable(),
  category3Id: z.number().nullable(),
  productType: z.number().nullable(),
  tagId: z.string(),
  serveId: z.string(),
  storyId: z.number().nullable(),
  underlinedPrice: z.string(),
  price: z.string(),
  xgNum: z.string(),
  freightPrice: z.string(),
  /** Logistics (product-logistics.ts); '' or null where a product made before them has none. */
  weightGrams: z.number(),
  lengthCm: z.string(),
  widthCm: z.string(),
  heightCm: z.string(),
  declareNameZh: z.string(),
  declareNameEn: z.string(),
  originCountryCode: z.string(),
  hsCode: z.string(),
  sendDays: z.number().nullable(),
  status: z.number(),
  reviewState: z.enum(REVIEW_STATES),
  rejectReason: z.string(),
  productUrl: z.string(),
  videoUrl: z.string(),
  videoPicUrl: z.string(),
  mallProductDetailBannerList: z.array(StoredImage),
  mallProductDetailImgsList: z.array(StoredImage),
  mallSpecTop: z.record(z.string(), z.string()),
  mallSpecDataList: z.array(StoredVariant),
});
/** Variant rows are typed loosely: zod's catchall type (cols3..cols20 strings) would also make kc a string. */
export type StoredProduct = Omit<z.infer<typeof StoredProduct>, 'mallSpecDataList'> & {
  mallSpecDataList: Record<string, string | number>[];
};

export const ProductSaved = z.object({ id: z.number() });
export type ProductSaved = z.infer<typeof ProductSaved>;
