import { useQuery } from '@tanstack/react-query';
import { useMenuHas } from '../../lib/menu';
import { hasToken } from '../../lib/session';
import { cartKeys, fetchCartCount } from './api';

/**
 * The header's cart count: pieces in the cart, asked only of a session whose menu has the cart (a visitor's
 * cart is empty; operators and staff without the page have none).
 */
export function useCartCount(): number {
  const hasCart = useMenuHas('/myCenter/cartList');
  const loggedIn = hasToken() && hasCart;
  const query = useQuery({
    queryKey: cartKeys.count,
    queryFn: fetchCartCount,
    enabled: loggedIn,
  });
  return loggedIn ? (query.data ?? 0) : 0;
}
