import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useLoginGate } from '../../lib/useLoginGate';
import { addToCart, cartKeys } from './api';

export interface AddToCartInput {
  /** The chosen variant's cols1. */
  skuId: number | string;
  num: number;
}

/**
 * Add To Cart for the product detail page: a visitor goes to /login?redirect=<this page>; a buyer's line
 * is added, a toast says so, and the header count refreshes. The server's refusal (stock) is its toast.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useLoginGate();
  const mutation = useMutation({
    mutationFn: ({ skuId, num }: AddToCartInput) => addToCart(Number(skuId), num),
    onSuccess: () => toast.success(t('cart.added')),
    // A refusal can still have changed the line (capped at the stock): refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
  const add = (input: AddToCartInput) => {
    if (loggedIn()) mutation.mutate(input);
  };
  return { add, adding: mutation.isPending };
}
