import { ShoppingCartOutlined } from '@ant-design/icons';
import { loginRedirectUrl } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu, useMenuHas } from '../../lib/menu';
import { hasToken } from '../../lib/session';
import { CountBadge } from '../../lib/ui/CountBadge';
import { useCartCount } from '../cart';
import { MessageBell } from '../messages';

/** Where a link that needs a session goes: the page itself, or /login with a way back to it. */
const behindLogin = (path: string) => (hasToken() ? path : loginRedirectUrl(path));

/**
 * The header's cart count and message bell (spec 000 §2, spec 001 §2). A session whose menu has no cart (an
 * operator, a staff role without it) is not offered one; a visitor is, behind login.
 */
export function HeaderBadges() {
  const { t } = useTranslation();
  const cartCount = useCartCount();
  const { menu } = useMenu();
  const hasCart = useMenuHas('/myCenter/cartList');
  const showCart = !hasToken() || menu === null || hasCart;
  return (
    <div className="dm-badges">
      {showCart && (
        <Link
          to={behindLogin('/myCenter/cartList')}
          className="dm-badges__item"
          aria-label={t('header.cartCount', { count: cartCount })}
          data-testid="header-cart"
        >
          <CountBadge count={cartCount} showZero color="var(--dm-brand)">
            <ShoppingCartOutlined className="dm-badges__icon" />
          </CountBadge>
          <span className="dm-badges__text">{t('header.cart')}</span>
        </Link>
      )}
      <MessageBell tone="mall" />
    </div>
  );
}
