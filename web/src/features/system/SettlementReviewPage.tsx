import type { SettlementReviewItem } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm, Space, Table, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { formatTimeMedium as formatTime } from '../../lib/time';
import { listSettlements, reviewSettlement, systemKeys } from './api';
import { tablePaging } from './format';
import { RejectModal } from './RejectModal';
import { SystemPage } from './SystemPage';

type State = SettlementReviewItem['state'];
const STATES: readonly State[] = ['pending', 'approved', 'rejected'];

/** /System/settlementReview: operators approve or reject certification applications, oldest first. */
export default function SettlementReviewPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<{ current: number; size: number; state: State }>({
    current: 1,
    size: 10,
    state: 'pending',
  });
  const [rejecting, setRejecting] = useState<SettlementReviewItem | null>(null);
  const list = useQuery({
    queryKey: systemKeys.settlements(query),
    queryFn: () => listSettlements(query),
    placeholderData: keepPreviousData,
  });
  const review = useMutation({
    mutationFn: (input: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      reviewSettlement(input.id, input.decision, input.reason),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      setRejecting(null);
      void queryClient.invalidateQueries({ queryKey: systemKeys.settlementsAll });
    },
  });

  const columns: TableColumnsType<SettlementReviewItem> = [
    { title: t('review.business'), dataIndex: 'businessName', width: 170, ellipsis: true },
    { title: t('review.legalName'), dataIndex: 'legalName', width: 180, ellipsis: true },
    { title: t('review.taxId'), key: 'taxId', width: 200, render: (_, a) => `${a.idType} ${a.idNo}` },
    {
      title: t('review.contact'),
      key: 'contact',
      width: 240,
      ellipsis: true,
      render: (_, a) => `${a.contactName} · ${a.contactPhone}`,
    },
    { title: t('review.address'), dataIndex: 'address', width: 200, ellipsis: true },
    {
      title: t('review.document'),
      dataIndex: 'documentUrl',
      width: 110,
      render: (url: string) =>
        url ? (
          <a href={url} target="_blank" rel="noreferrer">
            {t('review.open')}
          </a>
        ) : (
          '-'
        ),
    },
    { title: t('review.submittedAt'), dataIndex: 'submittedAt', width: 180, render: formatTime },
    query.state === 'pending'
      ? {
          title: t('system.actions'),
          key: 'actions',
          width: 150,
          fixed: 'right' as const,
          render: (_, a) => (
            <Permitted label="review">
              <Space size={0}>
                <Popconfirm
                  title={t('review.approveConfirm', { name: a.businessName })}
                  okText={t('review.approve')}
                  cancelText={t('system.cancel')}
                  onConfirm={() => review.mutateAsync({ id: a.id, decision: 'approve' })}
                >
                  <Button type="link" size="small">
                    {t('review.approve')}
                  </Button>
                </Popconfirm>
                <Button type="link" size="small" danger onClick={() => setRejecting(a)}>
                  {t('review.reject')}
                </Button>
              </Space>
            </Permitted>
          ),
        }
      : query.state === 'rejected'
        ? { title: t('review.reason'), dataIndex: 'rejectReason', ellipsis: true }
        : { title: '', key: 'none', width: 1, render: () => null },
  ];

  return (
    <SystemPage titleKey={titleKey}>
      <Tabs
        activeKey={query.state}
        onChange={(state) => setQuery({ current: 1, size: query.size, state: state as State })}
        items={STATES.map((state) => ({ key: state, label: t(`review.states.${state}`) }))}
      />
      <Table<SettlementReviewItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 1400 }}
        pagination={tablePaging(
          { current: query.current, size: query.size, total: list.data?.total ?? 0 },
          (current, size) => setQuery({ ...query, current, size }),
          (total) => t('system.total', { total }),
        )}
      />
      <RejectModal
        application={rejecting}
        pending={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(id, reason) => review.mutate({ id, decision: 'reject', reason })}
      />
    </SystemPage>
  );
}
