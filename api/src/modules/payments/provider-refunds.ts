import Decimal from 'decimal.js';
import { and, eq, ne } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/gateway';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { isFrozen } from './disputes';

/**
 * Refunds to where the money came from (issue 33, item 4): the provider payment that paid an order, and a
 * refund of part or all of it. The refund is asked in the currency the payment was charged in (a BRL charge
 * gives back the USD amount at the rate recorded on the payment, half-up to the centavo, never above the
 * charge).
 */
export class ProviderRefunds {
  constructor(private readonly gateway: PaymentGateway | null) {}

  frozen(tx: Tx, paymentId: number | null) {
    return isFrozen(tx, paymentId);
  }

  /** The provider payment with this id (an order's `paymentId`), when the configured provider took it. */
  async paymentOf(tx: Tx, paymentId: number | null) {
    const gateway = this.gateway;
    if (!gateway || !paymentId) return null;
    const [row] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.status, 'paid'),
          eq(payments.gateway, gateway.name),
          ne(payments.gatewayRef, ''),
        ),
      );
    return row
      ? {
          paymentNo: row.paymentNo,
          gateway: row.gateway,
          ref: row.gatewayRef,
          currency: row.currency === 'BRL' ? ('BRL' as const) : ('USD' as const),
          rate: row.rate,
          chargeAmount: row.chargeAmount,
        }
      : null;
  }

  async refund(
    payment: NonNullable<Awaited<ReturnType<ProviderRefunds['paymentOf']>>>,
    amountUsd: Decimal,
    idempotencyKey: string,
  ) {
    if (!this.gateway) return { ok: false as const, reason: 'no payment provider is configured' };
    let amount = amountUsd;
    if (payment.currency === 'BRL' && payment.rate) amount = amountUsd.times(payment.rate);
    if (payment.chargeAmount) amount = Decimal.min(amount, payment.chargeAmount);
    const result = await this.gateway.refund({
      paymentRef: payment.ref,
      paymentNo: payment.paymentNo,
      amount: amount.toFixed(2, Decimal.ROUND_HALF_UP),
      currency: payment.currency,
      idempotencyKey,
    });
    return result.status === 'failed'
      ? { ok: false as const, reason: result.reason }
      : { ok: true as const, ref: result.ref };
  }
}
