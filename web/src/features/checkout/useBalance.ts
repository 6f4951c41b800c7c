import { useQuery } from '@tanstack/react-query';
import { checkoutKeys, fetchBalance, fetchPayMethods } from './api';

/** The wallet balance (USD), fresh each time a page shows it: payments and refunds move it. */
export function useBalance(enabled = true) {
  return useQuery({ queryKey: checkoutKeys.balance, queryFn: fetchBalance, enabled, staleTime: 0 });
}

/** The methods the mall offers: fixed by its configuration, so asked once per page load. */
export function usePayMethods(enabled = true) {
  return useQuery({
    queryKey: checkoutKeys.payMethods,
    queryFn: fetchPayMethods,
    enabled,
    staleTime: Infinity,
  });
}
