import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { products, productVariants } from './catalog';
import { orders } from './orders';

/**
 * Sample orders (Business Management -> Try-on List, owned by the samples module): a business orders one unit
 * of a product before a bulk order. The order itself is an ordinary mall order (the orders module's); this
 * row ties it to the product and keeps the business's verdict. `open` is true until the order is received,
 * cancelled or refunded; at most one open sample per product and business (the partial unique index).
 */
export const samples = pgTable(
  'samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    open: boolean('open').notNull().default(true),
    verdict: text('verdict', { enum: ['liked', 'not_for_me'] }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('samples_order_uq').on(t.orderId),
    uniqueIndex('samples_open_uq').on(t.businessId, t.productId).where(sql`${t.open}`),
    index('samples_business_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
  ],
);
