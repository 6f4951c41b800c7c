import type { SettlementPeriod, SettlementSummary } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, InputNumber, Segmented, Space, Table, type TableColumnsType, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { fetchSettlements, type SettlementList, type SettlementOne, settlementKeys } from './api';
import { SettlementDetailDrawer } from './SettlementDetailDrawer';
import { SettlementDownloads } from './SettlementDownloads';
import './cash.css';

const DAY = 'YYYY-MM-DD';

/** The default range of a period: the last 6 months, or the last 8 weeks, up to today. */
function defaultRange(period: SettlementPeriod): { from: string; to: string } {
  const today = dayjs();
  const from = period === 'month' ? today.subtract(5, 'month').startOf('month') : today.subtract(7, 'week');
  return { from: from.format(DAY), to: today.format(DAY) };
}

/**
 * /cashCenter/paymentSettlement (a seller's own statements) and /System/paymentSettlement (the operator's:
 * every seller, with a filter by business id). One row per period; its detail and files open from the row.
 */
export function SettlementPage({ titleKey, operator }: PageProps & { operator: boolean }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<SettlementList>({
    current: 1,
    size: 20,
    period: 'month',
    ...defaultRange('month'),
  });
  const [open, setOpen] = useState<SettlementOne | null>(null);
  const list = useQuery({
    queryKey: settlementKeys.list(query),
    queryFn: () => fetchSettlements(query),
    placeholderData: keepPreviousData,
  });
  const oneOf = (r: SettlementSummary): SettlementOne => ({
    period: r.period,
    start: r.start,
    ...(operator ? { businessId: r.businessId } : {}),
  });
  const money = (v: number) => formatPrice(v);
  const rows = list.data?.records ?? [];
  const columns: TableColumnsType<SettlementSummary> = [
    ...(operator
      ? [
          {
            title: t('cash.columns.business'),
            key: 'business',
            width: 160,
            render: (_: unknown, r: SettlementSummary) => `${r.businessName} (#${r.businessId})`,
          },
        ]
      : []),
    {
      title: t('cash.settlement.period'),
      key: 'period',
      render: (_, r) => (
        <div data-testid="settlement-period">
          <div className="dm-cash-settlement__days">
            {r.start} ~ {r.end}
          </div>
          {r.inProgress && <Tag color="processing">{t('cash.settlement.inProgress')}</Tag>}
        </div>
      ),
    },
    {
      title: t('cash.settlement.income'),
      key: 'income',
      align: 'right',
      render: (_, r) => (r.orderCount > 0 ? `${money(r.income)} (${r.orderCount})` : money(r.income)),
    },
    { title: t('cash.settlement.refunds'), dataIndex: 'refunds', align: 'right', render: money },
    // Platform fees only when there are any (PLATFORM_FEE_RATE is 0 by default).
    ...(rows.some((r) => r.fees !== 0 || r.feeRate > 0)
      ? [{ title: t('cash.settlement.feesShort'), dataIndex: 'fees', align: 'right' as const, render: money }]
      : []),
    {
      title: t('cash.settlement.net'),
      dataIndex: 'net',
      align: 'right',
      render: (v: number) => <strong data-testid="settlement-net">{money(v)}</strong>,
    },
    { title: t('cash.settlement.withdrawals'), dataIndex: 'withdrawals', align: 'right', render: money },
    { title: t('cash.settlement.other'), dataIndex: 'other', align: 'right', render: money },
    {
      title: t('cash.settlement.balance'),
      key: 'balance',
      align: 'right',
      render: (_, r) => (
        <div className="dm-cash-settlement__balance">
          <strong data-testid="settlement-closing">{money(r.closingBalance)}</strong>
          <div className="dm-cash-note">
            {t('cash.settlement.openedAt', { amount: money(r.openingBalance) })}
          </div>
        </div>
      ),
    },
    {
      title: t('cash.columns.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => setOpen(oneOf(r))} data-testid="settlement-view">
            {t('cash.settlement.view')}
          </Button>
          <SettlementDownloads one={oneOf(r)} compact />
        </Space>
      ),
    },
  ];
  const onPeriod = (period: SettlementPeriod) =>
    setQuery({ ...query, period, current: 1, ...defaultRange(period) });
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = range ?? [];
    if (!from || !to) return;
    const unit = query.period === 'month' ? 'month' : 'week';
    setQuery({ ...query, current: 1, from: from.startOf(unit).format(DAY), to: to.endOf(unit).format(DAY) });
  };
  return (
    <section className="dm-cash-page dm-cash-page--wide">
      <h1 className="dm-cash-page__title">{t(titleKey)}</h1>
      <div className="dm-cash-filters">
        <Segmented<SettlementPeriod>
          value={query.period}
          onChange={onPeriod}
          options={[
            { value: 'month', label: t('cash.settlement.month') },
            { value: 'week', label: t('cash.settlement.week') },
          ]}
          data-testid="settlement-period-kind"
        />
        <DatePicker.RangePicker
          key={query.period}
          picker={query.period}
          allowClear={false}
          defaultValue={[dayjs(query.from), dayjs(query.to)]}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(range) => onRange(range as [Dayjs | null, Dayjs | null] | null)}
          data-testid="settlement-range"
        />
        {operator && (
          <InputNumber<number>
            min={1}
            precision={0}
            style={{ width: 180 }}
            placeholder={t('cash.settlement.businessId')}
            onChange={(v) => setQuery({ ...query, current: 1, businessId: v ?? undefined })}
            data-testid="settlement-business"
          />
        )}
      </div>
      <p className="dm-cash-note dm-cash-settlement__intro">
        {t(operator ? 'cash.settlement.introOperator' : 'cash.settlement.intro')}
      </p>
      <Table<SettlementSummary>
        rowKey={(r) => `${r.businessId}:${r.start}`}
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cash.settlement.empty') }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('cash.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
        data-testid="settlement-table"
      />
      <SettlementDetailDrawer one={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** The seller's page. */
export default function PaymentSettlementPage(props: PageProps) {
  return <SettlementPage {...props} operator={false} />;
}
