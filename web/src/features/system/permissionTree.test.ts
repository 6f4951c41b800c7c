import type { PermissionNode } from '@dropmall/contract';
import { describe, expect, it } from 'vitest';
import { indexTree, toggle } from './permissionTree';

const node = (
  id: number,
  kind: PermissionNode['kind'],
  children: PermissionNode[] = [],
  disabled = false,
) => ({
  id,
  name: String(id),
  kind,
  path: '',
  disabled,
  children,
});

// group 1 > page 2 > buttons 3, 4 (4 not grantable); group 1 > page 5
const TREE: PermissionNode[] = [
  node(1, 'group', [node(2, 'page', [node(3, 'button'), node(4, 'button', [], true)]), node(5, 'page')]),
];
const index = indexTree(TREE);
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('permission tree ticks', () => {
  it('ticks a node with what is under it (that may be granted) and what is above it', () => {
    expect(sorted(toggle(index, new Set(), 2, true))).toEqual([1, 2, 3]);
    expect(sorted(toggle(index, new Set(), 3, true))).toEqual([1, 2, 3]);
    expect(sorted(toggle(index, new Set(), 1, true))).toEqual([1, 2, 3, 5]);
  });

  it('unticks a node with what is under it, and a group left empty, but never what may not be granted', () => {
    expect(sorted(toggle(index, new Set([1, 2, 3, 4]), 2, false))).toEqual([4]);
    expect(sorted(toggle(index, new Set([1, 2, 3, 5]), 3, false))).toEqual([1, 2, 5]);
    expect(sorted(toggle(index, new Set([1, 5]), 5, false))).toEqual([]);
  });
});
