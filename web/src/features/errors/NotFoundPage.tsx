import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomeLink } from '../../lib/ui/HomeLink';
import './errors.css';

/** NoPage (spec 001 §2): shown in place for any unknown path, and at /404. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="dm-error-page" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="dm-error-page__title">{t('notFound.text')}</h1>}
        subTitle={t('notFound.hint')}
        extra={<HomeLink>{t('notFound.home')}</HomeLink>}
      />
    </div>
  );
}
