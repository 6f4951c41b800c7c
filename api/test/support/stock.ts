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
 * reserved over its warehouses, and no order holds a negative reservation. Run it after any test file, or
 * after the whole API suite.
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
  return [
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
