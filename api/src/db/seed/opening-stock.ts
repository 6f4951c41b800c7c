import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * Opening stock for variants written straight to the table (the demo and bulk catalogue seeds): each variant
 * without a balance gets its stock number as an 'opening' ledger row and balance at its product's warehouse,
 * and a generated barcode. Migration 0023 did the same for the data that existed then (plus the open orders'
 * reservations); the stock module keeps it from here.
 */
export async function bookOpeningStock(tx: Tx, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const these = inArray(sql`p.id`, productIds);
  await tx.execute(sql`
    insert into variant_barcodes (variant_id, business_id, code)
    select v.id, p.business_id, 'DM' || lpad(v.id::text, 10, '0')
    from product_variants v join products p on p.id = v.product_id
    where ${these}
    on conflict do nothing`);
  await tx.execute(sql`
    with fresh as (
      insert into stock_balances (business_id, variant_id, warehouse_id, location_id, on_hand, reserved)
      select p.business_id, v.id, p.warehouse_id, 0, v.stock, 0
      from product_variants v join products p on p.id = v.product_id
      where ${these} and v.stock > 0 and not exists (select 1 from stock_balances b where b.variant_id = v.id)
      returning business_id, variant_id, warehouse_id, on_hand
    )
    insert into stock_ledger (business_id, variant_id, warehouse_id, location_id, kind, quantity,
      on_hand_after, reserved_after, ref_type, actor)
    select business_id, variant_id, warehouse_id, 0, 'opening', on_hand, on_hand, 0, 'opening', 'system'
    from fresh`);
}
