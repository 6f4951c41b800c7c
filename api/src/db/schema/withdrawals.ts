import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const WITHDRAWAL_STATE_VALUES = ['pending', 'paid', 'rejected', 'cancelled'] as const;

/**
 * A business's request to take money out of its balance to a payout account. Applying moves the amount
 * from the balance into this row (ledger `withdrawal_hold`); paying keeps it out, rejecting or cancelling
 * gives it back (`withdrawal_return`). Every decision is one update conditional on `state = 'pending'`.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalNo: text('withdrawal_no').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    /** The business user who applied. */
    applicantId: bigint('applicant_id', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 4 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    state: text('state', { enum: WITHDRAWAL_STATE_VALUES }).notNull().default('pending'),
    method: text('method', { enum: ['pix', 'bank'] }).notNull(),
    /** The payout account as given: { method, pixKey } or { method, bankName, branch, accountNumber, holderName }. */
    payout: jsonb('payout').$type<Record<string, string>>().notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The operator who paid or rejected it. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_no_uq').on(t.withdrawalNo),
    // The business's records, all states or one, newest first.
    index('withdrawals_business_idx').on(t.businessId, t.createdAt.desc()),
    index('withdrawals_business_state_idx').on(t.businessId, t.state, t.createdAt.desc()),
    // The operators' queue: one state, oldest first.
    index('withdrawals_queue_idx').on(t.state, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);
