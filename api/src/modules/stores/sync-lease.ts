import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { stores } from '../../db/schema/stores';

/** How long one runner holds a store without renewing; a crashed run's store is taken again after this. */
export const SYNC_LEASE_MS = 5 * 60_000;

/**
 * One runner's hold on a store for the stock and price sync (`stores.sync_claimed_until`). The expiry it wrote
 * is its token: only the holder renews or releases it, so a runner whose lease ran out (a pass longer than
 * the lease) can neither clear the next holder's lease nor keep an outcome under it.
 */
export class StoreLease {
  private token: Date | null = null;

  constructor(
    private readonly db: Db,
    private readonly storeId: number,
  ) {}

  /** Takes the store when it is active and its lease free or run out; answers its row, or null. */
  async claim(): Promise<typeof stores.$inferSelect | null> {
    const token = this.next();
    const [row] = await this.db
      .update(stores)
      .set({ syncClaimedUntil: token })
      .where(
        and(
          eq(stores.id, this.storeId),
          eq(stores.state, 'active'),
          or(isNull(stores.syncClaimedUntil), lt(stores.syncClaimedUntil, new Date())),
        ),
      )
      .returning();
    if (row) this.token = token;
    return row ?? null;
  }

  /** Extends the lease before a platform call; false when another runner holds the store now. */
  async renew(): Promise<boolean> {
    if (!this.token) return false;
    const token = this.next();
    const rows = await this.db
      .update(stores)
      .set({ syncClaimedUntil: token })
      .where(and(eq(stores.id, this.storeId), eq(stores.syncClaimedUntil, this.token)))
      .returning({ id: stores.id });
    this.token = rows.length > 0 ? token : null;
    return this.token !== null;
  }

  /** Whether this runner still holds the store, checked in (and locking the row for) the outcome's transaction. */
  async heldIn(tx: Tx): Promise<boolean> {
    if (!this.token) return false;
    const rows = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, this.storeId), eq(stores.syncClaimedUntil, this.token)))
      .for('update');
    return rows.length > 0;
  }

  /** Lets the store go, only if this runner still holds it. */
  async release(): Promise<void> {
    if (!this.token) return;
    await this.db
      .update(stores)
      .set({ syncClaimedUntil: null })
      .where(and(eq(stores.id, this.storeId), eq(stores.syncClaimedUntil, this.token)));
    this.token = null;
  }

  /** A new expiry, never equal to the one held (the token must change on renewal). */
  private next(): Date {
    const at = Date.now() + SYNC_LEASE_MS;
    return new Date(this.token && this.token.getTime() >= at ? this.token.getTime() + 1 : at);
  }
}
