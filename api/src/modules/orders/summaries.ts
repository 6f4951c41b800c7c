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
}

/** The summaries of these orders, read in the caller's transaction (an order being paid is seen paid). */
export async function orderSummaries(tx: Db | Tx, ids: readonly number[]): Promise<OrderSummary[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      buyerBusinessId: orders.businessId,
      sellerBusinessId: orders.sellerBusinessId,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return rows.map((r) => ({ ...r, total: new Decimal(r.total).toFixed(2) }));
}
