import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

/** The webhooks module's tables: a business's endpoints and the deliveries made to them. */
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An endpoint a business registered for some events. The signing secret is kept sealed (AES-256-GCM with the
 * server's credentials key, like a connected store's credentials), because signing needs it in clear.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_business_idx').on(t.businessId, t.id)],
);

/**
 * One event sent to one endpoint: written in the transaction of the event, sent after it by the worker,
 * retried with backoff until a 2xx answer ('delivered') or the last attempt ('failed'). While 'pending',
 * `nextAttemptAt` is when the worker may take it; a claim moves it forward by a lease, so a worker that dies
 * mid-send leaves it to be taken again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The event id the receiver sees (`body.id`); a resend keeps it, so receivers can de-duplicate. */
    id: text('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    businessId: bigint('business_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body sent, so every attempt signs and sends the same bytes. */
    body: text('body').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastStatusCode: smallint('last_status_code'),
    /** The start of the receiver's answer, or why there was none (timeout, refused address). */
    responseSnippet: text('response_snippet').notNull().default(''),
    lastAttemptAt: at('last_attempt_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/**
 * A business's webhook settings: `stockLowThreshold`, the available quantity at or below which a variant of
 * its products fires `stock.low` (once per crossing from above). No row: the default (5).
 */
export const webhookSettings = pgTable('webhook_settings', {
  businessId: bigint('business_id', { mode: 'number' })
    .primaryKey()
    .references(() => businesses.id),
  stockLowThreshold: integer('stock_low_threshold').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
