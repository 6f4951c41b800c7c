import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A store order's invoice mark (docs/decisions.md "Invoiced"): "Invoiced" with its number and the version
 * shown, once the CRM invoice is generated; nothing before.
 */
export function InvoicedStoreTag({ order }: { order: { invoiceNo: string; invoiceVersion: number } }) {
  const { t } = useTranslation();
  if (!order.invoiceNo) return null;
  return (
    <Tag color="gold" data-testid="store-order-invoiced">
      {order.invoiceVersion > 1
        ? t('storeOrders.invoice.invoicedVersion', { number: order.invoiceNo, version: order.invoiceVersion })
        : t('storeOrders.invoice.invoicedTag', { number: order.invoiceNo })}
    </Tag>
  );
}
