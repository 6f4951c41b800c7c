import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One order per seller group of a checkout; items and address are snapshots taken at submit. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    sellerBusinessId: bigint('seller_business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    status: text('status').notNull(),
    closeReason: text('close_reason'),
    productTotal: money('product_total').notNull(),
    expressFee: money('express_fee').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }),
    couponAmount: money('coupon_amount').notNull().default('0'),
    /**
     * The platform's fulfilment fees of a store order (agency, warehouse operation, packaging), part of the
     * total the buyer pays but not of the seller's income (cash/income.ts); 0 for a mall checkout.
     */
    serviceFee: money('service_fee').notNull().default('0'),
    /** The service fee's parts, as the glossary names them (spec 001): they add up to serviceFee. */
    agencyFee: money('agency_fee').notNull().default('0'),
    warehouseFee: money('warehouse_fee').notNull().default('0'),
    packagingFee: money('packaging_fee').notNull().default('0'),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    userLeave: text('user_leave').notNull().default(''),
    /** A sample: one unit a business orders before a bulk order (the samples module's Try-on List). */
    sample: boolean('sample').notNull().default(false),
    /** Placed by the store-order CRM to fulfil a store order (the stores module links the two). */
    forStore: boolean('for_store').notNull().default(false),
    fxCode: text('fx_code').notNull().default(''),
    addressId: bigint('address_id', { mode: 'number' }),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    expressId: integer('express_id'),
    expressName: text('express_name').notNull().default(''),
    /** The carrier's tracking number, set when the seller ships (4-40 letters, digits or dashes). */
    trackingNo: text('tracking_no'),
    payType: smallint('pay_type'),
    paymentId: bigint('payment_id', { mode: 'number' }),
    paidAt: at('paid_at'),
    /** When the seller acknowledged the paid order (pending dispatch). */
    acknowledgedAt: at('acknowledged_at'),
    shippedAt: at('shipped_at'),
    finishedAt: at('finished_at'),
    cancelledAt: at('cancelled_at'),
    /** An unpaid order is cancelled after this moment. */
    expiresAt: at('expires_at').notNull(),
    /** The CRM invoice that covers it (a store order's mall order), set when it is generated: "invoiced". */
    invoiceNo: text('invoice_no'),
    invoicedAt: at('invoiced_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_buyer_idx').on(t.businessId, t.status, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerBusinessId, t.status, t.createdAt.desc()),
    index('orders_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'unpaid'`),
    // The dashboard's figures (reports): a seller's orders by when they were placed, paid and shipped.
    index('orders_seller_created_idx').on(t.sellerBusinessId, t.createdAt),
    index('orders_seller_paid_idx').on(t.sellerBusinessId, t.paidAt).where(sql`${t.paidAt} is not null`),
    index('orders_seller_shipped_idx')
      .on(t.sellerBusinessId, t.shippedAt)
      .where(sql`${t.shippedAt} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    variantId: bigint('variant_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    specification: text('specification').notNull().default(''),
    thumbUrl: text('thumb_url').notNull().default(''),
    price: money('price').notNull(),
    num: integer('num').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
