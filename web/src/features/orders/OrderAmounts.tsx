import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { Order } from './api';

type FeeKey = 'agencyFee' | 'warehouseFee' | 'packagingFee' | 'serviceFee';

/**
 * A store order's fulfilment fees by the glossary's names (agency, warehouse operation, packaging), each that is
 * charged; an order placed before they were kept apart shows their sum as one line.
 */
function feeLines(order: Order): [FeeKey, number][] {
  if (order.serviceFee <= 0) return [];
  const parts: [FeeKey, number][] = [
    ['agencyFee', order.agencyFee],
    ['warehouseFee', order.warehouseFee],
    ['packagingFee', order.packagingFee],
  ];
  const charged = parts.filter(([, amount]) => amount > 0);
  return charged.length > 0 ? charged : [['serviceFee', order.serviceFee]];
}

/** Products + postage (+ a store order's fulfilment fees) − coupon = total (spec 000 §9), as the server computed them. */
export function OrderAmounts({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <dl className="dm-order-amounts">
      <dt>{t('checkout.products')}</dt>
      <dd>{formatPrice(order.productTotal)}</dd>
      <dt>{t('checkout.postage')}</dt>
      <dd>{formatPrice(order.expressFee)}</dd>
      {feeLines(order).map(([key, amount]) => (
        <Fragment key={key}>
          <dt>{t(`checkout.${key}`)}</dt>
          <dd>{formatPrice(amount)}</dd>
        </Fragment>
      ))}
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
