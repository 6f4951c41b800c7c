import { REVIEW_STATES } from '@dropmall/contract';
import { z } from 'zod';

/** Answer shapes of the seller product calls; they name every field that may leave the server. */

export const SellerProductRowSchema = z.object({
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

export const rowPage = z.object({
  records: z.array(SellerProductRowSchema),
  total: z.number(),
  current: z.number(),
  size: z.number(),
});

const image = z.object({ id: z.number(), imgUrl: z.string(), invalid: z.number(), sort: z.number() });

/** A variant row: the named fields plus cols3..cols20. */
const variant = z
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

export const SubmissionSchema = z.object({
  id: z.number(),
  businessDetailId: z.number(),
  businessName: z.string(),
  sku: z.string(),
  title: z.string(),
  shortTitle: z.string(),
  pp: z.string(),
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
  status: z.number(),
  reviewState: z.enum(REVIEW_STATES),
  rejectReason: z.string(),
  productUrl: z.string(),
  videoUrl: z.string(),
  videoPicUrl: z.string(),
  mallProductDetailBannerList: z.array(image),
  mallProductDetailImgsList: z.array(image),
  mallSpecTop: z.record(z.string(), z.string()),
  mallSpecDataList: z.array(variant),
});

export const NamedSchema = z.object({ id: z.number(), name: z.string() });
export const TitledSchema = z.object({ id: z.number(), title: z.string() });
export const StorySchema = z.object({ id: z.number(), title: z.string(), content: z.string() });
