import {
  type Language,
  PRICE_RULE_DEFAULT,
  type PriceRule,
  type StoreHeldPrice,
  type StoreSyncSave,
  type StoreView,
  storePrice,
} from '@dropmall/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  type BatchOutcome,
  type ConnectPlatform,
  type RetryOptions,
  type StorePlatform,
  StorePlatformError,
} from '../../adapters/stores';
import type { Db, Tx } from '../../db/client';
import { storePriceRules, storeSyncItems, stores } from '../../db/schema/stores';
import { notFound } from '../../http/errors';
import { translate } from '../../http/language';
import { DrainLoop } from '../drain-loop';
import type { Notify } from '../notices';
import { type StoreService, storeView } from './service';
import { StoreLease } from './sync-lease';
import { type SyncLink, syncLinks } from './sync-links';
import { priceStep } from './sync-price';
import { priceHeldNotice, syncFailedNotice, syncTexts } from './sync-texts';
import { publishFailureTexts, storeTexts } from './texts';

type StoreRow = typeof stores.$inferSelect;
type ItemRow = typeof storeSyncItems.$inferSelect;

/** Changed variants one pass sends to one store (the platform calls batch them further). */
const PASS_ITEMS = 2000;
/** Store variants marked by one statement. */
const MARK_ROWS = 5000;
/** Stores one pass looks at. */
const PASS_STORES = 20;
/** A failed item is tried again after 5 s, doubling, at most every 30 minutes. */
const BACKOFF_MS = 5000;
const BACKOFF_MAX_MS = 30 * 60_000;

/** A mall variant as the sync reads it (the catalogue's syncVariants). */
export interface SyncVariant {
  id: number;
  productId: number;
  title: string;
  options: string[];
  price: string;
  available: number;
  selling: boolean;
  productSelling: boolean;
}

export interface StoreSyncDeps {
  /** The catalogue's variants: price, available copy, whether they sell. */
  variants(ids: number[]): Promise<SyncVariant[]>;
  /** `storeVariant.priceHeld` for the business's webhook endpoints, in the caller's transaction. */
  announceHeld?(tx: Tx, businessId: number, data: Record<string, unknown>): Promise<void>;
  /** `store.syncFailed` for the business's webhook endpoints, in the caller's transaction. */
  announceFailed?(tx: Tx, businessId: number, data: Record<string, unknown>): Promise<void>;
}

/** Why an item failed: a key of the sync's texts or the publish failures. */
type SyncFailure = 'gone' | 'refused' | 'scope' | keyof typeof publishFailureTexts;

