import {
  LoginOutlined,
  LogoutOutlined,
  ProfileOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { displayUserName, hasToken } from '../../lib/session';
import { LanguageSwitch } from '../../lib/ui/LanguageSwitch';
import { Logo } from '../../lib/ui/Logo';
import { confirmLogout } from './confirmLogout';
import { HeaderBadges } from './HeaderBadges';
import { HeaderSearch } from './HeaderSearch';
import './shell.css';

function AccountLinks() {
  const { t } = useTranslation();
  if (!hasToken()) {
    return (
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
    );
  }
  const name = displayUserName() || t('user.fallbackName');
  return (
    <>
      <Link
        to="/Welcome"
        className="dm-header-link dm-header-link--name"
        data-testid="header-user"
        title={name}
      >
        <UserOutlined aria-hidden />
        <span className="dm-header-link__text">{name}</span>
      </Link>
      <Link to="/order/ordinaryOrder" className="dm-header-link" data-testid="header-orders">
        <ProfileOutlined aria-hidden />
        <span className="dm-header-link__text">{t('header.orders')}</span>
      </Link>
      <button type="button" className="dm-header-link" data-testid="header-logout" onClick={confirmLogout}>
        <LogoutOutlined aria-hidden />
        <span className="dm-header-link__text">{t('header.logout')}</span>
      </button>
    </>
  );
}

/**
 * The storefront header (spec 000 §2): a top bar with language and account actions, then the brand,
 * the search box, the cart count and the message bell.
 */
export function MallHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // On the list, the box shows the list's search; a new search there remounts it with the new text.
  const listQuery = pathname === '/mall/list' ? new URLSearchParams(search) : null;
  const title = listQuery?.get('title') ?? '';
  const categoryId = Number(listQuery?.get('categoryId')) || undefined;

  return (
    <header className="dm-mall-header">
      <div className="dm-mall-header__top">
        <div className="dm-shell-inner dm-mall-header__top-inner">
          <span className="dm-mall-header__welcome">{t('header.welcome')}</span>
          <nav className="dm-mall-header__actions" aria-label={t('header.account')}>
            <LanguageSwitch />
            <AccountLinks />
          </nav>
        </div>
      </div>
      <div className="dm-shell-inner dm-mall-header__inner">
        <Link to="/" className="dm-mall-header__brand" aria-label={t('brand.home')}>
          <Logo />
        </Link>
        <div className="dm-mall-header__search">
          <HeaderSearch key={`${title}|${categoryId}`} initialTitle={title} initialCategoryId={categoryId} />
        </div>
        <HeaderBadges />
      </div>
    </header>
  );
}
