import type { OrderDetail, OrderItem, OrderListQuery, OrderPage, OrderView } from '@dropmall/contract';
import { post } from '../../lib/http';

/** The buyer's orders (spec 001 §7 /api/order/orderList, orderDetail, cancelOrder, confirmReceiptOrder). */

export type { OrderDetail, OrderItem, OrderListQuery, OrderPage };
export type Order = OrderView;

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
