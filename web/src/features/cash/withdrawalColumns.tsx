import type { WithdrawalView } from '@dropmall/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../lib/money';
import { formatTime, payoutLine } from './payout';
import { WithdrawalStateTag } from './WithdrawalStateTag';

/** The columns both withdrawal tables share; each page adds its own (business, actions). */
export function withdrawalColumns(t: TFunction): TableColumnsType<WithdrawalView> {
  return [
    { title: t('cash.columns.no'), dataIndex: 'withdrawalNo', width: 210 },
    {
      title: t('cash.columns.amount'),
      dataIndex: 'amount',
      width: 120,
      align: 'right',
      render: (v: number) => formatPrice(v),
    },
    {
      title: t('cash.columns.account'),
      key: 'account',
      ellipsis: true,
      render: (_, w) => payoutLine(w.payout, t),
    },
    {
      title: t('cash.columns.state'),
      key: 'state',
      width: 110,
      render: (_, w) => <WithdrawalStateTag state={w.state} />,
    },
    { title: t('cash.columns.appliedAt'), dataIndex: 'createdAt', width: 180, render: formatTime },
  ];
}
