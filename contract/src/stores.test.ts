import { describe, expect, it } from 'vitest';
import { PRICE_RULE_DEFAULT, PriceRuleInput, storePrice } from './stores';

describe('markup rule', () => {
  it('multiplies, adds, and raises to the next .99 at or above', () => {
    expect(storePrice(12.5, PRICE_RULE_DEFAULT)).toBe(25.99);
    expect(storePrice(9.6, PRICE_RULE_DEFAULT)).toBe(19.99);
    // Already .99: kept, never raised a whole unit.
    expect(storePrice(9.995, { multiplier: 2, fixed: 0, roundTo99: true })).toBe(19.99);
    expect(storePrice(10, { multiplier: 1.5, fixed: 2, roundTo99: true })).toBe(17.99);
    expect(storePrice(10, { multiplier: 1.5, fixed: 2, roundTo99: false })).toBe(17);
    // Cents, not float drift: 0.1 x 3 is 0.30.
    expect(storePrice(0.1, { multiplier: 3, fixed: 0, roundTo99: false })).toBe(0.3);
  });

  it('reads the form: bounded, rounded, booleans from form fields', () => {
    expect(PriceRuleInput.parse({ multiplier: '1.23456', fixed: '0.005', roundTo99: 'false' })).toEqual({
      multiplier: 1.235,
      fixed: 0.01,
      roundTo99: false,
    });
    expect(
      PriceRuleInput.safeParse({ multiplier: '0.5', fixed: '0', roundTo99: true }).error?.issues[0]?.message,
    ).toBe('priceMultiplier');
    expect(
      PriceRuleInput.safeParse({ multiplier: '2', fixed: '-1', roundTo99: true }).error?.issues[0]?.message,
    ).toBe('priceFixed');
  });
});
