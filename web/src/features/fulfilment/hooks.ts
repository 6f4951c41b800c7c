import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  acknowledgeOrders,
  fetchCarriers,
  fetchSellerOrders,
  fetchTracking,
  fulfilmentKeys,
  type SellerOrderQuery,
  shipOrder,
} from './api';

/** One page of the seller's orders; the previous page stays on screen while the next one loads. */
export function useSellerOrders(query: SellerOrderQuery) {
  return useQuery({
    queryKey: fulfilmentKeys.list(query),
    queryFn: () => fetchSellerOrders(query),
    placeholderData: keepPreviousData,
  });
}

/** The carriers, named in the current language; they change rarely, so they are kept for the session. */
export function useCarriers(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: fulfilmentKeys.carriers(i18n.language),
    queryFn: fetchCarriers,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useTracking(id: number | null) {
  return useQuery({
    queryKey: fulfilmentKeys.tracking(id ?? 0),
    queryFn: () => fetchTracking(id ?? 0),
    enabled: id !== null,
  });
}

/** Ships an order: says so, and every list and tracking record of the seller is asked again. */
export function useShip() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: (order) => void message.success(t('fulfilment.ship.done', { no: order.orderNo })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fulfilmentKeys.all }),
  });
}

/** Acknowledges paid orders (paid -> pending dispatch): says so, and the seller's lists are asked again. */
export function useAcknowledge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeOrders,
    onSuccess: (orders) =>
      void message.success(t('fulfilment.acknowledged', { no: orders.map((o) => o.orderNo).join(', ') })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fulfilmentKeys.all }),
  });
}
