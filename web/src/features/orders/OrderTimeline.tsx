import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/time';
import { closeReasonText } from '../../lib/ui/closeReason';
import type { Order } from './api';

/** The dates an order went through: placed, paid, acknowledged, invoiced, shipped, finished or cancelled (with why). */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const steps = [
    { at: order.createdAt, text: t('orders.timeline.created') },
    { at: order.paidAt, text: t('orders.timeline.paid') },
    { at: order.acknowledgedAt, text: t('orders.timeline.acknowledged') },
    { at: order.invoicedAt, text: t('orders.timeline.invoiced', { invoiceNo: order.invoiceNo }) },
    { at: order.shippedAt, text: t('orders.timeline.shipped') },
    { at: order.finishedAt, text: t('orders.timeline.finished') },
    {
      at: order.cancelledAt,
      text: order.closeReason
        ? t('orders.timeline.closedFor', { reason: closeReasonText(t, order.closeReason) })
        : t('orders.timeline.cancelled'),
    },
  ]
    .filter((step): step is { at: string; text: string } => Boolean(step.at))
    // In the order they happened (an invoice may come before or after the parcel leaves).
    .sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Timeline
      className="dm-order-timeline"
      items={steps.map((step) => ({ title: formatTime(step.at), content: step.text }))}
    />
  );
}

export { closeReasonText };
