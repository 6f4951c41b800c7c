import Decimal from 'decimal.js';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { PaymentEvent } from '../../adapters/payments/gateway';
import type { Tx } from '../../db/client';
import { paymentDisputes, payments } from '../../db/schema/payments';
import type { Notify } from '../notices';
import { ordersByIds } from '../orders/reads';
import type { WalletService } from '../wallet/service';
import { disputeClosedText, disputeText } from './texts';

type Alert = { subject: string; body: string };

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

/**
 * Whether a payment's orders' money is frozen: it has an open dispute, or a lost one whose amount the buyer's
 * balance did not cover (the platform is still out of that money: refunding the orders would pay it twice).
 */
export async function isFrozen(tx: Tx, paymentId: number | null): Promise<boolean> {
  if (!paymentId) return false;
  const [open] = await tx
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(
      and(
        eq(paymentDisputes.paymentId, paymentId),
        or(
          inArray(paymentDisputes.status, ['open']),
          and(eq(paymentDisputes.outcome, 'lost'), gt(paymentDisputes.unrecovered, '0')),
        ),
      ),
    );
  return Boolean(open);
}

/**
 * A dispute the bank decided (charge.dispute.closed), once: the dispute row moves from open to closed with one
 * conditional update (a closed event that arrives before its created event writes the row closed at once).
 * Won: nothing is taken, the payment's refunds are unfrozen. Lost: the bank took the disputed amount back from
 * the platform, so the same amount in USD (at the rate recorded on the payment) is taken from the buyer's
 * balance as one `dispute_loss` line, as far as the balance covers it; what it does not cover is kept on the
 * dispute (`unrecovered`, which keeps the refunds frozen) and named to the operators. The buyer and the sellers
 * get a message, the operators an e-mail.
 */
export async function closeDispute(
  tx: Tx,
  provider: string,
  event: PaymentEvent,
  wallet: WalletService,
  notify?: Notify,
): Promise<{ handled: boolean; alert?: Alert }> {
  const outcome = event.dispute?.outcome;
  if (!event.providerPaymentRef || !event.dispute || !outcome) return { handled: false };
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, provider), eq(payments.providerPaymentRef, event.providerPaymentRef)));
  if (!payment) return { handled: false };
  const closedAt = new Date();
  // Out of order: the closed event first. The created event that follows finds the row and changes nothing.
  await tx
    .insert(paymentDisputes)
    .values({
      paymentId: payment.id,
      provider,
      disputeId: event.dispute.id,
      amount: event.amount,
      currency: event.currency,
      reason: event.dispute.reason.slice(0, 200),
    })
    .onConflictDoNothing();
  const [closed] = await tx
    .update(paymentDisputes)
    .set({ status: 'closed', outcome, closedAt })
    .where(
      and(
        eq(paymentDisputes.provider, provider),
        eq(paymentDisputes.disputeId, event.dispute.id),
        eq(paymentDisputes.status, 'open'),
      ),
    )
    .returning();
  if (!closed) return { handled: false };
  const orders = await ordersByIds(tx, payment.orderIds);
  let taken = new Decimal(0);
  let short = new Decimal(0);
  if (outcome === 'lost') {
    const before = await lostBefore(tx, { paymentId: payment.id }, closed.id);
    const lost = lostUsd(payment, closed.amount, closed.currency, before);
    const balance = await wallet.balance(payment.businessId, tx);
    taken = Decimal.min(lost, balance);
    short = lost.minus(taken);
    if (taken.greaterThan(0)) {
      const debited = await wallet.debit(tx, payment.businessId, {
        kind: 'dispute_loss',
        amount: taken,
        reason: formatDispute(disputeClosedText.ledgerReason.en, {
          paymentNo: payment.paymentNo,
          disputeId: event.dispute.id,
        }),
        orderId: payment.orderIds[0],
        paymentId: payment.id,
        disputeId: closed.id,
      });
      // The balance fell between the read and the debit (a withdrawal at that instant): roll back and answer
      // 500, so the provider delivers the event again (its id is not kept) and it is weighed afresh.
      if (!debited) throw new Error(`dispute ${event.dispute.id}: the balance moved while it was debited`);
    }
    await tx
      .update(paymentDisputes)
      .set({ recovered: taken.toFixed(2), unrecovered: short.toFixed(2) })
      .where(eq(paymentDisputes.id, closed.id));
  }
  const params = {
    paymentNo: payment.paymentNo,
    orderNos: orders.map((o) => o.orderNo).join(', '),
    amount: `${closed.amount} ${closed.currency}`,
    taken: `$${taken.toFixed(2)}`,
    short: `$${short.toFixed(2)}`,
  };
  const text =
    outcome === 'won'
      ? disputeClosedText.won
      : short.greaterThan(0)
        ? disputeClosedText.lostShort
        : disputeClosedText.lost;
  const sellers = [...new Set(orders.map((o) => o.sellerBusinessId))];
  await notify?.(
    tx,
    [...new Set([payment.businessId, ...sellers])].map((businessId) => ({
      to: { businessId },
      category: 'system' as const,
      title: text.title,
      content: businessId === payment.businessId ? text.buyer : text.seller,
      params,
      eventKey: `payment-dispute-closed:${event.dispute?.id}:${businessId}`,
    })),
  );
  return {
    handled: true,
    alert: {
      subject: formatDispute(text.title.en, params),
      body: `${formatDispute(text.operator.en, params)}\n\nDispute ${event.dispute.id} at ${provider}.`,
    },
  };
}

/** What a payment or a top-up asked for: its USD amount, and the charge in the provider's currency. */
export interface Charged {
  amount: string;
  chargeAmount: string | null;
  currency: string;
  rate: string | null;
}

/**
 * The USD a lost dispute cost: its amount back in dollars at the rate recorded on the payment (half-up to the
 * cent), never above what the payment was in USD less what earlier lost disputes of it already cost
 * (`before`). A full dispute of a BRL charge is the payment's amount.
 */
export function lostUsd(
  payment: Charged,
  amount: string,
  currency: string,
  before: Decimal = new Decimal(0),
): Decimal {
  const paid = new Decimal(payment.amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const disputed = new Decimal(amount);
  const charged = new Decimal(payment.chargeAmount ?? payment.amount);
  const usd =
    currency === payment.currency && disputed.equals(charged)
      ? paid
      : currency === 'BRL' && payment.rate
        ? disputed.dividedBy(payment.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        : disputed;
  return Decimal.max(Decimal.min(usd, paid.minus(before)), 0);
}

/** What the lost disputes of a payment or a top-up already cost (taken and still to recover), bar one. */
export async function lostBefore(
  tx: Tx,
  subject: { paymentId: number } | { topUpId: number },
  exceptId: number,
): Promise<Decimal> {
  const [row] = await tx
    .select({
      sum: sql<string>`coalesce(sum(coalesce(${paymentDisputes.recovered}, 0) + coalesce(${paymentDisputes.unrecovered}, 0)), 0)::text`,
    })
    .from(paymentDisputes)
    .where(
      and(
        'paymentId' in subject
          ? eq(paymentDisputes.paymentId, subject.paymentId)
          : eq(paymentDisputes.topUpId, subject.topUpId),
        eq(paymentDisputes.outcome, 'lost'),
        ne(paymentDisputes.id, exceptId),
      ),
    );
  return new Decimal(row?.sum ?? '0');
}

export const formatDispute = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
