import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the system sends, newest last: what a developer reads when no provider is set. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  /** Which delivery took it beyond the outbox ('outbox' when none did). */
  deliveredVia: text('delivered_via').notNull().default('outbox'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
