import { bigint, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/** The api-keys module's tables: a business's API keys and the last calls made with each. */
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An API key. Only the SHA-256 of the secret is stored, and its first characters (`prefix`) to recognise it;
 * the key acts as the business user who made it (`createdBy`), within its `scopes`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    /** The business user the key acts as (no foreign key: deleting a user leaves their keys dead, like sessions). */
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('api_keys_business_idx').on(t.businessId, t.id)],
);

/** One call made with a key (the newest API_KEY_CALLS_KEPT per key are kept). */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id),
    businessId: bigint('business_id', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: smallint('status').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('api_key_calls_key_idx').on(t.keyId, t.id),
    index('api_key_calls_business_idx').on(t.businessId, t.id),
  ],
);
