import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { orderItems, orders } from '../../db/schema/orders';

type Reader = Db | Tx;

/** An order as other modules see it (payments, after-sales, cash): read here, moved through orders/status. */
export type OrderRecord = typeof orders.$inferSelect;
/** One line of an order, as other modules see it. */
export type OrderItemRecord = typeof orderItems.$inferSelect;

/**
 * What other modules may know of orders. They ask here (passing their `tx` inside a transaction) instead of
 * reading the orders tables, so the orders module stays free to change them.
 */
export async function ordersByIds(
  db: Reader,
  ids: Iterable<number>,
  buyerBusinessId?: number,
): Promise<OrderRecord[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.id, wanted),
        buyerBusinessId === undefined ? undefined : eq(orders.businessId, buyerBusinessId),
      ),
    );
}

/*
 * A buyer's orders by id, prepared once per database handle: paying reads them on every call. One order (the
 * common case) has a statement of its own, which PostgreSQL plans once (it plans `id = any($1)` each time).
 */
const buyerOrderReads = preparedPerDatabase((db: Db) => {
  const read = (ids: SQL, name: string) =>
    db
      .select()
      .from(orders)
      .where(and(ids, eq(orders.businessId, sql.placeholder('buyer'))))
      .prepare(name);
  return {
    one: read(sql`${orders.id} = ${sql.placeholder('id')}`, 'buyer_order'),
    many: read(sql`${orders.id} = any(${sql.placeholder('ids')}::bigint[])`, 'buyer_orders'),
  };
});

/** Of these orders, the ones `buyerBusinessId` bought, on the pool (outside a transaction). */
export async function buyerOrdersByIds(
  db: Db,
  ids: Iterable<number>,
  buyerBusinessId: number,
): Promise<OrderRecord[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const read = buyerOrderReads(db);
  return wanted.length === 1
    ? read.one.execute({ id: wanted[0], buyer: buyerBusinessId })
    : read.many.execute({ ids: wanted, buyer: buyerBusinessId });
}

/** One order, or undefined; with `buyerBusinessId`, only when that business bought it. */
export async function orderById(
  db: Reader,
  id: number,
  buyerBusinessId?: number,
): Promise<OrderRecord | undefined> {
  const [order] = await ordersByIds(db, [id], buyerBusinessId);
  return order;
}

/** One order, locked for the rest of the transaction (refunds of one order go one at a time). */
export async function lockOrderRow(tx: Tx, id: number): Promise<OrderRecord | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

/** The numbers of these orders by id (an id with no order is left out). */
export async function orderNumbers(db: Reader, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, wanted));
  return new Map(rows.map((r) => [r.id, r.orderNo]));
}

/** An order's lines, in id order. */
export function orderLines(db: Reader, orderId: number): Promise<OrderItemRecord[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The lines of these orders, in id order (the samples' Try-on List shows each sample's line). */
export function linesOfOrders(db: Reader, orderIds: Iterable<number>): Promise<OrderItemRecord[]> {
  const wanted = [...new Set(orderIds)];
  if (wanted.length === 0) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, wanted)).orderBy(asc(orderItems.id));
}

/** How many of these orders have not been shipped. */
export async function countUnshipped(db: Reader, ids: Iterable<number>): Promise<number> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return 0;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, wanted), isNull(orders.shippedAt)));
  return rows.length;
}
