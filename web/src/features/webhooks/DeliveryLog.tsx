import type { WebhookDeliveryView, WebhookEndpointView } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, message, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/time';
import { eventKey, fetchDeliveries, resendDelivery, webhookKeys } from './api';

const STATUS_COLOUR = { pending: 'blue', delivered: 'green', failed: 'red' } as const;

/** The newest 100 deliveries of one endpoint, each with a "Resend" button. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = webhookKeys.deliveries(endpoint.id);
  const deliveries = useQuery({ queryKey: key, queryFn: () => fetchDeliveries(endpoint.id) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const resend = useMutation({
    mutationFn: resendDelivery,
    onSuccess: (d) =>
      void (d.status === 'delivered'
        ? message.success(t('webhooks.log.resent'))
        : message.warning(t('webhooks.log.resendFailed'))),
    onSettled: refresh,
  });

  const columns: TableColumnsType<WebhookDeliveryView> = [
    { title: t('webhooks.log.at'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
    {
      title: t('webhooks.log.event'),
      dataIndex: 'event',
      render: (e: WebhookDeliveryView['event']) => t(`webhooks.event.${eventKey(e)}`),
    },
    {
      title: t('webhooks.log.status'),
      dataIndex: 'status',
      render: (s: WebhookDeliveryView['status']) => (
        <Tag color={STATUS_COLOUR[s]} data-testid="delivery-status">
          {t(`webhooks.log.states.${s}`)}
        </Tag>
      ),
    },
    {
      title: t('webhooks.log.code'),
      dataIndex: 'statusCode',
      render: (c: number | null) => (c === null ? '-' : c),
    },
    { title: t('webhooks.log.attempts'), dataIndex: 'attempts' },
    {
      title: t('webhooks.log.next'),
      dataIndex: 'nextAttemptAt',
      render: (v: string | null) => formatTime(v, '-'),
    },
    {
      title: t('webhooks.log.answer'),
      dataIndex: 'responseSnippet',
      render: (v: string) => (
        <Typography.Text className="dm-webhooks__snippet" ellipsis={{ tooltip: v }}>
          {v || '-'}
        </Typography.Text>
      ),
    },
    {
      title: t('webhooks.columns.actions'),
      key: 'actions',
      render: (_, d) => (
        <Button
          size="small"
          loading={resend.isPending && resend.variables === d.id}
          onClick={() => resend.mutate(d.id)}
          data-testid={`resend-${d.id}`}
        >
          {t('webhooks.log.resend')}
        </Button>
      ),
    },
  ];

  return (
    <div className="dm-webhooks__log" data-testid="webhook-log">
      <div className="dm-webhooks__head">
        <div>
          <h2>{t('webhooks.log.title')}</h2>
          <p className="dm-webhooks__muted">
            {t('webhooks.log.intro')} <code>{endpoint.url}</code>
          </p>
        </div>
        <Button onClick={refresh}>{t('webhooks.log.refresh')}</Button>
      </div>
      <Table<WebhookDeliveryView>
        rowKey="id"
        columns={columns}
        dataSource={deliveries.data?.records ?? []}
        loading={deliveries.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('webhooks.log.empty')} /> }}
      />
    </div>
  );
}
