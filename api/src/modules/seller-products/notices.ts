import type { Tx } from '../../db/client';
import type { Notify } from '../notices';

const noticeText = {
  approvedTitle: { en: 'Product approved', zh: '商品审核通过' },
  approvedContent: {
    en: '"{title}" passed review and is now on sale in the mall.',
    zh: '“{title}”已通过审核，已在商城上架销售。',
  },
  rejectedTitle: { en: 'Product not approved', zh: '商品审核未通过' },
  rejectedContent: {
    en: '"{title}" was not approved: {reason}. Edit it and submit it again.',
    zh: '“{title}”未通过审核：{reason}。请修改后重新提交。',
  },
} as const;

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
    params: { title: event.title, reason: event.reason },
    link: approved ? '/businessCenter/product' : `/businessCenter/AddProduct?id=${event.productId}`,
    eventKey: `product-reviewed:${event.productId}:${decisionAt.getTime()}`,
  });
}
