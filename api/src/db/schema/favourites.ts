import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { products } from './catalog';

/** Favourites of a business; one live record per product (double clicks cannot make two). */
export const favorites = pgTable(
  'favorites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    invalid: smallint('invalid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_live_uq').on(t.businessId, t.productId).where(sql`${t.invalid} = 0`),
    index('favorites_business_idx').on(t.businessId, t.invalid, t.createdAt.desc()),
  ],
);
