import type { Tx } from '../client';

/** Inserts rows in batches: one statement per `size` rows, far fewer round trips than one per row. */
export async function insertInBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export type { Tx };
