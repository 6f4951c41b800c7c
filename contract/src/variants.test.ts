import { describe, expect, it } from 'vitest';
import { attributeValues, isReachable, selectedVariant, toggleChoice } from './variants';

// Red comes in S and M, Blue only in L.
const variants = [
  { options: ['Red', 'S'], price: 10, image: 'red.jpg' },
  { options: ['Red', 'M'], price: 11, image: 'red.jpg' },
  { options: ['Blue', 'L'], price: 12, image: 'blue.jpg' },
];

describe('variant selection', () => {
  it('lists the values of each attribute', () => {
    expect(attributeValues(variants, 2)).toEqual([
      ['Red', 'Blue'],
      ['S', 'M', 'L'],
    ]);
  });
  it('disables values that no variant reaches with the current choices', () => {
    const choice = ['Red', null];
    expect(isReachable(variants, choice, 1, 'S')).toBe(true);
    expect(isReachable(variants, choice, 1, 'L')).toBe(false);
    // Other values of the chosen attribute stay reachable when they combine with nothing chosen elsewhere.
    expect(isReachable(variants, choice, 0, 'Blue')).toBe(true);
    expect(isReachable(variants, ['Red', 'S'], 0, 'Blue')).toBe(false);
  });
  it('names the variant of a full choice, and none while a choice is open', () => {
    expect(selectedVariant(variants, ['Red', null])).toBeNull();
    expect(selectedVariant(variants, ['Blue', 'L'])?.price).toBe(12);
    expect(selectedVariant(variants, ['Blue', 'L'])?.image).toBe('blue.jpg');
    expect(selectedVariant(variants, ['Blue', 'S'])).toBeNull();
  });
  it('clears a choice when the chosen value is picked again', () => {
    expect(toggleChoice(['Red', 'S'], 1, 'S')).toEqual(['Red', null]);
    expect(toggleChoice(['Red', null], 1, 'M')).toEqual(['Red', 'M']);
  });
});
