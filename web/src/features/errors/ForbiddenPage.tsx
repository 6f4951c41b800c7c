import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '../../lib/ui/HomeLink';
import './errors.css';

/** The 403 page of the back office: the account lacks the permission for a page. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="dm-error-page" data-testid="forbidden">
      <Result
        status="403"
        title={<h1 className="dm-error-page__title">{t('forbidden.text')}</h1>}
        subTitle={t('forbidden.hint')}
        extra={<HomeLink>{t('forbidden.home')}</HomeLink>}
      />
    </div>
  );
}
