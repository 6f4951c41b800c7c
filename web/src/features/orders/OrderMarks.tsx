import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeReasonText } from './OrderTimeline';

/**
 * "Invoiced": a CRM invoice covers the order (a mark beside its status, docs/decisions.md "Invoiced"), with
 * its number.
 */
export function InvoicedTag({ order }: { order: { invoiceNo: string } }) {
  const { t } = useTranslation();
  if (!order.invoiceNo) return null;
  return (
    <Tooltip title={order.invoiceNo}>
      <Tag color="gold" data-testid="order-invoiced">
        {t('orders.invoiced')}
      </Tag>
    </Tooltip>
  );
}

/** Why a closed order (cancelled, or refunded by an after-sale) was closed: buyer cancel, payment timeout, after-sale success. */
export function CloseReasonTag({ order }: { order: { status: string; closeReason: string } }) {
  const { t } = useTranslation();
  if (!order.closeReason || (order.status !== 'cancelled' && order.status !== 'refunded')) return null;
  return (
    <span className="dm-order-muted" data-testid="order-close-reason">
      {closeReasonText(t, order.closeReason)}
    </span>
  );
}
