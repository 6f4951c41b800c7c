/** Prices are US dollars with two decimals everywhere in the mall, whatever the language. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPrice(value: number | string | null | undefined): string {
  const amount = Number(value);
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Counts on cards (downloads, publishes): 2076 -> '2.1K', so a card's line does not wrap. */
export function formatCount(value: number): string {
  return compact.format(value);
}

/** The plain form of the back office's tables and confirmations: '$1234.50' (no grouping). */
export const formatDollars = (value: number | string) => `$${Number(value).toFixed(2)}`;
