import type { AfterSaleState, ReturnReceiveRequest, ReturnStockInQuery } from '@dropmall/contract';
import { and, count, desc, eq, exists, ilike, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { afterSaleLines, afterSaleReceipts, afterSales } from '../../db/schema/after-sales';
import { badRequest, conflict, notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { orderLinesOf, orderNumbersOf } from '../orders/lines';
import { bookReturn } from '../stock';
import { linesOf } from './return-lines';
import { returnText } from './return-texts';
import type { AfterSaleRow } from './state';
import { afterSaleText } from './texts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Takes the once-only mark of a return's receipt into stock, then books what arrived. Answers false when the
 * return was received already (by the stock page or by the refund): nothing is booked twice.
 */
async function receiveOnce(
  tx: Tx,
  row: AfterSaleRow,
  received: Map<number, number>,
  locationId: number,
  actor: string,
): Promise<boolean> {
  const marked = await tx
    .insert(afterSaleReceipts)
    .values({ afterSaleId: row.id, sellerBusinessId: row.sellerBusinessId, locationId, actor })
    .onConflictDoNothing()
    .returning({ id: afterSaleReceipts.afterSaleId });
  if (marked.length === 0) return false;
  const lines = await linesOf(tx, [row.id]);
  for (const line of lines)
    await tx
      .update(afterSaleLines)
      .set({ received: received.get(line.id) ?? 0 })
      .where(eq(afterSaleLines.id, line.id));
  await bookReturn(tx, {
    afterSaleId: row.id,
    orderId: row.orderId,
    sellerId: row.sellerBusinessId,
    locationId,
    lines: lines.map((l) => ({ variantId: l.variantId, num: received.get(l.id) ?? 0 })),
    actor,
  });
  return true;
}

/**
 * The refund of a return the stock page has not received: what the buyer said it sends back comes back into
 * the bins it left from. Nothing when the stock page received it already.
 */
export async function receiveReturnInFull(tx: Tx, row: AfterSaleRow): Promise<void> {
  const lines = await linesOf(tx, [row.id]);
  await receiveOnce(tx, row, new Map(lines.map((l) => [l.id, l.num])), 0, 'system');
}

/**
 * The returns of a seller as the sales-return stock-in page sees them: waiting (sent back by the buyer, not
 * received yet) or received (into stock), and receiving one.
 */
export class ReturnDesk {
  constructor(private readonly db: Db) {}

  async list(sellerId: number, q: ReturnStockInQuery) {
    const received = exists(
      this.db
        .select({ one: sql`1` })
        .from(afterSaleReceipts)
        .where(eq(afterSaleReceipts.afterSaleId, afterSales.id)),
    );
    const notReceived = notExists(
      this.db
        .select({ one: sql`1` })
        .from(afterSaleReceipts)
        .where(eq(afterSaleReceipts.afterSaleId, afterSales.id)),
    );
    const like = q.keyword ? containsPattern(q.keyword) : undefined;
    const where = and(
      eq(afterSales.sellerBusinessId, sellerId),
      eq(afterSales.type, 'return'),
      q.status === 'waiting' ? and(eq(afterSales.state, 'returning'), notReceived) : received,
      like ? or(ilike(afterSales.afterSaleNo, like), ilike(afterSales.trackingNo, like)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ row: afterSales, receipt: afterSaleReceipts })
        .from(afterSales)
        .leftJoin(afterSaleReceipts, eq(afterSaleReceipts.afterSaleId, afterSales.id))
        .where(where)
        .orderBy(desc(afterSales.shippedBackAt), desc(afterSales.id))
        .limit(q.size)
        .offset((q.current - 1) * q.size),
      this.db.select({ n: count() }).from(afterSales).where(where),
    ]);
    const ids = rows.map((r) => r.row.id);
    const orderIds = [...new Set(rows.map((r) => r.row.orderId))];
    const [lines, items, numbers, names] = await Promise.all([
      linesOf(this.db, ids),
      orderLinesOf(this.db, orderIds),
      orderNumbersOf(this.db, orderIds),
      businessNames(
        this.db,
        rows.map((r) => r.row.businessId),
      ),
    ]);
    const item = new Map(items.map((i) => [i.id, i]));
    return {
      records: rows.map(({ row, receipt }) => ({
        afterSaleId: row.id,
        afterSaleNo: row.afterSaleNo,
        orderId: row.orderId,
        orderNo: numbers.get(row.orderId) ?? '',
        buyerName: names.get(row.businessId) ?? '',
        state: row.state as AfterSaleState,
        expressCompany: row.expressCompany,
        trackingNo: row.trackingNo,
        shippedBackAt: iso(row.shippedBackAt),
        receivedAt: iso(receipt?.createdAt ?? null),
        locationId: receipt?.locationId ?? 0,
        lines: lines
          .filter((l) => l.afterSaleId === row.id)
          .map((l) => ({
            lineId: l.id,
            variantId: l.variantId,
            title: item.get(l.orderItemId)?.title ?? '',
            specification: item.get(l.orderItemId)?.specification ?? '',
            thumbUrl: item.get(l.orderItemId)?.thumbUrl ?? '',
            expected: l.num,
            received: l.received,
          })),
      })),
      total: Number(total?.n ?? 0),
      current: q.current,
      size: q.size,
    };
  }

  /**
   * Receives a return the buyer sent back: the quantity that arrived per line (0 to what was sent, at least
   * one above 0) into a location (0: the bins the goods left from). Once: a second receipt, even at the same
   * moment, is 409 and books nothing.
   */
  async receive(sellerId: number, input: ReturnReceiveRequest, actor: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(afterSales)
        .where(
          and(
            eq(afterSales.id, input.id),
            eq(afterSales.sellerBusinessId, sellerId),
            eq(afterSales.type, 'return'),
          ),
        );
      if (!row) throw notFound(afterSaleText.missing);
      const lines = await linesOf(tx, [row.id]);
      const items = new Map((await orderLinesOf(tx, [row.orderId])).map((i) => [i.id, i]));
      const received = new Map<number, number>();
      for (const given of input.lines) {
        const line = lines.find((l) => l.id === given.lineId);
        if (!line || received.has(line.id)) throw badRequest(returnText.lineUnknown);
        if (given.received > line.num)
          throw badRequest(returnText.receivedAbove, {
            num: line.num,
            title: items.get(line.orderItemId)?.title ?? '',
          });
        received.set(line.id, given.received);
      }
      if ([...received.values()].every((n) => n === 0)) throw badRequest(returnText.nothingReceived);
      if (row.state !== 'returning') {
        const [mark] = await tx
          .select({ id: afterSaleReceipts.afterSaleId })
          .from(afterSaleReceipts)
          .where(eq(afterSaleReceipts.afterSaleId, row.id));
        throw conflict(mark ? returnText.alreadyReceived : returnText.notOnItsWay);
      }
      if (!(await receiveOnce(tx, row, received, input.locationId, actor)))
        throw conflict(returnText.alreadyReceived);
    });
  }
}
