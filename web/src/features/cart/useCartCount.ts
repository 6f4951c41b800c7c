import { useQuery } from '@tanstack/react-query';
import { hasToken } from '../../lib/session';
import { cartKeys, fetchCartCount } from './api';

/** The header's cart count: pieces in the cart, asked only with a session (a visitor's cart is empty). */
export function useCartCount(): number {
  const loggedIn = hasToken();
  const query = useQuery({
    queryKey: cartKeys.count,
    queryFn: fetchCartCount,
    enabled: loggedIn,
  });
  return loggedIn ? (query.data ?? 0) : 0;
}
