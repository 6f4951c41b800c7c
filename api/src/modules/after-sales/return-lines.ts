import { type ReturnItemInput, SUCCEEDED_AFTER_SALE_STATES } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { afterSaleLines, afterSales } from '../../db/schema/after-sales';
import { badRequest } from '../../http/errors';
import { orderLinesOf } from '../orders/lines';
import { returnText } from './return-texts';

export type AfterSaleLineRow = typeof afterSaleLines.$inferSelect;

/**
 * Writes a return's items, in the transaction that creates it: each an item of the order, above 0 (the
 * contract) and at most what was bought less what earlier returns brought back (else 400 and the request
 * is not written).
 */
export async function saveReturnLines(
  tx: Tx,
  afterSaleId: number,
  orderId: number,
  items: ReturnItemInput[],
): Promise<void> {
  if (items.length === 0) return;
  const bought = new Map((await orderLinesOf(tx, [orderId])).map((l) => [l.id, l]));
  const before = await returnedBefore(tx, orderId, afterSaleId);
  const rows = items.map((item) => {
    const line = bought.get(item.orderItemId);
    if (!line) throw badRequest(returnText.itemUnknown);
    const left = line.num - (before.get(line.id) ?? 0);
    if (!Number.isInteger(item.num) || item.num <= 0 || item.num > left)
      throw badRequest(left < line.num ? returnText.tooManyLeft : returnText.tooMany, {
        num: left,
        title: line.title,
      });
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

/** Per item of an order, how many came back through returns that succeeded (other than `exceptId`). */
export async function returnedBefore(db: Db | Tx, orderId: number, exceptId: number) {
  const rows = await db
    .select({
      orderItemId: afterSaleLines.orderItemId,
      num: afterSaleLines.num,
      received: afterSaleLines.received,
    })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(
      and(
        eq(afterSales.orderId, orderId),
        eq(afterSales.type, 'return'),
        ne(afterSales.id, exceptId),
        inArray(afterSales.state, [...SUCCEEDED_AFTER_SALE_STATES]),
      ),
    );
  const back = new Map<number, number>();
  for (const r of rows) back.set(r.orderItemId, (back.get(r.orderItemId) ?? 0) + (r.received ?? r.num));
  return back;
}

/**
 * What a received return is worth: the refund asked, in proportion to the value of the goods that arrived
 * against those the buyer said it sent (floored to the cent; the whole amount when all arrived), and whether
 * every item of the order is now back in full (with earlier returns): a return-and-refund success, else a
 * partial one. The per-item quantities decide both.
 */
export async function returnShare(tx: Tx, row: { id: number; orderId: number; amount: string }) {
  const [lines, items, before] = await Promise.all([
    linesOf(tx, [row.id]),
    orderLinesOf(tx, [row.orderId]),
    returnedBefore(tx, row.orderId, row.id),
  ]);
  const price = new Map(items.map((i) => [i.id, new Decimal(i.price)]));
  let sent = new Decimal(0);
  let arrived = new Decimal(0);
  const now = new Map(before);
  for (const l of lines) {
    const got = l.received ?? l.num;
    const p = price.get(l.orderItemId) ?? new Decimal(0);
    sent = sent.plus(p.times(l.num));
    arrived = arrived.plus(p.times(got));
    now.set(l.orderItemId, (now.get(l.orderItemId) ?? 0) + got);
  }
  const amount = new Decimal(row.amount);
  const whole = lines.every((l) => (l.received ?? l.num) === l.num);
  const paid =
    whole || sent.isZero()
      ? amount
      : amount.times(arrived).dividedBy(sent).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const allBack = whole && items.every((i) => (now.get(i.id) ?? 0) >= i.num);
  return { paid, allBack };
}
