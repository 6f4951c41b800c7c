import { z } from 'zod';
import { OptionalRowId } from './ids';

/**
 * The inventory list (issue 37, item 3): one row per stock line (variant × warehouse × location) with the
 * in-stock quantity and the outbound split the spec's glossary names, synchronized (booked by orders: sales
 * stock-out, less the returns that undo it) and manual (booked by hand: third-party stock-out, pick-out).
 */
export const STOCK_OUTBOUND_FILTERS = ['synced', 'manual', 'none'] as const;
export type StockOutboundFilter = (typeof STOCK_OUTBOUND_FILTERS)[number];

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);

export const StockInventoryQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
  warehouseId: OptionalRowId,
  /** A barcode or the seller's SKU, exact. */
  keyword: z.preprocess(blank, z.string().trim().max(64).optional()),
  /**
   * synced: lines with synchronized outbound (> 0); manual: with manual outbound (> 0); none: with neither.
   * Absent: every line.
   */
  outbound: z.preprocess(
    blank,
    z.enum(STOCK_OUTBOUND_FILTERS, { message: 'stockOutboundFilter' }).optional(),
  ),
});
export type StockInventoryQuery = z.infer<typeof StockInventoryQuery>;
export type StockInventoryPageQuery = Partial<StockInventoryQuery> & { current: number; size: number };

export const StockInventoryRow = z.object({
  /** The balance row's id. */
  id: z.number(),
  variantId: z.number(),
  barcode: z.string(),
  sku: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  warehouseId: z.number(),
  warehouseName: z.string(),
  locationId: z.number(),
  locationCode: z.string(),
  /** In stock (on hand), of which `reserved` is held for orders. */
  onHand: z.number(),
  reserved: z.number(),
  syncedOut: z.number(),
  manualOut: z.number(),
});
export type StockInventoryRow = z.infer<typeof StockInventoryRow>;

export const StockInventoryPage = z.object({
  records: z.array(StockInventoryRow),
  total: z.number(),
  current: z.number(),
  size: z.number(),
  /** Sums over every line the filters keep (not only this page). */
  onHandTotal: z.number(),
  syncedOutTotal: z.number(),
  manualOutTotal: z.number(),
});
export type StockInventoryPage = z.infer<typeof StockInventoryPage>;
