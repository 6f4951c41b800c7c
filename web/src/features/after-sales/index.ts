/** What other features use of after-sales: the apply action of an order. */
export { ApplyAfterSaleButton } from './ApplyAfterSaleButton';
