import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { variantHomes } from '../../src/modules/catalog/available';
import { setAvailable } from '../../src/modules/stock/available';

/**
 * Gives a variant exactly `available` to sell, booked through the stock module (a count adjustment), as a
 * seller saving the product form would: tests never write the catalogue's stock copy directly.
 */
export async function setStock(db: Db, variantId: number, available: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [home] = await variantHomes(tx, [variantId]);
    if (!home) throw new Error(`no variant ${variantId}`);
    await setAvailable(tx, home.productId, [{ variantId, available }], 'system');
  });
}

export interface LedgerMismatch {
  what: string;
  variantId: number;
  detail: string;
}

/**
 * The ledger's invariants over the whole database, as a list of what breaks them (empty when all hold):
 * every balance equals its ledger rows' sums (on hand: every kind but reservation and release; reserved:
 * those two), no balance is negative, the catalogue's available copy of every variant equals on hand -
 * reserved over its warehouses, no order holds a negative reservation, and every balance's outbound
 * counters equal a replay of its ledger rows (`outboundReplay`). Run it after any test file, or after the
 * whole API suite.
 */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const balances = await db.execute(sql`
    with sums as (
      select variant_id, warehouse_id, location_id,
        coalesce(sum(quantity) filter (where kind not in ('reservation', 'release')), 0)::int as on_hand,
        coalesce(sum(quantity) filter (where kind in ('reservation', 'release')), 0)::int as reserved
      from stock_ledger group by variant_id, warehouse_id, location_id
    )
    select coalesce(b.variant_id, s.variant_id) as variant_id,
      coalesce(b.on_hand, 0) as balance_on_hand, coalesce(s.on_hand, 0) as ledger_on_hand,
      coalesce(b.reserved, 0) as balance_reserved, coalesce(s.reserved, 0) as ledger_reserved
    from stock_balances b
    full join sums s on s.variant_id = b.variant_id and s.warehouse_id = b.warehouse_id
      and s.location_id = b.location_id
    where coalesce(b.on_hand, 0) <> coalesce(s.on_hand, 0) or coalesce(b.reserved, 0) <> coalesce(s.reserved, 0)
      or b.on_hand < 0 or b.reserved < 0 or b.reserved > b.on_hand`);
  const copies = await db.execute(sql`
    select v.id as variant_id, v.stock, coalesce(sum(b.on_hand - b.reserved), 0)::int as available
    from product_variants v left join stock_balances b on b.variant_id = v.id
    group by v.id, v.stock
    having v.stock <> coalesce(sum(b.on_hand - b.reserved), 0)`);
  const orders = await db.execute(sql`
    select ref_id, variant_id, sum(quantity)::int as held from stock_ledger
    where ref_type = 'order' and kind in ('reservation', 'release')
    group by ref_id, variant_id having sum(quantity) < 0`);
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const replay = await outboundReplay(db);
  const counters = rows(
    await db.execute(sql`select variant_id, warehouse_id, location_id, synced_out, manual_out
      from stock_balances where synced_out <> 0 or manual_out <> 0`),
  );
  const outbound: LedgerMismatch[] = [];
  const seen = new Set<string>();
  for (const r of counters) {
    const key = `${r.variant_id}:${r.warehouse_id}:${r.location_id}`;
    seen.add(key);
    const want = replay.get(key) ?? { synced: 0, manual: 0 };
    if (Number(r.synced_out) !== want.synced || Number(r.manual_out) !== want.manual)
      outbound.push({
        what: 'outbound counters <> ledger',
        variantId: Number(r.variant_id),
        detail: JSON.stringify({ ...r, want }),
      });
  }
  for (const [key, want] of replay)
    if (!seen.has(key) && (want.synced !== 0 || want.manual !== 0))
      outbound.push({
        what: 'outbound counters <> ledger',
        variantId: Number(key.split(':')[0]),
        detail: key,
      });
  return [
    ...outbound,
    ...rows(balances).map((r) => ({
      what: 'balance <> ledger',
      variantId: Number(r.variant_id),
      detail: JSON.stringify(r),
    })),
    ...rows(copies).map((r) => ({
      what: 'catalogue copy <> on hand - reserved',
      variantId: Number(r.variant_id),
      detail: JSON.stringify(r),
    })),
    ...rows(orders).map((r) => ({
      what: 'order holds a negative reservation',
      variantId: Number(r.variant_id),
      detail: JSON.stringify(r),
    })),
  ];
}

/**
 * Hands a demo product to a test's own seller with its stock rows, as if that seller had listed it: the
 * balances and barcodes of its variants move to the seller's business (tests only; products never change hands).
 */
export async function handOver(db: Db, productId: number, businessId: number): Promise<void> {
  await db.execute(sql`update products set business_id = ${businessId} where id = ${productId}`);
  const variants = sql`(select id from product_variants where product_id = ${productId})`;
  await db.execute(
    sql`update stock_balances set business_id = ${businessId} where variant_id in ${variants}`,
  );
  await db.execute(
    sql`update variant_barcodes set business_id = ${businessId} where variant_id in ${variants}`,
  );
}

/**
 * The outbound counters each bin should hold, replayed row by row from the ledger in booking order (written
 * apart from the migration's SQL and `ledger.ts`, to check both): manual counts what third_party_out and
 * pick_out took; synchronized counts sales_out up and return_in down, never below 0. Keyed
 * 'variant:warehouse:location'.
 */
export async function outboundReplay(db: Db): Promise<Map<string, { synced: number; manual: number }>> {
  const res = await db.execute(sql`
    select variant_id, warehouse_id, location_id, kind, quantity from stock_ledger
    where kind in ('sales_out', 'return_in', 'third_party_out', 'pick_out') order by id`);
  const out = new Map<string, { synced: number; manual: number }>();
  for (const r of (res as unknown as { rows: Record<string, unknown>[] }).rows) {
    const key = `${r.variant_id}:${r.warehouse_id}:${r.location_id}`;
    const c = out.get(key) ?? { synced: 0, manual: 0 };
    const q = Number(r.quantity);
    if (r.kind === 'third_party_out' || r.kind === 'pick_out') c.manual -= q;
    else c.synced = Math.max(0, c.synced - q);
    out.set(key, c);
  }
  return out;
}
