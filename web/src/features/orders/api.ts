import type { OrderStatus } from '@dropmall/contract';
import { post } from '../../lib/http';
import type { Address } from '../addresses';

/** The buyer's orders (spec 001 §7 /api/order/orderList, orderDetail, cancelOrder, confirmReceiptOrder). */

export interface OrderItem {
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

export interface Order {
  id: number;
  orderNo: string;
  status: OrderStatus;
  /** buyer_cancel, payment_timeout, after_sale; empty while open. */
  closeReason: string;
  businessId: number;
  sellerName: string;
  productTotal: number;
  expressFee: number;
  couponAmount: number;
  total: number;
  currency: string;
  userLeave: string;
  expressName: string;
  /** The carrier's tracking number once the seller shipped; '' before. */
  trackingNo: string;
  payType: number | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
  /** An unpaid order is cancelled at this time. */
  expiresAt: string;
  items: OrderItem[];
}

/** The detail adds the address as it was when the order was placed. */
export interface OrderDetail extends Order {
  address: Partial<Address>;
}

export interface OrderPage {
  records: Order[];
  total: number;
  current: number;
  size: number;
  /** How many orders each status holds (absent = none). */
  statusCounts: Partial<Record<OrderStatus, number>>;
}

export interface OrderListQuery {
  status?: OrderStatus;
  current: number;
  size: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

export const fetchOrders = (query: OrderListQuery) => post<OrderPage>('/api/order/orderList', { ...query });

/** Quiet: the detail page shows its own 'not found'. */
export const fetchOrder = (id: number) =>
  post<OrderDetail>('/api/order/orderDetail', { id }, { quiet: true });

export const cancelOrder = (id: number) => post<OrderDetail>('/api/order/cancelOrder', { id });

export const confirmReceipt = (id: number) => post<OrderDetail>('/api/order/confirmReceiptOrder', { id });
