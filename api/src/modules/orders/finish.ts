import type { Tx } from '../../db/client';
import { moveOrders } from './status';

/**
 * What happens, in the same transaction, to orders that just became finished: the seller's income is
 * credited (cash module). Given to the orders module by whoever wires it (commerce.ts).
 */
export type OnOrdersFinished = (tx: Tx, orderIds: number[]) => Promise<void>;

/**
 * The one way an order becomes finished: shipped -> finished with one conditional update, then the
 * `onFinished` hook for exactly the orders this call moved. A second confirm, or a racing one, moves nothing
 * and so credits nothing. Every path to finished (the buyer's confirm, a future auto-confirm sweep) calls this.
 */
export async function finishOrders(
  tx: Tx,
  ids: number[],
  onFinished: OnOrdersFinished | undefined,
  businessId?: number,
): Promise<number[]> {
  const moved = await moveOrders(tx, ids, 'shipped', 'finished', { finishedAt: new Date() }, businessId);
  if (moved.length > 0) await onFinished?.(tx, moved);
  return moved;
}
