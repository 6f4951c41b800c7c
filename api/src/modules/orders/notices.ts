import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { Notice, Notify } from '../notices';
import type { OrderSummary } from './summaries';
import { orderNoticeText as noticeText } from './texts';

const detailLink = (id: number) => `/order/ordinaryDetail?id=${id}`;
const money = (total: string) => Number(total).toFixed(2);

/** Called in the transaction that moved the orders to paid: one message to each buyer and each seller. */
export async function notifyPaid(
  tx: Tx,
  notify: Notify | undefined,
  paid: readonly OrderSummary[],
): Promise<void> {
  if (!notify || paid.length === 0) return;
  await notify(
    tx,
    paid.flatMap((o): Notice[] => {
      const params = { orderNo: o.orderNo, total: money(o.total) };
      return [
        {
          to: { businessId: o.buyerBusinessId },
          category: 'order',
          title: noticeText.paidTitle,
          content: noticeText.paidContent,
          params,
          link: detailLink(o.id),
          eventKey: `order-paid:buyer:${o.id}`,
        },
        {
          to: { businessId: o.sellerBusinessId },
          category: 'order',
          title: noticeText.soldTitle,
          content: noticeText.soldContent,
          params,
          eventKey: `order-paid:seller:${o.id}`,
        },
      ];
    }),
  );
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
