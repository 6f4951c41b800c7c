import type { SaleRankItem } from '@dropmall/contract';
import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';

/** The range's best sellers by paid amount. */
export function SaleRank({ items, loading }: { items: SaleRankItem[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.rank')} size="small" className="dm-dash__card">
      <List
        loading={loading}
        dataSource={items}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noSales')} />,
        }}
        renderItem={(item, index) => (
          <List.Item key={item.productId} data-testid="rank-row">
            <span className={`dm-dash__rank dm-dash__rank--${index < 3 ? 'top' : 'rest'}`}>{index + 1}</span>
            <Link to={`/mall/productDetail?id=${item.productId}`} className="dm-dash__rank-title">
              {item.title}
            </Link>
            <span className="dm-dash__rank-num">{t('dashboard.rankNum', { count: item.saleNum })}</span>
            <strong>{formatPrice(item.salePay)}</strong>
          </List.Item>
        )}
      />
    </Card>
  );
}
