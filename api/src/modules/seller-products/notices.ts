import type { Tx } from '../../db/client';
import { asClause, type Notify } from '../notices';
import { sellerNoticeText as noticeText } from './texts';

/** An operator's decision on a product's review. */
export interface ProductReviewedEvent {
  productId: number;
  businessId: number;
  title: string;
  decision: 'approve' | 'reject';
  reason: string;
  operatorId: number;
}

/** Tells the seller the operator's decision, in the transaction that stored it (so once per decision). */
export async function notifyReviewed(
  tx: Tx,
  notify: Notify | undefined,
  event: ProductReviewedEvent,
  decisionAt: Date,
): Promise<void> {
  if (!notify) return;
  const approved = event.decision === 'approve';
  await notify(tx, {
    to: { businessId: event.businessId },
    category: 'system',
    title: approved ? noticeText.approvedTitle : noticeText.rejectedTitle,
    content: approved ? noticeText.approvedContent : noticeText.rejectedContent,
    params: { title: event.title, reason: asClause(event.reason) },
    link: approved ? '/businessCenter/product' : `/businessCenter/AddProduct?id=${event.productId}`,
    eventKey: `product-reviewed:${event.productId}:${decisionAt.getTime()}`,
  });
}
