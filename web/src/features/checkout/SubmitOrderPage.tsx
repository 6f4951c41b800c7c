import { loginRedirectUrl } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, message, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cartIdsOf } from '../../lib/checkoutPaths';
import { hasToken } from '../../lib/session';
import { useSellerNames } from '../cart';
import { AddressBox } from './AddressBox';
import { checkoutKeys, confirmOrder, type GroupChoice } from './api';
import { OrderGroupCard } from './OrderGroupCard';
import { OrderTotals } from './OrderTotals';
import { previewAmounts } from './totals';
import { useSubmitOrder } from './useSubmitOrder';
import './checkout.css';

const NO_CHOICE: GroupChoice = { remark: '' };

/** /submitOrder (spec 000 §2): receiver, items by seller with coupon and remark, postage, total, confirm. */
export default function SubmitOrderPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const cartIds = cartIdsOf(useSearchParams()[0]);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [choices, setChoices] = useState<Record<number, GroupChoice>>({});
  const sellerName = useSellerNames();
  const order = useSubmitOrder();
  const navigate = useNavigate();
  const toCart = () => void navigate('/myCenter/cartList');
  const preview = useQuery({
    queryKey: checkoutKeys.preview(cartIds, addressId),
    queryFn: () => confirmOrder(cartIds, addressId),
    // Keep the page while another address is priced; never ask again once the cart lines are spent.
    placeholderData: keepPreviousData,
    enabled: hasToken() && cartIds.length > 0 && !order.done,
  });

  // A public path in the spec, but the page is a buyer's: a visitor logs in first and comes back.
  if (!hasToken()) return <Navigate to={loginRedirectUrl(pathname + search)} replace />;
  if (cartIds.length === 0)
    return (
      <Empty className="dm-checkout-empty" description={t('checkout.nothing')}>
        <Button type="primary" onClick={toCart}>
          {t('checkout.toCart')}
        </Button>
      </Empty>
    );
  if (preview.isPending)
    return <Skeleton active className="dm-shell-inner dm-checkout" paragraph={{ rows: 10 }} />;
  if (preview.isError)
    return (
      <Result
        status="warning"
        title={t('checkout.previewFailed')}
        subTitle={preview.error.message}
        extra={
          <Button type="primary" onClick={toCart}>
            {t('checkout.toCart')}
          </Button>
        }
      />
    );

  const { address, orderData } = preview.data;
  const choiceOf = (businessId: number) => choices[businessId] ?? NO_CHOICE;
  const takenBy = (businessId: number) =>
    new Set(
      orderData
        .filter((group) => group.businessId !== businessId)
        .flatMap((group) => choiceOf(group.businessId).couponId ?? []),
    );
  const confirm = () => {
    if (!address) {
      void message.warning(t('checkout.noAddress'));
      return;
    }
    order.submit({ preview: preview.data, addressId: address.id, choices });
  };

  return (
    <div className="dm-shell-inner dm-checkout" data-testid="submit-order-page">
      <h1 className="dm-checkout__title">{t('titles.submitOrder')}</h1>
      <AddressBox address={address} onChoose={setAddressId} />
      {orderData.map((group, index) => (
        <OrderGroupCard
          key={group.businessId}
          group={group}
          sellerName={sellerName(group.businessId) ?? t('checkout.package', { index: index + 1 })}
          choice={choiceOf(group.businessId)}
          takenElsewhere={takenBy(group.businessId)}
          hasAddress={address !== null}
          onChange={(choice) => setChoices((all) => ({ ...all, [group.businessId]: choice }))}
        />
      ))}
      <OrderTotals
        amounts={previewAmounts(orderData, choices)}
        hasAddress={address !== null}
        submitting={order.submitting}
        onConfirm={confirm}
      />
      {order.dialog}
    </div>
  );
}
