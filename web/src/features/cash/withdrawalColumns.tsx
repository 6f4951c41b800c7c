import type { WithdrawalView } from '@dropmall/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../lib/money';
import { formatTimeCompact as formatTime } from '../../lib/time';
import { WithdrawalStateTag } from '../../lib/ui/StateTag';
import { PayoutCell } from './PayoutCell';

/** The columns both withdrawal tables share; each page adds its own (business, actions). */
export function withdrawalColumns(t: TFunction): TableColumnsType<WithdrawalView> {
  return [
    { title: t('cash.columns.no'), dataIndex: 'withdrawalNo', width: 190 },
    {
      title: t('cash.columns.amount'),
      dataIndex: 'amount',
      width: 110,
      align: 'right',
      render: (v: number) => formatPrice(v),
    },
    {
      title: t('cash.columns.account'),
      key: 'account',
      width: 220,
      render: (_, w) => <PayoutCell payout={w.payout} />,
    },
    {
      title: t('cash.columns.state'),
      key: 'state',
      width: 100,
      render: (_, w) => <WithdrawalStateTag state={w.state} />,
    },
    { title: t('cash.columns.appliedAt'), dataIndex: 'createdAt', width: 150, render: formatTime },
  ];
}
