import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { orderItems, orders } from './orders';

const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The seller's return address as it was when the return was agreed. */
export interface ReturnAddressSnapshot {
  name: string;
  phone: string;
  lines: string[];
  postalCode: string;
}

/**
 * A buyer's request for a refund (type 'refund') or a return and refund ('return') of one order; its moves are
 * the contract's AFTER_SALE_TRANSITIONS. At most one open request per order (a partial unique index).
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    afterSaleNo: text('after_sale_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The buyer. */
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    sellerBusinessId: bigint('seller_business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    type: text('type', { enum: ['refund', 'return'] }).notNull(),
    state: text('state').notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    amount: money('amount').notNull(),
    vouchers: jsonb('vouchers').$type<string[]>().notNull().default([]),
    /** The spec's "shipped status": whether the order had been shipped when the buyer applied. */
    orderShipped: boolean('order_shipped').notNull(),
    /** Why the seller refused the request or the returned parcel. */
    refuseReason: text('refuse_reason').notNull().default(''),
    returnAddress: jsonb('return_address').$type<ReturnAddressSnapshot>(),
    expressCompany: text('express_company').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    shippedBackAt: at('shipped_back_at'),
    receivedAt: at('received_at'),
    refundedAt: at('refunded_at'),
    closedAt: at('closed_at'),
    /** Why the last refund attempt failed (state refund_failed), in both languages; null when none did. */
    refundFailure: jsonb('refund_failure').$type<{ en: string; zh: string }>(),
    /**
     * Where the buyer wants the money (issue 33): 'original' (back through the payment provider when the order
     * was paid through one, else the balance) or 'balance'.
     */
    refundTo: text('refund_to', { enum: ['original', 'balance'] })
      .notNull()
      .default('original'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_no_uq').on(t.afterSaleNo),
    // One open request per order, whatever races: the second insert finds this index.
    uniqueIndex('after_sales_open_uq')
      .on(t.orderId)
      .where(sql`${t.state} in ('pending', 'to_return', 'returning', 'refunding', 'refund_failed')`),
    // The buyer's list (by state, newest first), the seller's list, and an order's history.
    index('after_sales_buyer_idx').on(t.businessId, t.state, t.createdAt.desc()),
    index('after_sales_buyer_created_idx').on(t.businessId, t.createdAt.desc()),
    index('after_sales_seller_idx').on(t.sellerBusinessId, t.state, t.createdAt.desc()),
    index('after_sales_seller_created_idx').on(t.sellerBusinessId, t.createdAt.desc()),
    index('after_sales_order_idx').on(t.orderId),
    // The dashboard's count: a seller's open requests (joined to their orders).
    index('after_sales_seller_open_idx')
      .on(t.sellerBusinessId)
      .where(sql`${t.state} in ('pending', 'to_return', 'returning', 'refunding', 'refund_failed')`),
    check('after_sales_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The money an after-sale paid back: one row per after-sale at most (its primary key), written in the
 * transaction of the refund with the wallet's ledger row, so a refund can never be paid twice.
 */
export const afterSaleRefunds = pgTable(
  'after_sale_refunds',
  {
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .primaryKey()
      .references(() => afterSales.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    amount: money('amount').notNull(),
    /** Where the money went: 'balance' (the buyer's wallet, with its ledger row) or 'provider' (the card, ...). */
    route: text('route', { enum: ['balance', 'provider'] })
      .notNull()
      .default('balance'),
    /** The provider's refund id (re_… at Stripe); '' for the balance. */
    providerRef: text('provider_ref').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('after_sale_refunds_order_idx').on(t.orderId)],
);

/**
 * What a return sends back, per item of the order: how many (above 0, at most what was bought), and how many
 * were received into stock once the seller receives the return (null before).
 */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    variantId: bigint('variant_id', { mode: 'number' }).notNull(),
    num: integer('num').notNull(),
    received: integer('received'),
  },
  (t) => [
    uniqueIndex('after_sale_lines_item_uq').on(t.afterSaleId, t.orderItemId),
    check('after_sale_lines_num_positive', sql`${t.num} > 0`),
    check(
      'after_sale_lines_received_range',
      sql`${t.received} is null or (${t.received} >= 0 and ${t.received} <= ${t.num})`,
    ),
  ],
);

/**
 * A return's goods received into stock: one row per after-sale at most (its primary key), written in the
 * transaction that books the sales-return stock-in, so a return is booked once whoever receives it first
 * (the stock page, or the seller confirming the parcel).
 */
export const afterSaleReceipts = pgTable('after_sale_receipts', {
  afterSaleId: bigint('after_sale_id', { mode: 'number' })
    .primaryKey()
    .references(() => afterSales.id),
  sellerBusinessId: bigint('seller_business_id', { mode: 'number' })
    .notNull()
    .references(() => businesses.id),
  locationId: bigint('location_id', { mode: 'number' }).notNull().default(0),
  /** 'business:<user id>' (the stock page) or 'system' (the refund of a return not received before). */
  actor: text('actor').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Every move of an after-sale, written by the one place states change (after-sales state.ts) in the move's
 * transaction, and its creation (from null, action 'apply'): the timeline the pages show.
 */
export const afterSaleMoves = pgTable(
  'after_sale_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    action: text('action').notNull(),
    /** 'buyer', 'seller', 'system' (a refund's outcome) or 'operator'. */
    actor: text('actor').notNull(),
    /** A reason, a failure, a tracking number: what the timeline says beside the move. */
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('after_sale_moves_after_sale_idx').on(t.afterSaleId, t.id)],
);
