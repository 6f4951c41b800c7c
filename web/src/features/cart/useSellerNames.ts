import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { cartKeys, fetchCart } from './api';

/**
 * Seller names by business id, read from the cart (the order preview carries only the ids). A name once
 * seen is kept for the page's life: after an order is submitted its lines leave the cart, and the page
 * behind the payment dialog must still name its sellers. Unknown ids answer undefined: the caller shows a
 * neutral label.
 */
export function useSellerNames(): (businessId: number) => string | undefined {
  const cart = useQuery({ queryKey: cartKeys.list, queryFn: fetchCart });
  const names = useRef(new Map<number, string>());
  for (const group of cart.data?.validCarsList ?? []) names.current.set(group.businessId, group.businessName);
  return (businessId) => names.current.get(businessId);
}
