import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, businessUsers, operators } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A text in both languages; messages are written once and read in the reader's language. */
export type BilingualText = { en: string; zh: string };

/**
 * A message (notice) to a whole business, or to one business user. `type` 1 is counted for the badge,
 * 0 is listed only; `status` 0 is unread. `event_key` names the event that sent it: the unique index makes
 * each event send its message once, however often it is replayed.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' }).references(() => businesses.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => businessUsers.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['order', 'system'] }).notNull(),
    type: smallint('type').notNull().default(1),
    status: smallint('status').notNull().default(0),
    title: jsonb('title').$type<BilingualText>().notNull(),
    content: jsonb('content').$type<BilingualText>().notNull(),
    link: text('link').notNull().default(''),
    eventKey: text('event_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('messages_event_uq').on(t.eventKey),
    index('messages_business_idx').on(t.businessId, t.status, t.createdAt.desc(), t.id.desc()),
    index('messages_user_idx').on(t.userId, t.status, t.createdAt.desc(), t.id.desc()),
    check('messages_recipient', sql`${t.businessId} is not null or ${t.userId} is not null`),
  ],
);

/** An operator's announcement to every business; each business receives it as a message. */
export const announcements = pgTable('announcements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: jsonb('title').$type<BilingualText>().notNull(),
  content: jsonb('content').$type<BilingualText>().notNull(),
  type: smallint('type').notNull().default(1),
  recipients: integer('recipients').notNull().default(0),
  operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A file attached to an agreement: its name and where it is. */
export type AgreementFile = { name: string; url: string };

/**
 * An agreement (treaty) operators publish and businesses must read. Editing a published agreement raises
 * its version, so every business reads the new text again.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    context: text('context').notNull(),
    messageFile: jsonb('message_file').$type<AgreementFile[]>().notNull().default([]),
    state: text('state', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    version: integer('version').notNull().default(1),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('agreements_state_idx').on(t.state, t.updatedAt.desc())],
);

/** That a business read an agreement, at which version, and who ticked it. */
export const agreementReads = pgTable(
  'agreement_reads',
  {
    agreementId: bigint('agreement_id', { mode: 'number' })
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    version: integer('version').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.agreementId] }),
    index('agreement_reads_agreement_idx').on(t.agreementId),
  ],
);
