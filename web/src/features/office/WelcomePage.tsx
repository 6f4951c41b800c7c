import { useTranslation } from 'react-i18next';
import { useMenuHas } from '../../lib/menu';
import { isBusinessSession } from '../../lib/session';
import { LogoMark } from '../../lib/ui/Logo';
import { Dashboard } from '../dashboard';
import './office.css';

/**
 * The back office's main page: the welcome text (spec 001 §2) and, for a business user whose menu has the
 * dashboard, its figures below.
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const hasDashboard = useMenuHas('/CRM/dashboard');
  const business = isBusinessSession();
  const isBusiness = business && hasDashboard;
  return (
    <section className={`dm-welcome${isBusiness ? ' dm-welcome--dashboard' : ''}`}>
      <LogoMark size={isBusiness ? 48 : 72} />
      <h1 className="dm-welcome__title">{t('welcome.title')}</h1>
      <p className="dm-welcome__text">{t(business ? 'welcome.text' : 'welcome.operatorText')}</p>
      {isBusiness ? <Dashboard /> : null}
    </section>
  );
}
