import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Login sessions. Only the SHA-256 of the token is stored, so a leaked table opens no account.
 * `subjectKind` says which kind of account `subjectId` points at (business user or platform operator).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    subjectKind: text('subject_kind', { enum: ['business', 'operator'] }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectKind, t.subjectId)],
);
