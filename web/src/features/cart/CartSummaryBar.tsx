import { Button, Checkbox, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { SelectionTotals, TickState } from './selection';

interface CartSummaryBarProps {
  tick: TickState;
  totals: SelectionTotals;
  onToggleAll: () => void;
  onRemoveSelected: () => void;
  onCheckout: () => void;
}

/** The bar under the cart: select all, remove the ticked lines, what they cost, and Checkout. */
export function CartSummaryBar({
  tick,
  totals,
  onToggleAll,
  onRemoveSelected,
  onCheckout,
}: CartSummaryBarProps) {
  const { t } = useTranslation();
  return (
    <div className="dm-cart-bar" data-testid="cart-bar">
      <Checkbox checked={tick === 'all'} indeterminate={tick === 'some'} onChange={onToggleAll}>
        {t('cart.selectAll')}
      </Checkbox>
      <Popconfirm
        title={t('cart.removeSelectedConfirm', { count: totals.lines })}
        okText={t('cart.remove')}
        cancelText={t('cart.keep')}
        onConfirm={onRemoveSelected}
        disabled={totals.lines === 0}
      >
        <Button type="link" danger disabled={totals.lines === 0}>
          {t('cart.removeSelected')}
        </Button>
      </Popconfirm>
      <span className="dm-cart-bar__spacer" />
      <span className="dm-cart-bar__count" data-testid="cart-selected-count">
        {t('cart.selectedPieces', { count: totals.pieces })}
      </span>
      <span className="dm-cart-bar__total">
        {t('cart.total')}
        <strong data-testid="cart-total">{formatPrice(totals.amount)}</strong>
      </span>
      <Button type="primary" size="large" onClick={onCheckout} data-testid="cart-checkout">
        {t('cart.checkout')}
      </Button>
    </div>
  );
}
