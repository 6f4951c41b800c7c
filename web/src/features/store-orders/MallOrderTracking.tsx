import type { StoreOrderMallOrderView, TrackingPushState } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, message, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { retryTracking, storeOrderKeys } from './api';

const COLOUR: Record<TrackingPushState, string> = {
  none: 'default',
  waiting: 'blue',
  sent: 'green',
  failed: 'red',
};

/**
 * One figure for a store order's parcels in the list: a failure first (it needs the business), then still
 * sending, then all sent; '—' before the order is paid (no mall orders yet).
 */
export function TrackingSummary({ mallOrders }: { mallOrders: StoreOrderMallOrderView[] }) {
  const { t } = useTranslation();
  if (mallOrders.length === 0) return <span className="dm-muted">—</span>;
  const states = mallOrders.map((m) => m.trackingState);
  const worst: TrackingPushState = states.includes('failed')
    ? 'failed'
    : states.includes('waiting')
      ? 'waiting'
      : states.every((s) => s === 'sent')
        ? 'sent'
        : 'none';
  const sent = states.filter((s) => s === 'sent').length;
  return (
    <Tag color={COLOUR[worst]} data-testid="tracking-summary">
      {t(`storeOrders.tracking.summary.${worst}`, { sent, total: states.length })}
    </Tag>
  );
}

/** The mall orders paying the store order created, each with its tracking push to the store and Retry. */
export function MallOrdersTable({ mallOrders }: { mallOrders: StoreOrderMallOrderView[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: retryTracking,
    onSuccess: () => void message.success(t('storeOrders.tracking.retried')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: storeOrderKeys.all }),
  });
  if (mallOrders.length === 0) return null;
  const when = (v: string | null) =>
    v ? new Date(v).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB') : '—';
  const columns: TableColumnsType<StoreOrderMallOrderView> = [
    {
      title: t('storeOrders.tracking.columns.order'),
      key: 'order',
      render: (_, m) => m.orderNo || `#${m.mallOrderId}`,
    },
    {
      title: t('storeOrders.tracking.columns.state'),
      key: 'state',
      render: (_, m) => (
        <div data-testid={`tracking-${m.mallOrderId}`}>
          <Tag color={COLOUR[m.trackingState]}>{t(`storeOrders.tracking.states.${m.trackingState}`)}</Tag>
          {m.trackingError && (
            <Typography.Text type={m.trackingState === 'failed' ? 'danger' : 'warning'}>
              {m.trackingError}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('storeOrders.tracking.columns.attempts'), dataIndex: 'trackingAttempts', width: 90 },
    {
      title: t('storeOrders.tracking.columns.sentAt'),
      dataIndex: 'trackingSentAt',
      width: 170,
      render: when,
    },
    {
      title: '',
      key: 'retry',
      width: 100,
      render: (_, m) =>
        m.retryable && (
          <Button
            size="small"
            loading={retry.isPending && retry.variables === m.mallOrderId}
            onClick={() => retry.mutate(m.mallOrderId)}
            data-testid={`retry-tracking-${m.mallOrderId}`}
          >
            {t('storeOrders.tracking.retry')}
          </Button>
        ),
    },
  ];
  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Text strong>{t('storeOrders.tracking.title')}</Typography.Text>
      <Table<StoreOrderMallOrderView>
        rowKey="mallOrderId"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={mallOrders}
      />
    </div>
  );
}
