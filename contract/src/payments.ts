import { z } from 'zod';
import { WALLET_LEDGER_KINDS } from './cash';
import { pageOf } from './page';

/** What the payment and wallet calls answer (our paths; the request is orders.ts's PayRequest). */

/** payUrl: the gateway's hosted page (boleto, pix); empty when paid at once. */
export const PayResult = z.object({
  status: z.enum(['paid', 'pending']),
  paymentNo: z.string(),
  alreadyPaid: z.boolean(),
  payUrl: z.string(),
});
export type PayResult = z.infer<typeof PayResult>;

export const WebhookHandled = z.object({ handled: z.boolean() });

export const WalletBalance = z.object({ balance: z.number(), currency: z.literal('USD') });
export type WalletBalance = z.infer<typeof WalletBalance>;

export const WalletLedgerQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const WalletLedgerPage = pageOf(
  z.object({
    id: z.number(),
    kind: z.enum(WALLET_LEDGER_KINDS),
    amount: z.number(),
    balanceAfter: z.number(),
    reason: z.string(),
    orderId: z.number().nullable(),
    withdrawalId: z.number().nullable(),
    time: z.string(),
  }),
);
