import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
