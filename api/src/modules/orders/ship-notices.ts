import { formatText } from '@dropmall/contract';
import type { Tx } from '../../db/client';
import type { Notify } from '../notices';

/** The message a buyer gets when the seller ships an order. */
const shippedText = {
  title: { en: 'Order {orderNo} has shipped', zh: '订单 {orderNo} 已发货' },
  content: {
    en: 'Order {orderNo} is on its way with {carrier}. Tracking number: {trackingNo}.',
    zh: '订单 {orderNo} 已由{carrier}发出，运单号：{trackingNo}。',
  },
} as const;

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
