import { bigserial, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One live verification code per target and purpose; only its hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('verification_codes_target_uq').on(t.target, t.purpose)],
);

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
