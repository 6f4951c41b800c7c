import type {
  CrmMallOrder,
  CrmOrderQuery,
  CrmOrderRow,
  CrmOrderView,
  CrmStoreCancel,
} from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';
import { AutoPayNote } from './AutoPayNote';
import { crmKeys, fetchCrmOrders } from './api';
import { CostLines } from './CostLines';
import { CrmAddressDialog } from './CrmAddressDialog';
import { InvoicedStoreTag } from './InvoicedTag';
import { RemarkDialog, TaxIdDialog } from './NoteDialogs';
import { StageTag, StoreStatusTag } from './StageTag';
import { StoreChangedTag, StoreChangesList } from './StoreChanges';
import './crm-orders.css';

interface CrmOrderListProps {
  view: CrmOrderView;
  /** Order Payment: the rows that may be paid are selectable. */
  selection?: { selected: CrmOrderRow[]; onChange: (rows: CrmOrderRow[]) => void };
  /** Above the table (the pay bar). */
  toolbar?: ReactNode;
}

/** Where the customer is: city and country, as the store sent them. */
function destination(o: CrmOrderRow) {
  const a = o.shippingAddress ?? {};
  return [a.city, a.country_code ?? a.country].filter(Boolean).map(String).join(', ');
}

/** What the store's cancellation after payment did to one mall order: a refund request, or a flag. */
function StoreCancelNote({ note }: { note: CrmStoreCancel | undefined }) {
  const { t } = useTranslation();
  if (note?.outcome === 'refundOpened')
    return (
      <div data-testid="crm-store-cancel-refund">
        <Link to={`/order/afterSaleDetail?id=${note.afterSaleId}`}>
          {t('crmOrders.storeCancelRefund', { no: note.afterSaleNo })}
        </Link>
      </div>
    );
  if (note?.outcome === 'shipped')
    return (
      <Tag color="orange" data-testid="crm-store-cancel-shipped">
        {t('crmOrders.storeCancelShipped')}
      </Tag>
    );
  return null;
}

