import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
