import { z } from 'zod';
import { RowId } from './ids';
import { pageOf } from './page';
import { isValidCnpj, isValidCpf } from './tax-id';

/**
 * Withdrawals (spec 001 §2, "Withdrawal management": apply for withdrawal, withdrawal records, payment
 * details). A business takes money out of its balance to a payout account; an operator pays it or rejects
 * it. The moves are a table, checked in one place on the server.
 */
export const WITHDRAWAL_STATES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export type WithdrawalAction = 'pay' | 'reject' | 'cancel';

/** Every decision is taken once, from pending: an operator pays or rejects, the business may cancel. */
export const WITHDRAWAL_TRANSITIONS: Record<
  WithdrawalState,
  Partial<Record<WithdrawalAction, WithdrawalState>>
> = {
  pending: { pay: 'paid', reject: 'rejected', cancel: 'cancelled' },
  paid: {},
  rejected: {},
  cancelled: {},
};

/** Where an action leads from a state, or null when the table does not allow it. */
export function nextWithdrawalState(from: WithdrawalState, action: WithdrawalAction): WithdrawalState | null {
  return WITHDRAWAL_TRANSITIONS[from][action] ?? null;
}

/** Whether an action gives the held money back to the balance (ledger kind `withdrawal_return`). */
export const RETURNS_MONEY: Record<WithdrawalAction, boolean> = { pay: false, reject: true, cancel: true };

/** The smallest withdrawal, in USD. */
export const MIN_WITHDRAWAL_USD = 10;

/** Kinds of the balance ledger (spec 001 §3 glossary, plus seller income and withdrawals). */
export const WALLET_LEDGER_KINDS = [
  'system_add',
  'system_deduct',
  'order_payment',
  'order_refund',
  // A finished order's total, credited to its seller once.
  'order_income',
  // An after-sale refund of a finished order, taken back from the income its seller received.
  'income_refund',
  // Money moved out of the balance by a withdrawal application, and given back when rejected or cancelled.
  'withdrawal_hold',
  'withdrawal_return',
  // The platform's fee on a finished order's income (PLATFORM_FEE_RATE; none when the rate is 0).
  'platform_fee',
  // Money a business paid in through the payment provider (a top-up), credited once when the provider confirms.
  'top_up',
  // A card dispute the bank decided against the buyer: the amount it took back, taken from the buyer's balance.
  'dispute_loss',
] as const;
export type WalletLedgerKind = (typeof WALLET_LEDGER_KINDS)[number];

export const PAYOUT_METHODS = ['pix', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);

/** '12.5' or 12.5: above 0, at most 2 decimals, at least MIN_WITHDRAWAL_USD; answered as a string. */
export const WithdrawAmount = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : trimmed(v)),
  z
    .string({ message: 'withdrawAmountFormat' })
    .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: 'withdrawAmountFormat' })
    .refine((s) => Number(s) > 0, { message: 'withdrawAmountFormat' })
    .refine((s) => Number(s) >= MIN_WITHDRAWAL_USD, { message: 'withdrawMinimum' }),
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+55\d{10,11}$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Pix key is one of: CPF, CNPJ (with valid check digits; punctuation allowed), e-mail, +55 phone, random key. */
export function isValidPixKey(key: string): boolean {
  const k = key.trim();
  if (k.length === 0 || k.length > 77) return false;
  if (EMAIL.test(k) || PHONE.test(k) || RANDOM_KEY.test(k)) return true;
  if (!/^[\d.\-/]+$/.test(k)) return false;
  return isValidCpf(k) || isValidCnpj(k);
}

export const PixKey = z.preprocess(
  trimmed,
  z.string({ message: 'pixKeyInvalid' }).refine(isValidPixKey, { message: 'pixKeyInvalid' }),
);
const name = (message: 'bankNameInvalid' | 'holderNameInvalid') =>
  z.preprocess(trimmed, z.string({ message }).min(1, { message }).max(100, { message }));
export const BankName = name('bankNameInvalid');
export const HolderName = name('holderNameInvalid');
export const BankBranch = z.preprocess(
  trimmed,
  z.string({ message: 'branchInvalid' }).regex(/^\d{1,5}(-[\dxX])?$/, { message: 'branchInvalid' }),
);
export const BankAccountNumber = z.preprocess(
  trimmed,
  z
    .string({ message: 'accountNumberInvalid' })
    .regex(/^\d{1,13}(-[\dxX])?$/, { message: 'accountNumberInvalid' }),
);

