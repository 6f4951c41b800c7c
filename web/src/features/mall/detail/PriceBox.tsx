import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';

interface PriceBoxProps {
  price: number;
  /** The strike-through price; shown only above the price. */
  underlinedPrice: number | null;
}

/** The price, in USD with two decimals, and the strike-through price with the saving. */
export function PriceBox({ price, underlinedPrice }: PriceBoxProps) {
  const { t } = useTranslation();
  const was = underlinedPrice !== null && underlinedPrice > price ? underlinedPrice : null;
  const off = was ? Math.round((1 - price / was) * 100) : 0;
  return (
    <div className="dm-pricebox">
      <span className="dm-pricebox__label">{t('detail.price')}</span>
      <span className="dm-pricebox__price" data-testid="detail-price">
        {formatPrice(price)}
      </span>
      {was !== null && (
        <>
          <s className="dm-pricebox__was" data-testid="detail-was-price">
            {formatPrice(was)}
          </s>
          {off > 0 && <span className="dm-pricebox__off">{t('detail.off', { n: off })}</span>}
        </>
      )}
    </div>
  );
}
