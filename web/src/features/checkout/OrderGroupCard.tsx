import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { FreeTextInput } from '../../lib/ui/FreeTextInput';
import type { GroupChoice, PreviewGroup } from './api';
import { CouponSelect } from './CouponSelect';
import { groupAmounts } from './totals';

interface OrderGroupCardProps {
  group: PreviewGroup;
  sellerName: string;
  choice: GroupChoice;
  takenElsewhere: ReadonlySet<number>;
  onChange: (choice: GroupChoice) => void;
  hasAddress: boolean;
}

/** One seller's part of the order: its items, coupon, remark, postage and subtotal (one order each). */
export function OrderGroupCard({
  group,
  sellerName,
  choice,
  takenElsewhere,
  onChange,
  hasAddress,
}: OrderGroupCardProps) {
  const { t } = useTranslation();
  const amounts = groupAmounts(group, choice);
  return (
    <section className="dm-checkout-box" data-testid="checkout-group">
      <header className="dm-checkout-box__head">
        <h2>
          <ShopOutlined aria-hidden /> {sellerName}
        </h2>
      </header>
      <ul className="dm-checkout-items">
        {group.orderCarVOS.map((line) => (
          <li key={line.id} className="dm-checkout-item" data-testid="checkout-item">
            <img src={line.thumbUrl} alt="" width={64} height={64} loading="lazy" />
            <div className="dm-checkout-item__info">
              <span className="dm-checkout-item__title">{line.title}</span>
              <span className="dm-checkout-muted">{line.specification}</span>
            </div>
            <span>{formatPrice(line.price)}</span>
            <span>× {line.num}</span>
            <strong>{formatPrice(line.carMoney)}</strong>
          </li>
        ))}
      </ul>
      <dl className="dm-checkout-facts">
        <dt>{t('checkout.coupon')}</dt>
        <dd>
          <CouponSelect
            coupons={group.couponList.availableList}
            value={choice.couponId}
            takenElsewhere={takenElsewhere}
            onChange={(couponId) => onChange({ ...choice, couponId })}
          />
        </dd>
        <dt>{t('checkout.remark')}</dt>
        <dd>
          <FreeTextInput
            value={choice.remark}
            cap={500}
            placeholder={t('checkout.remarkHint')}
            onChange={(remark) => onChange({ ...choice, remark })}
            aria-label={t('checkout.remark')}
          />
        </dd>
        <dt>{t('checkout.postage')}</dt>
        <dd data-testid="checkout-postage">
          {hasAddress ? (
            <>
              {group.expressName && (
                <span className="dm-checkout-muted">
                  {t('checkout.shippingBy', { name: group.expressName, days: group.expectDay })}
                </span>
              )}
              <span>{formatPrice(group.expressFee)}</span>
            </>
          ) : (
            <span className="dm-checkout-muted">{t('checkout.postageLater')}</span>
          )}
        </dd>
      </dl>
      <footer className="dm-checkout-box__foot" data-testid="checkout-group-total">
        {t('checkout.groupTotal', { count: group.orderCarVOS.reduce((n, line) => n + line.num, 0) })}
        <strong>{formatPrice(amounts.total)}</strong>
      </footer>
    </section>
  );
}
