import type { OrderStatus } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { formatTimeCompact } from '../../lib/time';
import { SampleStateTag } from '../../lib/ui/StateTag';
import { usePayment } from '../checkout';
import { fetchSamples, type SampleView, sampleKeys } from './api';
import { BulkDialog, ReviewDialog } from './SampleDialogs';
import './samples.css';

const VERDICT_COLOUR = { liked: 'green', not_for_me: 'red' } as const;

function SampleProduct({ sample }: { sample: SampleView }) {
  return (
    <span className="dm-sample-product">
      {sample.thumbUrl && <img src={sample.thumbUrl} alt="" />}
      <span className="dm-sample-product__meta">
        <Link to={`/mall/productDetail?id=${sample.productId}`} data-testid="sample-title">
          {sample.title}
        </Link>
        {sample.specification && <span className="dm-sample-product__spec">{sample.specification}</span>}
        <span className="dm-sample-product__seller">{sample.sellerName}</span>
      </span>
    </span>
  );
}

/**
 * /businessCenter/tryOnList: the business's samples (one unit of a product ordered before a bulk order, from
 * the product page's "Order a sample"), each with its order's state; pay a pending one, order in bulk, and
 * keep a verdict and a note.
 */
export default function TryOnListPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ current: 1, size: 10 });
  const [bulk, setBulk] = useState<SampleView | null>(null);
  const [review, setReview] = useState<SampleView | null>(null);
  const payment = usePayment();
  const list = useQuery({
    queryKey: sampleKeys.list(query),
    queryFn: () => fetchSamples(query),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<SampleView> = [
    {
      title: t('samples.columns.product'),
      key: 'product',
      width: 270,
      render: (_, s) => <SampleProduct sample={s} />,
    },
    {
      title: t('samples.columns.price'),
      key: 'price',
      width: 110,
      render: (_, s) => (
        <span>
          {formatPrice(s.price)}
          <br />
          <small>{t('samples.orderTotal', { total: formatPrice(s.total) })}</small>
        </span>
      ),
    },
    {
      title: t('samples.columns.order'),
      key: 'order',
      width: 180,
      render: (_, s) => (
        <span>
          <Link to={`/order/ordinaryDetail?id=${s.orderId}`} data-testid="sample-order-no">
            {s.orderNo}
          </Link>
          <br />
          <small>{formatTimeCompact(s.createdAt)}</small>
        </span>
      ),
    },
    {
      title: t('samples.columns.state'),
      dataIndex: 'state',
      width: 110,
      render: (state: OrderStatus) => <SampleStateTag state={state} />,
    },
    {
      title: t('samples.columns.verdict'),
      key: 'verdict',
      width: 180,
      render: (_, s) => (
        <span>
          {s.verdict ? (
            <Tag color={VERDICT_COLOUR[s.verdict]} data-testid="sample-verdict-tag">
              {t(`samples.verdict.${s.verdict}`)}
            </Tag>
          ) : (
            '-'
          )}
          {s.note && (
            <div className="dm-sample-note" data-testid="sample-note-text">
              {s.note}
            </div>
          )}
        </span>
      ),
    },
    {
      title: t('samples.columns.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, s) => (
        <span className="dm-sample-actions">
          {s.state === 'unpaid' && (
            <Button
              type="primary"
              size="small"
              onClick={() => payment.start({ orderIds: [s.orderId], total: s.total })}
              data-testid={`sample-pay-${s.id}`}
            >
              {t('samples.pay')}
            </Button>
          )}
          <Button
            size="small"
            disabled={!s.onSale}
            title={s.onSale ? undefined : t('samples.notOnSale')}
            onClick={() => setBulk(s)}
            data-testid={`sample-bulk-${s.id}`}
          >
            {t('samples.bulk')}
          </Button>
          <Button size="small" onClick={() => setReview(s)} data-testid={`sample-review-${s.id}`}>
            {t('samples.review')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="dm-samples-page">
      <h1 className="dm-samples-page__title">{t(titleKey)}</h1>
      <p className="dm-samples-page__intro">{t('samples.intro')}</p>
      <div className="dm-samples-toolbar">
        <Link to="/mall/list">
          <Button>{t('samples.browse')}</Button>
        </Link>
        <Link to="/myCenter/cartList">
          <Button>{t('samples.goToCart')}</Button>
        </Link>
      </div>
      <Table<SampleView>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('samples.empty') }}
        data-testid="sample-table"
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('samples.total', { count: total }),
          onChange: (current, size) => setQuery({ current, size }),
        }}
      />
      {bulk && <BulkDialog sample={bulk} onClose={() => setBulk(null)} />}
      {review && <ReviewDialog sample={review} onClose={() => setReview(null)} />}
      {payment.dialog}
    </section>
  );
}
