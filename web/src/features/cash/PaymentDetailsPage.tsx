import type { LedgerRow } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { formatTimeCompact as formatTime } from '../../lib/time';
import { cashKeys, fetchLedger, type LedgerQuery } from './api';
import { LedgerFilters, type LedgerFilterValue } from './LedgerFilters';
import './cash.css';

/** Ledger rows whose order is the caller's own purchase: its detail page opens. */
const BUYER_KINDS = new Set(['order_payment', 'order_refund']);

/** Reasons the page words itself, in the reader's language, from the number the row names. */
function reasonOf(row: LedgerRow, t: TFunction): string {
  if (
    (row.kind === 'order_income' || row.kind === 'income_refund' || row.kind === 'platform_fee') &&
    row.orderNo
  )
    return t(`cash.reasons.${row.kind}`, { no: row.orderNo });
  if ((row.kind === 'withdrawal_hold' || row.kind === 'withdrawal_return') && row.withdrawalNo)
    return t(`cash.reasons.${row.kind}`, { no: row.withdrawalNo });
  if (row.kind === 'top_up' && row.reference) return t('cash.reasons.top_up', { ref: row.reference });
  return row.reason;
}

function SignedAmount({ amount }: { amount: number }) {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return (
    <span className={amount >= 0 ? 'dm-cash-amount--in' : 'dm-cash-amount--out'} data-testid="ledger-amount">
      {sign}
      {formatPrice(Math.abs(amount))}
    </span>
  );
}

/** /cashCenter/paymentDetails: every movement of the balance, by kind and days, newest first. */
export default function PaymentDetailsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<LedgerQuery>({ current: 1, size: 20 });
  const ledger = useQuery({
    queryKey: cashKeys.ledger(query),
    queryFn: () => fetchLedger(query),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<LedgerRow> = [
    { title: t('cash.ledger.time'), dataIndex: 'time', width: 150, render: formatTime },
    {
      title: t('cash.ledger.kind'),
      dataIndex: 'kind',
      width: 160,
      render: (k: LedgerRow['kind']) => t(`cash.kinds.${k}`),
    },
    {
      title: t('cash.ledger.amount'),
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: (v: number) => <SignedAmount amount={v} />,
    },
    {
      title: t('cash.ledger.balanceAfter'),
      dataIndex: 'balanceAfter',
      width: 130,
      align: 'right',
      render: (v: number) => formatPrice(v),
    },
    { title: t('cash.ledger.reason'), key: 'reason', width: 320, render: (_, r) => reasonOf(r, t) },
    {
      title: t('cash.ledger.order'),
      key: 'order',
      width: 120,
      render: (_, r) =>
        r.orderId !== null && BUYER_KINDS.has(r.kind) ? (
          <Link to={`/order/ordinaryDetail?id=${r.orderId}`}>{t('cash.ledger.viewOrder')}</Link>
        ) : (
          '-'
        ),
    },
  ];
  const onFilter = (value: LedgerFilterValue) => setQuery({ ...query, ...value, current: 1 });
  return (
    <section className="dm-cash-page">
      <h1 className="dm-cash-page__title">{t(titleKey)}</h1>
      <LedgerFilters value={query} onChange={onFilter} />
      <Table<LedgerRow>
        rowKey="id"
        columns={columns}
        dataSource={ledger.data?.records ?? []}
        loading={ledger.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: ledger.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('cash.total', { total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
    </section>
  );
}
