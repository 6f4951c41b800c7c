import { useQuery } from '@tanstack/react-query';
import { hasToken, isOperatorSession } from '../../lib/session';
import { cartKeys, fetchCartCount } from './api';

/**
 * The header's cart count: pieces in the cart, asked only with a business session (a visitor's cart is
 * empty, and an operator has no cart: the server would refuse, and its error would show on every page).
 */
export function useCartCount(): number {
  const loggedIn = hasToken() && !isOperatorSession();
  const query = useQuery({
    queryKey: cartKeys.count,
    queryFn: fetchCartCount,
    enabled: loggedIn,
  });
  return loggedIn ? (query.data ?? 0) : 0;
}
