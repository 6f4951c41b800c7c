import { PayType } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_LIST_PATH } from '../../lib/checkoutPaths';
import { ApiError } from '../../lib/http';
import { newIdempotencyKey } from '../../lib/idempotency';
import { payPasswordFailure } from '../../lib/payPassword';
import { showError } from '../../lib/toast';
import { checkoutKeys, payOrders } from './api';
import { openPendingTab, type PendingTab } from './openTab';
import { PayDialog } from './PayDialog';
import { isExternal, PAY_TYPE_OF, type PayMethod } from './payMethods';

/** Orders to pay together, and what they come to (the server checks it). */
export interface PayTarget {
  orderIds: number[];
  total: number;
}

interface PayCall {
  target: PayTarget;
  method: PayMethod | 'zero';
  tab?: PendingTab;
  /** One per press of Pay: a retry of the same press is answered with the first answer, not a second charge. */
  key: string;
  payPassword?: string;
}

/** What a pay failure says on /payError: the server's reason, kept beside the page's own text. */
export interface PayErrorState {
  reason?: string;
}

/**
 * The pay step of spec 000 §4, for the submit page and the order list: a zero total pays at once
 * (payType 5); otherwise the payment dialog opens. Balance ends on /paySuccess or /payError; pix and boleto
 * open the gateway's page in a new tab and go to the order list. `onDismiss`: the dialog closed unpaid.
 */
export function usePayment(onDismiss?: () => void): {
  start: (target: PayTarget) => void;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<PayTarget | null>(null);

  const pay = useMutation({
    mutationFn: ({ target, method, key, payPassword }: PayCall) =>
      payOrders(
        target.orderIds,
        method === 'zero' ? PayType.zero : PAY_TYPE_OF[method],
        target.total,
        key,
        payPassword,
      ),
    onSuccess: (result, { tab }) => {
      setTarget(null);
      if (result.status === 'pending' && result.payUrl) {
        tab?.go(result.payUrl);
        void navigate(ORDER_LIST_PATH);
      } else {
        tab?.close();
        void navigate('/paySuccess');
      }
    },
    onError: (error, { tab }) => {
      tab?.close();
      if (error instanceof ApiError && (error.kind === 'session' || error.kind === 'aborted')) return;
      // A wrong or locked payment password: the dialog stays open and says so itself.
      if (payPasswordFailure(error)) return;
      setTarget(null);
      showError(error.message);
      const state: PayErrorState = { reason: error.message };
      void navigate('/payError', { state });
    },
    // Whatever happened, orders and the balance may have moved (the order list's keys start with 'orders').
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.balance });
    },
  });

  const start = (next: PayTarget) => {
    if (next.total === 0) pay.mutate({ target: next, method: 'zero', key: newIdempotencyKey() });
    else setTarget(next);
  };

  const dialog = (
    <PayDialog
      open={target !== null}
      total={target?.total ?? 0}
      paying={pay.isPending}
      error={pay.error}
      onPay={(method, payPassword) => {
        if (!target) return;
        pay.mutate({
          target,
          method,
          payPassword,
          tab: isExternal(method) ? openPendingTab() : undefined,
          key: newIdempotencyKey(),
        });
      }}
      onCancel={() => {
        setTarget(null);
        onDismiss?.();
      }}
    />
  );
  return { start, dialog };
}
