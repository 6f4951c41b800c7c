import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/money';
import { coverOf, type TagModule } from '../api';
import { ProductTile } from '../components/ProductTile';
import { listHref } from '../list/listQuery';

/** One product module per tag (spec 000 §2), each with More -> the list filtered by that tag. */
export function TagModules({ modules }: { modules: TagModule[] }) {
  const { t } = useTranslation();
  return (
    <>
      {modules
        .filter((module) => module.products.length > 0)
        .map((module) => (
          <section key={module.tagId} className="dm-section" data-testid="tag-module">
            <div className="dm-section__head">
              <h2>{module.tagTitle}</h2>
              <Link
                to={listHref({ tagId: module.tagId })}
                className="dm-section__more"
                data-testid="tag-module-more"
                aria-label={t('home.moreOf', { tag: module.tagTitle })}
              >
                {t('home.more')} <RightOutlined aria-hidden />
              </Link>
            </div>
            <div className="dm-grid">
              {module.products.map((product) => (
                <ProductTile
                  key={product.id}
                  id={product.id}
                  title={product.title}
                  price={product.price}
                  imgUrl={coverOf(product)}
                  meta={t('product.downloads', {
                    count: product.downloadCount,
                    n: formatCount(product.downloadCount),
                  })}
                />
              ))}
            </div>
          </section>
        ))}
    </>
  );
}
