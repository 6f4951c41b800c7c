import { describe, expect, it } from 'vitest';
import { GAP, pageItems } from './pageItems';

describe('pageItems', () => {
  it('shows every page up to nine', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('past nine: the ends, two either side of the current page, gaps between', () => {
    expect(pageItems(10, 20)).toEqual([1, GAP, 8, 9, 10, 11, 12, GAP, 20]);
    expect(pageItems(5, 20)).toEqual([1, GAP, 3, 4, 5, 6, 7, GAP, 20]);
  });

  it('five pages at an end, with no gap before or after them', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageItems(17, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
  });
});
