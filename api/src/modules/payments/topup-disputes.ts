import Decimal from 'decimal.js';
import { and, eq, gt, or } from 'drizzle-orm';
import type { PaymentEvent } from '../../adapters/payments/gateway';
import type { Db, Tx } from '../../db/client';
import { paymentDisputes, topUps } from '../../db/schema/payments';
import type { Notify } from '../notices';
import type { WalletService } from '../wallet/service';
import { formatDispute, lostBefore, lostUsd } from './disputes';
import { topUpDisputeText as text, unmatchedDisputeText } from './topup-dispute-texts';

type TopUp = typeof topUps.$inferSelect;
export type DisputeOutcome = { handled: boolean; alert?: { subject: string; body: string } };

/** The operators' e-mail: the English subject, the body in English then Chinese, and the dispute named. */
const mail = (
  words: { title: { en: string }; operator: { en: string; zh: string } },
  params: Record<string, string>,
  disputeId: string,
  provider: string,
) => ({
  subject: formatDispute(words.title.en, params),
  body: `${formatDispute(words.operator.en, params)}\n\n${formatDispute(words.operator.zh, params)}\n\nDispute ${disputeId} at ${provider}.`,
});

/** The paid top-up whose provider payment (a Payment Intent at Stripe) a dispute names, if any. */
export async function topUpByRef(tx: Tx, provider: string, ref: string): Promise<TopUp | undefined> {
  if (!ref) return undefined;
  const [row] = await tx
    .select()
    .from(topUps)
    .where(and(eq(topUps.gateway, provider), eq(topUps.providerPaymentRef, ref)));
  return row;
}

