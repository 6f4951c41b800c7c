import { RETURN_SEND_DAYS } from '@dropmall/contract';
import type { Tx } from '../../db/client';
import type { Notify } from '../notices';
import type { AfterSaleRow } from './state';
import { kindText, afterSaleNoticeText as text } from './texts';

export const afterSaleLink = (id: number) => `/order/afterSaleDetail?id=${id}`;

type Event =
  | 'created'
  | 'shipped'
  | 'agreedReturn'
  | 'refused'
  | 'rejected'
  | 'refunded'
  | 'refundFailed'
  | 'failed';

const RECIPIENT: Record<Event, 'seller' | 'buyer'> = {
  created: 'seller',
  shipped: 'seller',
  agreedReturn: 'buyer',
  refused: 'buyer',
  rejected: 'buyer',
  refunded: 'buyer',
  refundFailed: 'seller',
  failed: 'buyer',
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
  refund: { paid?: string; provider?: boolean } = {},
): Promise<void> {
  if (!notify) return;
  const to = RECIPIENT[event] === 'seller' ? row.sellerBusinessId : row.businessId;
  const title = text[`${event}Title`];
  const content = refund.provider ? text.refundedProviderContent : text[`${event}Content`];
  const amount = refund.paid ?? Number(row.amount).toFixed(2);
  const params = {
    no: row.afterSaleNo,
    orderNo,
    amount,
    reason: row.refuseReason,
    carrier: row.expressCompany,
    trackingNo: row.trackingNo,
    days: RETURN_SEND_DAYS,
  };
  const kind = kindText[row.type];
  await notify(tx, {
    to: { businessId: to },
    category: 'order',
    // The kind is a word of each language: fill it before the shared params.
    title,
    content: {
      en: content.en.replace('{kind}', kind.en).replace('{failure}', row.refundFailure?.en ?? ''),
      zh: content.zh.replace('{kind}', kind.zh).replace('{failure}', row.refundFailure?.zh ?? ''),
    },
    params,
    link: afterSaleLink(row.id),
    eventKey: `after-sale:${event}:${row.id}`,
  });
}
