import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { cancelOrder, confirmReceipt, orderKeys } from './api';

/** Cancelling an unpaid order and confirming a shipped one received; both refresh every order view. */
export function useOrderActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => void message.success(t('orders.cancelled')),
    onSettled: refresh,
  });
  const receive = useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => void message.success(t('orders.received')),
    onSettled: refresh,
  });
  return { cancel, receive };
}
