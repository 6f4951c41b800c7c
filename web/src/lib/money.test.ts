import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './money';

// The formatters the functions replaced (money.ts): the answers must stay the same.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

describe('formatPrice', () => {
  it.each([0, 1, 9.99, 10.005, 12.345, 999.995, 1000, 1234.5, 1234567.891, -3.5, 0.1 + 0.2])(
    'writes %s as Intl does',
    (value) => {
      expect(formatPrice(value)).toBe(usd.format(value));
    },
  );

  it('reads strings and treats what is not a number as zero', () => {
    expect(formatPrice('19.90')).toBe('$19.90');
    expect(formatPrice(null)).toBe('$0.00');
    expect(formatPrice(undefined)).toBe('$0.00');
    expect(formatPrice('abc')).toBe('$0.00');
    // Unlike Intl ('-$0.00'): a sign on nothing reads as a debt.
    expect(formatPrice(-0.001)).toBe('$0.00');
  });
});

describe('formatCount', () => {
  it.each([
    0, 7, 999, 1000, 1049, 1050, 2076, 9999, 12_345, 99_949, 99_950, 999_949, 999_950, 1_000_000, 1_250_000,
    999_950_000, 2_000_000_000, 1_500_000_000_000, -2076,
  ])('writes %s as Intl does', (value) => {
    expect(formatCount(value)).toBe(compact.format(value));
  });
});
