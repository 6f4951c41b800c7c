import { WALLET_LEDGER_KINDS } from '@dropmall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The balance of a business; it always equals the sum of its ledger and never goes below zero. */
export const wallets = pgTable(
  'wallets',
  {
    businessId: bigint('business_id', { mode: 'number' })
      .primaryKey()
      .references(() => businesses.id),
    balance: money('balance').notNull().default('0'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** The ledger's kinds are the contract's (spec 001 §3 glossary, plus seller income and withdrawals). */
export const LEDGER_KINDS = WALLET_LEDGER_KINDS;

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed: credits positive, debits negative. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reason: text('reason').notNull().default(''),
    orderId: bigint('order_id', { mode: 'number' }),
    paymentId: bigint('payment_id', { mode: 'number' }),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
    /** The top-up a `top_up` row credits, and the provider's reference of its payment. */
    topUpId: bigint('top_up_id', { mode: 'number' }),
    reference: text('reference').notNull().default(''),
    /** A `dispute_loss` row: the dispute (payment_disputes.id) it recovers, once. */
    disputeId: bigint('dispute_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_business_idx').on(t.businessId, t.createdAt.desc()),
    // Payment details filtered by kind.
    index('wallet_ledger_business_kind_idx').on(t.businessId, t.kind, t.createdAt.desc()),
    // A finished order pays its seller once, whatever races.
    uniqueIndex('wallet_ledger_order_income_uq').on(t.orderId).where(sql`${t.kind} = 'order_income'`),
    // A top-up credits the balance once, whatever replays or parallel deliveries of the provider's event.
    uniqueIndex('wallet_ledger_top_up_uq').on(t.topUpId).where(sql`${t.kind} = 'top_up'`),
    // A lost dispute is taken from the balance once per dispute, whatever replays of its event (a payment may
    // be disputed twice: each dispute its own line).
    uniqueIndex('wallet_ledger_dispute_loss_uq').on(t.disputeId).where(sql`${t.kind} = 'dispute_loss'`),
    // What was refunded on an order before its income is paid.
    index('wallet_ledger_order_idx').on(t.orderId, t.kind),
  ],
);
