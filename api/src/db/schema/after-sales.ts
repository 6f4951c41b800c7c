import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { orders } from './orders';

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
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_no_uq').on(t.afterSaleNo),
    // One open request per order, whatever races: the second insert finds this index.
    uniqueIndex('after_sales_open_uq')
      .on(t.orderId)
      .where(sql`${t.state} in ('pending', 'to_return', 'returning')`),
    // The buyer's list (by state, newest first), the seller's list, and an order's history.
    index('after_sales_buyer_idx').on(t.businessId, t.state, t.createdAt.desc()),
    index('after_sales_buyer_created_idx').on(t.businessId, t.createdAt.desc()),
    index('after_sales_seller_idx').on(t.sellerBusinessId, t.state, t.createdAt.desc()),
    index('after_sales_seller_created_idx').on(t.sellerBusinessId, t.createdAt.desc()),
    index('after_sales_order_idx').on(t.orderId),
    // The dashboard's count: a seller's open requests (joined to their orders).
    index('after_sales_seller_open_idx')
      .on(t.sellerBusinessId)
      .where(sql`${t.state} in ('pending', 'to_return', 'returning')`),
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
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('after_sale_refunds_order_idx').on(t.orderId)],
);
