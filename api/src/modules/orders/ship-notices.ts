import { formatText } from '@dropmall/contract';
import type { Tx } from '../../db/client';
import type { Notify } from '../notices';
import { shippedText } from './texts';

export interface ShippedOrder {
  id: number;
  orderNo: string;
  buyerBusinessId: number;
  carrier: { en: string; zh: string };
  trackingNo: string;
}

/**
 * Called in the transaction that moved the order to shipped: one message to the buyer, keyed by the order,
 * so a replay sends nothing. The carrier's name is written into each language's text.
 */
export async function notifyShipped(tx: Tx, notify: Notify | undefined, order: ShippedOrder): Promise<void> {
  if (!notify) return;
  await notify(tx, {
    to: { businessId: order.buyerBusinessId },
    category: 'order',
    title: shippedText.title,
    content: {
      en: formatText(shippedText.content.en, { carrier: order.carrier.en, trackingNo: order.trackingNo }),
      zh: formatText(shippedText.content.zh, { carrier: order.carrier.zh, trackingNo: order.trackingNo }),
    },
    params: { orderNo: order.orderNo },
    link: `/order/ordinaryDetail?id=${order.id}`,
    eventKey: `order-shipped:${order.id}`,
  });
}
