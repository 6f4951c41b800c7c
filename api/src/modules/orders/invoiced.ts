import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';

/**
 * Marks mall orders invoiced (docs/decisions.md "Invoiced"): the CRM invoice `invoiceNo` covers them. A mark
 * beside the status, not a status: the parcel still ships and the order still finishes or is refunded. The
 * first generation dates it; a reissue keeps the date (same number, a new version).
 */
export async function markInvoiced(tx: Tx, orderIds: number[], invoiceNo: string, at: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.update(orders).set({ invoiceNo, invoicedAt: at }).where(inArray(orders.id, orderIds));
}
