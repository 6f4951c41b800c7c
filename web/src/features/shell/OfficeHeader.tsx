import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../lib/ui/LanguageSwitch';
import { Logo } from '../../lib/ui/Logo';
import { UserMenu } from './UserMenu';
import './shell.css';

/** The back-office header: logo and system name, language switch, user area. */
export function OfficeHeader() {
  const { t } = useTranslation();
  return (
    <header className="dm-office-header">
      <Link to="/Welcome" className="dm-office-header__brand" aria-label={t('office.home')}>
        <Logo inverted />
        <span className="dm-office-header__system">{t('brand.office')}</span>
      </Link>
      <div className="dm-office-header__actions">
        <LanguageSwitch tone="dark" />
        <UserMenu />
      </div>
    </header>
  );
}
