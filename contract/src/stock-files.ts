import { z } from 'zod';
import { FormRowId, RowId } from './ids';
import { StockDocumentQuery } from './stock';
import { StockCountQuery, StockPickQuery } from './stock-count';
import { ReturnStockInQuery } from './stock-returns';

/**
 * Stock files (issue 17): stock-in documents imported from an xlsx template, every stock list exported as
 * xlsx under its filters, and barcode labels as PDF. See docs/decisions.md, "Stock files".
 */
const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** The largest stock-in file taken (413 beyond) and the most rows in it (400 beyond). */
export const STOCK_IMPORT_MAX_BYTES = 1024 * 1024;
export const STOCK_IMPORT_MAX_ROWS = 2000;

/** Where an import goes: a warehouse of the business (a new draft there), and the draft's remark. */
export const StockImportQuery = z.object({
  warehouseId: FormRowId,
  remark: z.preprocess(trimmed, z.string().max(500).default('')),
});
export type StockImportQuery = z.infer<typeof StockImportQuery>;

/** The draft an import made: its id, lines (rows of one variant and location are summed), pieces, rows read. */
export const StockImported = z.object({
  id: z.number(),
  lines: z.number(),
  quantity: z.number(),
  rows: z.number(),
});
export type StockImported = z.infer<typeof StockImported>;

/** Each list's file takes the list's own filters, without paging. */
export const StockDocumentExportQuery = StockDocumentQuery.omit({ current: true, size: true });
export type StockDocumentExportQuery = z.infer<typeof StockDocumentExportQuery>;
export const StockCountExportQuery = StockCountQuery.omit({ current: true, size: true });
export type StockCountExportQuery = z.infer<typeof StockCountExportQuery>;
export const StockPickExportQuery = StockPickQuery.omit({ current: true, size: true });
export type StockPickExportQuery = z.infer<typeof StockPickExportQuery>;
export const ReturnStockInExportQuery = ReturnStockInQuery.omit({ current: true, size: true });
export type ReturnStockInExportQuery = z.infer<typeof ReturnStockInExportQuery>;

/** The most labels one PDF holds. */
export const STOCK_LABELS_MAX = 1000;
/** An A4 sheet of 3 x 8 labels (70 x 37 mm) for an office printer, or one 60 x 40 mm label a page (a label printer). */
export const LABEL_LAYOUTS = ['sheet', 'roll'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
const Layout = z.preprocess(blank, z.enum(LABEL_LAYOUTS).default('sheet'));
const Copies = z.coerce
  .number({ message: 'stockLabelCopies' })
  .int({ message: 'stockLabelCopies' })
  .min(1, { message: 'stockLabelCopies' })
  .max(STOCK_LABELS_MAX, { message: 'stockLabelCopies' });

/** Labels of a stock-in document's lines: one per piece (`unit`), or one per line. */
export const DocumentLabelsQuery = z.object({
  id: FormRowId,
  per: z.preprocess(blank, z.enum(['unit', 'line']).default('unit')),
  layout: Layout,
});
export type DocumentLabelsQuery = z.infer<typeof DocumentLabelsQuery>;

/** Labels of chosen variants of the business's own products, each with its number of copies. */
export const VariantLabelsRequest = z.object({
  layout: Layout,
  items: z
    .array(z.object({ variantId: RowId, copies: Copies }))
    .min(1, { message: 'stockLabelNothing' })
    .max(200),
});
export type VariantLabelsRequest = z.infer<typeof VariantLabelsRequest>;

/** The variants of one of the business's products with their barcodes (what a label shows). */
export const ProductBarcodesQuery = z.object({ productId: FormRowId });
export const ProductBarcode = z.object({
  variantId: z.number(),
  barcode: z.string(),
  sku: z.string(),
  title: z.string(),
  options: z.array(z.string()),
});
export type ProductBarcode = z.infer<typeof ProductBarcode>;
export const ProductBarcodes = z.array(ProductBarcode);
