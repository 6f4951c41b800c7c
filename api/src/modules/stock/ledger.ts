import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { type STOCK_REFS, type StockKind, stockBalances, stockLedger } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { changeAvailable } from '../catalog/available';
import { stockEvents } from '../stock-events';

export type { StockKind };
export type StockRef = (typeof STOCK_REFS)[number];

/** One change of a quantity in one bin. */
export interface Move {
  businessId: number;
  variantId: number;
  warehouseId: number;
  locationId: number;
  kind: StockKind;
  /** Signed; never 0. */
  quantity: number;
  refType: StockRef;
  refId?: number | null;
  /** 'business:<user id>', 'seller:<business id>', 'system'. */
  actor: string;
}

/** Reservation and release move `reserved`; every other kind moves `on_hand`. */
export const movesReserved = (kind: StockKind) => kind === 'reservation' || kind === 'release';

/**
 * Which outbound counter of the balance a kind moves (docs/decisions.md "Synchronized and manual outbound"):
 * 'synced' for the orders' sales stock-out and the returns that undo it, 'manual' for stock taken out by
 * hand, null for the rest (stock-ins, counts, the product form's adjustments, reservations).
 */
export const OUTBOUND_OF: Record<StockKind, 'synced' | 'manual' | null> = {
  sales_out: 'synced',
  return_in: 'synced',
  third_party_out: 'manual',
  pick_out: 'manual',
  opening: null,
  merchant_in: null,
  third_party_in: null,
  count_adjust: null,
  reservation: null,
  release: null,
};

/**
 * The counters' change for a move of `q` (signed, as booked): outbound counts up by what left (-q); a
 * return (q > 0) counts the synchronized outbound down, never below 0 (goods shipped before the ledger or
 * returned into another bin have nothing there to undo).
 */
function outboundSet(kind: StockKind, q: number) {
  const counter = OUTBOUND_OF[kind];
  if (counter === 'manual') return { manualOut: sql`${stockBalances.manualOut} + ${-q}` };
  if (counter === 'synced') return { syncedOut: sql`greatest(0, ${stockBalances.syncedOut} + ${-q})` };
  return {};
}

/**
 * Books one move: the balance changes by a conditional update (refused, and nothing written, when it would
 * leave less on hand than reserved or a negative reservation), then the ledger row with the balance after,
 * then the catalogue's available copy, all in the caller's transaction. False when refused. The same update
 * keeps the balance's outbound counters (`OUTBOUND_OF`), so they move with the ledger row or not at all.
 * `touchAvailable: false` is for a reservation whose availability the caller took already.
 */
export async function book(tx: Tx, m: Move, touchAvailable = true): Promise<boolean> {
  if (!Number.isInteger(m.quantity) || m.quantity === 0)
    throw new Error('a move needs a whole, non-zero quantity');
  const q = m.quantity;
  if (m.kind === 'return_in') await reopenForReturn(tx, m.warehouseId);
  const key = and(
    eq(stockBalances.variantId, m.variantId),
    eq(stockBalances.warehouseId, m.warehouseId),
    eq(stockBalances.locationId, m.locationId),
  );
  const after = { onHand: stockBalances.onHand, reserved: stockBalances.reserved };
  let rows: { onHand: number; reserved: number }[];
  if (movesReserved(m.kind)) {
    rows = await tx
      .update(stockBalances)
      .set({ reserved: sql`${stockBalances.reserved} + ${q}`, updatedAt: new Date() })
      .where(
        and(
          key,
          q > 0
            ? sql`${stockBalances.onHand} - ${stockBalances.reserved} >= ${q}`
            : sql`${stockBalances.reserved} >= ${-q}`,
        ),
      )
      .returning(after);
  } else if (q > 0) {
    rows = await tx
      .insert(stockBalances)
      .values({
        businessId: m.businessId,
        variantId: m.variantId,
        warehouseId: m.warehouseId,
        locationId: m.locationId,
        onHand: q,
      })
      .onConflictDoUpdate({
        target: [stockBalances.variantId, stockBalances.warehouseId, stockBalances.locationId],
        set: {
          onHand: sql`${stockBalances.onHand} + ${q}`,
          ...outboundSet(m.kind, q),
          updatedAt: new Date(),
        },
      })
      .returning(after);
  } else {
    // Out of on hand: only what is not reserved for an order may leave.
    rows = await tx
      .update(stockBalances)
      .set({ onHand: sql`${stockBalances.onHand} + ${q}`, ...outboundSet(m.kind, q), updatedAt: new Date() })
      .where(and(key, sql`${stockBalances.onHand} - ${stockBalances.reserved} >= ${-q}`))
      .returning(after);
  }
  const [balance] = rows;
  if (!balance) return false;
  await tx.insert(stockLedger).values({
    businessId: m.businessId,
    variantId: m.variantId,
    warehouseId: m.warehouseId,
    locationId: m.locationId,
    kind: m.kind,
    quantity: q,
    onHandAfter: balance.onHand,
    reservedAfter: balance.reserved,
    refType: m.refType,
    refId: m.refId ?? null,
    actor: m.actor,
  });
  if (touchAvailable) {
    const delta = movesReserved(m.kind) ? -q : q;
    const after = await changeAvailable(tx, m.variantId, delta);
    if (after !== null && delta < 0)
      await stockEvents.dropped(tx, [{ variantId: m.variantId, before: after - delta, after }]);
  }
  return true;
}

