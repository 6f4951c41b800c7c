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
