import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/** The stores module's tables: connected stores, and the built-in sandbox store's shops and records. */
const at = (name: string) => timestamp(name, { withTimezone: true });

export const STORE_PLATFORM_VALUES = ['shopify', 'woocommerce', 'sandbox'] as const;
export const STORE_STATE_VALUES = ['active', 'paused', 'disconnected'] as const;

/**
 * A business's connected online store. `credentials` is the AES-256-GCM sealed JSON of the platform's
 * secrets (`v1.<iv>.<tag>.<ciphertext>`, bound to the business id); it is emptied on disconnect.
 */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    platform: text('platform', { enum: STORE_PLATFORM_VALUES }).notNull(),
    name: text('name').notNull(),
    shopName: text('shop_name').notNull().default(''),
    /** The shop domain (Shopify), the site address (WooCommerce) or the sandbox shop's handle. */
    domain: text('domain').notNull(),
    currency: text('currency').notNull().default(''),
    state: text('state', { enum: STORE_STATE_VALUES }).notNull().default('active'),
    credentials: text('credentials').notNull().default(''),
    checkedAt: at('checked_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('stores_business_idx').on(t.businessId, t.id),
    // One live connection of a shop per business (a disconnected one may be connected again).
    uniqueIndex('stores_business_domain_live_uq')
      .on(t.businessId, t.platform, t.domain)
      .where(sql`${t.state} <> 'disconnected'`),
  ],
);

/**
 * A shop of the built-in sandbox store (Shopify-compatible, served under /sandbox/store/<handle>). Its API
 * token is kept as a SHA-256 hash; `webhookSecret` signs the webhooks it sends (the app's client secret).
 */
export const sandboxShops = pgTable(
  'sandbox_shops',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    tokenHash: text('token_hash').notNull(),
    webhookSecret: text('webhook_secret').notNull(),
    /** The business that opened it, if any. */
    businessId: bigint('business_id', { mode: 'number' }).references(() => businesses.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_shops_handle_uq').on(t.handle)],
);

export const SANDBOX_RECORD_KINDS = ['product', 'order', 'fulfillment', 'webhook'] as const;

/** The sandbox shop's resources, each as the JSON Shopify's REST Admin API answers for it. */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => sandboxShops.id),
    kind: text('kind', { enum: SANDBOX_RECORD_KINDS }).notNull(),
    /** The order a fulfillment belongs to. */
    parentId: bigint('parent_id', { mode: 'number' }),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_records_shop_kind_idx').on(t.shopId, t.kind, t.id)],
);
