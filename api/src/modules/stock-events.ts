import type { Tx } from '../db/client';

/** A variant's available quantity (the catalogue's copy: on hand - reserved) has just moved down. */
export interface AvailableDropped {
  variantId: number;
  before: number;
  after: number;
  /** The business selling it, when the move already knew it (spares the listener a read). */
  businessId?: number;
}

/** What a module may do when available stock drops; called inside the transaction that moved it. */
export interface StockEventListener {
  /** The drops of one move (a checkout reserves all its lines at once): one call, so one read for all. */
  dropped(tx: Tx, events: AvailableDropped[]): Promise<void>;
}

/**
 * The stock module announces drops of available stock here; a module built later (webhooks: `stock.low`)
 * listens, inside the moving transaction, so what it writes exists if and only if the move committed.
 *
 * One hub per process, unlike OrderEvents: stock moves are booked by free functions (`stock/ledger.ts`
 * `book`, `stock/orders.ts` `reserve`) that checkout, order status changes and the product writer call in
 * their own transactions, with no service instance to carry listeners. Listeners are keyed by name and a
 * later one replaces an earlier one of the same name, so composing the services twice in one process (tests)
 * never sends an event twice; each listener works only through the `tx` it is given.
 */
class StockEvents {
  private readonly listeners = new Map<string, StockEventListener>();

  /** Registers `listener` under `name` (replacing one of that name); answers its removal. */
  listen(name: string, listener: StockEventListener): () => void {
    this.listeners.set(name, listener);
    return () => {
      if (this.listeners.get(name) === listener) this.listeners.delete(name);
    };
  }

  async dropped(tx: Tx, events: AvailableDropped[]): Promise<void> {
    const drops = events.filter((e) => e.after < e.before);
    if (drops.length === 0) return;
    for (const l of this.listeners.values()) await l.dropped(tx, drops);
  }
}

export const stockEvents = new StockEvents();
