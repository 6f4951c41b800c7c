import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stockLedger } from '../../db/schema/stock';
import { takeAvailable, takeAvailableAll, variantHomes } from '../catalog/available';
import { stockEvents } from '../stock-events';
import { book, freeBins, reserveInFullestBins } from './ledger';

/*
 * Stock of orders: checkout reserves, cancelling releases, shipping turns the reservation into a sales
 * stock-out, a refund or return gives back. The reservation rows of an order (ref 'order', kinds reservation
 * and release) say what it still holds and where, so nothing here reads the orders' tables.
 */

export interface OrderLine {
  variantId: number;
  num: number;
}

/**
 * Reserves every line for the order, in the caller's transaction. Answers the first variant that is not on
 * sale or has too little (the caller rolls back: some lines may be booked), or null when all are reserved.
 */
export function reserve(tx: Tx, orderId: number, lines: OrderLine[]): Promise<number | null> {
  return reserveOrders(
    tx,
    lines.map((l) => ({ ...l, orderId })),
  );
}

/**
 * `reserve` for the lines of several orders (one checkout) in two statements whatever their number: the
 * conditional update of the variants' available copy is the gate (never read-then-write), then each
 * quantity is spread over its variant's fullest bins, each bin by a conditional update.
 */
export async function reserveOrders(
  tx: Tx,
  lines: (OrderLine & { orderId: number })[],
): Promise<number | null> {
  const bad = lines.find((l) => !Number.isInteger(l.num) || l.num <= 0);
  if (bad) return bad.variantId;
  if (new Set(lines.map((l) => l.variantId)).size < lines.length) return reserveOneByOne(tx, lines);
  const taken = await takeAvailableAll(tx, lines);
  const untaken = lines.find((l) => !taken.has(l.variantId));
  if (untaken) return untaken.variantId;
  await stockEvents.dropped(
    tx,
    lines.map((l) => {
      const { after, businessId } = taken.get(l.variantId) ?? { after: 0, businessId: 0 };
      return { variantId: l.variantId, before: after + l.num, after, businessId };
    }),
  );
  const reserved = await reserveInFullestBins(tx, lines);
  return lines.find((l) => reserved.get(l.variantId) !== l.num)?.variantId ?? null;
}

/** A variant on several lines (never from one cart): line after line. */
async function reserveOneByOne(tx: Tx, lines: (OrderLine & { orderId: number })[]): Promise<number | null> {
  for (const line of lines) {
    const after = await takeAvailable(tx, line.variantId, line.num);
    if (after === null) return line.variantId;
    await stockEvents.dropped(tx, [{ variantId: line.variantId, before: after + line.num, after }]);
    let left = line.num;
    for (const bin of await freeBins(tx, line.variantId)) {
      const n = Math.min(left, bin.free);
      const move = { ...bin, variantId: line.variantId, kind: 'reservation' as const, quantity: n };
      const ref = { refType: 'order' as const, refId: line.orderId, actor: 'system' };
      if (await book(tx, { ...move, ...ref }, false)) left -= n;
      if (left === 0) break;
    }
    if (left > 0) return line.variantId;
  }
  return null;
}

/** What orders still hold, per order and bin. */
async function held(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      orderId: sql<number>`${stockLedger.refId}`.mapWith(Number),
      businessId: stockLedger.businessId,
      variantId: stockLedger.variantId,
      warehouseId: stockLedger.warehouseId,
      locationId: stockLedger.locationId,
      num: sql<number>`sum(${stockLedger.quantity})::int`,
    })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.refType, 'order'),
        inArray(stockLedger.refId, orderIds),
        inArray(stockLedger.kind, ['reservation', 'release']),
      ),
    )
    .groupBy(
      stockLedger.refId,
      stockLedger.businessId,
      stockLedger.variantId,
      stockLedger.warehouseId,
      stockLedger.locationId,
    )
    .having(sql`sum(${stockLedger.quantity}) > 0`);
}

async function mustBook(tx: Tx, move: Parameters<typeof book>[1]): Promise<void> {
  if (!(await book(tx, move)))
    throw new Error(`stock move refused: ${move.kind} of variant ${move.variantId}`);
}

/** Releases what the orders hold (a cancelled or expired unpaid order). */
export async function releaseOrders(tx: Tx, orderIds: number[], actor = 'system'): Promise<void> {
  for (const h of await held(tx, orderIds)) {
    const { orderId, num, ...bin } = h;
    await mustBook(tx, { ...bin, kind: 'release', quantity: -num, refType: 'order', refId: orderId, actor });
  }
}

/** A shipped order: its reservation leaves the warehouse as a sales stock-out ("synchronized outbound"). */
export async function shipOrder(tx: Tx, orderId: number, actor = 'system'): Promise<void> {
  for (const h of await held(tx, [orderId])) {
    const { num, ...bin } = h;
    const ref = { refType: 'order' as const, refId: orderId, actor };
    await mustBook(tx, { ...bin, kind: 'release', quantity: -num, ...ref });
    await mustBook(tx, { ...bin, kind: 'sales_out', quantity: -num, ...ref });
  }
}

/**
 * Stock of orders coming back: what an order still holds is released; what it shipped comes back in as a
 * sales-return stock-in, into the bin it left from (its product's warehouse when it left before the ledger).
 */
export async function giveBack(
  tx: Tx,
  items: (OrderLine & { orderId: number })[],
  actor = 'system',
): Promise<void> {
  const orderIds = [...new Set(items.map((i) => i.orderId))];
  const holding = new Set((await held(tx, orderIds)).map((h) => h.orderId));
  await releaseOrders(tx, [...holding], actor);
  const shipped = items.filter((i) => !holding.has(i.orderId));
  if (shipped.length === 0) return;
  // Orders the ledger knows but that shipped nothing (released already) give nothing back.
  const known = await tx
    .selectDistinct({ orderId: sql<number>`${stockLedger.refId}`.mapWith(Number) })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.refType, 'order'),
        inArray(
          stockLedger.refId,
          shipped.map((i) => i.orderId),
        ),
      ),
    );
  const touched = new Set(known.map((k) => k.orderId));
  const homes = new Map(
    (
      await variantHomes(
        tx,
        shipped.map((i) => i.variantId),
      )
    ).map((h) => [h.variantId, h]),
  );
  for (const item of shipped) {
    const [left] = await tx
      .select({
        businessId: stockLedger.businessId,
        warehouseId: stockLedger.warehouseId,
        locationId: stockLedger.locationId,
      })
      .from(stockLedger)
      .where(
        and(
          eq(stockLedger.refType, 'order'),
          eq(stockLedger.refId, item.orderId),
          eq(stockLedger.variantId, item.variantId),
          eq(stockLedger.kind, 'sales_out'),
        ),
      )
      .limit(1);
    const home = homes.get(item.variantId);
    const bin =
      left ??
      (home && !touched.has(item.orderId)
        ? { businessId: home.businessId, warehouseId: home.warehouseId, locationId: 0 }
        : null);
    if (!bin || item.num <= 0) continue;
    await mustBook(tx, {
      ...bin,
      variantId: item.variantId,
      kind: 'return_in',
      quantity: item.num,
      refType: 'order',
      refId: item.orderId,
      actor,
    });
  }
}
