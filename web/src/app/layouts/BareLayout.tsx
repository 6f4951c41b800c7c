import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../lib/ui/LanguageSwitch';
import { Logo } from '../../lib/ui/Logo';
import './layouts.css';

/** Pages without a shell (login, register, password reset, 404, AddProduct): a slim top bar and the page. */
export default function BareLayout() {
  const { t } = useTranslation();
  return (
    <div className="dm-bare">
      <header className="dm-bare__top">
        <Link to="/" aria-label={t('brand.home')}>
          <Logo />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="dm-bare__main">
        <div className="dm-bare__card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
