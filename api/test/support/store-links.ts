import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { orders } from '../../src/db/schema/orders';
import { storeOrderMallOrders } from '../../src/db/schema/stores';

/**
 * Mall orders linked to a store order as the CRM's payment leaves them (stores/crm-orders.ts): the link rows,
 * and the orders marked as placed for a store order, so their payment moves the store order on.
 */
export async function linkMallOrders(db: Db, storeOrderId: number, mallOrderIds: number[]): Promise<void> {
  if (mallOrderIds.length === 0) return;
  await db
    .insert(storeOrderMallOrders)
    .values(mallOrderIds.map((mallOrderId) => ({ mallOrderId, storeOrderId })))
    .onConflictDoNothing();
  await db.update(orders).set({ forStore: true }).where(inArray(orders.id, mallOrderIds));
}
