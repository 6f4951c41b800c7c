import {
  type AfterSaleAction,
  type AfterSaleState,
  type AfterSaleType,
  formatText,
  type LocalText,
  nextAfterSaleState,
} from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { afterSaleMoves, afterSales } from '../../db/schema/after-sales';
import { conflict } from '../../http/errors';
import { afterSaleText, stateText } from './texts';

export type AfterSaleRow = typeof afterSales.$inferSelect;

/** Fills a two-language template with two-language values, so each language reads its own words. */
export function localized(
  template: LocalText,
  params: Record<string, LocalText | string | number>,
): LocalText {
  const pick = (lang: 'en' | 'zh') =>
    Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? v[lang] : v]),
    ) as Record<string, string | number>;
  return { en: formatText(template.en, pick('en')), zh: formatText(template.zh, pick('zh')) };
}

export const wrongState = (state: string) =>
  conflict(localized(afterSaleText.wrongState, { state: stateText[state as AfterSaleState] ?? state }));

/** Who made a move, and what the timeline says beside it. */
export interface MoveBy {
  actor: 'buyer' | 'seller' | 'system' | 'operator';
  note?: string;
}

/** The first line of the timeline: the request was made (in its creating transaction). */
export async function recordApply(tx: Tx, row: AfterSaleRow, by: MoveBy): Promise<void> {
  await tx.insert(afterSaleMoves).values({
    afterSaleId: row.id,
    fromState: null,
    toState: row.state,
    action: 'apply',
    actor: by.actor,
    note: by.note ?? '',
  });
}

/**
 * The one place an after-sale changes state: the move must be in the contract's table for its type, and the
 * update is conditional on the state read, so of two racing requests (two confirms, a cancel and an agree)
 * exactly one moves it; the other gets 409 and its transaction writes nothing. Each move is stored
 * (after_sale_moves) in the same transaction, for the timeline.
 */
export async function moveAfterSale(
  tx: Tx,
  row: { id: number; type: string; state: string },
  action: AfterSaleAction,
  set: Partial<typeof afterSales.$inferInsert>,
  by: MoveBy,
): Promise<AfterSaleRow> {
  const to = nextAfterSaleState(row.type as AfterSaleType, row.state as AfterSaleState, action);
  if (!to) throw wrongState(row.state);
  const [moved] = await tx
    .update(afterSales)
    .set({ ...set, state: to, updatedAt: new Date() })
    .where(and(eq(afterSales.id, row.id), eq(afterSales.state, row.state)))
    .returning();
  if (!moved) {
    const [now] = await tx
      .select({ state: afterSales.state })
      .from(afterSales)
      .where(eq(afterSales.id, row.id));
    throw wrongState(now?.state ?? row.state);
  }
  await tx.insert(afterSaleMoves).values({
    afterSaleId: row.id,
    fromState: row.state,
    toState: to,
    action,
    actor: by.actor,
    note: (by.note ?? '').slice(0, 1000),
  });
  return moved;
}
