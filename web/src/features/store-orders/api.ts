import type {
  BindStoreLineRequest,
  StoreOrderLineView,
  StoreOrderPage,
  StoreOrderQuery,
  SyncOrdersAnswer,
} from '@dropmall/contract';
import { post } from '../../lib/http';

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
