import { useQuery } from '@tanstack/react-query';
import { checkoutKeys, fetchBalance } from './api';

/** The wallet balance (USD), fresh each time a page shows it: payments and refunds move it. */
export function useBalance(enabled = true) {
  return useQuery({ queryKey: checkoutKeys.balance, queryFn: fetchBalance, enabled, staleTime: 0 });
}
