import type { OrderStatus } from '@dropmall/contract';

/** The tag colour of an order state, the same for the buyer's and the seller's pages. */
export const ORDER_STATUS_COLOUR: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  finished: 'green',
  cancelled: 'default',
  refunded: 'purple',
};
