import type { ReturnItemInput } from '@dropmall/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { afterSaleLines } from '../../db/schema/after-sales';
import { badRequest } from '../../http/errors';
import { orderLinesOf } from '../orders/lines';
import { returnText } from './return-texts';

export type AfterSaleLineRow = typeof afterSaleLines.$inferSelect;

/**
 * Writes a return's items, in the transaction that creates it: each an item of the order, above 0 (the
 * contract) and at most what was bought (else 400 and the request is not written).
 */
export async function saveReturnLines(
  tx: Tx,
  afterSaleId: number,
  orderId: number,
  items: ReturnItemInput[],
): Promise<void> {
  if (items.length === 0) return;
  const bought = new Map((await orderLinesOf(tx, [orderId])).map((l) => [l.id, l]));
  const rows = items.map((item) => {
    const line = bought.get(item.orderItemId);
    if (!line) throw badRequest(returnText.itemUnknown);
    if (!Number.isInteger(item.num) || item.num <= 0 || item.num > line.num)
      throw badRequest(returnText.tooMany, { num: line.num, title: line.title });
    return { afterSaleId, orderItemId: line.id, variantId: line.variantId, num: item.num };
  });
  await tx.insert(afterSaleLines).values(rows);
}

/** The lines of some after-sales (returns), in item order. */
export async function linesOf(db: Db | Tx, afterSaleIds: number[]): Promise<AfterSaleLineRow[]> {
  if (afterSaleIds.length === 0) return [];
  return db
    .select()
    .from(afterSaleLines)
    .where(inArray(afterSaleLines.afterSaleId, afterSaleIds))
    .orderBy(asc(afterSaleLines.orderItemId));
}
