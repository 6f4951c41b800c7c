import type { CrmOrderView } from '@dropmall/contract';
import { Alert, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CrmOrderList } from './CrmOrderList';

interface Props {
  title: string;
  /** The store orders of this page. */
  view: CrmOrderView;
  intro: string;
  /** The seller's own orders of this page (as a seller: orders others placed with the business). */
  sold: ReactNode;
  /** Query parameters that open the seller's tab (the dashboard's jumps: isJump, isJumped). */
  soldParams: string[];
}

/**
 * Pending Orders and Order Fulfilment hold two lists: the business's store orders (the dropshipping loop, the
 * first tab) and the orders it sold as a seller (to ship). `?view=sold` or the dashboard's jump opens the second.
 */
export function StoreAndSoldTabs({ title, view, intro, sold, soldParams }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const soldFirst = params.get('view') === 'sold' || soldParams.some((p) => params.has(p));
  const active = soldFirst ? 'sold' : 'store';
  return (
    <div className="dm-page">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'sold' ? { view: 'sold' } : {}, { replace: true })}
        items={[
          {
            key: 'store',
            label: <span data-testid="crm-tab-store">{t('crmOrders.tabs.store')}</span>,
            children: (
              <>
                <Typography.Title level={4}>{title}</Typography.Title>
                <Alert type="info" showIcon title={intro} style={{ marginBottom: 16 }} />
                <CrmOrderList view={view} />
              </>
            ),
          },
          {
            key: 'sold',
            label: <span data-testid="crm-tab-sold">{t('crmOrders.tabs.sold')}</span>,
            children: sold,
          },
        ]}
      />
    </div>
  );
}
