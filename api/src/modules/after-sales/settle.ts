import type { Tx } from '../../db/client';
import type { AfterSaleEvents } from '../after-sale-events';
import type { Notify } from '../notices';
import { orderNumbers } from '../orders/reads';
import type { WalletService } from '../wallet/service';
import { announceAfterSale } from './announce';
import { notifyAfterSale } from './notices';
import type { ProviderRefunder } from './provider';
import { payRefund, type RefundOutcome } from './refund';
import { type AfterSaleRow, moveAfterSale } from './state';

export interface SettleDeps {
  wallet: WalletService;
  /** Refunds through the payment provider (orders it paid); without it every refund goes to the balance. */
  provider?: ProviderRefunder;
  notify?: Notify;
  events?: AfterSaleEvents;
}

/**
 * The money of an after-sale in 'refunding', in the transaction that moved it there: paid back, it ends in
 * refund succeeded (a refund of all that was left), return-and-refund succeeded (every item back in full) or
 * partial refund/return succeeded (money or goods left on the order); not paid, it waits in refund failed
 * with the reason, for the seller to retry or close. The payment runs in a savepoint: a refusal (the seller's
 * balance, the provider) undoes whatever it had written (the seller's debit) before the failure is recorded.
 * A provider's refund is asked inside the transaction, with the order locked, and with one idempotency key
 * per attempt: should the transaction not commit, the retry asks with the same key and the provider answers
 * the refund it made instead of making another.
 */
export async function settleRefund(tx: Tx, deps: SettleDeps, row: AfterSaleRow): Promise<AfterSaleRow> {
  const orderNo = (await orderNumbers(tx, [row.orderId])).get(row.orderId) ?? '';
  let outcome: RefundOutcome;
  try {
    outcome = await tx.transaction(async (savepoint) => {
      const paid = await payRefund(savepoint, deps.wallet, row, deps.provider);
      if (!paid.ok) throw new Refused(paid);
      return paid;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    outcome = error.outcome;
  }
  if (!outcome.ok) {
    const moved = await moveAfterSale(
      tx,
      row,
      'refundFailed',
      { refundFailure: outcome.failure },
      { actor: 'system', note: JSON.stringify(outcome.failure) },
    );
    await notifyAfterSale(tx, deps.notify, 'refundFailed', moved, orderNo);
    await announceAfterSale(tx, deps.events, moved, row.state);
    return moved;
  }
  const action = !outcome.full
    ? 'partSucceeded'
    : row.type === 'return'
      ? 'returnSucceeded'
      : 'refundSucceeded';
  const moved = await moveAfterSale(
    tx,
    row,
    action,
    { refundedAt: new Date(), refundFailure: null },
    { actor: 'system', note: outcome.paid.toFixed(2) },
  );
  await notifyAfterSale(tx, deps.notify, 'refunded', moved, orderNo, {
    paid: outcome.paid.toFixed(2),
    provider: outcome.route === 'provider',
  });
  await announceAfterSale(tx, deps.events, moved, row.state);
  return moved;
}

/** A refund that could not be paid, thrown to roll its savepoint back. */
class Refused extends Error {
  constructor(readonly outcome: RefundOutcome) {
    super('refund refused');
  }
}
