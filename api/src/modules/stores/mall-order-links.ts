import type { Language, StoreOrderMallOrderView } from '@dropmall/contract';
import type { storeOrderMallOrders } from '../../db/schema/stores';
import { translate } from '../../http/language';
import { type TrackingFailure, trackingFailureTexts } from './texts';

/** The store order <-> mall order link rows (the CRM payment writes them), as the store order view shows them. */
export type LinkRow = typeof storeOrderMallOrders.$inferSelect;

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
