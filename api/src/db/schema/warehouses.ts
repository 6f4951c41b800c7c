import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/**
 * Where stock is kept (owned by the stock module). The platform's warehouses (business_id null; 1 = China) are
 * the catalogue's warehouse filter; a business's own third-party warehouses carry its id and their address.
 * Ids below 100 are the platform's, set by the seed; the identity hands out the rest. Never deleted.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    businessId: bigint('business_id', { mode: 'number' }).references(() => businesses.id),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A business's own warehouse it deleted while empty: kept (ledger rows and documents still name it) but
     * gone from its pickers and lists. Goods coming back into it by a return bring it back.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('warehouses_business_idx').on(t.businessId)],
);
