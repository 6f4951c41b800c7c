import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { afterSaleKeys, cancelAfterSale, type Decision, decide, sendTracking } from './api';

/** The buyer's and the seller's actions; each refreshes every after-sale view (and the orders, for refunds). */
export function useAfterSaleActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: afterSaleKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };
  const cancel = useMutation({
    mutationFn: cancelAfterSale,
    onSuccess: () => void message.success(t('afterSales.cancelled')),
    onSettled: refresh,
  });
  const tracking = useMutation({
    mutationFn: sendTracking,
    onSuccess: () => void message.success(t('afterSales.trackingSent')),
    onSettled: refresh,
  });
  const decision = useMutation({
    mutationFn: (input: { decision: Decision; id: number; reason?: string; addressId?: number }) =>
      decide(input.decision, { id: input.id, reason: input.reason, addressId: input.addressId }),
    onSuccess: (answer, input) =>
      // A refund that could not be paid is not a success: say so, with the reason.
      answer.state === 'refund_failed'
        ? void message.warning(`${t('afterSales.states.refund_failed')}: ${answer.refundFailure}`)
        : void message.success(t(`afterSales.done.${input.decision}`)),
    onSettled: refresh,
  });
  return { cancel, tracking, decision };
}
