import type Decimal from 'decimal.js';
import type { Tx } from '../../db/client';

/** The payment provider's payment behind an order, as a refund needs it (the implementation may hold more). */
export interface ProviderPayment {
  paymentNo: string;
  gateway: string;
}

/** What a refund through the provider came to. */
export type ProviderRefundOutcome = { ok: true; ref: string } | { ok: false; reason: string };

/**
 * Refunds through the payment provider that took the money (the payments module implements it; composed in
 * compose.ts). `paymentOf` answers null for an order paid from the balance (or by a provider no longer
 * configured): its refund goes to the balance.
 */
export interface ProviderRefunder {
  /** The provider payment of this id (the order's `paymentId`), or null. */
  paymentOf(tx: Tx, paymentId: number | null): Promise<ProviderPayment | null>;
  /** Whether the payment's money is frozen by an open dispute (chargeback): no refund of it is paid. */
  frozen(tx: Tx, paymentId: number | null): Promise<boolean>;
  /** `amountUsd` of the payment back through the provider, in the currency it was charged in; once per key. */
  refund(
    payment: ProviderPayment,
    amountUsd: Decimal,
    idempotencyKey: string,
  ): Promise<ProviderRefundOutcome>;
}
