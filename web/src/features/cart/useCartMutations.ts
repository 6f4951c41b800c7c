import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CartList, cartKeys, removeCartLines, updateCartLine } from './api';

/** The new quantity shows at once; the server's answer (or its refusal) then refreshes the cart. */
function withQuantity(list: CartList, id: number, num: number): CartList {
  return {
    ...list,
    validCarsList: list.validCarsList.map((group) => ({
      ...group,
      orderCarVOS: group.orderCarVOS.map((line) => (line.id === id ? { ...line, num } : line)),
    })),
  };
}

/** Quantity changes and removals on the cart page; both refresh the list and the header count. */
export function useCartMutations() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });

  const update = useMutation({
    mutationFn: ({ id, num }: { id: number; num: number }) => updateCartLine(id, num),
    onMutate: async ({ id, num }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list });
      queryClient.setQueryData<CartList>(cartKeys.list, (old) => old && withQuantity(old, id, num));
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => removeCartLines(ids),
    onSuccess: () => void message.success(t('cart.removed')),
    onSettled: refresh,
  });

  return { update, remove };
}
