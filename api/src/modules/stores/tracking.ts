import { type Language, nextStoreOrderStatus, type StoreOrderMallOrderView } from '@dropmall/contract';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  type ConnectPlatform,
  type RetryOptions,
  type Shipment,
  StorePlatformError,
} from '../../adapters/stores';
import type { Db, Tx } from '../../db/client';
import { storeOrderLines, storeOrderMallOrders, storeOrders, stores } from '../../db/schema/stores';
import { conflict, notFound } from '../../http/errors';
import { DrainLoop } from '../drain-loop';
import type { OrderShippedEvent } from '../order-events';
import { type LinkRow, linkViews, retryable, viewOf } from './mall-order-links';
import type { StoreService } from './service';
import { type TrackingFailure, trackingTexts } from './texts';

/** What the stores module asks of the orders module about a shipped mall order. */
export interface TrackingDeps {
  /** The buyer's mall order as shipped: carrier (English name), tracking number, variants and quantities. */
  shipmentOf(
    buyerBusinessId: number,
    mallOrderId: number,
  ): Promise<{
    carrier: string;
    trackingNumber: string;
    items: { variantId: number; quantity: number }[];
  } | null>;
  /** The mall orders' numbers. */
  orderNumbers(ids: number[]): Promise<Map<number, string>>;
}

/** Attempts before a push is given up (about 15 minutes of backoff: 30 s, 1, 2, 4, 8 min). */
export const MAX_TRACKING_ATTEMPTS = 6;
const BACKOFF_MS = 30_000;
/** How long a runner holds a push it took; a crashed run's push is taken again after this. */
const LEASE_MS = 2 * 60_000;
/** How often a push waiting for a paused store looks again. */
const PAUSED_RECHECK_MS = 5 * 60_000;
/** Failures that may pass by themselves: tried again after a backoff. */
const TRANSIENT = new Set(['unreachable', 'busy', 'failed']);

/**
 * Sending tracking back to the store: when a linked mall order ships, its link row becomes 'waiting' in
 * the ship transaction (the row is the queue entry); a runner takes due rows (FOR UPDATE SKIP LOCKED, then
 * a lease in `tracking_next_at`, so any number of processes may run it) and gives the store's order a
 * fulfillment with the carrier and tracking number. Transient failures are tried again with backoff, up to
 * MAX_TRACKING_ATTEMPTS, then 'failed' with the reason's text key; the business may retry. The store's
 * fulfillment id is kept, and the platform looks for an earlier one first, so nothing is fulfilled twice.
 * Once every linked mall order's tracking is sent, the store order is 'fulfilled'.
 */
