import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isBusinessSession } from '../../lib/session';
import { HomeLink } from '../../lib/ui/HomeLink';
import './errors.css';

/**
 * The 403 page of the back office: the account lacks the permission for a page. A business's staff ask their
 * administrator; a platform operator (none above it to ask) is told the page is a seller's and where a
 * seller's data is on the platform side (issue 37).
 */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="dm-error-page" data-testid="forbidden">
      <Result
        status="403"
        title={<h1 className="dm-error-page__title">{t('forbidden.text')}</h1>}
        subTitle={t(isBusinessSession() ? 'forbidden.hint' : 'forbidden.operatorHint')}
        extra={<HomeLink>{t('forbidden.home')}</HomeLink>}
      />
    </div>
  );
}
