import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, message, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { submitOrderHref } from '../../lib/checkoutPaths';
import { cartKeys, fetchCart } from './api';
import { CartGroupCard } from './CartGroupCard';
import { CartSummaryBar } from './CartSummaryBar';
import { InvalidLines } from './InvalidLines';
import { allTick, selectedIds, selectionTotals, toggleAll, toggleGroup, toggleLine } from './selection';
import { useCartMutations } from './useCartMutations';
import { useCartSelection } from './useCartSelection';
import './cart.css';

/** /myCenter/cartList: the cart by seller, quantities, removal, a selection and Checkout (spec 001 §7). */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useQuery({ queryKey: cartKeys.list, queryFn: fetchCart });
  const groups = cart.data?.validCarsList ?? [];
  const { selected, setSelected } = useCartSelection(groups);
  const { update, remove } = useCartMutations();

  if (cart.isPending) return <Skeleton active className="dm-shell-inner dm-cart" paragraph={{ rows: 8 }} />;
  if (cart.isError) return <Result status="warning" title={t('cart.loadFailed')} />;
  const invalid = cart.data.invalidCarsList;
  const totals = selectionTotals(groups, selected);
  const checkout = () => {
    const ids = selectedIds(groups, selected);
    if (ids.length === 0) void message.warning(t('cart.selectFirst'));
    else void navigate(submitOrderHref(ids));
  };

  return (
    <div className="dm-shell-inner dm-cart" data-testid="cart-page">
      <header className="dm-cart__head">
        <h1>
          <ShoppingCartOutlined aria-hidden /> {t('titles.myCenterCartList')}
        </h1>
      </header>
      {groups.length === 0 && invalid.length === 0 ? (
        <Empty className="dm-cart__empty" description={t('cart.empty')}>
          <Button type="primary" onClick={() => void navigate('/mall/list')}>
            {t('cart.shop')}
          </Button>
        </Empty>
      ) : (
        <>
          <div className="dm-cart__columns" aria-hidden>
            <span>{t('cart.columns.product')}</span>
            <span>{t('cart.columns.price')}</span>
            <span>{t('cart.columns.quantity')}</span>
            <span>{t('cart.columns.amount')}</span>
          </div>
          {groups.map((group) => (
            <CartGroupCard
              key={group.businessId}
              group={group}
              selected={selected}
              onToggleGroup={() => setSelected(toggleGroup(selected, group))}
              onToggleLine={(id) => setSelected(toggleLine(selected, id))}
              onQuantity={(id, num) => update.mutate({ id, num })}
              onRemove={(id) => remove.mutate([id])}
            />
          ))}
          {groups.length > 0 && (
            <CartSummaryBar
              tick={allTick(groups, selected)}
              totals={totals}
              onToggleAll={() => setSelected(toggleAll(selected, groups))}
              onRemoveSelected={() => remove.mutate(selectedIds(groups, selected))}
              onCheckout={checkout}
            />
          )}
          <InvalidLines
            lines={invalid}
            onRemove={(ids) => remove.mutate(ids)}
            onTakeLeft={(line) => update.mutate({ id: line.id, num: line.stock })}
          />
        </>
      )}
    </div>
  );
}
