import { SELLER_ORDER_TABS, type SellerOrderTab } from '@dropmall/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SellerOrderPage } from './api';

interface SellerStatusTabsProps {
  tab: SellerOrderTab;
  counts: SellerOrderPage['statusCounts'];
  onChange: (tab: SellerOrderTab) => void;
}

/** All, to ship, shipped, finished, cancelled: each with how many of the seller's orders it holds. */
export function SellerStatusTabs({ tab, counts, onChange }: SellerStatusTabsProps) {
  const { t } = useTranslation();
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const countOf = (key: SellerOrderTab) => (key === 'all' ? total : (counts[key] ?? 0));
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onChange(key as SellerOrderTab)}
      data-testid="seller-order-tabs"
      items={SELLER_ORDER_TABS.map((key) => ({
        key,
        label: (
          <span data-testid={`seller-tab-${key}`}>
            {t(`fulfilment.tabs.${key}`)} <span className="dm-fulfilment__count">({countOf(key)})</span>
          </span>
        ),
      }))}
    />
  );
}
