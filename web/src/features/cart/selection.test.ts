import { describe, expect, it } from 'vitest';
import type { CartGroup, CartLine } from './api';
import {
  allTick,
  groupTick,
  keepValid,
  selectedIds,
  selectionTotals,
  toggleAll,
  toggleGroup,
  toggleLine,
} from './selection';

const line = (id: number, price: number, num: number): CartLine => ({
  id,
  skuId: id,
  productId: id,
  price,
  num,
  title: `Item ${id}`,
  specification: '',
  thumbUrl: '',
  stock: 99,
  valid: true,
  businessId: id < 10 ? 1 : 2,
});

const groups: CartGroup[] = [
  { businessId: 1, businessName: 'A', orderCarVOS: [line(1, 0.1, 1), line(2, 0.2, 1), line(3, 13.34, 2)] },
  { businessId: 2, businessName: 'B', orderCarVOS: [line(11, 9.78, 3)] },
];

describe('cart selection', () => {
  it('adds up price × quantity of the ticked lines only, exactly in cents', () => {
    expect(selectionTotals(groups, new Set([1, 2]))).toEqual({ lines: 2, pieces: 2, amount: 0.3 });
    expect(selectionTotals(groups, new Set([3, 11]))).toEqual({ lines: 2, pieces: 5, amount: 56.02 });
    expect(selectionTotals(groups, new Set())).toEqual({ lines: 0, pieces: 0, amount: 0 });
  });

  it('a seller box ticks all of its lines, or unticks them when all are ticked', () => {
    const [a] = groups as [CartGroup];
    expect(groupTick(a, new Set([1]))).toBe('some');
    const all = toggleGroup(new Set([1, 11]), a);
    expect([...all].sort((x, y) => x - y)).toEqual([1, 2, 3, 11]);
    expect(groupTick(a, all)).toBe('all');
    expect([...toggleGroup(all, a)]).toEqual([11]);
  });

  it('select all ticks every line, then unticks every line', () => {
    const some = new Set([2]);
    expect(allTick(groups, some)).toBe('some');
    const every = toggleAll(some, groups);
    expect(allTick(groups, every)).toBe('all');
    expect(allTick(groups, toggleAll(every, groups))).toBe('none');
  });

  it('a line toggles on its own; lines no longer valid drop out; ids keep the cart order', () => {
    expect([...toggleLine(new Set([1]), 1)]).toEqual([]);
    expect([...toggleLine(new Set(), 11)]).toEqual([11]);
    expect([...keepValid(new Set([1, 99]), groups)]).toEqual([1]);
    expect(selectedIds(groups, new Set([11, 3, 1]))).toEqual([1, 3, 11]);
  });
});
