import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { Notify } from '../notices';

/** The messages orders send: to the buyer when paid or cancelled by the timeout, to the seller when paid. */
const noticeText = {
  paidTitle: { en: 'Order {orderNo} is paid', zh: '订单 {orderNo} 已支付' },
  paidContent: {
    en: 'We received {total} USD for order {orderNo}. The seller will ship it soon.',
    zh: '订单 {orderNo} 已收到付款 {total} 美元，卖家将尽快发货。',
  },
  soldTitle: { en: 'New paid order {orderNo}', zh: '新的已付款订单 {orderNo}' },
  soldContent: {
    en: 'Order {orderNo} of {total} USD was paid and is waiting to be shipped.',
    zh: '订单 {orderNo}（{total} 美元）已付款，等待发货。',
  },
  timeoutTitle: { en: 'Order {orderNo} was cancelled', zh: '订单 {orderNo} 已取消' },
  timeoutContent: {
    en: 'Order {orderNo} was not paid in time and has been cancelled; its stock and coupon were released.',
    zh: '订单 {orderNo} 未在规定时间内付款，已自动取消，库存和优惠券已退回。',
  },
} as const;

const detailLink = (id: number) => `/order/ordinaryDetail?id=${id}`;
const money = (total: string) => Number(total).toFixed(2);

/** Called in the transaction that moved the orders to paid: one message to each buyer and each seller. */
export async function notifyPaid(tx: Tx, notify: Notify | undefined, orderIds: number[]): Promise<void> {
  if (!notify || orderIds.length === 0) return;
  const rows = await tx.select().from(orders).where(inArray(orders.id, orderIds));
  for (const o of rows) {
    const params = { orderNo: o.orderNo, total: money(o.total) };
    await notify(tx, {
      to: { businessId: o.businessId },
      category: 'order',
      title: noticeText.paidTitle,
      content: noticeText.paidContent,
      params,
      link: detailLink(o.id),
      eventKey: `order-paid:buyer:${o.id}`,
    });
    await notify(tx, {
      to: { businessId: o.sellerBusinessId },
      category: 'order',
      title: noticeText.soldTitle,
      content: noticeText.soldContent,
      params,
      eventKey: `order-paid:seller:${o.id}`,
    });
  }
}

/** Called in the sweep's transaction for the orders it cancelled. */
export async function notifyTimedOut(tx: Tx, notify: Notify | undefined, orderIds: number[]): Promise<void> {
  if (!notify || orderIds.length === 0) return;
  const rows = await tx
    .select({ id: orders.id, orderNo: orders.orderNo, businessId: orders.businessId })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  for (const o of rows) {
    await notify(tx, {
      to: { businessId: o.businessId },
      category: 'order',
      title: noticeText.timeoutTitle,
      content: noticeText.timeoutContent,
      params: { orderNo: o.orderNo },
      link: detailLink(o.id),
      eventKey: `order-timeout:${o.id}`,
    });
  }
}
