import { z } from 'zod';
import { WALLET_LEDGER_KINDS } from './cash';
import { OptionalRowId } from './ids';
import { pageOf } from './page';

/**
 * Payment settlement (spec 001 §2, "Withdrawal management" -> Payment settlement): a seller's statements
 * per week or month, read from the balance ledger. Weeks start on Monday; days are the business's.
 */
export const SETTLEMENT_PERIODS = ['week', 'month'] as const;
export type SettlementPeriod = (typeof SETTLEMENT_PERIODS)[number];

/** The longest range of a statement list, in days (a year and a day: 12 months or 53 weeks). */
export const SETTLEMENT_MAX_DAYS = 366;

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'reportDate' });

/**
 * The statements of the periods that meet the days from..to (both included), newest first. businessId: an
 * operator's filter (one seller); a business always reads its own.
 */
export const SettlementListQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
  period: z.enum(SETTLEMENT_PERIODS),
  from: day,
  to: day,
  businessId: OptionalRowId,
});
export type SettlementListQuery = z.infer<typeof SettlementListQuery>;

/** One statement: the period (week or month) holding the day `start`, of the caller or, for an operator, of businessId. */
export const SettlementQuery = z.object({
  period: z.enum(SETTLEMENT_PERIODS),
  start: day,
  businessId: OptionalRowId,
});
export type SettlementQuery = z.infer<typeof SettlementQuery>;

export const SETTLEMENT_FORMATS = ['xlsx', 'pdf'] as const;
export const SettlementFileQuery = SettlementQuery.extend({ format: z.enum(SETTLEMENT_FORMATS) });
export type SettlementFileQuery = z.infer<typeof SettlementFileQuery>;

/**
 * A statement's figures, in USD, signed as the ledger: income (orders finished) and refunds (negative) and
 * fees (negative) make net; withdrawals is what left for payouts in the period (held less returned, shown
 * positive); other is every other move of the balance (the business's own purchases and top-ups).
 * openingBalance + net - withdrawals + other = closingBalance, the ledger's balance at the period's end.
 * start and end are the period's first and last day; inProgress: the period has not ended yet.
 */
export const SettlementSummary = z.object({
  businessId: z.number(),
  businessName: z.string(),
  period: z.enum(SETTLEMENT_PERIODS),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  inProgress: z.boolean(),
  feeRate: z.number(),
  openingBalance: z.number(),
  income: z.number(),
  orderCount: z.number(),
  refunds: z.number(),
  fees: z.number(),
  net: z.number(),
  withdrawals: z.number(),
  other: z.number(),
  closingBalance: z.number(),
});
export type SettlementSummary = z.infer<typeof SettlementSummary>;

export const SettlementPage = pageOf(SettlementSummary);

/** One ledger row of a statement, with the order or withdrawal number it names. */
export const SettlementLine = z.object({
  id: z.number(),
  kind: z.enum(WALLET_LEDGER_KINDS),
  amount: z.number(),
  orderNo: z.string().nullable(),
  withdrawalNo: z.string().nullable(),
  time: z.string(),
});
export type SettlementLine = z.infer<typeof SettlementLine>;

export const SettlementDetail = SettlementSummary.extend({
  orderLines: z.array(SettlementLine),
  refundLines: z.array(SettlementLine),
  feeLines: z.array(SettlementLine),
  withdrawalLines: z.array(SettlementLine),
  otherLines: z.array(SettlementLine),
});
export type SettlementDetail = z.infer<typeof SettlementDetail>;