/**
 * Goods coming back by a return into a business's warehouse it has deleted (archived, which needs it empty)
 * bring it back, so the stock shows and can be moved. The row lock orders this with a delete running at the
 * same time: the delete then sees the returned stock and is refused. Platform warehouses are never archived.
 */
async function reopenForReturn(tx: Tx, warehouseId: number) {
  const [house] = await tx
    .select({ archivedAt: warehouses.archivedAt })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), isNotNull(warehouses.businessId)))
    .for('no key update');
  if (house?.archivedAt)
    await tx.update(warehouses).set({ archivedAt: null }).where(eq(warehouses.id, warehouseId));
}

/** A variant's bins with something free to take, the fullest first. */
export async function freeBins(tx: Tx, variantId: number, warehouseId?: number) {
  return tx
    .select({
      businessId: stockBalances.businessId,
      warehouseId: stockBalances.warehouseId,
      locationId: stockBalances.locationId,
      free: sql<number>`${stockBalances.onHand} - ${stockBalances.reserved}`,
    })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.variantId, variantId),
        warehouseId === undefined ? undefined : eq(stockBalances.warehouseId, warehouseId),
        sql`${stockBalances.onHand} > ${stockBalances.reserved}`,
      ),
    )
    .orderBy(sql`${stockBalances.onHand} - ${stockBalances.reserved} desc`, stockBalances.id);
}

/**
 * Reservations of several orders' lines in one statement, each variant once: each line's quantity is spread
 * over its variant's fullest bins (as `freeBins` orders them), every bin moved by a conditional update and
 * booked as a reservation row referencing its order. Answers what was reserved per variant; a line short of
 * its quantity means a bin changed under it, and the caller rolls back. The caller has taken the variants'
 * available copy first (`takeAvailableAll`), whose row locks queue every reservation of a variant.
 */
export async function reserveInFullestBins(
  tx: Tx,
  lines: { orderId: number; variantId: number; num: number }[],
): Promise<Map<number, number>> {
  if (lines.length === 0) return new Map();
  const wanted = sql.join(
    lines.map((l) => sql`(${l.orderId}::bigint, ${l.variantId}::bigint, ${l.num}::int)`),
    sql`, `,
  );
  const booked = await queryRows<{ variant_id: string | number; quantity: number }>(
    tx,
    sql`with want(order_id, variant_id, num) as (values ${wanted}),
      free as (
        select b.id, w.order_id, w.num, b.on_hand - b.reserved as free,
          coalesce(sum(b.on_hand - b.reserved) over (
            partition by b.variant_id order by b.on_hand - b.reserved desc, b.id
            rows between unbounded preceding and 1 preceding), 0) as before
        from stock_balances b join want w on w.variant_id = b.variant_id
        where b.on_hand > b.reserved
      ),
      take as (select id, order_id, least(free, num - before)::int as n from free where before < num),
      moved as (
        update stock_balances s set reserved = s.reserved + take.n, updated_at = now()
        from take where s.id = take.id and s.on_hand - s.reserved >= take.n
        returning s.business_id, s.variant_id, s.warehouse_id, s.location_id, s.on_hand, s.reserved,
          take.n, take.order_id
      )
      insert into stock_ledger (business_id, variant_id, warehouse_id, location_id, kind, quantity,
        on_hand_after, reserved_after, ref_type, ref_id, actor)
      select business_id, variant_id, warehouse_id, location_id, 'reservation', n, on_hand, reserved,
        'order', order_id, 'system' from moved
      returning variant_id, quantity`,
  );
  const reserved = new Map<number, number>();
  for (const row of booked) {
    const id = Number(row.variant_id);
    reserved.set(id, (reserved.get(id) ?? 0) + Number(row.quantity));
  }
  return reserved;
}
