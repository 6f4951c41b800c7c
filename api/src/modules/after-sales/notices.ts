import type { Tx } from '../../db/client';
import type { Notify } from '../notices';
import type { AfterSaleRow } from './state';

/** The messages of after-sales: to the seller on a request and a parcel sent back, to the buyer on every decision. */
const text = {
  createdTitle: { en: 'New after-sale request {no}', zh: '新的售后申请 {no}' },
  createdContent: {
    en: 'The buyer of order {orderNo} asks for {kind} of {amount} USD. Please handle it.',
    zh: '订单 {orderNo} 的买家申请{kind}，金额 {amount} 美元，请及时处理。',
  },
  shippedTitle: { en: 'Return {no} was sent back', zh: '售后 {no} 的退货已寄回' },
  shippedContent: {
    en: 'The buyer sent the goods of order {orderNo} back with {carrier}, tracking number {trackingNo}.',
    zh: '订单 {orderNo} 的买家已通过 {carrier} 寄回商品，物流单号 {trackingNo}。',
  },
  agreedReturnTitle: { en: 'After-sale {no}: please send the goods back', zh: '售后 {no}：请寄回商品' },
  agreedReturnContent: {
    en: 'The seller agreed to the return of order {orderNo}. Send the goods to the return address and enter the tracking number.',
    zh: '商家已同意订单 {orderNo} 的退货，请将商品寄往退货地址并填写物流单号。',
  },
  refusedTitle: { en: 'After-sale {no} was refused', zh: '售后 {no} 已被拒绝' },
  refusedContent: {
    en: 'The seller refused the after-sale of order {orderNo}: {reason}',
    zh: '商家拒绝了订单 {orderNo} 的售后申请：{reason}',
  },
  rejectedTitle: { en: 'After-sale {no}: the seller rejected the parcel', zh: '售后 {no}：商家拒绝收货' },
  rejectedContent: {
    en: 'The seller rejected the goods returned for order {orderNo}: {reason}',
    zh: '商家拒绝接收订单 {orderNo} 退回的商品：{reason}',
  },
  refundedTitle: { en: 'After-sale {no}: {amount} USD refunded', zh: '售后 {no}：已退款 {amount} 美元' },
  refundedContent: {
    en: 'The seller agreed: {amount} USD for order {orderNo} is back on your balance.',
    zh: '商家已同意：订单 {orderNo} 的 {amount} 美元已退回您的余额。',
  },
} as const;

const kindText = {
  refund: { en: 'a refund', zh: '仅退款' },
  return: { en: 'a return and refund', zh: '退货退款' },
} as const;

export const afterSaleLink = (id: number) => `/order/afterSaleDetail?id=${id}`;

type Event = 'created' | 'shipped' | 'agreedReturn' | 'refused' | 'rejected' | 'refunded';

const RECIPIENT: Record<Event, 'seller' | 'buyer'> = {
  created: 'seller',
  shipped: 'seller',
  agreedReturn: 'buyer',
  refused: 'buyer',
  rejected: 'buyer',
  refunded: 'buyer',
};

/**
 * Sends one event's message inside the transaction that made it happen. The key names the after-sale and the
 * event, and each event happens at most once to an after-sale, so a message is never sent twice.
 */
export async function notifyAfterSale(
  tx: Tx,
  notify: Notify | undefined,
  event: Event,
  row: AfterSaleRow,
  orderNo: string,
): Promise<void> {
  if (!notify) return;
  const to = RECIPIENT[event] === 'seller' ? row.sellerBusinessId : row.businessId;
  const title = text[`${event}Title`];
  const content = text[`${event}Content`];
  const amount = Number(row.amount).toFixed(2);
  const params = {
    no: row.afterSaleNo,
    orderNo,
    amount,
    reason: row.refuseReason,
    carrier: row.expressCompany,
    trackingNo: row.trackingNo,
  };
  const kind = kindText[row.type];
  await notify(tx, {
    to: { businessId: to },
    category: 'order',
    // The kind is a word of each language: fill it before the shared params.
    title,
    content: { en: content.en.replace('{kind}', kind.en), zh: content.zh.replace('{kind}', kind.zh) },
    params,
    link: afterSaleLink(row.id),
    eventKey: `after-sale:${event}:${row.id}`,
  });
}
