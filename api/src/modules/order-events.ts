import type { Tx } from '../db/client';
import type { OrderSummary } from './orders/summaries';

/** An order the seller has just shipped: who bought it, the carrier (English name and id) and tracking number. */
export interface OrderShippedEvent {
  orderId: number;
  orderNo: string;
  buyerBusinessId: number;
  sellerBusinessId: number;
  carrierId: number;
  carrierName: string;
  trackingNo: string;
}

/** Orders that have just been paid (one payment), all of one buyer, as they are after the move. */
export interface OrdersPaidEvent {
  orders: OrderSummary[];
  buyerBusinessId: number;
}

/** What a module may do when an order changes; called inside the transaction that changed it. */
export interface OrderEventListener {
  paid?(tx: Tx, event: OrdersPaidEvent): Promise<void>;
  shipped?(tx: Tx, event: OrderShippedEvent): Promise<void>;
}

/**
 * The orders and payments modules announce order changes here; modules built later in the composition
 * root (stores, webhooks) listen. Listeners run in the announcing transaction, so what they write (a task
 * to send tracking to a store, a webhook delivery) exists if and only if the change happened.
 */
export class OrderEvents {
  private readonly listeners: OrderEventListener[] = [];

  listen(listener: OrderEventListener): void {
    this.listeners.push(listener);
  }

  async paid(tx: Tx, event: OrdersPaidEvent): Promise<void> {
    if (event.orders.length === 0) return;
    for (const l of this.listeners) await l.paid?.(tx, event);
  }

  async shipped(tx: Tx, event: OrderShippedEvent): Promise<void> {
    for (const l of this.listeners) await l.shipped?.(tx, event);
  }
}
