import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { storeOrderMallOrders, storeOrders, stores } from '../../db/schema/stores';

/** What the after-sales module answers for one mall order (after-sales/store-cancel.ts). */
export interface StoreCancelResult {
  outcome: 'refundOpened' | 'shipped' | 'none';
  afterSaleId: number | null;
  afterSaleNo: string | null;
}

/**
 * Opens the refund request of a mall order a store cancelled (after-sales' `openStoreCancelRefund`, handed in
 * by compose.ts), in the caller's transaction; `description` names the store and its order
 * number (no words: the reason already says it in the seller's language).
 */
export type OpenStoreCancelRefund = (
  tx: Tx,
  mallOrderId: number,
  description: string,
) => Promise<StoreCancelResult>;

/**
 * A store order cancelled in its store after the business paid its fulfilment: each linked mall order not
 * handled yet gets a refund request when it has not shipped, or is flagged when it has. Runs in the
 * transaction that moved the store order to cancelled (or that paid it, when the cancellation came first),
 * with the store order's row locked; only rows still unhandled (`store_cancel` null) are taken, so the same
 * cancellation delivered twice opens nothing new.
 */
export async function settleStoreCancellation(
  tx: Tx,
  storeOrderId: number,
  open: OpenStoreCancelRefund | undefined,
): Promise<number> {
  if (!open) return 0;
  const [order] = await tx
    .select({
      status: storeOrders.status,
      paidAt: storeOrders.paidAt,
      number: storeOrders.shopOrderNumber,
      storeName: stores.name,
    })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(eq(storeOrders.id, storeOrderId))
    .for('update', { of: storeOrders });
  if (order?.status !== 'cancelled' || !order.paidAt) return 0;
  const links = await tx
    .select({ mallOrderId: storeOrderMallOrders.mallOrderId })
    .from(storeOrderMallOrders)
    .where(and(eq(storeOrderMallOrders.storeOrderId, storeOrderId), isNull(storeOrderMallOrders.storeCancel)))
    .orderBy(storeOrderMallOrders.mallOrderId);
  let opened = 0;
  for (const link of links) {
    const result = await open(tx, link.mallOrderId, `${order.storeName} ${order.number}`.trim());
    if (result.outcome === 'refundOpened') opened++;
    await tx
      .update(storeOrderMallOrders)
      .set({
        storeCancel: result.outcome,
        storeCancelAfterSaleId: result.afterSaleId,
        storeCancelAfterSaleNo: result.afterSaleNo,
      })
      .where(eq(storeOrderMallOrders.mallOrderId, link.mallOrderId));
  }
  return opened;
}
