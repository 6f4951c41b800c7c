/** What other features use of checkout: the cart's link here, and paying from the order pages. */
export { ORDER_LIST_PATH } from '../../lib/checkoutPaths';
export { useBalance } from './useBalance';
export { type PayTarget, usePayment } from './usePayment';
