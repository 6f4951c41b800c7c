import type {
  BindStoreLineRequest,
  CrmInvoice,
  StoreOrderLineView,
  StoreOrderMallOrderView,
  StoreOrderPage,
  StoreOrderQuery,
  SyncOrdersAnswer,
} from '@dropmall/contract';
import { download, post } from '../../lib/http';

/** Store orders (docs/decisions.md "Store orders in"): the list and "Sync orders". */
export const storeOrderKeys = {
  all: ['store-orders'] as const,
  list: (q: Partial<StoreOrderQuery>) => ['store-orders', q] as const,
};

export const fetchStoreOrders = (q: Partial<StoreOrderQuery>) =>
  post<StoreOrderPage>('/order/crmCustomerOrderList', { ...q });

export const syncStoreOrders = (id: number) => post<SyncOrdersAnswer>('/store/syncOrders', { id });

/** Binds an unmatched line to the mall variant a SKU names (`/business/bindingCrmCustomer`). */
export const bindStoreLine = (input: BindStoreLineRequest) =>
  post<StoreOrderLineView>('/business/bindingCrmCustomer', { ...input });

/**
 * The invoice of a paid store order (docs/decisions.md "Invoiced"): generated once (invoiceGeneration),
 * shown as issued (a version, else the newest: invoiceDisplay), reissued with a reason; the PDF of a version.
 */
export const storeInvoiceKey = (id: number, version?: number) =>
  ['store-orders', 'invoice', id, version ?? 'newest'] as const;
export const fetchStoreInvoice = (id: number, version?: number) =>
  post<CrmInvoice>('/store/invoice', version ? { id, version } : { id });
export const generateStoreInvoice = (id: number) => post<CrmInvoice>('/store/invoice/generate', { id });
export const reissueStoreInvoice = (id: number, reason: string) =>
  post<CrmInvoice>('/store/invoice/reissue', { id, reason });
export const downloadStoreInvoice = (id: number, version?: number) =>
  download('/store/invoice/file', version ? { id, version } : { id }, { method: 'GET' });

/** Sends a shipped mall order's tracking to its store again (failed, or waiting after a failure). */
export const retryTracking = (mallOrderId: number) =>
  post<StoreOrderMallOrderView>('/store/order/retryTracking', { mallOrderId });
