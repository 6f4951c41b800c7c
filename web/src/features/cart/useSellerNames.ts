import { useQuery } from '@tanstack/react-query';
import { cartKeys, fetchCart } from './api';

/**
 * Seller names by business id, read from the cart (the order preview carries only the ids). Unknown ids
 * answer undefined: the caller shows a neutral label.
 */
export function useSellerNames(): (businessId: number) => string | undefined {
  const cart = useQuery({ queryKey: cartKeys.list, queryFn: fetchCart });
  const names = new Map(
    (cart.data?.validCarsList ?? []).map((group) => [group.businessId, group.businessName]),
  );
  return (businessId) => names.get(businessId);
}
