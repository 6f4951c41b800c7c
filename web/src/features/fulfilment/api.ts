import type { ExpressCompany, OrderStatus, SellerOrderTab, TrackingRecord } from '@dropmall/contract';
import { post } from '../../lib/http';

/**
 * The seller's side of orders (the CRM pages): carriers (spec 001 §7 /order/getExpressCompany), the
 * seller's list, shipping, and the tracking record (/order/expresslist).
 */

export interface SellerOrderItem {
  id: number;
  productId: number;
  skuId: number;
  title: string;
  specification: string;
  thumbUrl: string;
  price: number;
  num: number;
  amount: number;
}

export interface SellerOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  closeReason: string;
  buyerBusinessId: number;
  buyerName: string;
  addressee: string;
  country: string;
  /** The address as it was when the order was placed. */
  address: Record<string, unknown>;
  productTotal: number;
  expressFee: number;
  couponAmount: number;
  total: number;
  currency: string;
  userLeave: string;
  expressId: number | null;
  expressName: string;
  trackingNo: string;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
  items: SellerOrderItem[];
}

export interface SellerOrderPage {
  records: SellerOrder[];
  total: number;
  current: number;
  size: number;
  statusCounts: Partial<Record<OrderStatus, number>>;
}

export interface SellerOrderQuery {
  status: SellerOrderTab;
  keyword: string;
  current: number;
  size: number;
}

export interface ShipInput {
  id: number;
  expressId: number;
  trackingNo: string;
}

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

export const fetchTracking = (id: number) => post<TrackingRecord>('/order/expresslist', { id });
