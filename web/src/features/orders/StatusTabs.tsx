import { ORDER_STATUSES, type OrderStatus } from '@dropmall/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

/** A status, or 'invoiced': the orders a CRM invoice covers, whatever their status (a mark, not a status). */
export type OrderTab = OrderStatus | 'invoiced';

interface StatusTabsProps {
  status: OrderTab | undefined;
  counts: Partial<Record<OrderStatus, number>>;
  invoicedCount?: number;
  onChange: (status: OrderTab | undefined) => void;
}

const ALL = 'all';

/** All, then one tab per status (spec 001 §4's order states), each with how many orders it holds. */
export function StatusTabs({ status, counts, invoicedCount = 0, onChange }: StatusTabsProps) {
  const { t } = useTranslation();
  const total = ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const label = (text: string, count: number) => (
    <span>
      {text} <span className="dm-order-tab__count">({count})</span>
    </span>
  );
  return (
    <Tabs
      activeKey={status ?? ALL}
      onChange={(key) => onChange(key === ALL ? undefined : (key as OrderTab))}
      items={[
        { key: ALL, label: label(t('orders.tabs.all'), total) },
        ...ORDER_STATUSES.map((s) => ({ key: s, label: label(t(`orders.tabs.${s}`), counts[s] ?? 0) })),
        { key: 'invoiced', label: label(t('orders.tabs.invoiced'), invoicedCount) },
      ]}
    />
  );
}
