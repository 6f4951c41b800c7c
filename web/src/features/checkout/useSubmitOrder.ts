import { StorageKey } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_LIST_PATH } from '../../lib/checkoutPaths';
import { ApiError } from '../../lib/http';
import { newIdempotencyKey } from '../../lib/idempotency';
import { readStorage } from '../../lib/storage';
import { showError } from '../../lib/toast';
import { cartKeys } from '../cart';
import { type GroupChoice, type OrderPreview, submitOrder } from './api';
import { usePayment } from './usePayment';

/** Spec 000 §8: after an order failure the message shows, then the user goes to the order list. */
export const ORDER_FAILURE_DELAY_MS = 1_300;

interface SubmitInput {
  preview: OrderPreview;
  addressId: number;
  choices: Record<number, GroupChoice>;
}

/**
 * Creating the orders, then paying them (spec 000 §4). Once the orders exist the cart lines are gone, so a
 * payment dialog closed unpaid leads to the order list, where they can be paid later.
 */
export function useSubmitOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = usePayment(() => void navigate(ORDER_LIST_PATH));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = useMutation({
    mutationFn: ({ preview, addressId, choices }: SubmitInput) =>
      submitOrder(
        preview,
        addressId,
        choices,
        readStorage(StorageKey.userInfo)?.id ?? '',
        newIdempotencyKey(),
      ),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      payment.start({ orderIds: result.orderIds, total: result.totalMoney });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.kind === 'session' || error.kind === 'aborted')) return;
      showError(error.message);
      timer.current = setTimeout(() => void navigate(ORDER_LIST_PATH), ORDER_FAILURE_DELAY_MS);
    },
  });

  return {
    submit: (input: SubmitInput) => submit.mutate(input),
    submitting: submit.isPending,
    /** The cart lines are spent (or the page is leaving): the preview must not be asked for again. */
    done: !submit.isIdle && !submit.isPending,
    dialog: payment.dialog,
  };
}
