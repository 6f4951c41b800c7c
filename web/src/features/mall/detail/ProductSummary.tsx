import { type Choice, formatDimensions, type ProductDetail, selectedVariant } from '@dropmall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SampleButton } from '../../samples';
import { listHref } from '../list/listQuery';
import { FavouriteButton } from './FavouriteButton';
import { PriceBox } from './PriceBox';
import { ProductActions } from './ProductActions';
import { QuantityInput } from './QuantityInput';
import { ShippingLine } from './ShippingLine';
import { VariantPicker } from './VariantPicker';
import type { VariantModel } from './variantModel';

/** Quantity when no variant (hence no stock) is known yet. */
const MAX_QUANTITY = 9999;

interface ProductSummaryProps {
  detail: ProductDetail;
  model: VariantModel;
  choice: Choice;
  onToggle: (index: number, value: string) => void;
  refreshing: boolean;
}

/** The right column of the detail: title, tags, ids, price, variants, stock, quantity, shipping, actions. */
export function ProductSummary({ detail, model, choice, onToggle, refreshing }: ProductSummaryProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const variant = selectedVariant(model.variants, choice);
  const stock = variant?.row.kc;
  const size = formatDimensions(detail);

  return (
    <div className="dm-summary">
      <h1 className="dm-summary__title" data-testid="detail-title">
        {detail.title}
      </h1>
      {detail.tags.length > 0 && (
        <div className="dm-summary__tags">
          {detail.tags.map((tag) => (
            <Link key={tag.id} to={listHref({ tagId: tag.id })}>
              <span className="dm-summary__tag">{tag.title}</span>
            </Link>
          ))}
        </div>
      )}
      <dl className="dm-summary__ids">
        <div>
          <dt>{t('detail.productId')}</dt>
          <dd data-testid="detail-id">{detail.id}</dd>
        </div>
        <div>
          <dt>{t('detail.sku')}</dt>
          <dd data-testid="detail-sku">{variant?.row.articleNumber || detail.sku}</dd>
        </div>
        <div>
          <dt>{t('product.publishCount')}</dt>
          <dd data-testid="detail-publish-count">{detail.publishCount}</dd>
        </div>
        <div>
          <dt>{t('product.downloadCount')}</dt>
          <dd data-testid="detail-download-count">{detail.downloadCount}</dd>
        </div>
        {detail.brand && (
          <div>
            <dt>{t('detail.brand')}</dt>
            <dd data-testid="detail-brand">{detail.brand}</dd>
          </div>
        )}
      </dl>
      {/* What the parcel is, on a line of its own: the shipping below is priced by the weight. */}
      <dl className="dm-summary__ids dm-summary__parcel">
        <div>
          <dt>{t('detail.weight')}</dt>
          <dd data-testid="detail-weight">{t('detail.grams', { grams: detail.weightGrams })}</dd>
        </div>
        {size && (
          <div>
            <dt>{t('detail.size')}</dt>
            <dd data-testid="detail-size">{size}</dd>
          </div>
        )}
        {detail.sendDays !== null && (
          <div>
            <dt>{t('detail.sendTime')}</dt>
            <dd data-testid="detail-send-time">{t('detail.sendDays', { count: detail.sendDays })}</dd>
          </div>
        )}
      </dl>
      <PriceBox price={variant?.row.price ?? detail.price} underlinedPrice={detail.underlinedPrice} />
      <VariantPicker
        labels={model.labels}
        values={model.values}
        variants={model.variants}
        choice={choice}
        onToggle={onToggle}
        swatches={model.swatches}
      />
      <div className="dm-facts">
        <div className="dm-facts__row">
          <span className="dm-facts__label">{t('detail.quantity')}</span>
          <QuantityInput
            min={1}
            max={stock && stock > 0 ? stock : MAX_QUANTITY}
            value={quantity}
            onChange={setQuantity}
          />
          {stock !== undefined && (
            <span
              className={stock > 0 ? 'dm-facts__stock' : 'dm-facts__stock is-out'}
              data-testid="detail-stock"
            >
              {stock > 0 ? t('detail.stock', { count: stock }) : t('detail.outOfStock')}
            </span>
          )}
        </div>
        <ShippingLine productId={detail.id} quantity={quantity} />
      </div>
      <ProductActions
        productId={detail.id}
        sku={detail.sku}
        title={detail.title}
        variantChosen={variant !== null}
        skuId={variant?.row.cols1}
        quantity={quantity}
        favourite={
          <FavouriteButton productId={detail.id} favoritesTag={detail.favoritesTag} refreshing={refreshing} />
        }
        sample={
          <SampleButton
            sellerId={detail.businessId}
            title={detail.title}
            skuId={variant?.row.cols1}
            price={variant?.row.price}
          />
        }
      />
    </div>
  );
}
