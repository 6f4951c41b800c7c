import { formatText, isAwaitingShipment, type OrderStatus } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { afterSaleMoves, afterSaleRefunds } from '../../db/schema/after-sales';
import { conflict } from '../../http/errors';
import { lockOrderRow, type OrderRecord } from '../orders/reads';
import { cancelledBy, moveOrders, restoreStock } from '../orders/status';
import type { WalletService } from '../wallet/service';
import type { ProviderRefunder } from './provider';
import { receiveReturnInFull } from './return-desk';
import { returnShare } from './return-lines';
import type { AfterSaleRow } from './state';
import { localized } from './state';
import { afterSaleText, stateText } from './texts';

type OrderRow = OrderRecord;

/** The order of an after-sale, locked for the rest of the transaction: refunds of one order go one at a time. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const order = await lockOrderRow(tx, orderId);
  if (!order) throw new Error(`order ${orderId} is gone`);
  return order;
}

/** What was paid for the order less what after-sales already paid back. */
export async function refundableOf(tx: Tx, order: OrderRow): Promise<Decimal> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${afterSaleRefunds.amount}), 0)::text` })
    .from(afterSaleRefunds)
    .where(eq(afterSaleRefunds.orderId, order.id));
  const left = new Decimal(order.total).minus(row?.sum ?? '0');
  return Decimal.max(left, 0);
}

export const amountAbove = (refundable: Decimal) =>
  conflict(localized(afterSaleText.amountAbove, { refundable: refundable.toFixed(2) }));

/** What one attempt to pay an after-sale back came to. */
export type RefundOutcome =
  | { ok: true; paid: Decimal; full: boolean; route: 'balance' | 'provider' }
  | { ok: false; failure: { en: string; zh: string } };

/**
 * Pays an after-sale back, inside the transaction that moved it to 'refunding': a row in after_sale_refunds (its
 * primary key is the after-sale, so a second payment fails and rolls everything back), a credit to the buyer's
 * wallet with its ledger row, and, when the order is refunded in full, the order moves to 'refunded' (closed
 * for after-sale success). A return's goods come back into stock first (unless the stock page received them)
 * and a short return pays in proportion (returnShare). A finished order's seller pays the refund back out of
 * its income first: when its balance is short nothing moves and the outcome is a failure (refund_failed,
 * retryable once the seller has the money).
 */
export async function payRefund(
  tx: Tx,
  wallet: WalletService,
  row: AfterSaleRow,
  provider?: ProviderRefunder,
): Promise<RefundOutcome> {
  const order = await lockOrder(tx, row.orderId);
  const refundable = await refundableOf(tx, order);
  // A return's goods come back once: as received on the sales-return stock-in page, or else now, as the
  // buyer said (the return's lines).
  const share = row.type === 'return' ? await receiveAndMeasure(tx, row) : null;
  const paid = share ? share.paid : new Decimal(row.amount);
  if (paid.greaterThan(refundable)) throw amountAbove(refundable);
  // A disputed payment's money is frozen: the bank may take it back itself, so nothing is refunded meanwhile.
  if (provider && (await provider.frozen(tx, order.paymentId)))
    return { ok: false, failure: afterSaleText.paymentDisputed };
  const texts = { afterSaleNo: row.afterSaleNo, orderNo: order.orderNo };
  // A finished order's total went to its seller (seller income): the refund comes back out of it.
  if (order.status === 'finished' && paid.greaterThan(0)) {
    const taken = await wallet.debit(tx, order.sellerBusinessId, {
      kind: 'income_refund',
      amount: paid,
      reason: formatText(afterSaleText.incomeRefundReason.en, texts),
      orderId: order.id,
    });
    if (!taken)
      return { ok: false, failure: localized(afterSaleText.sellerBalanceShort, { amount: paid.toFixed(2) }) };
  }
  // Back where it came from: through the provider that took it, unless the buyer asked for the balance.
  let route: 'balance' | 'provider' = 'balance';
  let providerRef = '';
  const payment =
    row.refundTo === 'balance' || !provider || paid.lessThanOrEqualTo(0)
      ? null
      : await provider.paymentOf(tx, order.paymentId);
  if (payment && provider) {
    const attempt = await refundAttempts(tx, row.id);
    const answer = await provider.refund(payment, paid, `dropmall-refund-${row.afterSaleNo}-${attempt}`);
    if (!answer.ok)
      return { ok: false, failure: localized(afterSaleText.providerRefused, { reason: answer.reason }) };
    route = 'provider';
    providerRef = answer.ref;
  }
  const inserted = await tx
    .insert(afterSaleRefunds)
    .values({
      afterSaleId: row.id,
      orderId: order.id,
      businessId: row.businessId,
      amount: paid.toFixed(4),
      route,
      providerRef,
    })
    .onConflictDoNothing()
    .returning({ id: afterSaleRefunds.afterSaleId });
  if (inserted.length === 0)
    throw conflict(localized(afterSaleText.wrongState, { state: stateText.refunded }));
  if (route === 'balance' && paid.greaterThan(0))
    await wallet.credit(tx, row.businessId, {
      kind: 'order_refund',
      amount: paid,
      reason: formatText(afterSaleText.refundReason.en, texts),
      orderId: order.id,
    });
  const unshipped = isAwaitingShipment(order.status);
  const moneyAll = paid.equals(refundable);
  if (moneyAll && (unshipped || order.status === 'shipped' || order.status === 'finished')) {
    await moveOrders(tx, [order.id], order.status as OrderStatus, 'refunded', cancelledBy('after_sale'));
  }
  // A refund only of an unshipped order releases what it reserved.
  if (row.type === 'refund' && unshipped && moneyAll) await restoreStock(tx, [order.id]);
  return { ok: true, paid, full: share ? share.allBack : moneyAll, route };
}

/** How many times this after-sale entered refunding (this attempt included): one provider key per attempt. */
async function refundAttempts(tx: Tx, afterSaleId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(afterSaleMoves)
    .where(and(eq(afterSaleMoves.afterSaleId, afterSaleId), eq(afterSaleMoves.toState, 'refunding')));
  return row?.n ?? 0;
}

async function receiveAndMeasure(tx: Tx, row: AfterSaleRow) {
  await receiveReturnInFull(tx, row);
  return returnShare(tx, row);
}
