import type { AfterSaleApply, AfterSaleState, AfterSaleType, OrderStatus } from '@dropmall/contract';
import { post } from '../../lib/http';

/** After-sales (spec 001 §7 /api/afterSale/*; the seller's calls are of our design beside them). */

export interface ReturnAddress {
  name: string;
  phone: string;
  lines: string[];
  postalCode: string;
}

export interface AfterSale {
  id: number;
  afterSaleNo: string;
  orderId: number;
  orderNo: string;
  orderStatus: OrderStatus;
  orderTotal: number;
  type: AfterSaleType;
  state: AfterSaleState;
  reason: string;
  reasonText: string;
  description: string;
  amount: number;
  vouchers: string[];
  orderShipped: boolean;
  refuseReason: string;
  returnAddress: ReturnAddress | null;
  expressCompany: string;
  trackingNo: string;
  createdAt: string;
  decidedAt: string | null;
  shippedBackAt: string | null;
  receivedAt: string | null;
  refundedAt: string | null;
  closedAt: string | null;
}

export interface AfterSaleItem {
  id: number;
  title: string;
  specification: string;
  thumbUrl: string;
  price: number;
  num: number;
  amount: number;
}

export interface AfterSaleDetail extends AfterSale {
  role: 'buyer' | 'seller';
  buyerName: string;
  sellerName: string;
  refundedTotal: number;
  items: AfterSaleItem[];
}

export interface AfterSalePage {
  records: AfterSale[];
  total: number;
  current: number;
  size: number;
  stateCounts: Partial<Record<AfterSaleState, number>>;
}

export interface OrderAfterSaleInfo {
  orderId: number;
  orderNo: string;
  orderTotal: number;
  refundedTotal: number;
  refundable: number;
  types: AfterSaleType[];
  openId: number | null;
  blocked: string;
}

export interface ListQuery {
  state?: AfterSaleState;
  current: number;
  size: number;
}

export type Side = 'buyer' | 'seller';

export const afterSaleKeys = {
  all: ['after-sales'] as const,
  reasons: ['after-sales', 'reasons'] as const,
  list: (side: Side, query: ListQuery) => ['after-sales', side, query] as const,
  detail: (id: number) => ['after-sales', 'detail', id] as const,
  orderInfo: (orderId: number) => ['after-sales', 'order', orderId] as const,
};

export const fetchReasons = () => post<{ code: string; name: string }[]>('/api/afterSale/refundMemoList');
export const fetchOrderInfo = (orderId: number) =>
  post<OrderAfterSaleInfo>('/api/afterSale/orderInfo', { orderId });
export const createAfterSale = (input: AfterSaleApply) =>
  post<AfterSaleDetail>('/api/afterSale/create', { paramJson: JSON.stringify(input) });
export const fetchAfterSales = (side: Side, query: ListQuery) =>
  post<AfterSalePage>(side === 'buyer' ? '/api/afterSale/list' : '/api/afterSale/sellerList', { ...query });
/** Quiet: the detail page shows its own 'not found'. */
export const fetchAfterSale = (id: number) =>
  post<AfterSaleDetail>('/api/afterSale/detail', { id }, { quiet: true });
export const cancelAfterSale = (id: number) => post<AfterSaleDetail>('/api/afterSale/cancel', { id });
export const sendTracking = (input: { id: number; expressCompany: string; trackingNo: string }) =>
  post<AfterSaleDetail>('/api/afterSale/uploadExpressInfo', input);

export type Decision = 'agree' | 'refuse' | 'confirmReceipt' | 'rejectReceipt';
export const decide = (decision: Decision, input: { id: number; reason?: string; addressId?: number }) =>
  post<AfterSaleDetail>(`/api/afterSale/${decision}`, input);

export const AFTER_SALE_DETAIL_PATH = '/order/afterSaleDetail';
export const BUYER_LIST_PATH = '/order/afterSale';
export const SELLER_LIST_PATH = '/CRM/afterSale';
/** The button of the seller's page that allows decisions (the server checks the same). */
export const HANDLE_LABEL = 'handle after-sale';
export const detailHref = (id: number) => `${AFTER_SALE_DETAIL_PATH}?id=${id}`;

/** The seller's own addresses, to choose the return address from (the address book's call). */
export const fetchReturnAddresses = () =>
  post<
    {
      id: number;
      fullName: string;
      detailAddress: string;
      city: string;
      country: string;
      isDefault: boolean;
    }[]
  >('/api/address/list');
