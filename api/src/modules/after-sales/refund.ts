import { formatText, isAwaitingShipment, type OrderStatus } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { afterSaleRefunds } from '../../db/schema/after-sales';
import { conflict } from '../../http/errors';
import { lockOrderRow, type OrderRecord } from '../orders/reads';
import { cancelledBy, moveOrders, restoreStock } from '../orders/status';
import type { WalletService } from '../wallet/service';
import { receiveReturnInFull } from './return-desk';
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

/**
 * Pays an after-sale back, inside the transaction that moved it to 'refunded': a row in after_sale_refunds (its
 * primary key is the after-sale, so a second payment fails and rolls everything back), a credit to the buyer's
 * wallet with its ledger row, and, when the order is refunded in full, the order moves to 'refunded' (closed
 * for after-sale success). Stock comes back for a return (its lines, unless the stock page received them) and
 * for a refund-only of an order that never shipped.
 */
export async function payRefund(tx: Tx, wallet: WalletService, row: AfterSaleRow): Promise<void> {
  const order = await lockOrder(tx, row.orderId);
  const refundable = await refundableOf(tx, order);
  const amount = new Decimal(row.amount);
  if (amount.greaterThan(refundable)) throw amountAbove(refundable);
  const inserted = await tx
    .insert(afterSaleRefunds)
    .values({ afterSaleId: row.id, orderId: order.id, businessId: row.businessId, amount: amount.toFixed(4) })
    .onConflictDoNothing()
    .returning({ id: afterSaleRefunds.afterSaleId });
  if (inserted.length === 0)
    throw conflict(localized(afterSaleText.wrongState, { state: stateText.refunded }));
  await wallet.credit(tx, row.businessId, {
    kind: 'order_refund',
    amount,
    reason: formatText(afterSaleText.refundReason.en, {
      afterSaleNo: row.afterSaleNo,
      orderNo: order.orderNo,
    }),
    orderId: order.id,
  });
  // A finished order's total went to its seller (seller income): the refund comes back out of it.
  if (order.status === 'finished') {
    const taken = await wallet.debit(tx, order.sellerBusinessId, {
      kind: 'income_refund',
      amount,
      reason: formatText(afterSaleText.incomeRefundReason.en, {
        afterSaleNo: row.afterSaleNo,
        orderNo: order.orderNo,
      }),
      orderId: order.id,
    });
    if (!taken) throw conflict(localized(afterSaleText.sellerBalanceShort, { amount: amount.toFixed(2) }));
  }
  const unshipped = isAwaitingShipment(order.status);
  const full = amount.equals(refundable);
  if (full && (unshipped || order.status === 'shipped' || order.status === 'finished')) {
    await moveOrders(tx, [order.id], order.status as OrderStatus, 'refunded', cancelledBy('after_sale'));
  }
  // A return's goods come back once: as received on the sales-return stock-in page, or else now, as the
  // buyer said (the return's lines). A refund only of an unshipped order releases what it reserved.
  if (row.type === 'return') await receiveReturnInFull(tx, row);
  else if (unshipped && full) await restoreStock(tx, [order.id]);
}
