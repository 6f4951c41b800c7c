import { OPEN_AFTER_SALE_STATES } from '@dropmall/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { afterSales } from '../../db/schema/after-sales';
import { conflict } from '../../http/errors';
import { localized } from './state';

const openRequest = {
  en: 'This order has an after-sale request in progress ({no}): decide it before shipping',
  zh: '该订单有进行中的售后申请（{no}），请先处理后再发货',
};

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
