import { WalletOutlined } from '@ant-design/icons';
import { ORDER_STATUSES } from '@dropmall/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Pagination, Result, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../lib/money';
import { useBalance, usePayment } from '../checkout';
import { ExportOrdersButton } from '../exports';
import { fetchOrders, orderKeys } from './api';
import { OrderCard } from './OrderCard';
import { type OrderTab, StatusTabs } from './StatusTabs';
import './orders.css';

const PAGE_SIZE = 10;

const statusOf = (value: string | null): OrderTab | undefined =>
  value === 'invoiced' ? 'invoiced' : ORDER_STATUSES.find((status) => status === value);

/** /order/ordinaryOrder: the buyer's orders by status, with paging, pay, cancel and confirm receipt. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = statusOf(params.get('status'));
  const status = tab === 'invoiced' ? undefined : tab;
  const current = Math.max(1, Number(params.get('current')) || 1);
  const query = {
    status,
    current,
    size: PAGE_SIZE,
    ...(tab === 'invoiced' ? { invoiced: true as const } : {}),
  };
  const page = useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => fetchOrders(query),
    placeholderData: keepPreviousData,
    // A pix or boleto payment ends in another tab: coming back here shows the order paid.
    refetchOnWindowFocus: true,
  });
  const balance = useBalance();
  const payment = usePayment();
  // The server cancels an order whose time ran out: ask again a moment after, to show it cancelled.
  const onExpired = useCallback(() => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: orderKeys.all }), 5_000);
  }, [queryClient]);
  const go = (next: { status?: OrderTab; current?: number }) => {
    const search: Record<string, string> = {};
    if (next.status) search.status = next.status;
    if (next.current && next.current > 1) search.current = String(next.current);
    setParams(search);
  };

  return (
    <section className="dm-orders" data-testid="order-list">
      <header className="dm-orders__head">
        <h1>{t('titles.orderOrdinaryOrder')}</h1>
        <span className="dm-orders__balance" data-testid="order-list-balance">
          <WalletOutlined aria-hidden /> {t('orders.balance')}{' '}
          <strong>{balance.data === undefined ? '…' : formatPrice(balance.data)}</strong>
        </span>
        <ExportOrdersButton status={status} />
      </header>
      <StatusTabs
        status={tab}
        counts={page.data?.statusCounts ?? {}}
        invoicedCount={page.data?.invoicedCount ?? 0}
        onChange={(next) => go({ status: next })}
      />
      {page.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : page.isError ? (
        <Result status="warning" title={t('orders.loadFailed')} />
      ) : page.data.records.length === 0 ? (
        <Empty className="dm-orders__empty" description={t('orders.empty')} />
      ) : (
        <div className="dm-orders__list">
          {page.data.records.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              onPay={(o) => payment.start({ orderIds: [o.id], total: o.total })}
              onExpired={onExpired}
            />
          ))}
        </div>
      )}
      {page.data && page.data.total > PAGE_SIZE && (
        <Pagination
          className="dm-orders__pages"
          current={current}
          pageSize={PAGE_SIZE}
          total={page.data.total}
          showSizeChanger={false}
          showQuickJumper
          showTotal={(count) => t('orders.total', { count })}
          onChange={(next) => go({ status: tab, current: next })}
        />
      )}
      {payment.dialog}
    </section>
  );
}
