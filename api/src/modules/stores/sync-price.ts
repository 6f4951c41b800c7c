/** What the sync does with a variant's store price, given what the store has and what the business decided. */
export type PriceStep =
  | { kind: 'none' }
  | { kind: 'push'; price: string }
  /** Held for approval: `fresh` when this price was not held before (the business is told then). */
  | { kind: 'hold'; price: string; fresh: boolean };

/**
 * The price decision of one variant (docs/decisions.md "Stock and price sync to stores"): a price never sent
 * is pushed (no base to compare); a fall, or a rise within `holdPercent`, is pushed; a rise beyond it is held,
 * unless the business approved that very price (pushed) or rejected it (left alone until the price moves).
 * Prices are strings of two decimals; `holdPercent` 0 never holds.
 */
export function priceStep(
  wanted: string,
  item: {
    sentPrice: string | null;
    heldPrice: string | null;
    approvedPrice: string | null;
    rejectedPrice: string | null;
  },
  holdPercent: number,
): PriceStep {
  const cents = (s: string) => Math.round(Number(s) * 100);
  const want = cents(wanted);
  if (item.sentPrice === null) return { kind: 'push', price: wanted };
  const sent = cents(item.sentPrice);
  if (want === sent) return { kind: 'none' };
  if (item.approvedPrice !== null && cents(item.approvedPrice) === want)
    return { kind: 'push', price: wanted };
  if (holdPercent > 0 && want > sent && want - sent > (sent * holdPercent) / 100) {
    if (item.rejectedPrice !== null && cents(item.rejectedPrice) === want) return { kind: 'none' };
    return { kind: 'hold', price: wanted, fresh: item.heldPrice === null || cents(item.heldPrice) !== want };
  }
  return { kind: 'push', price: wanted };
}
