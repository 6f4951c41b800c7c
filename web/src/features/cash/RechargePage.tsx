import type { TopUpMethod, TopUpState, TopUpView } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Statistic, Table, type TableColumnsType, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { formatTimeCompact as formatTime } from '../../lib/time';
import { TopUpStateTag } from '../../lib/ui/StateTag';
import { openPendingTab } from '../checkout';
import { createTopUp, fetchTopUpOverview, fetchTopUps, topUpKeys } from './api';
import { TopUpForm, type TopUpValues } from './TopUpForm';
import { TopUpReceiptModal } from './TopUpReceiptModal';
import './cash.css';

const STATES: TopUpState[] = ['pending', 'paid', 'failed', 'expired'];
type Query = { current: number; size: number; state?: TopUpState };

/**
 * /cashCenter/recharge: the balance, a top-up paid on the provider's page (a new tab), the top-ups with their
 * states and a receipt. The balance grows when the provider confirms; the page looks again while one waits.
 */
export default function RechargePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [started, setStarted] = useState<TopUpView | null>(null);
  // A fresh form after each top-up, not the last one's amount.
  const [formKey, setFormKey] = useState(0);
  const overview = useQuery({ queryKey: topUpKeys.overview, queryFn: fetchTopUpOverview, staleTime: 0 });
  const list = useQuery({
    queryKey: topUpKeys.list(query),
    queryFn: () => fetchTopUps(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    // While a top-up waits for the provider, look again now and then (and the balance with it).
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.state === 'pending') ? 3000 : false),
  });
  const records = list.data?.records ?? [];
  const pendingKey = records.map((r) => `${r.id}:${r.state}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the balance follows the list's states
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: topUpKeys.overview });
  }, [pendingKey, queryClient]);

  // Back from the provider's page (?topUpNo=…): that top-up's receipt.
  const returned = params.get('topUpNo');
  const back = returned ? records.find((r) => r.topUpNo === returned) : undefined;
  const [shownBack, setShownBack] = useState<string | null>(null);
  useEffect(() => {
    if (back && shownBack !== back.topUpNo) {
      setShownBack(back.topUpNo);
      setReceiptId(back.id);
    }
  }, [back, shownBack]);

  const create = useMutation({
    mutationFn: ({ values }: { values: TopUpValues; tab: ReturnType<typeof openPendingTab> }) =>
      createTopUp(values.amount.trim(), values.method),
    onSuccess: (made, { tab }) => {
      if (made.payUrl) tab.go(made.payUrl);
      else tab.close();
      setStarted(made);
      setFormKey((key) => key + 1);
    },
    onError: (_e, { tab }) => tab.close(),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: topUpKeys.all }),
  });

  const columns: TableColumnsType<TopUpView> = [
    { title: t('topUp.columns.no'), dataIndex: 'topUpNo', width: 200 },
    {
      title: t('topUp.columns.amount'),
      dataIndex: 'amount',
      width: 110,
      align: 'right',
      render: (v: number) => formatPrice(v),
    },
    {
      title: t('topUp.columns.method'),
      dataIndex: 'method',
      width: 100,
      render: (m: TopUpMethod) => t(`topUp.methods.${m}`),
    },
    {
      title: t('topUp.columns.state'),
      dataIndex: 'state',
      width: 100,
      render: (s: TopUpState) => <TopUpStateTag state={s} />,
    },
    { title: t('topUp.columns.createdAt'), dataIndex: 'createdAt', width: 150, render: formatTime },
    {
      title: t('topUp.columns.actions'),
      key: 'actions',
      width: 170,
      render: (_, r) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => setReceiptId(r.id)}
            data-testid={`top-up-receipt-${r.id}`}
          >
            {t('topUp.receipt')}
          </Button>
          {r.state === 'pending' && r.payUrl && (
            <Button type="link" size="small" href={r.payUrl} target="_blank" rel="noopener noreferrer">
              {t('topUp.payNow')}
            </Button>
          )}
        </>
      ),
    },
  ];

  const o = overview.data;
  const tabs = [
    { key: 'all', label: t('topUp.allStates') },
    ...STATES.map((s) => ({ key: s, label: t(`topUp.state.${s}`) })),
  ];
  return (
    <section className="dm-cash-page">
      <h1 className="dm-cash-page__title">{t(titleKey)}</h1>
      <div className="dm-cash-summary">
        <Card size="small" data-testid="top-up-balance">
          <Statistic title={t('topUp.balance')} value={o ? formatPrice(o.balance) : '-'} />
        </Card>
        <Card size="small">
          <Statistic title={t('topUp.minimum')} value={o ? formatPrice(o.minimum) : '-'} />
        </Card>
        <Card size="small">
          <Statistic title={t('topUp.maximum')} value={o ? formatPrice(o.maximum) : '-'} />
        </Card>
      </div>
      {o && o.methods.length === 0 && <Alert type="info" showIcon title={t('topUp.unavailable')} />}
      {started && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setStarted(null)}
          style={{ marginBottom: 16 }}
          data-testid="top-up-started"
          title={t('topUp.started', { no: started.topUpNo, amount: formatPrice(started.amount) })}
          action={
            started.payUrl && (
              <Button size="small" href={started.payUrl} target="_blank" rel="noopener noreferrer">
                {t('topUp.openAgain')}
              </Button>
            )
          }
        />
      )}
      {o && o.methods.length > 0 && (
        <TopUpForm
          key={formKey}
          overview={o}
          busy={create.isPending}
          onSubmit={(values) => create.mutate({ values, tab: openPendingTab() })}
        />
      )}
      <h2 className="dm-cash-page__subtitle">{t('topUp.history')}</h2>
      <Tabs
        activeKey={query.state ?? 'all'}
        items={tabs}
        onChange={(key) =>
          setQuery({ ...query, current: 1, state: key === 'all' ? undefined : (key as TopUpState) })
        }
      />
      <Table<TopUpView>
        rowKey="id"
        columns={columns}
        dataSource={records}
        loading={list.isFetching && !list.data}
        scroll={{ x: 'max-content' }}
        data-testid="top-up-list"
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('cash.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      <TopUpReceiptModal id={receiptId} onClose={() => setReceiptId(null)} />
    </section>
  );
}
