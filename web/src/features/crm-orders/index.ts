/** What other features use of the CRM store-order pages: the store/sold tabs of Pending and Fulfilment, the list. */
export { CrmOrderList } from './CrmOrderList';
export { InvoicedStoreTag } from './InvoicedTag';
export { StageTag, StoreStatusTag } from './StageTag';
export { StoreAndSoldTabs } from './StoreAndSoldTabs';
export { AwaitingCustomerTag, StoreChangedTag, StoreChangesList } from './StoreChanges';
