import type { WithdrawalState, WithdrawalView } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../lib/page';
import { formatTimeCompact as formatTime } from '../../lib/time';
import { cancelWithdrawal, cashKeys, fetchMine, type ListQuery } from './api';
import { StateTabs } from './StateTabs';
import { withdrawalColumns } from './withdrawalColumns';
import './cash.css';

/** /cashCenter/cashRecord: the business's withdrawals by state; a pending one can be cancelled. */
export default function CashRecordPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: 10 });
  const list = useQuery({
    queryKey: cashKeys.mine(query),
    queryFn: () => fetchMine(query),
    placeholderData: keepPreviousData,
  });
  const cancel = useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () => void message.success(t('cash.cancelled')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cashKeys.all }),
  });

  const columns: TableColumnsType<WithdrawalView> = [
    ...withdrawalColumns(t),
    { title: t('cash.columns.decidedAt'), dataIndex: 'decidedAt', width: 150, render: formatTime },
    {
      title: t('cash.columns.reason'),
      dataIndex: 'rejectReason',
      width: 220,
      render: (v: string) => v || '-',
    },
    {
      title: t('cash.columns.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, w) =>
        w.state === 'pending' && (
          <Popconfirm
            title={t('cash.cancelConfirm')}
            okText={t('cash.confirm')}
            cancelText={t('cash.cancel')}
            onConfirm={() => cancel.mutateAsync(w.id).catch(() => undefined)}
          >
            <Button type="link" danger size="small" data-testid={`cash-cancel-${w.id}`}>
              {t('cash.cancelWithdrawal')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const setState = (state: WithdrawalState | undefined) => setQuery({ ...query, current: 1, state });
  return (
    <section className="dm-cash-page">
      <h1 className="dm-cash-page__title">{t(titleKey)}</h1>
      <div className="dm-cash-toolbar">
        <Link to="/cashCenter/applyCash">
          <Button type="primary">{t('cash.apply')}</Button>
        </Link>
      </div>
      <StateTabs value={query.state} onChange={setState} withAll />
      <Table<WithdrawalView>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('cash.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
    </section>
  );
}
