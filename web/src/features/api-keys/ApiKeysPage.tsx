import type { ApiKeyCallView, ApiKeyView } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, message, Popconfirm, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/page';
import { formatTime } from '../../lib/time';
import { WebhooksPanel } from '../webhooks';
import { apiKeyKeys, fetchApiKeyCalls, fetchApiKeys, revokeApiKey, scopeKey } from './api';
import { CreateKeyModal } from './CreateKeyModal';
import './api-keys.css';

const STATE_COLOUR = { active: 'green', expired: 'orange', revoked: 'default' } as const;
const statusColour = (status: number) => (status < 300 ? 'green' : status < 500 ? 'orange' : 'red');

/**
 * /myCenter/api: the business's API keys (make, see, revoke) and the newest calls made with them; the
 * Webhooks tab (`?tab=webhooks`) holds the outgoing webhook endpoints and their delivery logs.
 */
export default function ApiKeysPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'webhooks' ? 'webhooks' : 'keys';
  const keys = useQuery({ queryKey: apiKeyKeys.keys, queryFn: fetchApiKeys });
  const calls = useQuery({ queryKey: apiKeyKeys.calls, queryFn: fetchApiKeyCalls });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['apiKeys'] });
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => void message.success(t('apiKeys.revoked')),
    onSettled: refresh,
  });

  const keyColumns: TableColumnsType<ApiKeyView> = [
    {
      title: t('apiKeys.columns.name'),
      key: 'name',
      render: (_, k) => (
        <div data-testid={`api-key-${k.id}`}>
          <strong>{k.name}</strong>
          <div>
            <code className="dm-api-keys__prefix">{k.prefix}…</code>
          </div>
        </div>
      ),
    },
    {
      title: t('apiKeys.columns.scopes'),
      dataIndex: 'scopes',
      render: (scopes: ApiKeyView['scopes']) => (
        <Space size={[0, 4]} wrap>
          {scopes.map((s) => (
            <Tag key={s}>{t(`apiKeys.scope.${scopeKey(s)}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('apiKeys.columns.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => formatTime(v),
    },
    {
      title: t('apiKeys.columns.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      render: (v: string | null) => formatTime(v, t('apiKeys.neverUsed')),
    },
    {
      title: t('apiKeys.columns.expiresAt'),
      dataIndex: 'expiresAt',
      render: (v: string | null) => formatTime(v, t('apiKeys.noExpiry')),
    },
    {
      title: t('apiKeys.columns.state'),
      dataIndex: 'state',
      render: (s: ApiKeyView['state']) => (
        <Tag color={STATE_COLOUR[s]} data-testid="api-key-state">
          {t(`apiKeys.states.${s}`)}
        </Tag>
      ),
    },
    {
      title: t('apiKeys.columns.actions'),
      key: 'actions',
      render: (_, k) =>
        k.state === 'revoked' ? null : (
          <Popconfirm
            title={t('apiKeys.revokeConfirm')}
            okText={t('apiKeys.revoke')}
            cancelText={t('apiKeys.cancel')}
            onConfirm={() => revoke.mutateAsync(k.id).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              {t('apiKeys.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const callColumns: TableColumnsType<ApiKeyCallView> = [
    { title: t('apiKeys.calls.at'), dataIndex: 'at', render: (v: string) => formatTime(v) },
    {
      title: t('apiKeys.calls.key'),
      key: 'key',
      render: (_, c) => (
        <span>
          {c.keyName} <code className="dm-api-keys__prefix">{c.keyPrefix}…</code>
        </span>
      ),
    },
    {
      title: t('apiKeys.calls.route'),
      key: 'route',
      render: (_, c) => (
        <code>
          {c.method} {c.route}
        </code>
      ),
    },
    {
      title: t('apiKeys.calls.status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={statusColour(s)}>{s}</Tag>,
    },
  ];

  return (
    <section className="dm-api-keys">
      <div className="dm-api-keys__head">
        <div>
          <h1>{t(titleKey)}</h1>
          <p className="dm-api-keys__muted">{t('apiKeys.intro')}</p>
          <p className="dm-api-keys__muted">
            {t('apiKeys.usage')} <code>Authorization: Bearer dm_live_…</code> ·{' '}
            <a href="/api-docs" target="_blank" rel="noopener">
              {t('apiKeys.docs')}
            </a>
          </p>
        </div>
        {tab === 'keys' ? (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="create-api-key">
            {t('apiKeys.create')}
          </Button>
        ) : null}
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'webhooks' ? { tab: 'webhooks' } : {}, { replace: true })}
        items={[
          {
            key: 'keys',
            label: t('apiKeys.tabs.keys'),
            children: (
              <>
                <Table<ApiKeyView>
                  rowKey="id"
                  columns={keyColumns}
                  dataSource={keys.data?.records ?? []}
                  loading={keys.isFetching}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  data-testid="api-keys"
                  locale={{ emptyText: <Empty description={t('apiKeys.empty')} /> }}
                />
                <div className="dm-api-keys__head dm-api-keys__calls-head">
                  <div>
                    <h2>{t('apiKeys.calls.title')}</h2>
                    <p className="dm-api-keys__muted">{t('apiKeys.calls.intro')}</p>
                  </div>
                  <Button onClick={refresh} data-testid="refresh-api-calls">
                    {t('apiKeys.calls.refresh')}
                  </Button>
                </div>
                <Table<ApiKeyCallView>
                  rowKey="id"
                  columns={callColumns}
                  dataSource={calls.data?.records ?? []}
                  loading={calls.isFetching}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  size="small"
                  scroll={{ x: 'max-content' }}
                  data-testid="api-calls"
                  locale={{ emptyText: <Empty description={t('apiKeys.calls.empty')} /> }}
                />
              </>
            ),
          },
          { key: 'webhooks', label: t('apiKeys.tabs.webhooks'), children: <WebhooksPanel /> },
        ]}
      />
      <CreateKeyModal open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
    </section>
  );
}
