import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

/** What other modules (after-sales' returns) read of an order's items: what was bought, per line. */
export interface OrderLineView {
  id: number;
  orderId: number;
  variantId: number;
  title: string;
  specification: string;
  thumbUrl: string;
  price: string;
  num: number;
}

/** The items of some orders, in the order they were bought. */
export async function orderLinesOf(db: Db | Tx, orderIds: number[]): Promise<OrderLineView[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      variantId: orderItems.variantId,
      title: orderItems.title,
      specification: orderItems.specification,
      thumbUrl: orderItems.thumbUrl,
      price: orderItems.price,
      num: orderItems.num,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** Order numbers by order id. */
export async function orderNumbersOf(db: Db | Tx, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((r) => [r.id, r.orderNo]));
}
