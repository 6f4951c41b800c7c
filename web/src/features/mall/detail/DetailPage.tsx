import { type Choice, type ProductDetail, selectedVariant, toggleChoice } from '@dropmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { lazyInTheme } from '../../../lib/ui/AntdTheme';
import { TextSkeleton } from '../../../lib/ui/TextSkeleton';
import { fetchProduct, mallKeys } from '../api';
import { galleryPictures } from '../pictures';
import { ProductDescription } from './ProductDescription';
import { ProductGallery } from './ProductGallery';
import { ProductSummary } from './ProductSummary';
import { variantModel } from './variantModel';
import './detail.css';

// The dead ends (with their large illustrations) are fetched only when a visitor meets one.
const ProductNotFound = lazyInTheme(() =>
  import('./ProductNotFound').then((m) => ({ default: m.ProductNotFound })),
);
const ProductLoadFailed = lazyInTheme(() =>
  import('./ProductNotFound').then((m) => ({ default: m.ProductLoadFailed })),
);

function ProductView({ detail, refreshing }: { detail: ProductDetail; refreshing: boolean }) {
  const { t } = useTranslation();
  const model = useMemo(() => variantModel(detail), [detail]);
  const [choice, setChoice] = useState<Choice>(() => model.labels.map(() => null));
  // A full choice shows its variant's picture until the user picks a thumbnail (spec 000 §4).
  const [variantPicture, setVariantPicture] = useState(true);
  const variant = selectedVariant(model.variants, choice);
  const pictures = galleryPictures(detail);

  return (
    <div className="dm-shell-inner dm-detail" data-testid="detail-page">
      {/* antd's Breadcrumb look (detail.css) without its Dropdown and Menu on the first load */}
      <nav className="dm-detail__crumbs" aria-label={t('detail.crumbs')}>
        <ol>
          <li>
            <Link to="/">{t('titles.home')}</Link>
          </li>
          <li>
            <Link to="/mall/list">{t('titles.mallList')}</Link>
          </li>
          <li aria-current="page">{detail.title}</li>
        </ol>
      </nav>
      <div className="dm-detail__top">
        <ProductGallery
          title={detail.title}
          images={pictures}
          override={variantPicture && variant?.row.cols2 ? variant.row.cols2 : null}
          onThumb={() => setVariantPicture(false)}
        />
        <ProductSummary
          detail={detail}
          model={model}
          choice={choice}
          refreshing={refreshing}
          onToggle={(index, value) => {
            setChoice(toggleChoice(choice, index, value));
            setVariantPicture(true);
          }}
        />
      </div>
      <ProductDescription
        html={detail.description}
        images={detail.mallProductDetailImgsList.map((img) => img.imgUrl)}
      />
    </div>
  );
}

/** /mall/productDetail?id= (spec 000 §2): gallery, facts, variants, shipping, actions, description. */
export default function DetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: mallKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: valid,
  });

  if (!valid)
    return (
      <Suspense fallback={null}>
        <ProductNotFound />
      </Suspense>
    );
  if (detail.isPending)
    return (
      <div className="dm-shell-inner dm-detail">
        <TextSkeleton rows={12} />
      </div>
    );
  if (detail.isError) {
    const { error } = detail;
    return (
      <Suspense fallback={null}>
        {error instanceof ApiError && error.status === 404 ? (
          <ProductNotFound reason={error.message} />
        ) : (
          <ProductLoadFailed reason={error.message} />
        )}
      </Suspense>
    );
  }
  // A new id is a new product: its choices and pictures start over.
  return <ProductView key={id} detail={detail.data} refreshing={detail.isFetching} />;
}
