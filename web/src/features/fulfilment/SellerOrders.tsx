import { SELLER_ORDER_TABS, type SellerOrderTab } from '@dropmall/contract';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SellerOrder, SellerOrderQuery } from './api';
import { useSellerOrders } from './hooks';
import { OrderDrawer } from './OrderDrawer';
import { OrderSearch } from './OrderSearch';
import { SellerOrderTable } from './SellerOrderTable';

/** The page's query: its status is one of the tabs. */
type TabQuery = Omit<SellerOrderQuery, 'status'> & { status: SellerOrderTab };

import { SellerStatusTabs } from './SellerStatusTabs';
import { ShipDialog } from './ShipDialog';
import './fulfilment.css';

interface SellerOrdersProps {
  title: string;
  /** Only this tab, without the tab bar (Pending Orders: 'paid'); otherwise every tab. */
  only?: SellerOrderTab;
  intro?: string;
}

const tabOf = (value: string | null): SellerOrderTab =>
  SELLER_ORDER_TABS.find((tab) => tab === value) ?? 'all';

/** The seller's orders with search, paging, a detail drawer and the Ship dialog; the CRM pages show it. */
export function SellerOrders({ title, only, intro }: SellerOrdersProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState<TabQuery>(() => ({
    status: only ?? tabOf(params.get('status')),
    keyword: '',
    current: 1,
    size: 10,
  }));
  const list = useSellerOrders(query);
  const [shipping, setShipping] = useState<SellerOrder | null>(null);
  const [opened, setOpened] = useState<SellerOrder | null>(null);
  // The drawer shows the row as the list has it now (a ship updates it).
  const openedNow = opened ? (list.data?.records.find((o) => o.id === opened.id) ?? opened) : null;

  return (
    <section className="dm-fulfilment" data-testid="seller-orders">
      <header className="dm-fulfilment__head">
        <h1>{title}</h1>
        <OrderSearch onSearch={(keyword) => setQuery({ ...query, keyword, current: 1 })} />
      </header>
      {intro && <Alert type="info" showIcon title={intro} className="dm-fulfilment__intro" />}
      {!only && (
        <SellerStatusTabs
          tab={query.status}
          counts={list.data?.statusCounts ?? {}}
          onChange={(status) => setQuery({ ...query, status, current: 1 })}
        />
      )}
      {list.isError ? (
        <Alert type="warning" showIcon title={t('fulfilment.loadFailed')} />
      ) : (
        <SellerOrderTable
          page={list.data}
          loading={list.isFetching}
          current={query.current}
          size={query.size}
          onPage={(current, size) => setQuery({ ...query, current, size })}
          onShip={setShipping}
          onOpen={setOpened}
        />
      )}
      <OrderDrawer order={openedNow} onClose={() => setOpened(null)} onShip={setShipping} />
      <ShipDialog order={shipping} onClose={() => setShipping(null)} />
    </section>
  );
}
