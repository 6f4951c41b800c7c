import { z } from 'zod';
import { FormRowId, OptionalRowId } from './ids';
import { pageOf } from './page';
import {
  CountedQuantity,
  StockDocumentQuery,
  StockDocumentRow,
  StockLedgerQuery,
  StockQuantity,
} from './stock';

/**
 * Stock counts (the difference query) and the warehouse pick list (issue 17): a count lists what the book
 * says per variant and location, takes counted quantities, and books the differences once when confirmed;
 * the pick list reads what paid orders waiting to ship hold, bin by bin.
 */
const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const pageFields = {
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
};
/** 0: no location (the warehouse's unbinned stock); otherwise one of the business's bins. */
const LocationField = z.preprocess(blank, z.coerce.number().int().min(0).max(2_147_483_647).default(0));

/** A new count of one warehouse: a location narrows it to that bin (absent: the whole warehouse). */
export const StockCountCreate = z.object({
  warehouseId: FormRowId,
  locationId: z.preprocess(blank, z.coerce.number().int().min(0).max(2_147_483_647).optional()),
  remark: z.preprocess(trimmed, z.string().max(500).default('')),
});

/** The counts' list filters are the stock documents'. */
export const StockCountQuery = StockDocumentQuery;
export type StockCountQuery = z.infer<typeof StockCountQuery>;

/** A count in the list: the document, the number of lines with a difference and their net. */
export const StockCountRow = StockDocumentRow.extend({
  /** The counted bin, or null for the whole warehouse. */
  locationId: z.number().nullable(),
  locationCode: z.string(),
  differenceLines: z.number(),
  netDifference: z.number(),
});
export type StockCountRow = z.infer<typeof StockCountRow>;
export const StockCountPage = pageOf(StockCountRow);

/** One variant in one bin: the book (now for a draft, at confirming for a confirmed count) and the count. */
export const StockCountLine = z.object({
  variantId: z.number(),
  barcode: z.string(),
  sku: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  locationId: z.number(),
  locationCode: z.string(),
  /** On hand in the bin. */
  book: z.number(),
  /** Reserved by orders in the bin: a count may not go below it. */
  reserved: z.number(),
  /** null: not counted yet (left as it is when confirmed). */
  counted: z.number().nullable(),
  /** counted - book, or null when not counted. */
  difference: z.number().nullable(),
});
export type StockCountLine = z.infer<typeof StockCountLine>;

export const StockCountDetail = StockCountRow.extend({ lines: z.array(StockCountLine) });
export type StockCountDetail = z.infer<typeof StockCountDetail>;

/** The scanner on a count: each scan counts `quantity` more of the variant in the location. */
export const StockCountScan = z.object({
  id: FormRowId,
  code: z.preprocess(
    trimmed,
    z.string({ message: 'stockCode' }).min(1, { message: 'stockCode' }).max(64, { message: 'stockCode' }),
  ),
  quantity: z.preprocess(blank, StockQuantity.default(1)),
  locationId: LocationField,
});

/** Typing a counted quantity for a variant in a location (0 is a real count: the bin has none). */
export const StockCountSet = z.object({
  id: FormRowId,
  variantId: FormRowId,
  locationId: LocationField,
  counted: CountedQuantity,
});

/** The answer of a scan or a typed count: what is counted now. */
export const StockCounted = z.object({ variantId: z.number(), locationId: z.number(), counted: z.number() });
export type StockCounted = z.infer<typeof StockCounted>;

export const StockPickQuery = z.object({
  ...pageFields,
  warehouseId: OptionalRowId,
  /** An order number, a barcode or a SKU. */
  keyword: z.preprocess(blank, z.string().trim().max(64).optional()),
});
export type StockPickQuery = z.infer<typeof StockPickQuery>;

/** What to pick from one bin for one variant: the quantity paid orders hold there, and which orders. */
export const StockPickRow = z.object({
  warehouseId: z.number(),
  warehouseName: z.string(),
  locationId: z.number(),
  locationCode: z.string(),
  variantId: z.number(),
  barcode: z.string(),
  sku: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  quantity: z.number(),
  orders: z.array(z.object({ id: z.number(), orderNo: z.string(), quantity: z.number() })),
});
export type StockPickRow = z.infer<typeof StockPickRow>;
/** A page of pick rows, bin by bin, and how many orders wait in all. */
export const StockPickPage = pageOf(StockPickRow).extend({
  orderCount: z.number(),
  totalQuantity: z.number(),
});
export type StockPickPage = z.infer<typeof StockPickPage>;

/** Pages as the web app asks for them. */
export type StockCountPageQuery = Partial<StockCountQuery> & { current: number; size: number };
export type StockPickPageQuery = Partial<StockPickQuery> & { current: number; size: number };

/** The ledger as an xlsx file: the list's filters, every row (up to 10,000, newest first). */
export const StockLedgerExportQuery = StockLedgerQuery.omit({ current: true, size: true });
export type StockLedgerExportQuery = z.infer<typeof StockLedgerExportQuery>;
