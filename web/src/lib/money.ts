// Plain arithmetic, not Intl.NumberFormat: building the two formatters at start cost ~25 ms of the storefront's
// first task on a phone (ICU data); money.test.ts checks the results against Intl.

/** '1234567' -> '1,234,567'. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Prices are US dollars with two decimals everywhere in the mall, whatever the language: '$1,234.50'. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = Number(value);
  const cents = Math.round(Math.abs(Number.isFinite(amount) ? amount : 0) * 100);
  const text = `$${grouped(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
  return amount < 0 && cents > 0 ? `-${text}` : text;
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
];

/** Counts on cards (downloads, publishes): 2076 -> '2.1K', so a card's line does not wrap. */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  // The unit by the count's size, then rounded to one decimal; 999,950 rounds to 1000K and so reads '1M' (as Intl).
  const index = COMPACT_UNITS.findIndex((unit) => size >= unit.size);
  const unit = COMPACT_UNITS[index];
  if (!unit) return `${sign}${Math.round(size * 10) / 10}`;
  const inUnit = Math.round((size / unit.size) * 10) / 10;
  const larger = COMPACT_UNITS[index - 1];
  return inUnit >= 1000 && larger ? `${sign}1${larger.suffix}` : `${sign}${inUnit}${unit.suffix}`;
}

/** The plain form of the back office's tables and confirmations: '$1234.50' (no grouping). */
export const formatDollars = (value: number | string) => `$${Number(value).toFixed(2)}`;