export class TrackingPusher {
  private readonly loop = new DrainLoop();
  private kickOn = false;

  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly connect: ConnectPlatform,
    private readonly deps: TrackingDeps,
    private readonly retry: RetryOptions = {},
    private readonly log: (err: unknown, msg: string) => void = () => {},
  ) {}

  /** The order events listener: a linked mall order shipped, its push queued in the same transaction. */
  async shipped(tx: Tx, event: OrderShippedEvent): Promise<void> {
    const queued = await tx
      .update(storeOrderMallOrders)
      .set({ trackingState: 'waiting', trackingError: null, trackingAttempts: 0, trackingNextAt: sql`now()` })
      .where(
        and(
          eq(storeOrderMallOrders.mallOrderId, event.orderId),
          inArray(storeOrderMallOrders.trackingState, ['none', 'failed']),
        ),
      )
      .returning({ id: storeOrderMallOrders.mallOrderId });
    // After the ship commits (a moment later): the push need not wait for the runner's next round.
    if (queued.length > 0) this.kickSoon();
  }

  /** Pushes started at once when queued (the background runner is on); tests drain by hand instead. */
  startKicks(on: boolean): void {
    this.kickOn = on;
  }

  private kickSoon(): void {
    if (!this.kickOn) return;
    setTimeout(() => {
      if (!this.kickOn) return; // the server stopped meanwhile
      this.drain().catch((err: unknown) => this.log(err, 'tracking push failed'));
    }, 200).unref();
  }

  /** Runs every due push until none is left (`at`: the clock, for tests). Never two runs at once here. */
  drain(at?: Date): Promise<void> {
    return this.loop.drain(async () => (await this.runDue(at ?? new Date())) > 0);
  }

  /** Resolves when the current run ends (at once when idle); for a clean stop. */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Takes up to `limit` due pushes and runs them; answers how many were taken. */
  async runDue(at: Date, limit = 10): Promise<number> {
    // 'waiting' as a literal: a prepared statement's generic plan can then use the partial index of due ones.
    const due = this.db
      .select({ id: storeOrderMallOrders.mallOrderId })
      .from(storeOrderMallOrders)
      .where(
        and(
          eq(storeOrderMallOrders.trackingState, 'waiting').inlineParams(),
          lte(storeOrderMallOrders.trackingNextAt, at),
        ),
      )
      .orderBy(asc(storeOrderMallOrders.trackingNextAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await this.db
      .update(storeOrderMallOrders)
      .set({
        trackingNextAt: new Date(at.getTime() + LEASE_MS),
        trackingAttempts: sql`${storeOrderMallOrders.trackingAttempts} + 1`,
      })
      .where(inArray(storeOrderMallOrders.mallOrderId, due))
      .returning();
    for (const row of taken) await this.push(row, at);
    return taken.length;
  }

  /** One push: the store's state first, then the fulfillment, then the row (and maybe the store order). */
  private async push(row: LinkRow, at: Date): Promise<void> {
    const [found] = await this.db
      .select({ order: storeOrders, store: stores })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(eq(storeOrders.id, row.storeOrderId));
    if (!found) return this.settle(row, 'failed', 'failed', at);
    const { order, store } = found;
    if (store.state === 'paused') {
      // Waits for the store to come back, without using up its attempts.
      await this.db
        .update(storeOrderMallOrders)
        .set({
          trackingError: 'storePaused',
          trackingAttempts: Math.max(0, row.trackingAttempts - 1),
          trackingNextAt: new Date(at.getTime() + PAUSED_RECHECK_MS),
        })
        .where(this.mine(row));
      return;
    }
    if (store.state === 'disconnected') return this.settle(row, 'failed', 'storeOff', at);
    if (store.platform === 'csv') return this.settle(row, 'failed', 'noApi', at);
    try {
      const fulfilmentId =
        row.platformFulfillmentId ??
        (await this.connect(this.stores.connectionOf(store), this.retry).fulfilOrder(
          order.platformOrderId,
          await this.shipmentOf(row, order.businessId),
        ));
      await this.sent(row, fulfilmentId);
    } catch (error) {
      if (!(error instanceof StorePlatformError)) this.log(error, 'tracking push failed');
      const reason: TrackingFailure = error instanceof StorePlatformError ? error.reason : 'failed';
      const again = TRANSIENT.has(reason) && row.trackingAttempts < MAX_TRACKING_ATTEMPTS;
      await this.settle(row, again ? 'waiting' : 'failed', reason, at);
    }
  }

  /** What the store is told: the mall order's carrier and tracking number, and which store lines left. */
  private async shipmentOf(row: LinkRow, businessId: number): Promise<Shipment> {
    const shipped = await this.deps.shipmentOf(businessId, row.mallOrderId);
    if (!shipped) throw new Error(`mall order ${row.mallOrderId} is not shipped`);
    const links = await this.db
      .select({ id: storeOrderMallOrders.mallOrderId, state: storeOrderMallOrders.trackingState })
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, row.storeOrderId));
    const others = links.filter((l) => l.id !== row.mallOrderId);
    let lines: Shipment['lines'] = null;
    if (others.length > 0) {
      // One of several sellers' parcels: only the store lines of its variants.
      const variants = new Set(shipped.items.map((i) => i.variantId));
      lines = (
        await this.db.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, row.storeOrderId))
      )
        .filter((l) => l.variantId !== null && variants.has(l.variantId))
        .map((l) => ({ id: l.platformLineId, quantity: l.quantity }));
    }
    return {
      carrier: shipped.carrier,
      trackingNumber: shipped.trackingNumber,
      lines,
      // Every other parcel has shipped too: nothing more is to come.
      complete: others.every((l) => l.state !== 'none'),
    };
  }

  /** The row as this run took it (a retry in between has reset it: then this run writes nothing). */
  private mine(row: LinkRow) {
    return and(
      eq(storeOrderMallOrders.mallOrderId, row.mallOrderId),
      eq(storeOrderMallOrders.trackingState, 'waiting'),
      eq(storeOrderMallOrders.trackingAttempts, row.trackingAttempts),
    );
  }

  private async sent(row: LinkRow, fulfilmentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(storeOrderMallOrders)
        .set({
          trackingState: 'sent',
          trackingError: null,
          platformFulfillmentId: fulfilmentId,
          trackingSentAt: sql`now()`,
          trackingNextAt: null,
        })
        .where(eq(storeOrderMallOrders.mallOrderId, row.mallOrderId));
      // Every parcel's tracking is in the store: the store order is fulfilled (a partial one stays pending).
      const [open] = await tx
        .select({ id: storeOrderMallOrders.mallOrderId })
        .from(storeOrderMallOrders)
        .where(
          and(
            eq(storeOrderMallOrders.storeOrderId, row.storeOrderId),
            ne(storeOrderMallOrders.trackingState, 'sent'),
          ),
        )
        .limit(1);
      if (open) return;
      const [order] = await tx
        .select({ status: storeOrders.status })
        .from(storeOrders)
        .where(eq(storeOrders.id, row.storeOrderId))
        .for('update');
      if (order)
        await tx
          .update(storeOrders)
          .set({ status: nextStoreOrderStatus(order.status, 'fulfilled'), updatedAt: sql`now()` })
          .where(eq(storeOrders.id, row.storeOrderId));
    });
  }

  private async settle(row: LinkRow, state: 'waiting' | 'failed', reason: TrackingFailure, at: Date) {
    const backoff = Math.min(60 * 60_000, BACKOFF_MS * 2 ** Math.max(0, row.trackingAttempts - 1));
    await this.db
      .update(storeOrderMallOrders)
      .set({
        trackingState: state,
        trackingError: reason,
        trackingNextAt: state === 'waiting' ? new Date(at.getTime() + backoff) : null,
      })
      .where(this.mine(row));
  }

  /** The business asks for another attempt now: a failed push, or one waiting after a failure. */
  async retryNow(businessId: number, mallOrderId: number, lang: Language): Promise<StoreOrderMallOrderView> {
    const [row] = await this.db
      .select({ link: storeOrderMallOrders })
      .from(storeOrderMallOrders)
      .innerJoin(storeOrders, eq(storeOrders.id, storeOrderMallOrders.storeOrderId))
      .where(and(eq(storeOrderMallOrders.mallOrderId, mallOrderId), eq(storeOrders.businessId, businessId)));
    if (!row) throw notFound(trackingTexts.notFound);
    if (!retryable(row.link)) throw conflict(trackingTexts.notRetryable);
    const [reset] = await this.db
      .update(storeOrderMallOrders)
      .set({ trackingState: 'waiting', trackingError: null, trackingAttempts: 0, trackingNextAt: sql`now()` })
      .where(
        and(
          eq(storeOrderMallOrders.mallOrderId, mallOrderId),
          eq(storeOrderMallOrders.trackingState, row.link.trackingState),
          eq(storeOrderMallOrders.trackingAttempts, row.link.trackingAttempts),
        ),
      )
      .returning();
    if (!reset) throw conflict(trackingTexts.notRetryable);
    this.kickSoon();
    const views = await this.views([reset], lang);
    return views.get(reset.storeOrderId)?.[0] ?? viewOf(reset, '', lang);
  }

  /** The mall orders of these store orders with their tracking push, by store order. */
  async of(storeOrderIds: number[], lang: Language): Promise<Map<number, StoreOrderMallOrderView[]>> {
    if (storeOrderIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(storeOrderMallOrders)
      .where(inArray(storeOrderMallOrders.storeOrderId, storeOrderIds))
      .orderBy(asc(storeOrderMallOrders.mallOrderId));
    return this.views(rows, lang);
  }

  private async views(rows: LinkRow[], lang: Language) {
    const numbers = rows.length ? await this.deps.orderNumbers(rows.map((r) => r.mallOrderId)) : new Map();
    return linkViews(rows, numbers, lang);
  }
}
