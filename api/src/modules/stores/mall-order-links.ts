import type { Language, StoreOrderMallOrderView } from '@dropmall/contract';
import type { Db, Tx } from '../../db/client';
import { storeOrderMallOrders } from '../../db/schema/stores';
import { translate } from '../../http/language';
import { type TrackingFailure, trackingFailureTexts } from './texts';

/** The store order <-> mall order link rows: writing them, and how the store order view shows them. */
export type LinkRow = typeof storeOrderMallOrders.$inferSelect;

/**
 * The mall orders paying a store order created, linked to it (the CRM payment calls this in its
 * transaction). A mall order belongs to one store order: linking it again changes nothing.
 */
export async function linkMallOrders(
  db: Db | Tx,
  storeOrderId: number,
  mallOrderIds: number[],
): Promise<void> {
  if (mallOrderIds.length === 0) return;
  await db
    .insert(storeOrderMallOrders)
    .values(mallOrderIds.map((mallOrderId) => ({ mallOrderId, storeOrderId })))
    .onConflictDoNothing();
}

export const retryable = (r: LinkRow) =>
  r.trackingState === 'failed' || (r.trackingState === 'waiting' && r.trackingError !== null);

export function viewOf(r: LinkRow, orderNo: string, lang: Language): StoreOrderMallOrderView {
  const reason = r.trackingError && r.trackingError in trackingFailureTexts ? r.trackingError : null;
  return {
    mallOrderId: r.mallOrderId,
    orderNo,
    trackingState: r.trackingState,
    trackingError: reason ? translate(trackingFailureTexts[reason as TrackingFailure], lang) : '',
    trackingAttempts: r.trackingAttempts,
    trackingSentAt: r.trackingSentAt?.toISOString() ?? null,
    retryable: retryable(r),
  };
}

/** Link rows as the store order view shows them, by store order, with the mall orders' numbers. */
export function linkViews(rows: LinkRow[], numbers: Map<number, string>, lang: Language) {
  const out = new Map<number, StoreOrderMallOrderView[]>();
  for (const r of rows)
    out.set(r.storeOrderId, [
      ...(out.get(r.storeOrderId) ?? []),
      viewOf(r, numbers.get(r.mallOrderId) ?? '', lang),
    ]);
  return out;
}
