import {
  STORE_ORDER_STATUSES,
  type StoreOrderLineView,
  StoreOrderQuery,
  type StoreOrderView,
  type StoreView,
} from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  DatePicker,
  Input,
  Modal,
  message,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/page';
import {
  AwaitingCustomerTag,
  CrmOrderList,
  InvoicedStoreTag,
  StageTag,
  StoreChangedTag,
  StoreChangesList,
  StoreStatusTag,
} from '../crm-orders';
import { fetchStores, storeKeys } from '../stores/api';
import { ImportOrdersDialog } from '../stores/ImportOrdersDialog';
import { VariantPicker } from '../stores/VariantPicker';
import { bindStoreLine, fetchStoreOrders, storeOrderKeys, syncStoreOrders } from './api';
import { InvoiceModal } from './InvoiceModal';
import { MallOrdersTable, TrackingSummary } from './MallOrderTracking';

const DAY = 'YYYY-MM-DD';

/**
 * /CRM/myOrder: orders customers placed in the business's connected stores, newest first, filtered by store,
 * status, shop order number and dates; each line shows the mall variant it was matched to, or "unmatched".
 * "Sync orders" per active store fetches what a webhook missed. Once paid, each mall order's tracking push to
 * the store shows with its state (a failure with its reason and Retry).
 */
