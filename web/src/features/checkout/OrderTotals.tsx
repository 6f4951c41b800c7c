import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { formatBrl } from './currency';
import type { Amounts } from './totals';

interface OrderTotalsProps {
  amounts: Amounts;
  /** Without an address there is no postage yet: a dash (the seller's block says why), not $0.00. */
  hasAddress: boolean;
  submitting: boolean;
  onConfirm: () => void;
}

/** Products, postage, coupons and the total in USD (with BRL beside it), then the confirm button. */
export function OrderTotals({ amounts, hasAddress, submitting, onConfirm }: OrderTotalsProps) {
  const { t } = useTranslation();
  return (
    <section className="dm-checkout-totals" data-testid="checkout-totals">
      <dl>
        <dt>{t('checkout.products')}</dt>
        <dd>{formatPrice(amounts.products)}</dd>
        <dt>{t('checkout.postage')}</dt>
        <dd data-testid="totals-postage">
          {hasAddress ? formatPrice(amounts.postage) : <span title={t('checkout.postageLater')}>—</span>}
        </dd>
        <dt>{t('checkout.discount')}</dt>
        <dd>{amounts.discount > 0 ? `−${formatPrice(amounts.discount)}` : formatPrice(0)}</dd>
      </dl>
      <div className="dm-checkout-totals__pay">
        <span>{t('checkout.total')}</span>
        <strong data-testid="checkout-total">{formatPrice(amounts.total)}</strong>
        <em data-testid="checkout-total-brl">≈ {formatBrl(amounts.total)}</em>
      </div>
      <Button type="primary" size="large" loading={submitting} onClick={onConfirm} data-testid="submit-order">
        {t('checkout.confirm')}
      </Button>
    </section>
  );
}
