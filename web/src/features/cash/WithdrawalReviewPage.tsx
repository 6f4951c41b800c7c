import type { WithdrawalState, WithdrawalView } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, message, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { cashKeys, fetchQueue, type ListQuery, payWithdrawal, rejectWithdrawal } from './api';
import { RejectWithdrawalModal } from './RejectWithdrawalModal';
import { StateTabs } from './StateTabs';
import { withdrawalColumns } from './withdrawalColumns';
import './cash.css';

/** /System/withdrawalReview: operators take the queue oldest first, pay or reject with a reason. */
export default function WithdrawalReviewPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: 10, state: 'pending' });
  const [rejecting, setRejecting] = useState<WithdrawalView | null>(null);
  const queue = useQuery({
    queryKey: cashKeys.queue(query),
    queryFn: () => fetchQueue(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cashKeys.all });
  const pay = useMutation({
    mutationFn: payWithdrawal,
    onSuccess: () => void message.success(t('cash.review.paid')),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectWithdrawal(id, reason),
    onSuccess: () => {
      void message.success(t('cash.review.rejected'));
      setRejecting(null);
    },
    onSettled: refresh,
  });

  const confirmPay = (w: WithdrawalView) =>
    void modal.confirm({
      title: t('cash.review.payTitle', { no: w.withdrawalNo }),
      content: t('cash.review.payBody', { amount: formatPrice(w.amount) }),
      okText: t('cash.review.pay'),
      cancelText: t('cash.cancel'),
      onOk: () => pay.mutateAsync(w.id).catch(() => undefined),
    });

  const columns: TableColumnsType<WithdrawalView> = [
    // Narrow enough that the whole queue, actions included, fits a 1366 px screen without scrolling.
    { title: t('cash.columns.business'), dataIndex: 'businessName', width: 140, ellipsis: true },
    ...withdrawalColumns(t),
    ...(query.state === 'rejected'
      ? [{ title: t('cash.columns.reason'), dataIndex: 'rejectReason', width: 240 }]
      : []),
    ...(query.state === 'pending'
      ? [
          {
            title: t('cash.columns.actions'),
            key: 'actions',
            width: 170,
            fixed: 'right' as const,
            render: (_: unknown, w: WithdrawalView) => (
              <Permitted label="review">
                <Space>
                  <Button
                    type="primary"
                    size="small"
                    onClick={() => confirmPay(w)}
                    data-testid={`withdrawal-pay-${w.id}`}
                  >
                    {t('cash.review.pay')}
                  </Button>
                  <Button
                    danger
                    size="small"
                    onClick={() => setRejecting(w)}
                    data-testid={`withdrawal-reject-${w.id}`}
                  >
                    {t('cash.review.reject')}
                  </Button>
                </Space>
              </Permitted>
            ),
          },
        ]
      : []),
  ];

  const setState = (state: WithdrawalState | undefined) =>
    setQuery({ ...query, current: 1, state: state ?? 'pending' });
  return (
    <section className="dm-cash-page">
      {holder}
      <h1 className="dm-cash-page__title">{t(titleKey)}</h1>
      <StateTabs value={query.state} onChange={setState} />
      <Table<WithdrawalView>
        rowKey="id"
        columns={columns}
        dataSource={queue.data?.records ?? []}
        loading={queue.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: queue.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('cash.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      <RejectWithdrawalModal
        withdrawal={rejecting}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(id, reason) => reject.mutate({ id, reason })}
      />
    </section>
  );
}