export default function StoreOrdersPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The CRM dashboard opens this list on a store and a status (?storeId=3&status=pending).
  const [params] = useSearchParams();
  const [query, setQuery] = useState<Partial<StoreOrderQuery>>(() => ({
    current: 1,
    size: 10,
    ...StoreOrderQuery.pick({ storeId: true, status: true, waiting: true })
      .catch({})
      .parse(Object.fromEntries(params)),
  }));
  const [number, setNumber] = useState('');
  const stores = useQuery({ queryKey: storeKeys.all, queryFn: fetchStores });
  const list = useQuery({ queryKey: storeOrderKeys.list(query), queryFn: () => fetchStoreOrders(query) });
  const sync = useMutation({
    mutationFn: (id: number) => syncStoreOrders(id),
    onSuccess: (r) => void message.success(t('storeOrders.synced', { fetched: r.fetched, stored: r.stored })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: storeOrderKeys.all }),
  });
  const [binding, setBinding] = useState<{ lineId: number; sku: string } | null>(null);
  const [invoiceOf, setInvoiceOf] = useState<StoreOrderView | null>(null);
  const [importing, setImporting] = useState<StoreView | null>(null);
  const bind = useMutation({
    mutationFn: bindStoreLine,
    onSuccess: () => {
      setBinding(null);
      void message.success(t('storeOrders.bound'));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: storeOrderKeys.all }),
  });
  const filter = (change: Partial<StoreOrderQuery>) => setQuery((q) => ({ ...q, ...change, current: 1 }));
  const when = (v: string) => new Date(v).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');
  const active = (stores.data?.records ?? []).filter((s) => s.state === 'active');

  const lineColumns: TableColumnsType<StoreOrderLineView> = [
    { title: t('storeOrders.columns.sku'), dataIndex: 'sku', render: (v: string) => v || '—' },
    { title: t('storeOrders.columns.title'), dataIndex: 'title' },
    { title: t('storeOrders.columns.quantity'), dataIndex: 'quantity', width: 80 },
    {
      title: t('storeOrders.columns.price'),
      dataIndex: 'price',
      width: 100,
      render: (v: number) => v.toFixed(2),
    },
    {
      title: t('storeOrders.columns.match'),
      key: 'match',
      width: 220,
      render: (_, l) =>
        l.variantId === null ? (
          <Space size={4}>
            <Tag color="red" data-testid={`line-unmatched-${l.id}`}>
              {t('storeOrders.unmatched')}
            </Tag>
            <Button
              size="small"
              type="link"
              onClick={() => setBinding({ lineId: l.id, sku: '' })}
              data-testid={`bind-line-${l.id}`}
            >
              {t('storeOrders.bind')}
            </Button>
          </Space>
        ) : (
          <Tag color="green" data-testid={`line-matched-${l.id}`}>
            {t(`storeOrders.matchedBy.${l.matchedBy ?? 'link'}`, { id: l.variantId })}
          </Tag>
        ),
    },
  ];

  const columns: TableColumnsType<StoreOrderView> = [
    {
      title: t('storeOrders.columns.order'),
      key: 'order',
      render: (_, o) => (
        <div data-testid={`store-order-${o.id}`}>
          <strong>{o.shopOrderNo}</strong>
          <div className="dm-muted">{o.storeName}</div>
        </div>
      ),
    },
    {
      title: t('storeOrders.columns.customer'),
      key: 'customer',
      render: (_, o) => {
        const a = o.shippingAddress ?? {};
        const place = [a.city ?? a.address1 ?? a.address_1, a.country_code ?? a.country].filter(Boolean);
        return (
          <div>
            {o.customerName || '—'}
            <div className="dm-muted">{place.map(String).join(', ')}</div>
          </div>
        );
      },
    },
    {
      title: t('storeOrders.columns.total'),
      key: 'total',
      width: 150,
      render: (_, o) => (
        <Space size={4}>
          <span>
            {o.total.toFixed(2)} {o.currency}
          </span>
          {o.currencyMismatch && (
            <Tooltip title={t('storeOrders.currencyMismatch')}>
              <Tag color="orange">{t('storeOrders.otherCurrency')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: t('storeOrders.columns.status'),
      dataIndex: 'status',
      width: 170,
      render: (_, o) => (
        <Space direction="vertical" size={2}>
          <StageTag stage={o.stage} />
          <StoreStatusTag order={o} />
          <AwaitingCustomerTag order={o} />
          <StoreChangedTag order={o} />
          <InvoicedStoreTag order={o} />
        </Space>
      ),
    },
    {
      title: t('storeOrders.columns.lines'),
      key: 'lines',
      width: 150,
      render: (_, o) =>
        o.unmatched > 0 ? (
          <Tag color="red">
            {t('storeOrders.unmatchedCount', { count: o.unmatched, total: o.lines.length })}
          </Tag>
        ) : (
          <Tag color="green">{t('storeOrders.allMatched', { count: o.lines.length })}</Tag>
        ),
    },
    {
      title: t('storeOrders.columns.tracking'),
      key: 'tracking',
      width: 150,
      render: (_, o) => <TrackingSummary mallOrders={o.mallOrders} />,
    },
    { title: t('storeOrders.columns.placedAt'), dataIndex: 'placedAt', width: 170, render: when },
    {
      title: t('storeOrders.columns.actions'),
      key: 'actions',
      width: 130,
      render: (_, o) =>
        // An invoice can be generated once the fulfilment is paid, i.e. the store order has mall orders.
        o.mallOrders.length === 0 ? null : (
          <Button
            size="small"
            type={o.invoiceNo ? 'default' : 'primary'}
            ghost={!o.invoiceNo}
            onClick={() => setInvoiceOf(o)}
            data-testid={`invoice-${o.id}`}
          >
            {o.invoiceNo ? t('storeOrders.invoice.open') : t('storeOrders.invoice.generateOpen')}
          </Button>
        ),
    },
  ];

  const all = (
    <>
      <Typography.Paragraph type="secondary">{t('storeOrders.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('storeOrders.filters.store')}
          aria-label={t('storeOrders.filters.store')}
          options={(stores.data?.records ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={query.storeId}
          onChange={(v?: number) => filter({ storeId: v })}
          data-testid="store-orders-store"
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('storeOrders.filters.status')}
          aria-label={t('storeOrders.filters.status')}
          options={STORE_ORDER_STATUSES.map((s) => ({ value: s, label: t(`storeOrders.statuses.${s}`) }))}
          value={query.status}
          onChange={(v?: StoreOrderView['status']) => filter({ status: v })}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('storeOrders.filters.invoice')}
          aria-label={t('storeOrders.filters.invoice')}
          options={[
            { value: 'yes', label: t('storeOrders.invoice.filterYes') },
            { value: 'no', label: t('storeOrders.invoice.filterNo') },
          ]}
          value={query.invoiced === undefined ? undefined : query.invoiced ? 'yes' : 'no'}
          onChange={(v?: 'yes' | 'no') => filter({ invoiced: v === undefined ? undefined : v === 'yes' })}
          data-testid="store-orders-invoiced"
        />
        <Input.Search
          allowClear
          maxLength={60}
          style={{ width: 240 }}
          placeholder={t('storeOrders.filters.number')}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          onSearch={(v) => filter({ shopOrderNo: v.trim() || undefined })}
        />
        <DatePicker.RangePicker
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            filter({ startDate: range?.[0]?.format(DAY), endDate: range?.[1]?.format(DAY) })
          }
        />
        {active.map((s) =>
          s.platform === 'csv' ? (
            <Button key={s.id} onClick={() => setImporting(s)} data-testid={`import-orders-${s.id}`}>
              {t('storeOrders.importCsv', { store: s.name })}
            </Button>
          ) : (
            <Button
              key={s.id}
              loading={sync.isPending && sync.variables === s.id}
              onClick={() => sync.mutate(s.id)}
              data-testid={`sync-orders-${s.id}`}
            >
              {t('storeOrders.sync', { store: s.name })}
            </Button>
          ),
        )}
      </Space>
      {query.waiting && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="store-orders-waiting"
          message={t('storeOrders.waitingFilter')}
          action={
            <Button size="small" onClick={() => setQuery((q) => ({ ...q, waiting: undefined, current: 1 }))}>
              {t('storeOrders.waitingFilterClear')}
            </Button>
          }
        />
      )}
      <InvoiceModal order={invoiceOf} onClose={() => setInvoiceOf(null)} />
      <Modal
        open={binding !== null}
        title={t('storeOrders.bindTitle')}
        confirmLoading={bind.isPending}
        okText={t('storeOrders.bindBySku')}
        width={640}
        okButtonProps={{ disabled: !binding?.sku.trim() }}
        onOk={() => binding && bind.mutate({ lineId: binding.lineId, sku: binding.sku.trim() })}
        onCancel={() => setBinding(null)}
        destroyOnHidden
      >
        <VariantPicker
          picking={bind.isPending ? (bind.variables?.variantId ?? null) : null}
          onPick={(pick) => binding && bind.mutate({ lineId: binding.lineId, variantId: pick.variantId })}
        />
        <Typography.Paragraph type="secondary" className="bind-sku-help">
          {t('storeOrders.bindHelp')}
        </Typography.Paragraph>
        <Input
          maxLength={100}
          placeholder={t('storeOrders.bindSku')}
          value={binding?.sku ?? ''}
          onChange={(e) => setBinding((b) => (b ? { ...b, sku: e.target.value } : b))}
          data-testid="bind-sku"
        />
      </Modal>
      <Table<StoreOrderView>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('storeOrders.empty') }}
        expandable={{
          expandedRowRender: (o) => (
            <>
              <StoreChangesList order={o} />
              <Table<StoreOrderLineView>
                rowKey="id"
                size="small"
                pagination={false}
                columns={lineColumns}
                dataSource={o.lines}
              />
              <MallOrdersTable mallOrders={o.mallOrders} />
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
    </>
  );

  // My Orders with tabs: every store order, then each CRM list (the same lists as their own pages).
  return (
    <div className="dm-page">
      <h1 className="dm-page-heading">{t(titleKey)}</h1>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'all', label: t('crmOrders.myTabs.all'), children: all },
          { key: 'pending', label: t('crmOrders.myTabs.pending'), children: <CrmOrderList view="pending" /> },
          { key: 'pay', label: t('crmOrders.myTabs.pay'), children: <CrmOrderList view="pay" /> },
          {
            key: 'fulfilment',
            label: t('crmOrders.myTabs.fulfilment'),
            children: <CrmOrderList view="fulfilment" />,
          },
          {
            key: 'cancelled',
            label: t('crmOrders.myTabs.cancelled'),
            children: <CrmOrderList view="cancelled" />,
          },
        ]}
      />
      <ImportOrdersDialog store={importing} onClose={() => setImporting(null)} />
    </div>
  );
}
