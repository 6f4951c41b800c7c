import type { CrmCost } from '@dropmall/contract';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';

/**
 * A store order's fulfilment cost line by line, as the server computed it: the mall products (price x
 * quantity), then agency, warehouse operation, packaging and each parcel's carrier, and the total (USD).
 */
export function CostLines({ cost }: { cost: CrmCost }) {
  const { t } = useTranslation();
  const rows = [
    ...cost.lines.map((l) => ({
      key: `line-${l.variantId}-${l.storeLineId}`,
      label: l.specification ? `${l.title} (${l.specification})` : l.title,
      detail: t('crmOrders.cost.each', { quantity: l.quantity, price: formatPrice(l.unitPrice) }),
      amount: l.amount,
    })),
    {
      key: 'product',
      label: t('crmOrders.cost.productCost'),
      detail: t('crmOrders.cost.pieces', { count: cost.pieces }),
      amount: cost.productCost,
      strong: true,
    },
    {
      key: 'agency',
      label: t('crmOrders.cost.agencyFee'),
      detail: '',
      amount: cost.agencyFee,
    },
    { key: 'warehouse', label: t('crmOrders.cost.warehouseFee'), detail: '', amount: cost.warehouseFee },
    { key: 'packaging', label: t('crmOrders.cost.packagingFee'), detail: '', amount: cost.packagingFee },
    ...cost.parcels.map((p, i) => ({
      key: `parcel-${i}`,
      label: t('crmOrders.cost.carrier'),
      detail: p.carrier
        ? t('crmOrders.cost.parcel', { carrier: p.carrier, weight: p.weightGrams, days: p.days })
        : t('crmOrders.cost.noCarrier'),
      amount: p.fee,
    })),
    { key: 'total', label: t('crmOrders.cost.total'), detail: 'USD', amount: cost.total, strong: true },
  ];
  return (
    <Table
      size="small"
      pagination={false}
      showHeader={false}
      rowKey="key"
      dataSource={rows}
      data-testid="crm-cost-lines"
      columns={[
        {
          key: 'label',
          render: (_, r) =>
            'strong' in r && r.strong ? <Typography.Text strong>{r.label}</Typography.Text> : r.label,
        },
        { key: 'detail', render: (_, r) => <span className="dm-muted">{r.detail}</span> },
        {
          key: 'amount',
          align: 'right',
          width: 120,
          render: (_, r) =>
            'strong' in r && r.strong ? (
              <Typography.Text strong data-testid={`crm-cost-${r.key}`}>
                {formatPrice(r.amount)}
              </Typography.Text>
            ) : (
              formatPrice(r.amount)
            ),
        },
      ]}
    />
  );
}
