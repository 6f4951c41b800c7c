import { useTranslation } from 'react-i18next';
import type { Recommended } from '../api';
import { ProductTile } from '../components/ProductTile';

/** The recommended products (getWntj). */
export function RecommendedSection({ items }: { items: Recommended[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="dm-section" data-testid="recommended">
      <div className="dm-section__head">
        <h2>{t('home.recommended')}</h2>
      </div>
      <div className="dm-grid dm-grid--6">
        {items.map((item) => (
          <ProductTile
            key={item.productId}
            id={item.productId}
            title={item.title}
            price={item.price}
            imgUrl={item.imgUrl}
          />
        ))}
      </div>
    </section>
  );
}
