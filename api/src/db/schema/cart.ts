import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';
import { products, productVariants } from './catalog';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One line per business and variant: adding the same variant again raises the quantity. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: bigint('variant_id', { mode: 'number' })
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.businessId, t.variantId),
    check('cart_items_num_positive', sql`${t.num} > 0`),
  ],
);
