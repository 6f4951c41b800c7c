import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/**
 * The brands a business keeps (Business Management -> Brand List, owned by the brands module): a product
 * may name one of its seller's brands (`products.brand_id`). Names are unique per business whatever their
 * case; a hidden brand is no longer offered for new products but stays on those that carry it.
 */
export const brands = pgTable(
  'brands',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    /** One of the business's uploads (/uploads/...), or '' for none. */
    logoUrl: text('logo_url').notNull().default(''),
    description: text('description').notNull().default(''),
    website: text('website').notNull().default(''),
    state: text('state', { enum: ['active', 'hidden'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brands_business_name_uq').on(t.businessId, sql`lower(${t.name})`),
    index('brands_business_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
  ],
);
