import type { WebhookEndpointView } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, message, Popconfirm, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatTime } from '../../lib/time';
import { deleteEndpoint, enableEndpoint, eventKey, fetchEndpoints, webhookKeys } from './api';
import { CreateEndpointModal } from './CreateEndpointModal';
import { DeliveryLog } from './DeliveryLog';
import { StockLowSetting } from './StockLowSetting';
import './webhooks.css';

/** The Webhooks tab of /myCenter/api: the business's endpoints (add, turn on or off, delete) and their logs. */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  // The endpoint whose log is open lives in the address (`&endpoint=3`), so a log can be linked to.
  const [params, setParams] = useSearchParams();
  const shown = Number(params.get('endpoint')) || null;
  const setShown = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete('endpoint');
        else next.set('endpoint', String(id));
        return next;
      },
      { replace: true },
    );
  const endpoints = useQuery({ queryKey: webhookKeys.endpoints, queryFn: fetchEndpoints });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => enableEndpoint(id, enabled),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteEndpoint,
    onSuccess: (_, id) => {
      if (shown === id) setShown(null);
      void message.success(t('webhooks.deleted'));
    },
    onSettled: refresh,
  });
  const records = endpoints.data?.records ?? [];
  const selected = records.find((e) => e.id === shown) ?? null;

  const columns: TableColumnsType<WebhookEndpointView> = [
    {
      title: t('webhooks.columns.url'),
      dataIndex: 'url',
      render: (url: string, e) => (
        <code className="dm-webhooks__url" data-testid={`webhook-${e.id}`}>
          {url}
        </code>
      ),
    },
    {
      title: t('webhooks.columns.events'),
      dataIndex: 'events',
      render: (events: WebhookEndpointView['events']) => (
        <Space size={[0, 4]} wrap>
          {events.map((e) => (
            <Tag key={e}>{t(`webhooks.event.${eventKey(e)}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('webhooks.columns.enabled'),
      dataIndex: 'enabled',
      render: (enabled: boolean, e) => (
        <Switch
          checked={enabled}
          loading={toggle.isPending && toggle.variables?.id === e.id}
          onChange={(on) => toggle.mutate({ id: e.id, enabled: on })}
          aria-label={t('webhooks.columns.enabled')}
          data-testid={`webhook-enabled-${e.id}`}
        />
      ),
    },
    { title: t('webhooks.columns.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
    {
      title: t('webhooks.columns.actions'),
      key: 'actions',
      render: (_, e) => (
        <Space>
          <Button type="link" size="small" onClick={() => setShown(e.id)} data-testid={`webhook-log-${e.id}`}>
            {t('webhooks.showLog')}
          </Button>
          <Popconfirm
            title={t('webhooks.deleteConfirm')}
            okText={t('webhooks.delete')}
            cancelText={t('webhooks.cancel')}
            onConfirm={() => remove.mutateAsync(e.id).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              {t('webhooks.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="dm-webhooks">
      <div className="dm-webhooks__head">
        <div>
          <p className="dm-webhooks__muted">{t('webhooks.intro')}</p>
          <p className="dm-webhooks__muted">
            {t('webhooks.signing')} <Link to="/api-integrations">{t('webhooks.howToVerify')}</Link>
          </p>
        </div>
        <Button type="primary" onClick={() => setCreating(true)} data-testid="create-webhook">
          {t('webhooks.create')}
        </Button>
      </div>
      <StockLowSetting />
      <Table<WebhookEndpointView>
        rowKey="id"
        columns={columns}
        dataSource={records}
        loading={endpoints.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="webhook-endpoints"
        locale={{ emptyText: <Empty description={t('webhooks.empty')} /> }}
      />
      {selected ? <DeliveryLog key={selected.id} endpoint={selected} /> : null}
      <CreateEndpointModal open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
    </div>
  );
}
