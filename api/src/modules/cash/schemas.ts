import { WALLET_LEDGER_KINDS, WITHDRAWAL_STATES } from '@dropmall/contract';
import { z } from 'zod';

/** Output schemas of the cash calls: what leaves the server, nothing more. */
const payout = z.union([
  z.object({ method: z.literal('pix'), pixKey: z.string() }),
  z.object({
    method: z.literal('bank'),
    bankName: z.string(),
    branch: z.string(),
    accountNumber: z.string(),
    holderName: z.string(),
  }),
]);

export const WithdrawalSchema = z.object({
  id: z.number(),
  withdrawalNo: z.string(),
  businessId: z.number(),
  businessName: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  state: z.enum(WITHDRAWAL_STATES),
  payout,
  rejectReason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), total: z.number(), current: z.number(), size: z.number() });

export const WithdrawalPage = pageOf(WithdrawalSchema);

export const LedgerPage = pageOf(
  z.object({
    id: z.number(),
    kind: z.enum(WALLET_LEDGER_KINDS),
    amount: z.number(),
    balanceAfter: z.number(),
    reason: z.string(),
    orderId: z.number().nullable(),
    withdrawalId: z.number().nullable(),
    orderNo: z.string().nullable(),
    withdrawalNo: z.string().nullable(),
    time: z.string(),
  }),
);

export const OverviewSchema = z.object({
  balance: z.number(),
  incomeHeld: z.number(),
  pending: z.number(),
  minimum: z.number(),
  currency: z.literal('USD'),
});
