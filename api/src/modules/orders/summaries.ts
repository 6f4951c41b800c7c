import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';

/** What another module may say about an order outside the orders module (webhooks): numbers, parties, total. */
export interface OrderSummary {
  id: number;
  orderNo: string;
  buyerBusinessId: number;
  sellerBusinessId: number;
  status: string;
  total: string;
  currency: string;
  /** Placed to fulfil a store order: only such an order's payment concerns the stores module. */
  forStore: boolean;
}

/** The summaries of these orders, read in the caller's transaction (an order being paid is seen paid). */
export async function orderSummaries(tx: Db | Tx, ids: readonly number[]): Promise<OrderSummary[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(summaryColumns)
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return rows.map(toSummary);
}

/** The columns of a summary, for a select or an update's RETURNING. */
export const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  buyerBusinessId: orders.businessId,
  sellerBusinessId: orders.sellerBusinessId,
  status: orders.status,
  total: orders.total,
  currency: orders.currency,
  forStore: orders.forStore,
};

/** A row of `summaryColumns` as a summary: the total in cents, as the wire shows money. */
export const toSummary = (row: OrderSummary): OrderSummary => ({
  ...row,
  total: new Decimal(row.total).toFixed(2),
});
