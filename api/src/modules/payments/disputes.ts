import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentEvent } from '../../adapters/payments/gateway';
import type { Tx } from '../../db/client';
import { paymentDisputes, payments } from '../../db/schema/payments';
import type { Notify } from '../notices';
import { ordersByIds } from '../orders/reads';
import { disputeText } from './texts';

/**
 * A dispute (chargeback) the provider reported: kept once per dispute id, on the payment whose provider
 * payment it names (unknown ones change nothing). From then the payment's money is frozen: no after-sale
 * refund of its orders is paid (`isFrozen`), whichever way, since the bank may take the money back itself.
 * The sellers of its orders and the buyer are told, with the bank's reason, and the operators get an alert.
 */
export async function openDispute(
  tx: Tx,
  provider: string,
  event: PaymentEvent,
  notify?: Notify,
): Promise<{ handled: boolean; alert?: { subject: string; body: string } }> {
  if (!event.providerPaymentRef || !event.dispute) return { handled: false };
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, provider), eq(payments.providerPaymentRef, event.providerPaymentRef)));
  if (!payment) return { handled: false };
  const [opened] = await tx
    .insert(paymentDisputes)
    .values({
      paymentId: payment.id,
      provider,
      disputeId: event.dispute.id,
      amount: event.amount,
      currency: event.currency,
      reason: event.dispute.reason.slice(0, 200),
    })
    .onConflictDoNothing()
    .returning({ id: paymentDisputes.id });
  if (!opened) return { handled: false };
  const orders = await ordersByIds(tx, payment.orderIds);
  const params = {
    paymentNo: payment.paymentNo,
    orderNos: orders.map((o) => o.orderNo).join(', '),
    amount: `${event.amount} ${event.currency}`,
    reason: event.dispute.reason,
  };
  const sellers = [...new Set(orders.map((o) => o.sellerBusinessId))];
  await notify?.(tx, [
    ...[payment.businessId, ...sellers].map((businessId) => ({
      to: { businessId },
      category: 'system' as const,
      title: disputeText.title,
      content: disputeText.content,
      params,
      eventKey: `payment-dispute:${event.dispute?.id}:${businessId}`,
    })),
  ]);
  // The operators (who answer the bank with evidence) get an e-mail, sent once the transaction committed.
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, k: keyof typeof params) => String(params[k] ?? ''));
  return {
    handled: true,
    alert: {
      subject: fill(disputeText.title.en),
      body: `${fill(disputeText.content.en)}\n\nDispute ${event.dispute.id} at ${provider}.`,
    },
  };
}

/** Whether a payment has an open dispute: its orders' money is frozen. */
export async function isFrozen(tx: Tx, paymentId: number | null): Promise<boolean> {
  if (!paymentId) return false;
  const [open] = await tx
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.paymentId, paymentId), inArray(paymentDisputes.status, ['open'])));
  return Boolean(open);
}
