import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { formatTime } from '../../lib/time';
import type { AfterSale } from './api';

/** What happened to a request and when: applied, the seller's decision, the parcel, the refund, closing. */
export function AfterSaleTimeline({ afterSale: a }: { afterSale: AfterSale }) {
  const { t } = useTranslation();
  const decided =
    a.state === 'refused'
      ? t('afterSales.timeline.refused', { reason: a.refuseReason })
      : a.type === 'return'
        ? t('afterSales.timeline.agreedReturn')
        : t('afterSales.timeline.agreed');
  const received =
    a.state === 'receipt_rejected'
      ? t('afterSales.timeline.receiptRejected', { reason: a.refuseReason })
      : t('afterSales.timeline.received');
  const steps = [
    { at: a.createdAt, text: t('afterSales.timeline.applied') },
    { at: a.decidedAt, text: decided },
    {
      at: a.shippedBackAt,
      text: t('afterSales.timeline.shippedBack', { carrier: a.expressCompany, trackingNo: a.trackingNo }),
    },
    { at: a.receivedAt, text: received },
    { at: a.refundedAt, text: t('afterSales.timeline.refunded', { amount: formatPrice(a.amount) }) },
    { at: a.closedAt, text: t('afterSales.timeline.closed') },
  ].filter((step): step is { at: string; text: string } => Boolean(step.at));
  return (
    <Timeline
      className="dm-after-sale-timeline"
      data-testid="after-sale-timeline"
      items={steps.map((step) => ({ title: formatTime(step.at), content: step.text }))}
    />
  );
}
