import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/**
 * Every file a business uploaded, so a form that names a file URL (a product picture, a settlement document)
 * can be checked to name one of the caller's own uploads, not another business's or a file we never stored.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    url: text('url').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    /** The business user who uploaded it. */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploaded_files_url_uq').on(t.url),
    index('uploaded_files_business_idx').on(t.businessId),
  ],
);