/** The mall orders paying the store order placed: number, state, carrier and tracking once shipped. */
function MallOrders({ orders, cancels }: { orders: CrmMallOrder[]; cancels: CrmStoreCancel[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) return <span className="dm-muted">—</span>;
  return (
    <Space direction="vertical" size={2}>
      {orders.map((m) => (
        <div key={m.id} data-testid={`crm-mall-order-${m.orderNo}`}>
          <Link to={`/order/ordinaryDetail?id=${m.id}`}>{m.orderNo}</Link>{' '}
          <Tag data-testid="crm-mall-order-status">{t(`crmOrders.mallStatus.${m.status}`)}</Tag>
          {m.refunded > 0 && m.status !== 'refunded' && (
            <Tag color="orange" data-testid="crm-mall-order-refunded">
              {t('crmOrders.refunded', { amount: formatPrice(m.refunded) })}
            </Tag>
          )}
          {m.trackingNo && (
            <div className="dm-muted" data-testid="crm-mall-order-tracking">
              {m.carrier} · {m.trackingNo}
            </div>
          )}
          <StoreCancelNote note={cancels.find((c) => c.mallOrderId === m.id)} />
        </div>
      ))}
    </Space>
  );
}

/**
 * One CRM list of store orders (Pending, Order Payment, Order Fulfilment, Cancelled, My Orders' tabs): the
 * order, its customer, where it stands (and why it waits), its fulfilment cost, its mall orders and the
 * business's remark; a row opens its cost line by line.
 */
export function CrmOrderList({ view, selection, toolbar }: CrmOrderListProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<Partial<CrmOrderQuery>>({ current: 1, size: 10 });
  const [number, setNumber] = useState('');
  const [remarking, setRemarking] = useState<CrmOrderRow | null>(null);
  const [taxing, setTaxing] = useState<CrmOrderRow | null>(null);
  const [addressing, setAddressing] = useState<CrmOrderRow | null>(null);
  const list = useQuery({ queryKey: crmKeys.list(view, query), queryFn: () => fetchCrmOrders(view, query) });
  const when = (v: string) => new Date(v).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');

  const columns: TableColumnsType<CrmOrderRow> = [
    {
      title: t('crmOrders.columns.order'),
      key: 'order',
      render: (_, o) => (
        <div data-testid={`crm-order-${o.shopOrderNo}`}>
          <strong>{o.shopOrderNo}</strong>
          <div className="dm-muted">{o.storeName}</div>
          <div className="dm-muted">{when(o.placedAt)}</div>
        </div>
      ),
    },
    {
      title: t('crmOrders.columns.customer'),
      key: 'customer',
      render: (_, o) => (
        <div>
          {o.customerName || '—'}
          <div className="dm-muted">{destination(o)}</div>
        </div>
      ),
    },
    {
      title: t('crmOrders.columns.state'),
      key: 'state',
      width: 260,
      render: (_, o) => (
        <div>
          <Space size={4} wrap>
            <StageTag stage={o.stage} testId="crm-order-state" />
            <StoreStatusTag order={o} />
          </Space>
          {o.blocked && (
            <div className="dm-crm-reason" data-testid="crm-order-reason">
              {o.blocked.message}
            </div>
          )}
          {o.state === 'cancelledAfterPay' && (
            <div className="dm-crm-reason">{t('crmOrders.afterSaleHint')}</div>
          )}
          <StoreChangedTag order={o} />
          <InvoicedStoreTag order={o} />
          <AutoPayNote order={o} />
        </div>
      ),
    },
    {
      title: t('crmOrders.columns.cost'),
      key: 'cost',
      width: 130,
      align: 'right',
      render: (_, o) =>
        o.cost ? <strong data-testid="crm-order-cost">{formatPrice(o.cost.total)}</strong> : '—',
    },
    ...(view === 'fulfilment' || view === 'cancelled'
      ? [
          {
            title: t('crmOrders.columns.mallOrders'),
            key: 'mall',
            render: (_: unknown, o: CrmOrderRow) => (
              <MallOrders orders={o.mallOrders} cancels={o.storeCancel} />
            ),
          },
        ]
      : []),
    {
      title: t('crmOrders.columns.remark'),
      key: 'remark',
      width: 200,
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          {o.remark && <span data-testid="crm-order-remark">{o.remark}</span>}
          <Space size={0} wrap>
            <Button size="small" type="link" onClick={() => setRemarking(o)} data-testid="crm-remark">
              {t('crmOrders.remark')}
            </Button>
            {o.blocked?.reason === 'taxIdMissing' && (
              <Button size="small" type="link" onClick={() => setTaxing(o)} data-testid="crm-tax-id-open">
                {t('crmOrders.taxId')}
              </Button>
            )}
            {o.blocked?.reason === 'unmatched' && <Link to="/CRM/myOrder">{t('crmOrders.bindThere')}</Link>}
            {(o.state === 'waiting' || o.state === 'payable' || o.state === 'awaitingPayment') && (
              <Button
                size="small"
                type="link"
                onClick={() => setAddressing(o)}
                data-testid="crm-address-open"
              >
                {t('crmOrders.editAddress')}
              </Button>
            )}
          </Space>
        </Space>
      ),
    },
  ];

  return (
    <div className="dm-crm-list">
      <Space wrap className="dm-crm-list__bar">
        <Input.Search
          allowClear
          maxLength={60}
          style={{ width: 240 }}
          placeholder={t('storeOrders.filters.number')}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, shopOrderNo: v.trim() || undefined, current: 1 }))}
        />
        {toolbar}
      </Space>
      {list.isError && <Alert type="warning" showIcon title={t('crmOrders.loadFailed')} />}
      <Table<CrmOrderRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t(`crmOrders.empty.${view}`) }}
        rowSelection={
          selection && {
            selectedRowKeys: selection.selected.map((r) => r.id),
            getCheckboxProps: (r) => ({ disabled: r.state !== 'payable' && r.state !== 'paying' }),
            onChange: (_, rows) => selection.onChange(rows),
          }
        }
        expandable={{
          rowExpandable: (o) => o.cost !== null || o.storeChanges.length > 0,
          // What the store changed after payment first, then the cost as it was paid (or is now).
          expandedRowRender: (o) => (
            <>
              <StoreChangesList order={o} />
              {o.cost && (
                <div className="dm-crm-cost">
                  <Typography.Text type="secondary">{t('crmOrders.cost.title')}</Typography.Text>
                  <CostLines cost={o.cost} />
                </div>
              )}
            </>
          ),
        }}
        pagination={{
          current: list.data?.current ?? query.current,
          pageSize: list.data?.size ?? query.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
      />
      <RemarkDialog order={remarking} onClose={() => setRemarking(null)} />
      <TaxIdDialog order={taxing} onClose={() => setTaxing(null)} />
      <CrmAddressDialog order={addressing} onClose={() => setAddressing(null)} />
    </div>
  );
}
