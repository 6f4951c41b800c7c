import { z } from 'zod';
import { AFTER_SALE_STATES } from './after-sales';
import { FormRowId, RowId } from './ids';
import { pageOf } from './page';
import { CountedQuantity } from './stock';

/**
 * Sales-return stock-in (issue 17): the returns the seller's buyers send back, as after-sales know them, and
 * their receipt into stock (what arrived, per item, into a location). See docs/decisions.md, "Sales-return
 * stock-in".
 */
export const RETURN_STOCK_IN_STATUSES = ['waiting', 'received'] as const;
export type ReturnStockInStatus = (typeof RETURN_STOCK_IN_STATUSES)[number];

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);

export const ReturnStockInQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
  status: z.preprocess(blank, z.enum(RETURN_STOCK_IN_STATUSES).default('waiting')),
  /** An after-sale number, order number or tracking number (or a part of one). */
  keyword: z.preprocess(blank, z.string().trim().max(64).optional()),
});
export type ReturnStockInQuery = z.infer<typeof ReturnStockInQuery>;
export type ReturnStockInPageQuery = Partial<ReturnStockInQuery> & { current: number; size: number };

export const ReturnStockInLine = z.object({
  lineId: z.number(),
  variantId: z.number(),
  title: z.string(),
  specification: z.string(),
  thumbUrl: z.string(),
  /** The variant's barcode (what a scanner types), '' when it has none. */
  barcode: z.string(),
  /** How many the buyer sends back. */
  expected: z.number(),
  /** How many came into stock; null while waiting. */
  received: z.number().nullable(),
});
export type ReturnStockInLine = z.infer<typeof ReturnStockInLine>;

export const ReturnStockInRow = z.object({
  afterSaleId: z.number(),
  afterSaleNo: z.string(),
  orderNo: z.string(),
  buyerName: z.string(),
  state: z.enum(AFTER_SALE_STATES),
  expressCompany: z.string(),
  trackingNo: z.string(),
  shippedBackAt: z.string().nullable(),
  /** When the goods were received into stock (null while waiting). */
  receivedAt: z.string().nullable(),
  /** The warehouse the goods left from, where they come back. */
  warehouseId: z.number(),
  warehouseName: z.string(),
  locationCode: z.string(),
  lines: z.array(ReturnStockInLine),
});
export type ReturnStockInRow = z.infer<typeof ReturnStockInRow>;
export const ReturnStockInPage = pageOf(ReturnStockInRow);
export type ReturnStockInPage = z.infer<typeof ReturnStockInPage>;

/** Receiving a return: the quantity that arrived of each line (0 to what was sent), and a location (0: none). */
export const ReturnReceiveRequest = z.object({
  id: FormRowId,
  locationId: z.preprocess(blank, z.coerce.number().int().min(0).max(2_147_483_647).default(0)),
  lines: z
    .array(z.object({ lineId: RowId, received: CountedQuantity }))
    .min(1, { message: 'stockReturnNothing' })
    .max(200),
});
export type ReturnReceiveRequest = z.infer<typeof ReturnReceiveRequest>;
