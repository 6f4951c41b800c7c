import { useTranslation } from 'react-i18next';
import type { Recommended } from '../api';
import { ProductTile } from '../components/ProductTile';

/** Tiles drawn while the list comes: one row on a wide screen, the phone's screen below the banner. */
const PLACEHOLDERS = 6;

/**
 * The recommended products (getWntj). While they load, empty tiles of the same size hold their place, so
 * the page below does not jump when they arrive (it did: 0.24 of layout shift on a phone).
 */
export function RecommendedSection({ items, loading }: { items: Recommended[]; loading: boolean }) {
  const { t } = useTranslation();
  if (!loading && items.length === 0) return null;
  return (
    <section className="dm-section" data-testid="recommended" aria-busy={loading}>
      <div className="dm-section__head">
        <h2>{t('home.recommended')}</h2>
      </div>
      <div className="dm-grid dm-grid--6">
        {loading &&
          Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={index} className="dm-tile dm-tile--placeholder" aria-hidden="true">
              <div className="dm-tile__media" />
              <div className="dm-tile__body">
                <div className="dm-tile__title" />
                <div className="dm-tile__price">&nbsp;</div>
              </div>
            </div>
          ))}
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