/** Where the money goes: a Pix key, or a Brazilian bank account. */
export const PixPayout = z.object({ method: z.literal('pix'), pixKey: PixKey });
export const BankPayout = z.object({
  method: z.literal('bank'),
  bankName: BankName,
  branch: BankBranch,
  accountNumber: BankAccountNumber,
  holderName: HolderName,
});
export const PayoutAccount = z.discriminatedUnion('method', [PixPayout, BankPayout], {
  message: 'payoutMethodInvalid',
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** POST /cash/apply (form fields, flat): the amount and the payout account. */
export const WithdrawalApplyRequest = z.discriminatedUnion(
  'method',
  [PixPayout.extend({ amount: WithdrawAmount }), BankPayout.extend({ amount: WithdrawAmount })],
  { message: 'payoutMethodInvalid' },
);
export type WithdrawalApplyRequest = z.infer<typeof WithdrawalApplyRequest>;

const pageFields = {
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
};

/** The business's own withdrawals, newest first, optionally in one state. */
export const WithdrawalListQuery = z.object({
  ...pageFields,
  state: z.preprocess(blank, z.enum(WITHDRAWAL_STATES).optional()),
});
export type WithdrawalListQuery = z.infer<typeof WithdrawalListQuery>;

/** The operators' queue: one state (pending by default), oldest first. */
export const WithdrawalQueueQuery = z.object({
  ...pageFields,
  state: z.preprocess(blank, z.enum(WITHDRAWAL_STATES).default('pending')),
});
export type WithdrawalQueueQuery = z.infer<typeof WithdrawalQueueQuery>;

export const WithdrawalIdRequest = z.object({ id: z.preprocess(blank, RowId) });

export const WithdrawalRejectRequest = z.object({
  id: z.preprocess(blank, RowId),
  reason: z.preprocess(
    trimmed,
    z
      .string({ message: 'rejectReasonRequired' })
      .min(1, { message: 'rejectReasonRequired' })
      .max(500, { message: 'tooLong' }),
  ),
});

/** A real calendar day from 1970 on ('2026-02-30' is not one). */
function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(y, m - 1, d));
  return y >= 1970 && back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
}
/** A 'YYYY-MM-DD' day filter that is a real calendar day (shared with the stock lists). */
export const CalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'reportDate' })
  .refine(isRealDay, { message: 'reportDate' });
const day = CalendarDay;

/** Payment details: the balance ledger, newest first, by kind and by days (the business's time zone). */
export const LedgerQuery = z.object({
  ...pageFields,
  kind: z.preprocess(blank, z.enum(WALLET_LEDGER_KINDS).optional()),
  startTime: z.preprocess(blank, day.optional()),
  endTime: z.preprocess(blank, day.optional()),
});
export type LedgerQuery = z.infer<typeof LedgerQuery>;

/** The payout account as answers show it (the request's checks are not repeated on the way out). */
const PayoutView = z.union([
  z.object({ method: z.literal('pix'), pixKey: z.string() }),
  z.object({
    method: z.literal('bank'),
    bankName: z.string(),
    branch: z.string(),
    accountNumber: z.string(),
    holderName: z.string(),
  }),
]);

/** A withdrawal as the business and the operators see it. */
export const WithdrawalView = z.object({
  id: z.number(),
  withdrawalNo: z.string(),
  businessId: z.number(),
  businessName: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  state: z.enum(WITHDRAWAL_STATES),
  payout: PayoutView,
  rejectReason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof WithdrawalView>;

export const WithdrawalPage = pageOf(WithdrawalView);

/** orderNo, withdrawalNo: the numbers people know them by, so the page can word the reason in the reader's language. */
export const LedgerRow = z.object({
  id: z.number(),
  kind: z.enum(WALLET_LEDGER_KINDS),
  amount: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  orderId: z.number().nullable(),
  withdrawalId: z.number().nullable(),
  orderNo: z.string().nullable(),
  withdrawalNo: z.string().nullable(),
  /** The payment provider's reference of a `top_up` row ('' for other kinds). */
  reference: z.string(),
  time: z.string(),
});
export type LedgerRow = z.infer<typeof LedgerRow>;

export const LedgerPage = pageOf(LedgerRow);

/**
 * What the apply page shows: the balance to take from and what is on its way out. balance: what can be
 * withdrawn now, the balance less `incomeHeld`; incomeHeld: income of orders finished in the last 30 days,
 * kept for refunds their return window may bring.
 */
export const CashOverview = z.object({
  balance: z.number(),
  incomeHeld: z.number(),
  pending: z.number(),
  minimum: z.number(),
  currency: z.literal('USD'),
});
export type CashOverview = z.infer<typeof CashOverview>;
