import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { AfterSaleStateTag } from '../../lib/ui/StateTag';
import { type AfterSale, detailHref, type Side } from './api';
import { SellerActions } from './SellerActions';

/** One side's requests as a table; the seller's rows carry the decisions. */
export function AfterSaleTable({ side, rows, loading }: { side: Side; rows: AfterSale[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: ColumnsType<AfterSale> = [
    {
      key: 'no',
      title: t('afterSales.number'),
      render: (_, a) => (
        <Link to={detailHref(a.id)} data-testid="after-sale-link">
          {a.afterSaleNo}
        </Link>
      ),
    },
    { key: 'order', title: t('afterSales.orderNo'), dataIndex: 'orderNo' },
    { key: 'type', title: t('afterSales.type'), render: (_, a) => t(`afterSales.types.${a.type}`) },
    { key: 'reason', title: t('afterSales.reason'), dataIndex: 'reasonText' },
    { key: 'amount', title: t('afterSales.amount'), align: 'right', render: (_, a) => formatPrice(a.amount) },
    { key: 'state', title: t('afterSales.state'), render: (_, a) => <AfterSaleStateTag state={a.state} /> },
    { key: 'time', title: t('afterSales.appliedAt'), render: (_, a) => formatTime(a.createdAt) },
    {
      key: 'actions',
      title: t('afterSales.actions'),
      width: side === 'seller' ? 240 : 100,
      render: (_, a) => (
        <div className="dm-after-sale-row-actions">
          {side === 'seller' && <SellerActions afterSale={a} size="small" />}
          <Link to={detailHref(a.id)}>{t('afterSales.details')}</Link>
        </div>
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      onRow={() => ({ 'data-testid': 'after-sale-row' }) as object}
      locale={{ emptyText: t('afterSales.empty') }}
    />
  );
}
