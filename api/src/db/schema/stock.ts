import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { productVariants } from './catalog';
import { warehouses } from './warehouses';

/** A business's bins in a warehouse; 0 in the tables below means "no bin". */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stock_locations_code_uq').on(t.businessId, t.warehouseId, t.code)],
);

/**
 * On hand and reserved of a variant in one warehouse bin: the running sums of the ledger, changed only by
 * conditional updates in the transaction that writes the ledger row, and never negative (the checks are the
 * last line; the updates refuse first).
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    locationId: bigint('location_id', { mode: 'number' }).notNull().default(0),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    /**
     * Synchronized outbound: what orders took out of the bin (sales_out), less what came back by returns
     * (return_in), never below 0. Kept by `stock/ledger.ts book` with the balance (docs/decisions.md).
     */
    syncedOut: integer('synced_out').notNull().default(0),
    /** Manual outbound: what was taken out by hand (third_party_out, pick_out documents). */
    manualOut: integer('manual_out').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_balances_key_uq').on(t.variantId, t.warehouseId, t.locationId),
    index('stock_balances_business_idx').on(t.businessId, t.warehouseId, t.locationId),
    check('stock_balances_on_hand_nonnegative', sql`${t.onHand} >= 0`),
    check('stock_balances_reserved_range', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
    check('stock_balances_outbound_nonnegative', sql`${t.syncedOut} >= 0 and ${t.manualOut} >= 0`),
  ],
);

/** What a ledger row did: reservation and release move `reserved`; every other kind moves `on_hand`. */
export const STOCK_KINDS = [
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
export type StockKind = (typeof STOCK_KINDS)[number];

/** What a ledger row answers to. */
export const STOCK_REFS = ['order', 'after_sale', 'document', 'product', 'opening'] as const;

/** Every change of a quantity, append-only; the balances are its sums. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    locationId: bigint('location_id', { mode: 'number' }).notNull().default(0),
    kind: text('kind', { enum: STOCK_KINDS }).notNull(),
    /** Signed: + into on hand (or reserved), - out of it. */
    quantity: integer('quantity').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    refType: text('ref_type', { enum: STOCK_REFS }).notNull(),
    refId: bigint('ref_id', { mode: 'number' }),
    /** Who: 'business:<user id>' (a call), 'seller:<business id>' (the product form), or 'system'. */
    actor: text('actor').notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_variant_idx').on(t.variantId, t.warehouseId, t.locationId),
    index('stock_ledger_ref_idx').on(t.refType, t.refId),
    index('stock_ledger_business_idx').on(t.businessId, t.kind, t.createdAt.desc(), t.id.desc()),
    check('stock_ledger_quantity_nonzero', sql`${t.quantity} <> 0`),
  ],
);

/** A variant's barcode (Code 128 text), unique within the seller's business. */
export const variantBarcodes = pgTable(
  'variant_barcodes',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('variant_barcodes_code_uq').on(t.businessId, t.code)],
);

export const STOCK_DOCUMENT_KINDS = ['merchant_in', 'count', 'third_party_in', 'third_party_out'] as const;

/** A stock document (stock-in, count, ...): drafted line by line, booked once when confirmed. */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    kind: text('kind', { enum: STOCK_DOCUMENT_KINDS }).notNull(),
    docNo: text('doc_no').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status', { enum: ['draft', 'confirmed'] })
      .notNull()
      .default('draft'),
    remark: text('remark').notNull().default(''),
    /** A count of one bin (0: the unbinned stock); null: the whole warehouse, or not a count. */
    locationId: bigint('location_id', { mode: 'number' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_documents_no_uq').on(t.docNo),
    index('stock_documents_list_idx').on(t.businessId, t.kind, t.createdAt.desc(), t.id.desc()),
  ],
);

export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => stockDocuments.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id),
    locationId: bigint('location_id', { mode: 'number' }).notNull().default(0),
    /** Stock-in/out: how many; a count: the counted quantity. */
    quantity: integer('quantity').notNull(),
    /** A count: the book quantity when confirmed. */
    bookQuantity: integer('book_quantity'),
  },
  (t) => [
    uniqueIndex('stock_document_lines_uq').on(t.documentId, t.variantId, t.locationId),
    check('stock_document_lines_quantity', sql`${t.quantity} >= 0`),
  ],
);
