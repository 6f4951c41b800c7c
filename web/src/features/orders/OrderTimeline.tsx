import { Timeline } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/time';
import type { Order } from './api';

/** The dates an order went through: placed, paid, shipped, finished or cancelled (with why). */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const steps = [
    { at: order.createdAt, text: t('orders.timeline.created') },
    { at: order.paidAt, text: t('orders.timeline.paid') },
    { at: order.shippedAt, text: t('orders.timeline.shipped') },
    { at: order.finishedAt, text: t('orders.timeline.finished') },
    {
      at: order.cancelledAt,
      text: order.closeReason
        ? t('orders.timeline.closedFor', { reason: closeReasonText(t, order.closeReason) })
        : t('orders.timeline.cancelled'),
    },
  ].filter((step): step is { at: string; text: string } => Boolean(step.at));
  return (
    <Timeline
      className="dm-order-timeline"
      items={steps.map((step) => ({ title: formatTime(step.at), content: step.text }))}
    />
  );
}

type Translate = TFunction;
type CloseReasonKey = `orders.closeReason.${'buyer_cancel' | 'payment_timeout' | 'after_sale'}`;

/** buyer_cancel, payment_timeout, after_sale (spec 001 §4's close reasons) in words; an unknown one as is. */
export function closeReasonText(t: Translate, reason: string): string {
  if (reason === 'buyer_cancel' || reason === 'payment_timeout' || reason === 'after_sale')
    // i18next's TFunction with a named key type: its check does not recurse too deep as the locales grow.
    return t(`orders.closeReason.${reason}` as CloseReasonKey);
  return reason;
}
