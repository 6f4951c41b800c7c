import { OPEN_AFTER_SALE_STATES } from '@dropmall/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { afterSales } from '../../db/schema/after-sales';
import { conflict } from '../../http/errors';
import { localized } from './state';
import { openRequestText as openRequest } from './texts';

/**
 * The seller may not ship an order while its buyer's after-sale request is open: the buyer may be asking for
 * the money back instead of the goods. Called by shipping in its transaction, after it locked the order row,
 * which an application also locks; so an application and a ship cannot pass each other.
 */
export async function refuseShipWhileAfterSaleOpen(tx: Tx, orderId: number): Promise<void> {
  const [open] = await tx
    .select({ no: afterSales.afterSaleNo })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.state, [...OPEN_AFTER_SALE_STATES])))
    .limit(1);
  if (open) throw conflict(localized(openRequest, { no: open.no }));
}
