import { z } from 'zod';
import { OptionalRowId, RowId } from './ids';
import { ORDER_STATUSES } from './orders';
import { pageOf } from './page';

/**
 * The Try-on List (issue 17, item 6; docs/decisions.md "Brand List and Try-on List"): samples, one unit of a
 * product a business orders before a bulk order. A sample's order is an ordinary mall order flagged as a
 * sample; its state is the order's.
 */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const SampleCreateRequest = z.object({
  /** The variant (the detail page's cols1) to receive one unit of. */
  variantId: z.preprocess(blank, RowId),
  /** One of the caller's addresses; absent: the default address. */
  addressId: OptionalRowId,
});
export type SampleCreateRequest = z.infer<typeof SampleCreateRequest>;
export const SampleCreated = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  /** What the order comes to (the unit and its shipping): what the payment dialog asks for. */
  total: z.number(),
});
export type SampleCreated = z.infer<typeof SampleCreated>;

export const SAMPLE_VERDICTS = ['liked', 'not_for_me'] as const;
export type SampleVerdict = (typeof SAMPLE_VERDICTS)[number];
export const SAMPLE_NOTE_MAX = 500;

export const SampleListQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
});
export type SampleListQuery = z.infer<typeof SampleListQuery>;

export const SampleView = z.object({
  id: z.number(),
  productId: z.number(),
  variantId: z.number(),
  title: z.string(),
  specification: z.string(),
  thumbUrl: z.string(),
  sellerName: z.string(),
  /** The sample's unit price as ordered. */
  price: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  /** The order's total (unit + shipping). */
  total: z.number(),
  /** The order's state: unpaid (pending payment), paid, shipped, finished (received), cancelled, refunded. */
  state: z.enum(ORDER_STATUSES),
  /** Until received, cancelled or refunded: no second sample of the product meanwhile. */
  open: z.boolean(),
  verdict: z.enum(SAMPLE_VERDICTS).nullable(),
  note: z.string(),
  /** The variant's price and available quantity now, for a bulk order; onSale false when it cannot be bought. */
  priceNow: z.number(),
  available: z.number(),
  onSale: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SampleView = z.infer<typeof SampleView>;
export const SamplePage = pageOf(SampleView);
export type SamplePage = z.infer<typeof SamplePage>;

export const SampleBulkRequest = z.object({
  id: RowId,
  num: z.preprocess(
    blank,
    z.coerce.number().int().min(1, { message: 'quantityRange' }).max(9999, { message: 'quantityRange' }),
  ),
});
export type SampleBulkRequest = z.infer<typeof SampleBulkRequest>;
/** The cart line the bulk quantity went to, and what it holds now. */
export const SampleBulkAdded = z.object({ cartId: z.number(), num: z.number() });
export type SampleBulkAdded = z.infer<typeof SampleBulkAdded>;

export const SampleReviewRequest = z.object({
  id: RowId,
  /** '' clears it. */
  verdict: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.enum(SAMPLE_VERDICTS, { message: 'sampleVerdict' }).nullable(),
  ),
  note: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().max(SAMPLE_NOTE_MAX, { message: 'sampleNote' }),
  ),
});
export type SampleReviewRequest = z.infer<typeof SampleReviewRequest>;