const backoff = (attempts: number) => Math.min(BACKOFF_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/**
 * Stock and price sync to stores (docs/decisions.md "Stock and price sync to stores"). A change of a linked
 * mall variant (stock, price, shelf) marks its store variants dirty in `store_sync_items` (seq + 1, due after
 * the coalescing delay); a runner takes a store at a time (a lease on the store row: one runner per store,
 * so calls to a store never overtake each other), reads the mall's state AFTER the seqs it answers for, and
 * sends quantities and prices in batches. An item is done only up to the seq it read: a change meanwhile
 * leaves it dirty and it is sent again, so an older quantity never overwrites a newer one.
 */
export class StoreSync {
  private readonly loop = new DrainLoop();
  private kickOn = false;

  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly connect: ConnectPlatform,
    private readonly delayMs: number,
    private readonly deps: StoreSyncDeps,
    private readonly notify?: Notify,
    private readonly retry: RetryOptions = {},
    private readonly log: (err: unknown, msg: string) => void = () => {},
    /** Changed variants one pass sends to one store (tests make it small). */
    private readonly passItems = PASS_ITEMS,
  ) {}

  /**
   * A store variant was just mapped to this mall variant (issue 34 item 3): it follows at once; no price was
   * sent, so the first push sets the store's price by the markup rule.
   */
  async mapped(storeId: number, variantId: number): Promise<void> {
    const links = (await syncLinks(this.db, { storeId, variantIds: [variantId] })).filter(
      (l) => l.storeId === storeId,
    );
    if ((await this.mark(links, 0, true)) > 0) this.kick(0);
  }

  /** Marks every linked store variant of these products dirty (a committed catalogue change). */
  async productsChanged(productIds: readonly number[]): Promise<void> {
    if (productIds.length === 0) return;
    const links = await syncLinks(this.db, { productIds: [...productIds] });
    if ((await this.mark(links, this.delayMs, false)) > 0) this.kick(this.delayMs);
  }

  /**
   * A product was just published: its variants' store prices are what the publish sent (the base a later
   * rise is measured from); the quantities follow at once.
   */
  async published(storeId: number, productId: number, prices: Map<number, string>): Promise<void> {
    const links = (await syncLinks(this.db, { productIds: [productId] })).filter(
      (l) => l.storeId === storeId,
    );
    await this.mark(links, 0, true, prices);
    this.kick(0);
  }

  /** "Sync now": the store's linked variants (or one product's) due at once, their backoff forgotten. */
  async syncNow(businessId: number, storeId: number, productId?: number): Promise<{ queued: number }> {
    const store = await this.stores.mine(businessId, storeId);
    if (store.state !== 'active') throw notFound(storeTexts.notFound);
    const links = productId
      ? (await syncLinks(this.db, { productIds: [productId] })).filter((l) => l.storeId === storeId)
      : await this.storeLinks(storeId);
    const queued = await this.mark(links, 0, true);
    this.kick(0);
    return { queued };
  }

  /** Every link of a store, published or mapped. */
  private storeLinks(storeId: number): Promise<SyncLink[]> {
    return syncLinks(this.db, { storeId });
  }

  /**
   * Upserts the links' items: a new one is dirty (seq 1 > 0); a known one counts one more change, due after
   * `delayMs` unless it was dirty already (its due time stays: changes gather). `now`: due at once, the
   * backoff forgotten. Rows in key order, one row per store variant key, so parallel marks never deadlock.
   */
  private async mark(
    links: SyncLink[],
    delayMs: number,
    now: boolean,
    prices?: Map<number, string>,
  ): Promise<number> {
    const keyed = new Map(links.map((l) => [`${l.storeId}:${l.variantId}`, l]));
    const dueAt = new Date(Date.now() + delayMs).toISOString();
    const rows = [...keyed.values()]
      .sort((a, b) => a.storeId - b.storeId || a.variantId - b.variantId)
      .map((l) => ({
        store_id: l.storeId,
        variant_id: l.variantId,
        business_id: l.businessId,
        product_id: l.productId,
        sent_price: prices?.get(l.variantId) ?? null,
      }));
    if (rows.length === 0) return 0;
    // The rows go as one JSON parameter, not a parameter per value: building a statement of thousands of
    // parameters held the event loop for tens of milliseconds a thousand rows (the sync benchmark).
    for (let i = 0; i < rows.length; i += MARK_ROWS)
      await this.db.execute(sql`
        insert into store_sync_items (store_id, variant_id, business_id, product_id, due_at, sent_price)
        select r.store_id, r.variant_id, r.business_id, r.product_id, ${dueAt}::timestamptz, r.sent_price
        from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + MARK_ROWS))}::jsonb)
          as r(store_id integer, variant_id bigint, business_id bigint, product_id bigint, sent_price numeric)
        order by r.store_id, r.variant_id
        on conflict (store_id, variant_id) do update set
          seq = store_sync_items.seq + 1,
          due_at = ${
            now
              ? sql`excluded.due_at`
              : sql`case when store_sync_items.seq > store_sync_items.sent_seq then store_sync_items.due_at else excluded.due_at end`
          }
          ${now ? sql`, attempts = 0` : sql``}
          ${
            // A publish just sent these prices: what a later rise is measured from; nothing is held then.
            prices
              ? sql`, sent_price = coalesce(excluded.sent_price, store_sync_items.sent_price),
                  held_price = null, approved_price = null, rejected_price = null`
              : sql``
          }`);
    return rows.length;
  }

  /** Sync started soon after a change (the background runner is on); tests drain by hand. */
  startKicks(on: boolean): void {
    this.kickOn = on;
  }

  private kick(afterMs: number): void {
    if (!this.kickOn) return;
    setTimeout(() => {
      if (!this.kickOn) return;
      this.drain().catch((err: unknown) => this.log(err, 'store sync failed'));
    }, afterMs + 50).unref();
  }

  /** Runs every due item until none is left (`at`: the clock, for tests). Never two runs at once here. */
  drain(at?: () => Date): Promise<void> {
    return this.loop.drain(async () => (await this.runDue(at?.() ?? new Date())) > 0);
  }

  idle(): Promise<void> {
    return this.loop.idle();
  }

  /**
   * One pass: each active store with due items whose lease is free, the longest waiting first, one batch
   * each; answers how many items were sent or failed. A paused or disconnected store's items wait without
   * taking a place, and a store that fails (its database work, its notice) does not stop the others.
   */
  async runDue(at: Date): Promise<number> {
    const due = await this.db
      .select({ storeId: storeSyncItems.storeId })
      .from(storeSyncItems)
      .innerJoin(stores, eq(stores.id, storeSyncItems.storeId))
      .where(
        and(
          gt(storeSyncItems.seq, storeSyncItems.sentSeq),
          lte(storeSyncItems.dueAt, at),
          eq(stores.state, 'active'),
          or(isNull(stores.syncClaimedUntil), lt(stores.syncClaimedUntil, new Date())),
        ),
      )
      .groupBy(storeSyncItems.storeId)
      .orderBy(sql`min(${storeSyncItems.dueAt})`)
      .limit(PASS_STORES);
    let done = 0;
    for (const { storeId } of due) {
      try {
        done += await this.runStore(storeId, at);
      } catch (error) {
        this.log(error, `store sync of store ${storeId} failed`);
      }
    }
    return done;
  }

  /**
   * One store's batch under its lease. The lease is a token (the claim's expiry): it is renewed before each
   * platform call and released only by its holder, and the outcome is kept only while it is still held. A
   * runner that lost it (a pass longer than the lease, another instance took the store) keeps nothing and
   * marks its items changed again, so the holder sends the mall's values after whatever this one sent.
   */
  private async runStore(storeId: number, at: Date): Promise<number> {
    const lease = new StoreLease(this.db, storeId);
    const store = await lease.claim();
    if (!store) return 0;
    try {
      const items = await this.db
        .select()
        .from(storeSyncItems)
        .where(
          and(
            eq(storeSyncItems.storeId, storeId),
            gt(storeSyncItems.seq, storeSyncItems.sentSeq),
            lte(storeSyncItems.dueAt, at),
          ),
        )
        // Oldest first, and a product's variants together: its prices go in one call per product, so a pass
        // that took a few variants of each product would make several calls of each (the sync benchmark).
        .orderBy(asc(storeSyncItems.dueAt), asc(storeSyncItems.productId), asc(storeSyncItems.variantId))
        .limit(this.passItems);
      if (items.length > 0) await this.push(store, items, at, lease);
      return items.length;
    } finally {
      await lease.release();
    }
  }

  /** Sends one store's items: the mall's state read after their seqs, the platform's batches, the outcome kept. */
  private async push(store: StoreRow, items: ItemRow[], at: Date, lease: StoreLease): Promise<void> {
    const variantIds = items.map((i) => i.variantId);
    const mall = new Map((await this.deps.variants(variantIds)).map((m) => [m.id, m]));
    const links = await syncLinks(this.db, { storeId: store.id, variantIds });
    const rule = await this.priceRule(store.businessId);
    const holdPercent = Number(store.syncHoldPercent);
    const linksOf = new Map<number, SyncLink[]>();
    for (const l of links) linksOf.set(l.variantId, [...(linksOf.get(l.variantId) ?? []), l]);
    const plans = items.map((item) => {
      const m = mall.get(item.variantId);
      const own = linksOf.get(item.variantId) ?? [];
      const productSelling = m?.productSelling ?? false;
      const quantity = m?.selling ? Math.max(0, m.available - store.syncBuffer) : 0;
      const price = m ? storePrice(Number(m.price), rule).toFixed(2) : null;
      const step = price ? priceStep(price, item, holdPercent) : ({ kind: 'none' } as const);
      const unpublish = !productSelling && store.syncStop === 'unpublish';
      return { item, own, quantity, step, unpublish };
    });
    const live = plans.filter((p) => p.own.length > 0);
    const inventory = live.flatMap((p) =>
      p.own.map((l) => ({ productId: l.storeProductId, variantId: l.storeVariantId, quantity: p.quantity })),
    );
    const prices = live.flatMap(({ step, own }) =>
      step.kind === 'push'
        ? own.map((l) => ({ productId: l.storeProductId, variantId: l.storeVariantId, price: step.price }))
        : [],
    );
    // A product is hidden when it stopped selling (and the store chose so), shown again when it sells again.
    const status = new Map<string, boolean>();
    for (const p of live)
      for (const l of p.own)
        if (p.unpublish !== p.item.unpublished) status.set(l.storeProductId, !p.unpublish);
    const failed = new Map<number, { reason: SyncFailure; detail: string }>();
    try {
      const platform: StorePlatform = this.connect(this.stores.connectionOf(store), this.retry);
      const byStoreVariant = new Map(links.map((l) => [l.storeVariantId, l.variantId]));
      const fail = (variantId: number, f: { reason: string; detail: string }) =>
        failed.set(variantId, { reason: f.reason === 'gone' ? 'gone' : 'refused', detail: f.detail });
      const noteVariants = (outcome: BatchOutcome) => {
        for (const f of outcome.failed) {
          const variantId = byStoreVariant.get(f.variantId);
          if (variantId !== undefined) fail(variantId, f);
        }
      };
      // A product's show / hide failed: every item with a variant in that store product failed with it.
      const noteProducts = (outcome: BatchOutcome) => {
        for (const f of outcome.failed)
          for (const l of links) if (l.storeProductId === f.variantId) fail(l.variantId, f);
      };
      const renewed = async () => {
        if (await lease.renew()) return true;
        for (const p of plans) failed.set(p.item.variantId, { reason: 'failed', detail: '' });
        return false;
      };
      if (status.size > 0 && (await renewed()))
        noteProducts(
          await platform.setProductsActive([...status].map(([productId, active]) => ({ productId, active }))),
        );
      if (inventory.length > 0 && (await renewed())) noteVariants(await platform.setInventory(inventory));
      if (prices.length > 0 && (await renewed())) noteVariants(await platform.setPrices(prices));
    } catch (error) {
      const reason: SyncFailure =
        error instanceof StorePlatformError
          ? error.reason === 'scope'
            ? 'scope'
            : error.reason === 'gone'
              ? 'gone'
              : error.reason
          : 'failed';
      if (!(error instanceof StorePlatformError)) this.log(error, 'store sync push failed');
      for (const p of plans) failed.set(p.item.variantId, { reason, detail: '' });
    }
    await this.db.transaction(async (tx) => {
      if (!(await lease.heldIn(tx))) {
        await this.markAgain(tx, plans);
        return;
      }
      for (const p of plans)
        await this.settle(
          tx,
          store,
          p,
          failed.get(p.item.variantId),
          at,
          mall.get(p.item.variantId)?.title ?? '',
        );
      // Told once per failure episode: items that were not failing before this push (a retry that fails
      // again says nothing new). One message for the push, however many items.
      const fresh = plans.filter((p) => failed.has(p.item.variantId) && p.item.lastError === null);
      if (fresh.length > 0) await this.tellFailed(tx, store, fresh, failed, at);
    });
  }

  /** A push whose lease was lost: its items count one more change, due at once, for the lease's holder. */
  private async markAgain(tx: Tx, plans: { item: ItemRow }[]) {
    if (plans.length === 0) return;
    const storeId = plans[0]?.item.storeId ?? 0;
    await tx
      .update(storeSyncItems)
      .set({ seq: sql`${storeSyncItems.seq} + 1`, dueAt: new Date() })
      .where(
        and(
          eq(storeSyncItems.storeId, storeId),
          inArray(
            storeSyncItems.variantId,
            plans.map((p) => p.item.variantId),
          ),
        ),
      );
  }

  /** The business is told the sync to a store failed: a message and the webhook, once per push. */
  private async tellFailed(
    tx: Tx,
    store: StoreRow,
    fresh: { item: ItemRow }[],
    failed: Map<number, { reason: SyncFailure; detail: string }>,
    at: Date,
  ) {
    const first = failed.get(fresh[0]?.item.variantId ?? 0) ?? { reason: 'failed' as const, detail: '' };
    const kept = first.detail ? `${first.reason}:${first.detail}` : first.reason;
    const products = [...new Set(fresh.map((p) => p.item.productId))];
    await this.notify?.(tx, {
      to: { businessId: store.businessId },
      category: 'system',
      ...syncFailedNotice(store.name, products.length, {
        en: failureText(kept, 'en'),
        zh: failureText(kept, 'zh'),
      }),
      link: '/CRM/store',
      eventKey: `store-sync-failed:${store.id}:${at.getTime()}`,
    });
    await this.deps.announceFailed?.(tx, store.businessId, {
      storeId: store.id,
      reason: first.reason,
      products: products.slice(0, 100),
      productCount: products.length,
      variantCount: fresh.length,
      failedAt: at.toISOString(),
    });
  }

  /** One item's outcome: done up to the seq it was read at, or failed with its backoff. */
  private async settle(
    tx: Tx,
    store: StoreRow,
    p: { item: ItemRow; quantity: number; step: ReturnType<typeof priceStep>; unpublish: boolean },
    failure: { reason: SyncFailure; detail: string } | undefined,
    at: Date,
    title: string,
  ) {
    const key = and(
      eq(storeSyncItems.storeId, p.item.storeId),
      eq(storeSyncItems.variantId, p.item.variantId),
    );
    if (failure) {
      const attempts = p.item.attempts + 1;
      await tx
        .update(storeSyncItems)
        .set({
          attempts,
          dueAt: new Date(at.getTime() + backoff(attempts)),
          lastError: failure.detail ? `${failure.reason}:${failure.detail}` : failure.reason,
          failedAt: at,
        })
        .where(key);
      return;
    }
    const { step } = p;
    const t = storeSyncItems;
    const [kept] = await tx
      .update(storeSyncItems)
      .set({
        sentSeq: sql`greatest(${storeSyncItems.sentSeq}, ${p.item.seq})`,
        sentQuantity: p.quantity,
        unpublished: p.unpublish,
        syncedAt: at,
        lastError: null,
        attempts: 0,
        ...(step.kind === 'push'
          ? { sentPrice: step.price, heldPrice: null, approvedPrice: null, rejectedPrice: null }
          : step.kind === 'hold'
            ? {
                // Refused by the business while this push ran (it read the item before): not held again.
                heldPrice: sql`case when ${t.rejectedPrice} = ${step.price}::numeric then null else ${step.price}::numeric end`,
                ...(step.fresh ? { heldAt: at } : {}),
              }
            : { heldPrice: null }),
      })
      .where(key)
      .returning({ heldPrice: t.heldPrice });
    if (step.kind === 'hold' && step.fresh && kept?.heldPrice != null)
      await this.tellHeld(tx, store, p.item, step.price, title);
  }

  /** The business is told of a held rise: a message and the webhook, once per variant and price. */
  private async tellHeld(tx: Tx, store: StoreRow, item: ItemRow, price: string, title: string) {
    const current = `${store.currency} ${item.sentPrice}`.trim();
    const held = `${store.currency} ${price}`.trim();
    await this.notify?.(tx, {
      to: { businessId: store.businessId },
      category: 'system',
      ...priceHeldNotice(store.name, title, current, held),
      link: '/CRM/store',
      eventKey: `store-sync-held:${store.id}:${item.variantId}:${price}`,
    });
    await this.deps.announceHeld?.(tx, store.businessId, {
      storeId: store.id,
      productId: item.productId,
      variantId: item.variantId,
      currentPrice: Number(item.sentPrice),
      heldPrice: Number(price),
    });
  }

  private async priceRule(businessId: number): Promise<PriceRule> {
    const [row] = await this.db
      .select()
      .from(storePriceRules)
      .where(eq(storePriceRules.businessId, businessId));
    return row
      ? { multiplier: Number(row.multiplier), fixed: Number(row.fixed), roundTo99: row.roundTo99 }
      : { ...PRICE_RULE_DEFAULT };
  }

  /** The store's sync settings saved; every linked variant is sent again under them. */
  async saveSettings(businessId: number, input: StoreSyncSave): Promise<StoreView> {
    const row = await this.stores.mine(businessId, input.id);
    if (row.state === 'disconnected') throw notFound(storeTexts.notFound);
    const [updated] = await this.db
      .update(stores)
      .set({
        syncBuffer: input.buffer,
        syncHoldPercent: input.holdPercent.toFixed(2),
        syncStop: input.stopSelling,
        updatedAt: sql`now()`,
      })
      .where(eq(stores.id, row.id))
      .returning();
    if (row.state === 'active') await this.mark(await this.storeLinks(row.id), 0, true);
    this.kick(0);
    return storeView(updated ?? row);
  }

  /** The business's held price rises, newest first. */
  async held(businessId: number): Promise<StoreHeldPrice[]> {
    const rows = await this.db
      .select({
        storeId: storeSyncItems.storeId,
        storeName: stores.name,
        productId: storeSyncItems.productId,
        variantId: storeSyncItems.variantId,
        currentPrice: storeSyncItems.sentPrice,
        heldPrice: storeSyncItems.heldPrice,
        heldAt: storeSyncItems.heldAt,
      })
      .from(storeSyncItems)
      .innerJoin(stores, eq(stores.id, storeSyncItems.storeId))
      .where(and(eq(storeSyncItems.businessId, businessId), isNotNull(storeSyncItems.heldPrice)))
      .orderBy(sql`${storeSyncItems.heldAt} desc nulls last`)
      .limit(500);
    const variants = new Map((await this.deps.variants(rows.map((r) => r.variantId))).map((v) => [v.id, v]));
    return rows.map((r) => ({
      ...r,
      title: variants.get(r.variantId)?.title ?? '',
      options: variants.get(r.variantId)?.options ?? [],
      currentPrice: Number(r.currentPrice ?? 0),
      heldPrice: Number(r.heldPrice),
      heldAt: (r.heldAt ?? new Date(0)).toISOString(),
    }));
  }

  /**
   * Approves (the held price is pushed with the next run) or rejects (the store keeps its price until the
   * mall's price moves again) a held rise. Another business's store or nothing held: 404.
   */
  async decide(businessId: number, storeId: number, variantId: number, approve: boolean): Promise<void> {
    const t = storeSyncItems;
    const rows = await this.db
      .update(t)
      .set(
        approve
          ? { approvedPrice: sql`${t.heldPrice}`, heldPrice: null, seq: sql`${t.seq} + 1`, dueAt: new Date() }
          : { rejectedPrice: sql`${t.heldPrice}`, heldPrice: null },
      )
      .where(
        and(
          eq(t.storeId, storeId),
          eq(t.variantId, variantId),
          eq(t.businessId, businessId),
          isNotNull(t.heldPrice),
        ),
      )
      .returning({ id: t.variantId });
    if (rows.length === 0) throw notFound(syncTexts.noHeld);
    if (approve) this.kick(0);
  }

  /** Per store and product: when last synced, the last failure (reader's language), held rises. */
  async statusOf(
    businessId: number,
    productIds: number[],
    lang: Language,
  ): Promise<Map<string, { syncedAt: string | null; syncError: string; heldPrices: number }>> {
    const out = new Map<string, { syncedAt: string | null; syncError: string; heldPrices: number }>();
    if (productIds.length === 0) return out;
    const rows = await this.db
      .select({
        storeId: storeSyncItems.storeId,
        productId: storeSyncItems.productId,
        syncedAt: storeSyncItems.syncedAt,
        lastError: storeSyncItems.lastError,
        failedAt: storeSyncItems.failedAt,
        held: storeSyncItems.heldPrice,
      })
      .from(storeSyncItems)
      .where(and(eq(storeSyncItems.businessId, businessId), inArray(storeSyncItems.productId, productIds)));
    const lastFail = new Map<string, number>();
    for (const r of rows) {
      const key = `${r.storeId}:${r.productId}`;
      const s = out.get(key) ?? { syncedAt: null, syncError: '', heldPrices: 0 };
      if (r.syncedAt && (!s.syncedAt || r.syncedAt.toISOString() > s.syncedAt))
        s.syncedAt = r.syncedAt.toISOString();
      if (r.held !== null) s.heldPrices++;
      const failedAt = r.failedAt?.getTime() ?? 0;
      if (r.lastError && failedAt >= (lastFail.get(key) ?? 0)) {
        lastFail.set(key, failedAt);
        s.syncError = failureText(r.lastError, lang);
      }
      out.set(key, s);
    }
    return out;
  }
}

/** A kept failure ('reason' or 'reason:store words') in the reader's language. */
export function failureText(kept: string, lang: Language): string {
  const [reason = 'failed', ...rest] = kept.split(':');
  const detail = rest.join(':');
  if (reason === 'gone') return translate(syncTexts.gone, lang);
  if (reason === 'scope') return translate(syncTexts.scope, lang);
  if (reason === 'refused') return translate(syncTexts.refused, lang, { detail: detail || '-' });
  const known = reason in publishFailureTexts ? (reason as keyof typeof publishFailureTexts) : 'failed';
  return translate(publishFailureTexts[known], lang);
}
