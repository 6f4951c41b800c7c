import { isAwaitingShipment } from '@dropmall/contract';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { closeReasonText } from '../../lib/ui/closeReason';
import { SellerStatusTag } from '../../lib/ui/StateTag';
import type { SellerOrder, SellerOrderPage } from './api';
import { useAcknowledge } from './hooks';

interface SellerOrderTableProps {
  page: SellerOrderPage | undefined;
  loading: boolean;
  current: number;
  size: number;
  onPage: (current: number, size: number) => void;
  onShip: (order: SellerOrder) => void;
  onOpen: (order: SellerOrder) => void;
}

/** The seller's orders, one row each: number, buyer and addressee, items, total, state, carrier, actions. */
export function SellerOrderTable({
  page,
  loading,
  current,
  size,
  onPage,
  onShip,
  onOpen,
}: SellerOrderTableProps) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledge();
  const columns: TableColumnsType<SellerOrder> = [
    {
      title: t('fulfilment.columns.order'),
      key: 'order',
      width: 190,
      render: (_, o) => (
        <div className="dm-fulfilment__order">
          <Button type="link" size="small" onClick={() => onOpen(o)} data-testid="seller-order-no">
            {o.orderNo}
          </Button>
          {o.sample && <Tag color="geekblue">{t('samples.tag')}</Tag>}
          <div className="dm-fulfilment__muted">{formatTime(o.createdAt)}</div>
        </div>
      ),
    },
    {
      title: t('fulfilment.columns.addressee'),
      key: 'addressee',
      width: 150,
      render: (_, o) => (
        <div>
          <div data-testid="seller-order-addressee">{o.addressee || '—'}</div>
          <div className="dm-fulfilment__muted">{[o.country, o.buyerName].filter(Boolean).join(' · ')}</div>
        </div>
      ),
    },
    {
      title: t('fulfilment.columns.items'),
      key: 'items',
      render: (_, o) => {
        const [first] = o.items;
        if (!first) return '—';
        return (
          <div>
            <div className="dm-fulfilment__item-title" title={first.title}>
              {first.title}
            </div>
            <div className="dm-fulfilment__muted">
              × {first.num}
              {o.items.length > 1 && ` · ${t('fulfilment.moreItems', { count: o.items.length - 1 })}`}
            </div>
          </div>
        );
      },
    },
    {
      title: t('fulfilment.columns.total'),
      key: 'total',
      width: 90,
      align: 'right',
      render: (_, o) => <strong>{formatDollars(o.total)}</strong>,
    },
    {
      title: t('fulfilment.columns.status'),
      key: 'status',
      width: 100,
      render: (_, o) => (
        <div>
          <SellerStatusTag state={o.status} />
          {o.closeReason && (o.status === 'cancelled' || o.status === 'refunded') && (
            <div className="dm-fulfilment__muted" data-testid="seller-order-close-reason">
              {closeReasonText(t, o.closeReason)}
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('fulfilment.columns.shipping'),
      key: 'shipping',
      width: 160,
      render: (_, o) =>
        o.trackingNo ? (
          <div>
            <div>{o.expressName}</div>
            <div className="dm-fulfilment__tracking" data-testid="seller-order-tracking">
              {o.trackingNo}
            </div>
          </div>
        ) : (
          <span className="dm-fulfilment__muted">
            {o.paidAt ? t('fulfilment.paidAt', { time: formatTime(o.paidAt) }) : '—'}
          </span>
        ),
    },
    {
      title: t('fulfilment.columns.actions'),
      key: 'actions',
      width: 210,
      render: (_, o) => (
        <Space size={0}>
          {o.status === 'paid' && (
            <Button
              size="small"
              loading={acknowledge.isPending && acknowledge.variables?.[0] === o.id}
              onClick={() => acknowledge.mutate([o.id])}
              data-testid="seller-order-acknowledge"
            >
              {t('fulfilment.acknowledge')}
            </Button>
          )}
          {isAwaitingShipment(o.status) && (
            <Button type="primary" size="small" onClick={() => onShip(o)} data-testid="seller-order-ship">
              {t('fulfilment.ship.action')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onOpen(o)} data-testid="seller-order-detail">
            {t('fulfilment.details')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<SellerOrder>
      rowKey="id"
      columns={columns}
      dataSource={page?.records ?? []}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 980 }}
      locale={{ emptyText: t('fulfilment.empty') }}
      pagination={{
        current,
        pageSize: size,
        total: page?.total ?? 0,
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (total) => t('fulfilment.total', { count: total }),
        onChange: onPage,
      }}
    />
  );
}
