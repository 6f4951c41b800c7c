import { hashKey, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { stockKeys } from './api';

/**
 * Deletes the open draft (document or count), says so, closes its drawer and refreshes the stock lists: every
 * stock query but the deleted draft's own, which would only answer "not found" now.
 */
export function useDeleteDraft(remove: () => Promise<unknown>, detailKey: QueryKey, onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: () => {
      void message.success(t('stock.draftDeleted'));
      onClose();
    },
    onSettled: () =>
      void queryClient.invalidateQueries({
        queryKey: stockKeys.all,
        predicate: (query) => query.queryHash !== hashKey(detailKey),
      }),
  });
}
