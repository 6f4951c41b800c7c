import type { PermissionNode } from '@dropmall/contract';

/** Parents and children of every node of a permission tree, by id. */
export interface TreeIndex {
  parent: Map<number, number | null>;
  children: Map<number, number[]>;
  disabled: Set<number>;
  kind: Map<number, PermissionNode['kind']>;
}

export function indexTree(nodes: readonly PermissionNode[]): TreeIndex {
  const index: TreeIndex = { parent: new Map(), children: new Map(), disabled: new Set(), kind: new Map() };
  const walk = (list: readonly PermissionNode[], parent: number | null) => {
    for (const node of list) {
      index.parent.set(node.id, parent);
      index.children.set(
        node.id,
        node.children.map((c) => c.id),
      );
      index.kind.set(node.id, node.kind);
      if (node.disabled) index.disabled.add(node.id);
      walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return index;
}

function descendants(index: TreeIndex, id: number): number[] {
  return (index.children.get(id) ?? []).flatMap((child) => [child, ...descendants(index, child)]);
}

function ancestors(index: TreeIndex, id: number): number[] {
  const out: number[] = [];
  for (let up = index.parent.get(id) ?? null; up !== null; up = index.parent.get(up) ?? null) out.push(up);
  return out;
}

/**
 * Ticking a node ticks everything under it (that the user may grant) and everything above it (a button
 * needs its page, a page its group); unticking clears everything under it, and a group left with nothing
 * ticked is cleared too. What the user may not grant never changes.
 */
export function toggle(index: TreeIndex, checked: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(checked);
  const mayChange = (node: number) => !index.disabled.has(node);
  if (on) {
    for (const node of [id, ...descendants(index, id), ...ancestors(index, id)])
      if (mayChange(node)) next.add(node);
    return next;
  }
  for (const node of [id, ...descendants(index, id)]) if (mayChange(node)) next.delete(node);
  for (const up of ancestors(index, id)) {
    const anyLeft = (index.children.get(up) ?? []).some((child) => next.has(child));
    if (index.kind.get(up) === 'group' && !anyLeft && mayChange(up)) next.delete(up);
  }
  return next;
}
