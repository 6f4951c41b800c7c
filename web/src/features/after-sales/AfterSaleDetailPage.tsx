import type { AfterSaleState } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../lib/money';
import { AfterSaleStateTag } from '../../lib/ui/StateTag';
import { AfterSaleFacts } from './AfterSaleFacts';
import { AfterSaleTimeline } from './AfterSaleTimeline';
import { afterSaleKeys, BUYER_LIST_PATH, fetchAfterSale, SELLER_LIST_PATH } from './api';
import { CancelAfterSale } from './BuyerActions';
import { ReturnBox } from './ReturnBox';
import { SellerActions } from './SellerActions';
import './after-sales.css';

/** /order/afterSaleDetail?id=: one request for its buyer or its seller, with what each may do next. */
export default function AfterSaleDetailPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: afterSaleKeys.detail(id),
    queryFn: () => fetchAfterSale(id),
    enabled: valid,
  });

  if (!valid || query.isError)
    return (
      <Result
        status="404"
        title={t('afterSales.notFound')}
        extra={<Link to={BUYER_LIST_PATH}>{t('afterSales.backToList')}</Link>}
      />
    );
  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const a = query.data;

  return (
    <section className="dm-after-sale" data-testid="after-sale-detail">
      <header className="dm-after-sale__head">
        <h1>{t('titles.orderAfterSaleDetail')}</h1>
        <AfterSaleStateTag state={a.state} />
        <span className="dm-after-sale__sum">
          {t('afterSales.refundOf')} <strong>{formatPrice(a.amount)}</strong>
        </span>
      </header>
      <Alert
        type={hintType(a.state)}
        showIcon
        title={t(`afterSales.hints.${a.role}.${a.state}`)}
        data-testid="after-sale-hint"
      />
      <div className="dm-after-sale__grid">
        <div>
          <AfterSaleFacts afterSale={a} />
          <ReturnBox afterSale={a} />
          <h2>{t('afterSales.items')}</h2>
          <ul className="dm-after-sale-items">
            {a.items.map((item) => (
              <li key={item.id}>
                {item.thumbUrl && <img src={item.thumbUrl} alt="" />}
                <span>{item.title}</span>
                <span className="dm-after-sale-items__spec">{item.specification}</span>
                <span>
                  {formatPrice(item.price)} × {item.num}
                </span>
                {item.returnNum !== null && (
                  <span
                    className="dm-after-sale-items__return"
                    data-testid={`after-sale-return-num-${item.id}`}
                  >
                    {t('afterSales.returning', { num: item.returnNum })}
                    {item.receivedNum !== null &&
                      ` · ${t('afterSales.receivedNum', { num: item.receivedNum })}`}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <div className="dm-after-sale__actions">
            {a.role === 'buyer' ? <CancelAfterSale afterSale={a} /> : <SellerActions afterSale={a} />}
            <Link to={a.role === 'buyer' ? `/order/ordinaryDetail?id=${a.orderId}` : SELLER_LIST_PATH}>
              {a.role === 'buyer' ? t('afterSales.viewOrder') : t('afterSales.backToList')}
            </Link>
          </div>
        </div>
        <aside>
          <h2>{t('afterSales.timelineTitle')}</h2>
          <AfterSaleTimeline afterSale={a} />
        </aside>
      </div>
    </section>
  );
}

function hintType(state: AfterSaleState): 'info' | 'success' | 'warning' | 'error' {
  if (state === 'refunded' || state === 'return_refunded' || state === 'partially_refunded') return 'success';
  if (['refused', 'receipt_rejected', 'refund_failed', 'failed'].includes(state)) return 'error';
  if (state === 'closed' || state === 'refund_closed') return 'info';
  return 'warning';
}
