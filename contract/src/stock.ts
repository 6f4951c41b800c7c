import { z } from 'zod';
import { CalendarDay } from './cash';
import { FormRowId, OptionalRowId } from './ids';
import { pageOf } from './page';

/**
 * Stock management (issue 17): warehouses and their locations (bins), the stock ledger, and stock documents
 * (merchant stock-in, third-party stock-in and stock-out, counts) that book it when confirmed.
 */
export const STOCK_LEDGER_KINDS = [
  'opening',
  'merchant_in',
  'return_in',
  'sales_out',
  'pick_out',
  'count_adjust',
  'third_party_in',
  'third_party_out',
  'reservation',
  'release',
] as const;
export type StockLedgerKind = (typeof STOCK_LEDGER_KINDS)[number];

export const STOCK_DOCUMENT_KINDS = ['merchant_in', 'count', 'third_party_in', 'third_party_out'] as const;
export const STOCK_DOCUMENT_STATES = ['draft', 'confirmed'] as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const pageFields = {
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
};
const day = CalendarDay;

/** A quantity moved: 1 to a million. */
export const StockQuantity = z.coerce
  .number({ message: 'stockQuantity' })
  .int({ message: 'stockQuantity' })
  .min(1, { message: 'stockQuantity' })
  .max(1_000_000, { message: 'stockQuantity' });

/** A counted quantity: 0 is a real count. */
export const CountedQuantity = z.coerce
  .number({ message: 'stockCountedQuantity' })
  .int({ message: 'stockCountedQuantity' })
  .min(0, { message: 'stockCountedQuantity' })
  .max(1_000_000, { message: 'stockCountedQuantity' });

export const WarehouseView = z.object({
  id: z.number(),
  name: z.string(),
  /** true: the platform's; false: the business's own third-party warehouse. */
  platform: z.boolean(),
  country: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
});
export type WarehouseView = z.infer<typeof WarehouseView>;

export const LocationView = z.object({
  id: z.number(),
  warehouseId: z.number(),
  code: z.string(),
  name: z.string(),
});
export type LocationView = z.infer<typeof LocationView>;

export const StockPlaces = z.object({ warehouses: z.array(WarehouseView), locations: z.array(LocationView) });
export type StockPlaces = z.infer<typeof StockPlaces>;

export const LocationAddRequest = z.object({
  warehouseId: FormRowId,
  code: z.preprocess(
    trimmed,
    z
      .string({ message: 'stockLocationCode' })
      .regex(/^[A-Za-z0-9_-]{1,32}$/, { message: 'stockLocationCode' }),
  ),
  name: z.preprocess(trimmed, z.string().max(100).default('')),
});

/** A new stock document (its kind is the call's: merchant stock-in, third-party stock-in or stock-out). */
export const StockDocumentCreate = z.object({
  warehouseId: FormRowId,
  remark: z.preprocess(trimmed, z.string().max(500).default('')),
});

/** A page of one kind of stock document (the call says which), with filters. */
export const StockDocumentQuery = z.object({
  ...pageFields,
  status: z.preprocess(blank, z.enum(STOCK_DOCUMENT_STATES).optional()),
  warehouseId: OptionalRowId,
  keyword: z.preprocess(blank, z.string().trim().max(64).optional()),
  startTime: z.preprocess(blank, day.optional()),
  endTime: z.preprocess(blank, day.optional()),
});
export type StockDocumentQuery = z.infer<typeof StockDocumentQuery>;

export const StockDocumentRow = z.object({
  id: z.number(),
  docNo: z.string(),
  kind: z.enum(STOCK_DOCUMENT_KINDS),
  warehouseId: z.number(),
  warehouseName: z.string(),
  status: z.enum(STOCK_DOCUMENT_STATES),
  remark: z.string(),
  lineCount: z.number(),
  totalQuantity: z.number(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type StockDocumentRow = z.infer<typeof StockDocumentRow>;
export const StockDocumentPage = pageOf(StockDocumentRow);

export const StockDocumentLine = z.object({
  id: z.number(),
  variantId: z.number(),
  barcode: z.string(),
  sku: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  locationId: z.number(),
  locationCode: z.string(),
  quantity: z.number(),
  /** On hand minus reserved of the variant in the line's warehouse and location now. */
  available: z.number(),
});
export type StockDocumentLine = z.infer<typeof StockDocumentLine>;

export const StockDocumentDetail = StockDocumentRow.extend({ lines: z.array(StockDocumentLine) });
export type StockDocumentDetail = z.infer<typeof StockDocumentDetail>;

export const StockDocumentId = z.object({ id: FormRowId });

/** A scanner's line: a barcode or SKU typed then Enter adds the variant or increments its line. */
export const StockScanRequest = z.object({
  id: FormRowId,
  code: z.preprocess(
    trimmed,
    z.string({ message: 'stockCode' }).min(1, { message: 'stockCode' }).max(64, { message: 'stockCode' }),
  ),
  quantity: z.preprocess(blank, StockQuantity.default(1)),
  locationId: z.preprocess(blank, z.coerce.number().int().min(0).max(2_147_483_647).default(0)),
});

/** Sets a draft line's quantity (0 removes it). */
export const StockLineSetRequest = z.object({
  id: FormRowId,
  lineId: FormRowId,
  quantity: CountedQuantity,
});

export const StockLedgerQuery = z.object({
  ...pageFields,
  kind: z.preprocess(blank, z.enum(STOCK_LEDGER_KINDS).optional()),
  warehouseId: OptionalRowId,
  keyword: z.preprocess(blank, z.string().trim().max(64).optional()),
  startTime: z.preprocess(blank, day.optional()),
  endTime: z.preprocess(blank, day.optional()),
});
export type StockLedgerQuery = z.infer<typeof StockLedgerQuery>;

export const StockLedgerRow = z.object({
  id: z.number(),
  kind: z.enum(STOCK_LEDGER_KINDS),
  variantId: z.number(),
  sku: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  warehouseName: z.string(),
  locationCode: z.string(),
  quantity: z.number(),
  onHandAfter: z.number(),
  reservedAfter: z.number(),
  refType: z.string(),
  refId: z.number().nullable(),
  actor: z.string(),
  time: z.string(),
});
export type StockLedgerRow = z.infer<typeof StockLedgerRow>;
export const StockLedgerPage = pageOf(StockLedgerRow);

/** The answer of creating a stock document: its id. */
export const StockDocumentCreated = z.object({ id: z.number() });
export type StockDocumentCreated = z.infer<typeof StockDocumentCreated>;

/** The answer of a scan: the line it added or incremented. */
export const StockScanned = z.object({ lineId: z.number(), variantId: z.number(), quantity: z.number() });
export type StockScanned = z.infer<typeof StockScanned>;

/** A page of a stock list, as the web app asks for it. */
export type StockDocumentPageQuery = Partial<StockDocumentQuery> & { current: number; size: number };

/** A page of the stock ledger, as the web app asks for it. */
export type StockLedgerPageQuery = Partial<StockLedgerQuery> & { current: number; size: number };
