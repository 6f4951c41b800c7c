import type { ReconcileDifference, ReconcileListQuery } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, message, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { formatTime } from '../../lib/time';
import { fetchDifferences, fetchFromProvider, reconcileKeys, resolveDifference } from './api';
import { ResolveModal } from './ResolveModal';
import './reconcile.css';

type StateFilter = ReconcileListQuery['state'];

const KIND_COLOURS: Record<ReconcileDifference['kind'], string> = {
  paid_there_unpaid_here: 'red',
  paid_here_absent_there: 'volcano',
  amount_differs: 'orange',
  refund_unknown_here: 'purple',
};

/**
 * /System/reconciliation (operators): the payment provider's payments and refunds against ours. Each
 * difference is open until an operator resolves it with a note; "Fetch now" reads the provider at once
 * (the server also fetches every RECONCILE_MINUTES). Nothing here moves money.
 */
export default function ReconciliationPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ReconcileListQuery>({ state: 'open', current: 1, size: 20 });
  const [resolving, setResolving] = useState<ReconcileDifference | null>(null);
  const list = useQuery({
    queryKey: reconcileKeys.list(query),
    queryFn: () => fetchDifferences(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reconcileKeys.all });
  const fetchNow = useMutation({
    mutationFn: fetchFromProvider,
    onSuccess: (r) => void message.success(t('reconcile.fetched', { fetched: r.fetched, open: r.open })),
    onSettled: refresh,
  });
  const resolve = useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => resolveDifference(id, note),
    onSuccess: () => {
      void message.success(t('reconcile.resolved'));
      setResolving(null);
    },
    onSettled: refresh,
  });

  const side = (status: string, amount: string | null, currency: string | null) => (
    <span className="dm-reconcile__side">
      <span>{t(`reconcile.status.${status}`, { defaultValue: status })}</span>
      {amount !== null && (
        <span className="dm-reconcile__amount">
          {amount} {currency}
        </span>
      )}
    </span>
  );

  const columns: TableColumnsType<ReconcileDifference> = [
    {
      title: t('reconcile.columns.kind'),
      dataIndex: 'kind',
      width: 160,
      render: (kind: ReconcileDifference['kind']) => (
        <Tag color={KIND_COLOURS[kind]}>{t(`reconcile.kind.${kind}`)}</Tag>
      ),
    },
    {
      title: t('reconcile.columns.paymentNo'),
      dataIndex: 'paymentNo',
      width: 230,
      render: (no: string) => no || '—',
    },
    {
      title: t('reconcile.columns.providerRef'),
      dataIndex: 'providerRef',
      width: 140,
      render: (ref: string, d) => (
        <span className="dm-reconcile__side">
          <span>{d.provider}</span>
          {ref && (
            <span className="dm-reconcile__ref" title={ref}>
              {ref}
            </span>
          )}
        </span>
      ),
    },
    {
      title: t('reconcile.columns.theirs'),
      key: 'theirs',
      width: 110,
      render: (_: unknown, d) => side(d.theirStatus, d.theirAmount, d.theirCurrency),
    },
    {
      title: t('reconcile.columns.ours'),
      key: 'ours',
      width: 110,
      render: (_: unknown, d) => side(d.ourStatus, d.ourAmount, d.ourCurrency),
    },
    // The resolved and all tabs show the resolution in its place, so the table fits a 1366 px screen.
    ...(query.state === 'open'
      ? [
          {
            title: t('reconcile.columns.detectedAt'),
            dataIndex: 'detectedAt',
            width: 110,
            render: (at: string) => formatTime(at),
          },
        ]
      : []),
    query.state === 'open'
      ? {
          title: t('reconcile.columns.actions'),
          key: 'actions',
          width: 100,
          fixed: 'right' as const,
          render: (_: unknown, d: ReconcileDifference) => (
            <Permitted label="resolve">
              <Button
                size="small"
                type="primary"
                onClick={() => setResolving(d)}
                data-testid={`reconcile-resolve-${d.id}`}
              >
                {t('reconcile.resolve')}
              </Button>
            </Permitted>
          ),
        }
      : {
          title: t('reconcile.columns.resolution'),
          key: 'resolution',
          width: 200,
          render: (_: unknown, d: ReconcileDifference) =>
            d.state === 'resolved' ? (
              <span className="dm-reconcile__side">
                <span>{d.note}</span>
                <span className="dm-reconcile__meta">
                  {d.resolvedBy} · {formatTime(d.resolvedAt)}
                </span>
              </span>
            ) : (
              <Tag>{t('reconcile.state.open')}</Tag>
            ),
        },
  ];

  const tabs = (['open', 'resolved', 'all'] as const).map((key) => ({
    key,
    label: t(`reconcile.state.${key}`),
  }));
  const last = list.data?.lastFetchedAt;
  return (
    <section className="dm-reconcile">
      <div className="dm-reconcile__head">
        <h1 className="dm-reconcile__title">{t(titleKey)}</h1>
        <Permitted label="fetch now">
          <Button
            type="primary"
            loading={fetchNow.isPending}
            onClick={() => fetchNow.mutate()}
            data-testid="reconcile-fetch"
          >
            {t('reconcile.fetchNow')}
          </Button>
        </Permitted>
      </div>
      <Alert
        type="info"
        showIcon
        className="dm-reconcile__intro"
        message={t('reconcile.intro')}
        description={
          last
            ? t('reconcile.lastFetched', { at: formatTime(last), count: list.data?.providerRecords ?? 0 })
            : t('reconcile.neverFetched')
        }
      />
      <Tabs
        activeKey={query.state}
        items={tabs}
        onChange={(key) => setQuery({ ...query, current: 1, state: key as StateFilter })}
      />
      <Table<ReconcileDifference>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        tableLayout="fixed"
        scroll={{ x: 960 }}
        locale={{ emptyText: t(query.state === 'open' ? 'reconcile.noneOpen' : 'reconcile.none') }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('reconcile.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      <ResolveModal
        difference={resolving}
        pending={resolve.isPending}
        onCancel={() => setResolving(null)}
        onResolve={(id, note) => resolve.mutate({ id, note })}
      />
    </section>
  );
}
