import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { Coupon } from './api';

interface CouponSelectProps {
  coupons: Coupon[];
  value: number | undefined;
  /** Coupons another seller group already uses: one coupon pays for one order. */
  takenElsewhere: ReadonlySet<number>;
  onChange: (id: number | undefined) => void;
}

/** The coupon select of a seller group (couponList.availableList); no coupon is a choice too. */
export function CouponSelect({ coupons, value, takenElsewhere, onChange }: CouponSelectProps) {
  const { t } = useTranslation();
  if (coupons.length === 0) return <span className="dm-checkout-muted">{t('checkout.noCoupons')}</span>;
  return (
    <Select<number>
      className="dm-coupon-select"
      value={value}
      allowClear
      placeholder={t('checkout.couponCount', { count: coupons.length })}
      onChange={(id) => onChange(id ?? undefined)}
      aria-label={t('checkout.coupon')}
      data-testid="coupon-select"
      options={coupons.map((coupon) => ({
        value: coupon.id,
        disabled: takenElsewhere.has(coupon.id),
        label: `${coupon.title} (−${formatPrice(coupon.money)})`,
      }))}
    />
  );
}
