import type {
  ExpressCompany,
  SellerOrder,
  SellerOrderItem,
  SellerOrderPage,
  SellerOrderQuery,
  ShipRequest,
  TrackingRecord,
} from '@dropmall/contract';
import { post } from '../../lib/http';

/**
 * The seller's side of orders (the CRM pages): carriers (spec 001 §7 /order/getExpressCompany), the
 * seller's list, shipping, and the tracking record (/order/expresslist).
 */

export type { SellerOrder, SellerOrderItem, SellerOrderPage, SellerOrderQuery };
export type ShipInput = ShipRequest;

export const fulfilmentKeys = {
  all: ['seller-orders'] as const,
  list: (query: SellerOrderQuery) => ['seller-orders', 'list', query] as const,
  tracking: (id: number) => ['seller-orders', 'tracking', id] as const,
  carriers: (lang: string) => ['carriers', lang] as const,
};

export const fetchSellerOrders = (query: SellerOrderQuery) =>
  post<SellerOrderPage>('/order/sellerOrderList', { ...query });

export const fetchCarriers = () => post<ExpressCompany[]>('/order/getExpressCompany', {});

export const shipOrder = (input: ShipInput) => post<SellerOrder>('/order/ship', { ...input });

/** paid -> pending dispatch: the seller has seen the orders and prepares them (all or none). */
export const acknowledgeOrders = (ids: number[]) =>
  post<SellerOrder[]>('/order/acknowledge', { ids: ids.join(',') });

export const fetchTracking = (id: number) => post<TrackingRecord>('/order/expresslist', { id });
