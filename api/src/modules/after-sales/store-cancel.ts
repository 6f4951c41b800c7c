import { randomInt } from 'node:crypto';
import { isAwaitingShipment } from '@dropmall/contract';
import type { Tx } from '../../db/client';
import { afterSales } from '../../db/schema/after-sales';
import type { AfterSaleEvents } from '../after-sale-events';
import type { Notify } from '../notices';
import { announceAfterSale } from './announce';
import { eligibility } from './eligibility';
import { notifyAfterSale } from './notices';
import { lockOrder } from './refund';
import { recordApply } from './state';

/**
 * What a store's cancellation did to one mall order paying it: a refund request opened (or one already
 * open), the order had left already (shipped or finished: only flagged), or nothing to ask (refunded,
 * cancelled, nothing left to refund).
 */
export type StoreCancelOutcome =
  | { outcome: 'refundOpened'; afterSaleId: number; afterSaleNo: string }
  | { outcome: 'shipped'; afterSaleId: null; afterSaleNo: null }
  | { outcome: 'none'; afterSaleId: number | null; afterSaleNo: string | null };

const newAfterSaleNo = () => `AS${Date.now()}${String(randomInt(0, 1e4)).padStart(4, '0')}`;

/**
 * A store cancelled the customer's order after the business paid its fulfilment: for a mall order not yet
 * shipped, a refund request of what is left to refund, reason "cancelled by the store", opened in the
 * caller's transaction (the one that moved the store order to cancelled, so it exists if and only if the
 * cancellation does). It goes the normal after-sales path: the seller is told and decides; a refund goes
 * back to the buyer's balance. The buyer is the order's own (the business paying its store orders).
 * Same rules as a buyer's request (eligibility); an order already holding an open request keeps it.
 */
export async function openStoreCancelRefund(
  tx: Tx,
  mallOrderId: number,
  description: string,
  deps: { notify?: Notify; events?: AfterSaleEvents },
): Promise<StoreCancelOutcome> {
  const order = await lockOrder(tx, mallOrderId);
  if (order.status === 'shipped' || order.status === 'finished')
    return { outcome: 'shipped', afterSaleId: null, afterSaleNo: null };
  const e = await eligibility(tx, order);
  if (e.open) return { outcome: 'refundOpened', afterSaleId: e.open.id, afterSaleNo: e.open.afterSaleNo };
  if (e.problem || !isAwaitingShipment(order.status))
    return { outcome: 'none', afterSaleId: null, afterSaleNo: null };
  const [row] = await tx
    .insert(afterSales)
    .values({
      afterSaleNo: newAfterSaleNo(),
      orderId: order.id,
      businessId: order.businessId,
      sellerBusinessId: order.sellerBusinessId,
      type: 'refund',
      state: 'pending',
      reason: 'store_cancelled',
      description: description.slice(0, 500),
      amount: e.refundable.toFixed(4),
      vouchers: [],
      orderShipped: false,
    })
    .onConflictDoNothing()
    .returning();
  // The order is locked, so no other request got in between; kept for safety all the same.
  if (!row) return { outcome: 'none', afterSaleId: null, afterSaleNo: null };
  await recordApply(tx, row, { actor: 'system' });
  await notifyAfterSale(tx, deps.notify, 'created', row, order.orderNo);
  await announceAfterSale(tx, deps.events, row, null);
  return { outcome: 'refundOpened', afterSaleId: row.id, afterSaleNo: row.afterSaleNo };
}
