import { AWAITING_SHIPMENT } from '@dropmall/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';

/**
 * Of these orders, the ones the seller business must ship now: paid, not shipped, not refunded. What the
 * stock module's pick list may know of orders (wired in compose.ts), without their table.
 */
export async function waitingToShip(
  db: Db,
  sellerBusinessId: number,
  ids: number[],
): Promise<{ id: number; orderNo: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        inArray(orders.id, ids),
        eq(orders.sellerBusinessId, sellerBusinessId),
        inArray(orders.status, [...AWAITING_SHIPMENT]),
      ),
    );
}
