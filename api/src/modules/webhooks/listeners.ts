import type { Db, Tx } from '../../db/client';
import type { AfterSaleChangedEvent, AfterSaleEventListener } from '../after-sale-events';
import type { OrderEventListener, OrderShippedEvent, OrdersPaidEvent } from '../order-events';
import type { OrderSummary } from '../orders/summaries';
import type { Recipient, WebhookDeliveries } from './deliveries';

/** How the webhooks module reads the orders it tells about (the orders module's summaries). */
export type ReadOrders = (tx: Db | Tx, ids: readonly number[]) => Promise<OrderSummary[]>;

/** Both sides of an order hear of it: the buyer (a dropshipper's tools) and the seller (who ships it). */
const bothSides = (
  buyer: number,
  seller: number,
  data: (role: 'buyer' | 'seller') => Record<string, unknown>,
): Recipient[] =>
  buyer === seller
    ? [{ businessId: buyer, data: data('buyer') }]
    : [
        { businessId: buyer, data: data('buyer') },
        { businessId: seller, data: data('seller') },
      ];

/**
 * Turns order and after-sale events into deliveries, inside the event's transaction (`enqueued` is told once
 * something was written, so the worker can be woken after the commit).
 */
export function webhookListeners(
  deliveries: WebhookDeliveries,
  readOrders: ReadOrders,
  enqueued: () => void,
): OrderEventListener & AfterSaleEventListener {
  const send = async (tx: Tx, type: Parameters<WebhookDeliveries['enqueue']>[1], r: Recipient[]) => {
    if ((await deliveries.enqueue(tx, type, r)) > 0) enqueued();
  };
  return {
    async paid(tx: Tx, event: OrdersPaidEvent) {
      const recipients = event.orders.flatMap((o) =>
        bothSides(o.buyerBusinessId, o.sellerBusinessId, (role) => ({
          role,
          orderId: o.id,
          orderNo: o.orderNo,
          status: o.status,
          total: o.total,
          currency: o.currency,
        })),
      );
      await send(tx, 'order.paid', recipients);
    },
    async shipped(tx: Tx, e: OrderShippedEvent) {
      await send(
        tx,
        'order.shipped',
        bothSides(e.buyerBusinessId, e.sellerBusinessId, (role) => ({
          role,
          orderId: e.orderId,
          orderNo: e.orderNo,
          carrierId: e.carrierId,
          carrierName: e.carrierName,
          trackingNo: e.trackingNo,
        })),
      );
    },
    async changed(tx: Tx, e: AfterSaleChangedEvent) {
      const [order] = await readOrders(tx, [e.orderId]);
      await send(
        tx,
        'afterSale.changed',
        bothSides(e.buyerBusinessId, e.sellerBusinessId, (role) => ({
          role,
          change: e.previousState === null ? 'created' : 'statusChanged',
          afterSaleId: e.afterSaleId,
          afterSaleNo: e.afterSaleNo,
          orderId: e.orderId,
          orderNo: order?.orderNo ?? '',
          type: e.type,
          amount: e.amount,
          status: e.state,
          previousStatus: e.previousState,
        })),
      );
    },
  };
}
