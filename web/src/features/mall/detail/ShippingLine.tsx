import { RightOutlined, TruckOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { lazyInTheme } from '../../../lib/ui/AntdTheme';
import { fetchShipping, mallKeys } from '../api';
import type { ShippingChoice } from './ShippingDialog';

// Its own chunk (a table and the country picker): fetched when someone reaches for the line, not with the
// page, so by the click it is usually there.
const loadDialog = () => import('./ShippingDialog');
const ShippingDialog = lazyInTheme(() => loadDialog().then((m) => ({ default: m.ShippingDialog })));
const preloadDialog = () => {
  loadDialog().catch(() => {}); // a failure shows when the dialog renders (the route's error page)
};

/**
 * The shipping-cost line of the detail (spec 000 §2): shows the confirmed method, opens the dialog. The cost
 * is for the page's quantity (the product's weight times it): a new quantity asks the server again.
 */
export function ShippingLine({ productId, quantity = 1 }: { productId: number; quantity?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening starts from the confirmed choice, not from what a cancelled one left behind.
  const [opening, setOpening] = useState(0);
  const [choice, setChoice] = useState<ShippingChoice | null>(null);
  const countryId = choice?.countryId ?? 0;
  const quote = useQuery({
    queryKey: mallKeys.shipping(productId, countryId, quantity),
    queryFn: () => fetchShipping(productId, countryId, quantity),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  });
  const option = quote.data?.find((o) => o.id === choice?.option.id) ?? choice?.option;
  const text =
    choice && option
      ? t('shipping.line', {
          method: option.expressIdName,
          country: choice.countryName,
          money: formatPrice(option.money),
          days: option.expectDay,
        })
      : t('shipping.choose');

  return (
    <div className="dm-facts__row">
      <span className="dm-facts__label">{t('shipping.label')}</span>
      <button
        type="button"
        className="dm-shipline"
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        data-testid="shipping-line"
      >
        <TruckOutlined aria-hidden />
        <span>{text}</span>
        <RightOutlined aria-hidden className="dm-shipline__caret" />
      </button>
      {/* Mounted on the first opening: the country list is fetched when someone wants it. */}
      {opening > 0 && (
        <Suspense fallback={null}>
          <ShippingDialog
            key={opening}
            productId={productId}
            quantity={quantity}
            open={open}
            current={choice}
            onCancel={() => setOpen(false)}
            onConfirm={(next) => {
              setChoice(next);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
