/** What other features use of checkout: the cart's link here, and paying from the order pages. */
export { ORDER_LIST_PATH } from '../../lib/checkoutPaths';
/** The payment-method dialog and the gateway's tab: the CRM's Order Payment pays store orders with them. */
export { openPendingTab } from './openTab';
export { PayDialog } from './PayDialog';
export { isExternal, PAY_TYPE_OF } from './payMethods';
export { useBalance } from './useBalance';
export { type PayTarget, usePayment } from './usePayment';
