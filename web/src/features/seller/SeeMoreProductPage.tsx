import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { ownProduct, sellerKeys } from './api';
import { ProductPreview } from './ProductPreview';
import './seller.css';

/** /businessCenter/seeMoreProduct?id=: everything about one of the seller's products, with its review. */
export default function SeeMoreProductPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const product = useQuery({
    queryKey: sellerKeys.product(id),
    queryFn: () => ownProduct(id),
    enabled: id > 0,
  });

  return (
    <section className="dm-seller-page">
      <h1 className="dm-seller-page__title">{t(titleKey)}</h1>
      <Space className="dm-seller-page__toolbar">
        <Button onClick={() => navigate('/businessCenter/product')}>{t('sellerProducts.backToList')}</Button>
        {product.data && (
          <Permitted label="edit">
            <Button type="primary" onClick={() => navigate(`/AddProduct?id=${id}`)}>
              {t('sellerProducts.list.edit')}
            </Button>
          </Permitted>
        )}
      </Space>
      {id === 0 || product.isError ? (
        <Empty description={t('sellerProducts.none')} />
      ) : product.data ? (
        <ProductPreview product={product.data} />
      ) : (
        <Spin />
      )}
    </section>
  );
}
