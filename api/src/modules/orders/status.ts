import { type CloseReason, canMove, type OrderStatus } from '@dropmall/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { orderItems, orders } from '../../db/schema/orders';
import { giveBack } from '../stock/orders';
import { type OrderSummary, summaryColumns, toSummary } from './summaries';

type Owner = number | { seller: number };

/** Only orders in `from` (and of `owner`, when given) match: the update is the race's referee. */
const movable = (ids: number[], from: OrderStatus | readonly OrderStatus[], owner?: Owner) =>
  and(
    inArray(orders.id, ids),
    typeof from === 'string' ? eq(orders.status, from) : inArray(orders.status, [...from]),
    owner === undefined
      ? undefined
      : typeof owner === 'number'
        ? eq(orders.businessId, owner)
        : eq(orders.sellerBusinessId, owner.seller),
  );

/**
 * `from` may be several states (shipping takes a paid order whether or not its seller acknowledged it).
 * The one place an order changes state: the move must be in the contract's transition table, and the update
 * is conditional on the current state, so two racing requests cannot both move the same order.
 * `owner` limits the move to one business's orders: a number is the buyer's business, `{ seller }` the
 * seller's. Answers the ids that moved.
 */
export async function moveOrders(
  tx: Tx,
  ids: number[],
  from: OrderStatus | readonly OrderStatus[],
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert> = {},
  owner?: Owner,
): Promise<number[]> {
  for (const f of typeof from === 'string' ? [from] : from)
    if (!canMove(f, to)) throw new Error(`order cannot move from ${f} to ${to}`);
  if (ids.length === 0) return [];
  const moved = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(movable(ids, from, owner))
    .returning({ id: orders.id });
  return moved.map((m) => m.id);
}

/**
 * Unpaid to paid, as `moveOrders`, answering the summaries of the orders that moved (read by the update
 * itself): the paid notices and the paid event need them, and paying is the checkout's hot path.
 */
export async function movePaid(
  tx: Tx,
  ids: number[],
  set: { paidAt: Date; payType: number; paymentId: number },
  owner?: number,
): Promise<OrderSummary[]> {
  if (ids.length === 0) return [];
  const move = owner === undefined ? movePaidOnce.anyBuyer : movePaidOnce.ofBuyer;
  const moved = await move(tx, {
    ids,
    owner: owner ?? 0,
    paidAt: set.paidAt.toISOString(),
    payType: set.payType,
    paymentId: set.paymentId,
    now: new Date().toISOString(),
  });
  return moved.map(toSummary);
}

/** `movePaid`'s update, built once (every payment runs it), for the buyer's orders or anyone's. */
const movePaidOnce = (() => {
  const build = (ofBuyer: boolean) =>
    builtOnce<OrderSummary[]>((tx) =>
      tx
        .update(orders)
        .set({
          status: 'paid',
          paidAt: sql`${sql.placeholder('paidAt')}::timestamptz`,
          payType: sql`${sql.placeholder('payType')}::smallint`,
          paymentId: sql`${sql.placeholder('paymentId')}::bigint`,
          updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
        })
        .where(
          and(
            sql`${orders.id} = any(${sql.placeholder('ids')})`,
            eq(orders.status, 'unpaid'),
            ofBuyer ? eq(orders.businessId, sql.placeholder('owner')) : undefined,
          ),
        )
        .returning(summaryColumns),
    );
  return { anyBuyer: build(false), ofBuyer: build(true) };
})();

/**
 * Gives back the stock of cancelled or refunded orders through the stock module: what they still reserve is
 * released, what they shipped comes back as a sales-return stock-in.
 */
export async function restoreStock(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await tx
    .select({ orderId: orderItems.orderId, variantId: orderItems.variantId, num: orderItems.num })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  await giveBack(tx, items);
}

export const cancelledBy = (reason: CloseReason) => ({ closeReason: reason, cancelledAt: new Date() });
