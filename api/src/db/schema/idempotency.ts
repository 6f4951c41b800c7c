import { bigint, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/**
 * The first answer to a request sent with an `Idempotency-Key` header, replayed to later requests of the
 * same business, operation and key for 24 hours. `running` while the first request is being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    /** Which call the key belongs to ('order.submit', 'payment.pay'): one key may serve each once. */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's parsed body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    responseStatus: smallint('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the running request claimed the key; a claim older than the lease is taken over. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.operation, t.key] }),
    // The clean-up of keys older than 24 hours.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
