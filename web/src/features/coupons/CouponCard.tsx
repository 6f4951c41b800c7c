import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';

interface CouponCardProps {
  money: number;
  minSpend: number;
  title: string;
  /** The validity line under the title. */
  validity: string;
  /** Greyed out: used or expired. */
  faded?: boolean;
  /** The stamp or button on the right. */
  action?: ReactNode;
  testId?: string;
}

/** One coupon as a ticket: the amount and its condition on the left, title, validity and action on the right. */
export function CouponCard({ money, minSpend, title, validity, faded, action, testId }: CouponCardProps) {
  const { t } = useTranslation();
  return (
    <article className={`dm-coupon${faded ? ' dm-coupon--faded' : ''}`} data-testid={testId}>
      <div className="dm-coupon__value">
        <strong>{formatPrice(money)}</strong>
        <span>
          {minSpend > 0 ? t('coupons.minSpend', { amount: formatPrice(minSpend) }) : t('coupons.noMinimum')}
        </span>
      </div>
      <div className="dm-coupon__body">
        <h3>{title}</h3>
        <p>{validity}</p>
      </div>
      <div className="dm-coupon__action">{action}</div>
    </article>
  );
}