/** The dispute row of a top-up, written once per dispute id (a replay or a later event finds it). */
async function keepDispute(tx: Tx, provider: string, event: PaymentEvent, topUp: TopUp) {
  const dispute = event.dispute;
  if (!dispute) return undefined;
  const [row] = await tx
    .insert(paymentDisputes)
    .values({
      topUpId: topUp.id,
      provider,
      disputeId: dispute.id,
      amount: event.amount,
      currency: event.currency,
      reason: dispute.reason.slice(0, 200),
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * A dispute opened on a balance top-up: kept once per dispute id; the business is told, and the operators
 * by e-mail. From then its disputed amount (in USD) is held from withdrawals (`topUpDisputesHeld`): the money
 * the bank may take back must not leave the platform meanwhile. Spending it on orders stays possible: that
 * money stays with the platform, and a lost dispute is taken from the balance.
 */
export async function openTopUpDispute(
  tx: Tx,
  provider: string,
  event: PaymentEvent,
  topUp: TopUp,
  notify?: Notify,
): Promise<DisputeOutcome> {
  const opened = await keepDispute(tx, provider, event, topUp);
  if (!opened || !event.dispute) return { handled: false };
  const params = {
    topUpNo: topUp.topUpNo,
    businessId: String(topUp.businessId),
    amount: `${event.amount} ${event.currency}`,
    reason: event.dispute.reason,
    held: `$${lostUsd(topUp, opened.amount, opened.currency).toFixed(2)}`,
  };
  await notify?.(tx, {
    to: { businessId: topUp.businessId },
    category: 'system',
    title: text.opened.title,
    content: text.opened.business,
    params,
    eventKey: `topup-dispute:${event.dispute.id}:${topUp.businessId}`,
  });
  return {
    handled: true,
    alert: mail(
      { title: text.opened.title, operator: text.opened.operator },
      params,
      event.dispute.id,
      provider,
    ),
  };
}

/**
 * A dispute of a top-up the bank decided, once (the row moves open -> closed with one conditional update; a
 * closed event before its created one writes the row and closes it at once). Won: nothing is taken. Lost: the
 * disputed amount in USD (at the top-up's recorded rate, never more than the top-up less earlier losses of it)
 * is taken from the business's balance as one `dispute_loss` line, as far as the balance covers it (the unique
 * index on the dispute refuses a second line); the rest is kept as unrecovered (held from withdrawals) and
 * named to the operators.
 */
export async function closeTopUpDispute(
  tx: Tx,
  provider: string,
  event: PaymentEvent,
  topUp: TopUp,
  wallet: WalletService,
  notify?: Notify,
): Promise<DisputeOutcome> {
  const dispute = event.dispute;
  const outcome = dispute?.outcome;
  if (!dispute || !outcome) return { handled: false };
  await keepDispute(tx, provider, event, topUp);
  const [closed] = await tx
    .update(paymentDisputes)
    .set({ status: 'closed', outcome, closedAt: new Date() })
    .where(
      and(
        eq(paymentDisputes.provider, provider),
        eq(paymentDisputes.disputeId, dispute.id),
        eq(paymentDisputes.status, 'open'),
      ),
    )
    .returning();
  if (!closed) return { handled: false };
  let taken = new Decimal(0);
  let short = new Decimal(0);
  if (outcome === 'lost') {
    const before = await lostBefore(tx, { topUpId: topUp.id }, closed.id);
    const lost = lostUsd(topUp, closed.amount, closed.currency, before);
    taken = Decimal.min(lost, await wallet.balance(topUp.businessId, tx));
    short = lost.minus(taken);
    if (taken.greaterThan(0)) {
      const debited = await wallet.debit(tx, topUp.businessId, {
        kind: 'dispute_loss',
        amount: taken,
        reason: formatDispute(text.ledgerReason.en, { topUpNo: topUp.topUpNo, disputeId: dispute.id }),
        topUpId: topUp.id,
        reference: topUp.providerPaymentRef,
        disputeId: closed.id,
      });
      // The balance fell between the read and the debit: roll back and answer 500, so the provider delivers
      // the event again (its id is not kept) and it is weighed afresh.
      if (!debited) throw new Error(`dispute ${dispute.id}: the balance moved while it was debited`);
    }
    await tx
      .update(paymentDisputes)
      .set({ recovered: taken.toFixed(2), unrecovered: short.toFixed(2) })
      .where(eq(paymentDisputes.id, closed.id));
  }
  const params = {
    topUpNo: topUp.topUpNo,
    businessId: String(topUp.businessId),
    amount: `${closed.amount} ${closed.currency}`,
    taken: `$${taken.toFixed(2)}`,
    short: `$${short.toFixed(2)}`,
  };
  const words = outcome === 'won' ? text.won : short.greaterThan(0) ? text.lostShort : text.lost;
  await notify?.(tx, {
    to: { businessId: topUp.businessId },
    category: 'system',
    title: words.title,
    content: words.business,
    params,
    eventKey: `topup-dispute-closed:${dispute.id}:${topUp.businessId}`,
  });
  return { handled: true, alert: mail(words, params, dispute.id, provider) };
}

/**
 * A dispute that names no order payment and no top-up of ours (another system's payment on the same account,
 * or a payment whose paid event never reached us): nothing is frozen or taken, but the operators are told by
 * e-mail (once per event: a replay stops at its kept event id).
 */
export function unmatchedDispute(provider: string, event: PaymentEvent): DisputeOutcome {
  const dispute = event.dispute;
  if (!dispute) return { handled: false };
  const words = dispute.outcome ? unmatchedDisputeText.closed : unmatchedDisputeText.opened;
  const params = {
    ref: event.providerPaymentRef || '(none)',
    disputeId: dispute.id,
    amount: `${event.amount} ${event.currency}`,
    reason: dispute.reason,
    outcome: dispute.outcome ?? '',
  };
  return { handled: false, alert: mail(words, params, dispute.id, provider) };
}

/**
 * What a business may not withdraw because of its top-ups' disputes: each open one's amount in USD, and what
 * each lost one left unrecovered (the platform is still out of that money).
 */
export async function topUpDisputesHeld(tx: Db | Tx, businessId: number): Promise<Decimal> {
  const rows = await tx
    .select({ dispute: paymentDisputes, topUp: topUps })
    .from(paymentDisputes)
    .innerJoin(topUps, eq(topUps.id, paymentDisputes.topUpId))
    .where(
      and(
        eq(topUps.businessId, businessId),
        or(
          eq(paymentDisputes.status, 'open'),
          and(eq(paymentDisputes.outcome, 'lost'), gt(paymentDisputes.unrecovered, '0')),
        ),
      ),
    );
  return rows.reduce(
    (sum, { dispute, topUp }) =>
      sum.plus(
        dispute.status === 'open'
          ? lostUsd(topUp, dispute.amount, dispute.currency)
          : new Decimal(dispute.unrecovered ?? '0'),
      ),
    new Decimal(0),
  );
}
