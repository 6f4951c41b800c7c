import {
  type Address,
  type AfterSaleAction,
  type AfterSaleApply,
  type AfterSaleDetail,
  type AfterSaleItem,
  type AfterSaleListQuery,
  type AfterSalePage,
  type AfterSaleView,
  afterSaleActions,
  type DecisionRequest,
  type OrderAfterSaleInfo,
  type RefundReasonItem,
  type ReturnAddress,
  type TrackingRequest,
} from '@dropmall/contract';
import { post } from '../../lib/http';

/** After-sales (spec 001 §7 /api/afterSale/*; the seller's calls are of our design beside them). */

export type { AfterSaleDetail, AfterSaleItem, AfterSalePage, OrderAfterSaleInfo, ReturnAddress };
export type AfterSale = AfterSaleView;
export type ListQuery = AfterSaleListQuery;

export type Side = 'buyer' | 'seller';

export const afterSaleKeys = {
  all: ['after-sales'] as const,
  reasons: ['after-sales', 'reasons'] as const,
  list: (side: Side, query: ListQuery) => ['after-sales', side, query] as const,
  detail: (id: number) => ['after-sales', 'detail', id] as const,
  orderInfo: (orderId: number) => ['after-sales', 'order', orderId] as const,
};

export const fetchReasons = () => post<RefundReasonItem[]>('/api/afterSale/refundMemoList');
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
export const sendTracking = (input: TrackingRequest) =>
  post<AfterSaleDetail>('/api/afterSale/uploadExpressInfo', input);

export type Decision =
  | 'agree'
  | 'refuse'
  | 'confirmReceipt'
  | 'rejectReceipt'
  | 'retryRefund'
  | 'closeRefund'
  | 'expireReturn';

const SELLER_ACTIONS: readonly AfterSaleAction[] = [
  'agreeRefund',
  'agreeReturn',
  'refuse',
  'confirmReceipt',
  'rejectReceipt',
  'expireReturn',
  'retryRefund',
  'closeRefund',
];
/** What one side may do with a request now: the contract's table (the server checks it again). */
export function sideActions(a: Pick<AfterSaleView, 'type' | 'state'>, side: Side): AfterSaleAction[] {
  const own: readonly AfterSaleAction[] = side === 'seller' ? SELLER_ACTIONS : ['cancel', 'shipBack'];
  return afterSaleActions(a.type, a.state).filter((x) => own.includes(x));
}
export const decide = (decision: Decision, input: DecisionRequest) =>
  post<AfterSaleDetail>(`/api/afterSale/${decision}`, input);

export const AFTER_SALE_DETAIL_PATH = '/order/afterSaleDetail';
export const BUYER_LIST_PATH = '/order/afterSale';
export const SELLER_LIST_PATH = '/CRM/afterSale';
/** The button of the seller's page that allows decisions (the server checks the same). */
export const HANDLE_LABEL = 'handle after-sale';
export const detailHref = (id: number) => `${AFTER_SALE_DETAIL_PATH}?id=${id}`;

/** The seller's own addresses, to choose the return address from (the address book's call). */
export const fetchReturnAddresses = () => post<Address[]>('/api/address/list');
