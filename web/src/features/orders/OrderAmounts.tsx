import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { Order } from './api';

/** Products + postage (+ a store order's fulfilment fees) − coupon = total (spec 000 §9), as the server computed them. */
export function OrderAmounts({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <dl className="dm-order-amounts">
      <dt>{t('checkout.products')}</dt>
      <dd>{formatPrice(order.productTotal)}</dd>
      <dt>{t('checkout.postage')}</dt>
      <dd>{formatPrice(order.expressFee)}</dd>
      {order.serviceFee > 0 && (
        <>
          <dt>{t('checkout.serviceFee')}</dt>
          <dd>{formatPrice(order.serviceFee)}</dd>
        </>
      )}
      {order.couponAmount > 0 && (
        <>
          <dt>{t('checkout.discount')}</dt>
          <dd>−{formatPrice(order.couponAmount)}</dd>
        </>
      )}
      <dt className="dm-order-amounts__total">{t('checkout.total')}</dt>
      <dd className="dm-order-amounts__total" data-testid="order-total">
        {formatPrice(order.total)}
      </dd>
    </dl>
  );
}
