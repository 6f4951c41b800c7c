import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown or off-shelf product (the API answers 404): a clean state with a way back to the list. */
export function ProductNotFound({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <div className="dm-shell-inner" data-testid="product-not-found">
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={reason || t('detail.notFoundHint')}
        extra={
          <Link to="/mall/list" className="dm-home-link">
            {t('detail.browse')}
          </Link>
        }
      />
    </div>
  );
}

/** The product could not be loaded for another reason (network, server): say so, with the reason. */
export function ProductLoadFailed({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('detail.loadFailed')} subTitle={reason} />;
}
