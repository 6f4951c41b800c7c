import { RECONCILE_KINDS, RECONCILE_STATES, TOP_UP_METHODS, TOP_UP_STATES } from '@dropmall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './accounts';

const money = (name: string) => numeric(name, { precision: 14, scale: 4 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One attempt to pay a set of orders through a gateway (boleto, pix) or at once (balance, zero). */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentNo: text('payment_no').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    payType: smallint('pay_type').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    /** The same order set in the same pending attempt is paid through one payment, never two. */
    orderKey: text('order_key').notNull(),
    gateway: text('gateway').notNull().default(''),
    gatewayRef: text('gateway_ref').notNull().default(''),
    payUrl: text('pay_url').notNull().default(''),
    /** The provider's own payment behind the page (a Payment Intent at Stripe), learnt when it pays: disputes name it. */
    providerPaymentRef: text('provider_payment_ref').notNull().default(''),
    /** What the provider was asked to charge (issue 33): its currency, the amount in it, the BRL rate used. */
    currency: text('currency').notNull().default('USD'),
    chargeAmount: numeric('charge_amount', { precision: 14, scale: 2 }),
    rate: numeric('rate', { precision: 12, scale: 6 }),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    uniqueIndex('payments_no_uq').on(t.paymentNo),
    uniqueIndex('payments_pending_uq').on(t.orderKey, t.payType).where(sql`${t.status} = 'pending'`),
    index('payments_business_idx').on(t.businessId, t.createdAt.desc()),
  ],
);

/** Webhook deliveries already handled, so a provider's retries change nothing twice. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_uq').on(t.provider, t.eventId)],
);

/**
 * A balance top-up (issue 33): money a business pays in through the gateway. The balance grows only when the
 * provider confirms it, once (the state moves from pending with one conditional update, and the wallet's
 * ledger refuses a second `top_up` row for the same top-up).
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The payment number the provider knows it by (prefix TOP: its events are routed here). */
    topUpNo: text('top_up_no').notNull(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    /** Who asked for it (the owner or a staff member). */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: TOP_UP_METHODS }).notNull(),
    state: text('state', { enum: TOP_UP_STATES }).notNull().default('pending'),
    gateway: text('gateway').notNull(),
    gatewayRef: text('gateway_ref').notNull().default(''),
    payUrl: text('pay_url').notNull().default(''),
    /** The provider's event that settled it (paid or failed). */
    eventId: text('event_id').notNull().default(''),
    /** The provider's own payment behind the page (a Payment Intent at Stripe), learnt when it pays: disputes name it. */
    providerPaymentRef: text('provider_payment_ref').notNull().default(''),
    /** What the provider was asked to charge, as for payments: the currency, the amount in it, the BRL rate. */
    currency: text('currency').notNull().default('USD'),
    chargeAmount: numeric('charge_amount', { precision: 14, scale: 2 }),
    rate: numeric('rate', { precision: 12, scale: 6 }),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    /** When it failed or expired. */
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('top_ups_no_uq').on(t.topUpNo),
    index('top_ups_business_idx').on(t.businessId, t.createdAt.desc()),
    index('top_ups_pending_idx').on(t.createdAt).where(sql`${t.state} = 'pending'`),
    // A dispute names the provider's payment: it finds its top-up here.
    index('top_ups_provider_payment_idx')
      .on(t.gateway, t.providerPaymentRef)
      .where(sql`${t.providerPaymentRef} <> ''`),
  ],
);

/**
 * A dispute (chargeback) the provider reported on a payment (issue 33, item 4): while one is open the money of
 * the payment's orders is frozen: no after-sale refund of them is paid (the bank may take the money back
 * itself), whichever way it would go.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The order payment disputed, or (exactly one of the two) the balance top-up disputed. */
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    topUpId: bigint('top_up_id', { mode: 'number' }).references(() => topUps.id),
    provider: text('provider').notNull(),
    disputeId: text('dispute_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** How the bank decided (charge.dispute.closed): won, the money stays; lost, the bank took it back. */
    outcome: text('outcome', { enum: ['won', 'lost'] }),
    /** Lost: the USD taken from the buyer's balance (a `dispute_loss` ledger line), and what it did not cover. */
    recovered: numeric('recovered', { precision: 14, scale: 2 }),
    unrecovered: numeric('unrecovered', { precision: 14, scale: 2 }),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_disputes_uq').on(t.provider, t.disputeId),
    index('payment_disputes_payment_idx').on(t.paymentId),
    index('payment_disputes_top_up_idx').on(t.topUpId),
    check('payment_disputes_subject_ck', sql`num_nonnulls(${t.paymentId}, ${t.topUpId}) = 1`),
  ],
);

/**
 * The payment provider's payments and refunds as its list API last reported them (reconciliation, issue 33
 * item 5). A fetch upserts by the provider's id, so fetching twice keeps one row each.
 */
export const providerRecords = pgTable(
  'provider_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    ref: text('ref').notNull(),
    paymentNo: text('payment_no').notNull().default(''),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    providerCreatedAt: at('provider_created_at').notNull(),
    fetchedAt: at('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_records_ref_uq').on(t.provider, t.ref),
    index('provider_records_payment_idx').on(t.provider, t.paymentNo),
  ],
);

/**
 * A difference between the provider and our payments or top-ups. One row per provider, kind and subject (the
 * provider's id, or ours when it has none): a fetch that finds it again refreshes an open row and leaves a
 * resolved one as the operator resolved it; an open one no longer found is removed.
 */
export const reconcileDifferences = pgTable(
  'reconcile_differences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind', { enum: RECONCILE_KINDS }).notNull(),
    subject: text('subject').notNull(),
    paymentNo: text('payment_no').notNull().default(''),
    providerRef: text('provider_ref').notNull().default(''),
    theirStatus: text('their_status').notNull(),
    theirAmount: numeric('their_amount', { precision: 14, scale: 2 }),
    theirCurrency: text('their_currency'),
    ourStatus: text('our_status').notNull(),
    ourAmount: numeric('our_amount', { precision: 14, scale: 4 }),
    ourCurrency: text('our_currency'),
    state: text('state', { enum: RECONCILE_STATES }).notNull().default('open'),
    note: text('note').notNull().default(''),
    /** The operator who resolved it. */
    resolvedBy: bigint('resolved_by', { mode: 'number' }),
    resolvedAt: at('resolved_at'),
    detectedAt: at('detected_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconcile_differences_uq').on(t.provider, t.kind, t.subject),
    index('reconcile_differences_state_idx').on(t.state, t.detectedAt.desc()),
  ],
);
