import { LoginOutlined, LogoutOutlined, ProfileOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasToken } from '../../lib/session';
import { LanguageSwitch } from '../../lib/ui/LanguageSwitch';
import { Logo } from '../../lib/ui/Logo';
import { confirmLogout } from './confirmLogout';
import './shell.css';

/** The storefront header (spec 000 §2): brand, language, and the account actions for the session state. */
export function MallHeader() {
  const { t } = useTranslation();
  const loggedIn = hasToken();
  return (
    <header className="dm-mall-header">
      <div className="dm-shell-inner dm-mall-header__inner">
        <Link to="/" className="dm-mall-header__brand" aria-label={t('brand.home')}>
          <Logo />
        </Link>
        <nav className="dm-mall-header__actions" aria-label={t('header.account')}>
          <LanguageSwitch />
          {loggedIn ? (
            <>
              <Link to="/order/ordinaryOrder" className="dm-header-link" data-testid="header-orders">
                <ProfileOutlined aria-hidden />
                <span className="dm-header-link__text">{t('header.orders')}</span>
              </Link>
              <button
                type="button"
                className="dm-header-link"
                data-testid="header-logout"
                onClick={confirmLogout}
              >
                <LogoutOutlined aria-hidden />
                <span className="dm-header-link__text">{t('header.logout')}</span>
              </button>
            </>
          ) : (
            <>
              <Link to="/registerPage" className="dm-header-link" data-testid="header-register">
                <UserAddOutlined aria-hidden />
                <span className="dm-header-link__text">{t('header.register')}</span>
              </Link>
              <Link to="/login" className="dm-header-link dm-header-link--primary" data-testid="header-login">
                <LoginOutlined aria-hidden />
                <span>{t('header.login')}</span>
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
