import type { CartGroup, CartLine } from './api';

/** Which valid cart lines the buyer ticked, and what they add up to. Pure, so the rules are easy to test. */

export type Selection = ReadonlySet<number>;
export type TickState = 'all' | 'some' | 'none';

const idsOf = (lines: readonly CartLine[]) => lines.map((line) => line.id);
const allLines = (groups: readonly CartGroup[]) => groups.flatMap((group) => group.orderCarVOS);

export function tickState(ids: readonly number[], selected: Selection): TickState {
  const ticked = ids.filter((id) => selected.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === ids.length ? 'all' : 'some';
}

export const groupTick = (group: CartGroup, selected: Selection) =>
  tickState(idsOf(group.orderCarVOS), selected);

export const allTick = (groups: readonly CartGroup[], selected: Selection) =>
  tickState(idsOf(allLines(groups)), selected);

/** Ticks or unticks some lines, leaving the others as they are. */
export function setTicked(selected: Selection, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

export const toggleLine = (selected: Selection, id: number) => setTicked(selected, [id], !selected.has(id));

/** A seller's box: ticks every line of the seller unless all are ticked already, then unticks them. */
export const toggleGroup = (selected: Selection, group: CartGroup) =>
  setTicked(selected, idsOf(group.orderCarVOS), groupTick(group, selected) !== 'all');

export const toggleAll = (selected: Selection, groups: readonly CartGroup[]) =>
  setTicked(selected, idsOf(allLines(groups)), allTick(groups, selected) !== 'all');

/** Keeps only lines that are still valid (a line removed, or gone invalid, drops out of the selection). */
export function keepValid(selected: Selection, groups: readonly CartGroup[]): Set<number> {
  const valid = new Set(idsOf(allLines(groups)));
  return new Set([...selected].filter((id) => valid.has(id)));
}

export interface SelectionTotals {
  /** Ticked lines. */
  lines: number;
  /** Pieces over the ticked lines. */
  pieces: number;
  /** Price times quantity over the ticked lines, counted in cents so that 0.1 + 0.2 stays 0.30. */
  amount: number;
}

export function selectionTotals(groups: readonly CartGroup[], selected: Selection): SelectionTotals {
  let lines = 0;
  let pieces = 0;
  let cents = 0;
  for (const line of allLines(groups)) {
    if (!selected.has(line.id)) continue;
    lines += 1;
    pieces += line.num;
    cents += Math.round(line.price * 100) * line.num;
  }
  return { lines, pieces, amount: cents / 100 };
}

/** The selected line ids in the cart's order (the order the checkout page lists them in). */
export const selectedIds = (groups: readonly CartGroup[], selected: Selection) =>
  idsOf(allLines(groups)).filter((id) => selected.has(id));
