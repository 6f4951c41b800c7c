import type {
  Language,
  MallVariantPage,
  MallVariantPick,
  MappingReason,
  StoreListedVariantView,
  StoreProductImportState,
  StoreProductPage,
  StoreProductQuery,
  TaskStatus,
} from '@dropmall/contract';
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ConnectPlatform, RetryOptions, StoreProduct } from '../../adapters/stores';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  storeListedVariants,
  storeOrderLines,
  storeOrders,
  storeProductLinks,
  stores,
  storeVariantMaps,
} from '../../db/schema/stores';
import { badRequest, conflict, notFound } from '../../http/errors';
import { translate } from '../../http/language';
import type { StoreService } from './service';
import { storeProductTexts } from './store-product-texts';
import { storeTexts } from './texts';

type StoreRow = typeof stores.$inferSelect;

/** What mapping asks of the catalogue (catalog/variant-picks.ts VariantPicks). */
export interface StoreProductDeps {
  search(keyword: string, current: number, size: number): Promise<MallVariantPage>;
  picks(variantIds: number[]): Promise<Map<number, MallVariantPick>>;
  onSale(variantId: number): Promise<boolean>;
  suggest(
    items: { sku: string; barcode: string; title: string; options: string[] }[],
  ): Promise<({ variantId: number; reason: MappingReason } | null)[]>;
}

/** The task queue that runs the imports (the tasks module). */
export interface StoreProductTasks {
  enqueue(task: {
    businessId: number;
    userId: number | null;
    title: string;
    payload: Record<string, unknown>;
    dedupOn: unknown;
  }): Promise<{ taskId: number }>;
  /** The task's state, or null when it is gone. */
  state(businessId: number, taskId: number): Promise<{ status: TaskStatus; progress: number } | null>;
}

/** What a mapping's change sets going elsewhere (wired in index.ts). */
export interface StoreProductHooks {
  /** A store variant was mapped: the stock and price sync makes it follow its mall variant. */
  onMapped?(storeId: number, variantId: number): Promise<void>;
  /** Automatic payment: a held store order whose lines a mapping matched again is weighed again. */
  requeue?(storeOrderId: number): Promise<void>;
}

/** Rows written per statement while importing (a page of a store's products may hold many variants). */
const CHUNK = 200;

/**
 * A store's own products (issue 34 item 3): imported a page at a time by a background task into
 * store_listed_variants, each store variant mapped by the business to a mall variant (store_variant_maps),
 * suggested by SKU, barcode or title. Order matching reads the mappings (variant-links.ts).
 */
export class StoreProducts {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly connect: ConnectPlatform,
    private readonly deps: StoreProductDeps,
    private readonly tasks: StoreProductTasks,
    private readonly retry: RetryOptions = {},
    private readonly hooks: StoreProductHooks = {},
  ) {}

  /** The search-and-pick dialog's mall variants on sale (the mapping's and the order line binding's). */
  search(keyword: string, current: number, size: number): Promise<MallVariantPage> {
    return this.deps.search(keyword, current, size);
  }

  /** Queues an import of the store's products (one waiting import per store answers the same task). */
  async queueImport(
    caller: { businessId: number; userId: number },
    storeId: number,
    lang: Language,
  ): Promise<StoreProductImportState> {
    const store = await this.live(caller.businessId, storeId);
    if (store.platform === 'csv') throw conflict(storeProductTexts.csvStore, { name: store.name });
    if (store.state !== 'active') throw conflict(storeProductTexts.notActive, { name: store.name });
    const { taskId } = await this.tasks.enqueue({
      businessId: caller.businessId,
      userId: caller.userId,
      title: translate(storeProductTexts.title, lang, { name: store.name }),
      payload: { storeId },
      dedupOn: { storeProducts: storeId },
    });
    await this.db.update(stores).set({ productsImportTaskId: taskId }).where(eq(stores.id, storeId));
    return this.importState({ ...store, productsImportTaskId: taskId });
  }

  /**
   * The task's run: every page of the store's products written as it arrives (a variant seen again is
   * rewritten), then the listing rows of variants this run did not see removed (deleted in the store since);
   * their mappings stay. A store off by then ends the run with nothing changed.
   */
  async runImport(
    businessId: number,
    payload: Record<string, unknown>,
    report: (percent: number) => Promise<void>,
  ): Promise<void> {
    const storeId = Number(payload.storeId);
    const [store] = await this.db
      .select()
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.businessId, businessId)));
    if (store?.state !== 'active' || store.platform === 'csv') return;
    const platform = this.connect(this.stores.connectionOf(store), this.retry);
    const started = await this.now(storeId);
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await platform.listProductsPage(cursor);
      await this.write(store, page.products);
      cursor = page.next;
      pages++;
      // The total is not known ahead: each page closes part of the distance left.
      await report(Math.min(95, 100 - 100 / (pages + 1)));
    } while (cursor);
    await this.db.transaction(async (tx) => {
      // Only the listing: a page the store shifted under the run (a product trashed meanwhile) can hide a
      // product that is still there, and its mapping must not go with it. A mapped store variant that is
      // really gone shows as the sync's 'gone' failure.
      await tx
        .delete(storeListedVariants)
        .where(
          and(
            eq(storeListedVariants.storeId, storeId),
            sql`${storeListedVariants.importedAt} < ${started}::timestamptz`,
          ),
        );
      await tx.update(stores).set({ productsImportedAt: sql`now()` }).where(eq(stores.id, storeId));
    });
  }

  /** The database's time, as text (exact to the microsecond, as the rows' import times are). */
  private async now(storeId: number): Promise<string> {
    const [row] = await this.db
      .select({ now: sql<string>`now()::text` })
      .from(stores)
      .where(eq(stores.id, storeId));
    return row?.now ?? new Date().toISOString();
  }

  private async write(store: StoreRow, products: StoreProduct[]) {
    const rows = products.flatMap((p) =>
      p.variants.map((v) => ({
        storeId: store.id,
        businessId: store.businessId,
        storeProductId: p.id,
        storeVariantId: v.id,
        title: p.title.slice(0, 500),
        options: v.options.map((o) => o.slice(0, 255)),
        sku: v.sku.slice(0, 255),
        barcode: v.barcode.slice(0, 255),
        price: priceOf(v.price),
        picture: p.picture.slice(0, 2000),
      })),
    );
    for (let i = 0; i < rows.length; i += CHUNK)
      await this.db
        .insert(storeListedVariants)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [storeListedVariants.storeId, storeListedVariants.storeVariantId],
          set: {
            storeProductId: sql`excluded.store_product_id`,
            title: sql`excluded.title`,
            options: sql`excluded.options`,
            sku: sql`excluded.sku`,
            barcode: sql`excluded.barcode`,
            price: sql`excluded.price`,
            picture: sql`excluded.picture`,
            importedAt: sql`now()`,
          },
        });
  }

  /** The store's imported variants with their links, and a suggestion for each one not linked. */
  async list(businessId: number, q: StoreProductQuery): Promise<StoreProductPage> {
    const store = await this.live(businessId, q.storeId);
    const linkedMapped = sql`exists (select 1 from ${storeVariantMaps} where ${storeVariantMaps.storeId} = ${storeListedVariants.storeId} and ${storeVariantMaps.storeVariantId} = ${storeListedVariants.storeVariantId})`;
    const linkedPublished = sql`exists (select 1 from ${storeProductLinks} where ${storeProductLinks.storeId} = ${storeListedVariants.storeId} and ${storeProductLinks.storeVariantId} = ${storeListedVariants.storeVariantId})`;
    const where = and(
      eq(storeListedVariants.storeId, store.id),
      q.keyword
        ? or(
            sql`${storeListedVariants.title} ilike ${containsPattern(q.keyword)}`,
            sql`${storeListedVariants.sku} ilike ${containsPattern(q.keyword)}`,
          )
        : undefined,
      q.filter === 'linked' ? or(linkedMapped, linkedPublished) : undefined,
      q.filter === 'unlinked' ? and(sql`not ${linkedMapped}`, sql`not ${linkedPublished}`) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(storeListedVariants).where(where);
    const rows = await this.db
      .select()
      .from(storeListedVariants)
      .where(where)
      .orderBy(asc(storeListedVariants.title), asc(storeListedVariants.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    const ids = rows.map((r) => r.storeVariantId);
    const mapped = ids.length
      ? await this.db
          .select({ storeVariantId: storeVariantMaps.storeVariantId, variantId: storeVariantMaps.variantId })
          .from(storeVariantMaps)
          .where(and(eq(storeVariantMaps.storeId, store.id), inArray(storeVariantMaps.storeVariantId, ids)))
      : [];
    const published = ids.length
      ? await this.db
          .select({
            storeVariantId: storeProductLinks.storeVariantId,
            variantId: storeProductLinks.variantId,
          })
          .from(storeProductLinks)
          .where(and(eq(storeProductLinks.storeId, store.id), inArray(storeProductLinks.storeVariantId, ids)))
      : [];
    const links = new Map<string, { variantId: number; link: 'mapped' | 'published' }>();
    for (const m of mapped) links.set(m.storeVariantId, { variantId: m.variantId, link: 'mapped' });
    for (const p of published) links.set(p.storeVariantId, { variantId: p.variantId, link: 'published' });
    const unlinked = rows.filter((r) => !links.has(r.storeVariantId));
    const suggestions = await this.deps.suggest(
      unlinked.map((r) => ({ sku: r.sku, barcode: r.barcode, title: r.title, options: r.options })),
    );
    const suggested = new Map(unlinked.map((r, i) => [r.storeVariantId, suggestions[i] ?? null]));
    const picks = await this.deps.picks([
      ...[...links.values()].map((l) => l.variantId),
      ...[...suggested.values()].flatMap((s) => (s ? [s.variantId] : [])),
    ]);
    const records: StoreListedVariantView[] = rows.map((r) => {
      const link = links.get(r.storeVariantId);
      const suggestion = suggested.get(r.storeVariantId);
      const pick = suggestion ? picks.get(suggestion.variantId) : undefined;
      return {
        storeVariantId: r.storeVariantId,
        storeProductId: r.storeProductId,
        title: r.title,
        options: r.options,
        sku: r.sku,
        barcode: r.barcode,
        price: Number(r.price),
        picture: r.picture,
        link: link?.link ?? null,
        mall: link ? (picks.get(link.variantId) ?? null) : null,
        suggestion: suggestion && pick ? { ...pick, reason: suggestion.reason } : null,
      };
    });
    return {
      records,
      total: total?.n ?? 0,
      current: q.current,
      size: q.size,
      import: await this.importState(store),
    };
  }

  /**
   * The store variant is this mall variant from now on. One row per store variant whoever maps it at once
   * (the unique index; the later mapping wins). On the store's orders not yet paid, its lines waiting
   * unmatched, and those the mapping it replaces had matched, take this one; an order automatic payment
   * held is weighed again.
   */
  async map(
    businessId: number,
    storeId: number,
    storeVariantId: string,
    variantId: number,
  ): Promise<StoreListedVariantView> {
    const store = await this.live(businessId, storeId);
    const listed = await this.listed(store.id, storeVariantId);
    if (await this.published(store.id, storeVariantId)) throw conflict(storeProductTexts.published);
    if (!(await this.deps.onSale(variantId))) throw badRequest(storeProductTexts.notOnSale);
    const productId = (await this.deps.picks([variantId])).get(variantId)?.productId;
    if (productId === undefined) throw badRequest(storeProductTexts.notOnSale);
    const orderIds = await this.db.transaction(async (tx) => {
      await tx
        .insert(storeVariantMaps)
        .values({
          storeId: store.id,
          businessId,
          storeProductId: listed.storeProductId,
          storeVariantId,
          variantId,
          productId,
        })
        .onConflictDoUpdate({
          target: [storeVariantMaps.storeId, storeVariantMaps.storeVariantId],
          set: { variantId, productId, storeProductId: listed.storeProductId, mappedAt: sql`now()` },
        });
      // The mapping's row is locked until the commit: one mapped at once waits, then matches the lines again.
      return rematchLines(tx, store.id, storeVariantId, variantId);
    });
    await this.hooks.onMapped?.(store.id, variantId);
    await this.requeue(orderIds);
    return this.viewOf(store.id, storeVariantId);
  }

  /**
   * The store variant is no longer mapped (unmapping one that is not is not an error); the lines of orders
   * not yet paid that the mapping had matched are unmatched again.
   */
  async unmap(businessId: number, storeId: number, storeVariantId: string): Promise<StoreListedVariantView> {
    const store = await this.live(businessId, storeId);
    await this.listed(store.id, storeVariantId);
    const orderIds = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(storeVariantMaps)
        .where(
          and(eq(storeVariantMaps.storeId, store.id), eq(storeVariantMaps.storeVariantId, storeVariantId)),
        )
        .returning({ id: storeVariantMaps.id });
      return removed.length > 0 ? rematchLines(tx, store.id, storeVariantId, null) : [];
    });
    await this.requeue(orderIds);
    return this.viewOf(store.id, storeVariantId);
  }

  /** Orders whose lines a mapping matched again: an order held by automatic payment is weighed again. */
  private async requeue(orderIds: number[]): Promise<void> {
    for (const id of orderIds) await this.hooks.requeue?.(id);
  }

  private async viewOf(storeId: number, storeVariantId: string): Promise<StoreListedVariantView> {
    const [store] = await this.db.select().from(stores).where(eq(stores.id, storeId));
    if (!store) throw notFound(storeTexts.notFound);
    const listed = await this.listed(storeId, storeVariantId);
    const [mapped] = await this.db
      .select({ variantId: storeVariantMaps.variantId })
      .from(storeVariantMaps)
      .where(and(eq(storeVariantMaps.storeId, storeId), eq(storeVariantMaps.storeVariantId, storeVariantId)));
    const [published] = mapped
      ? []
      : await this.db
          .select({ variantId: storeProductLinks.variantId })
          .from(storeProductLinks)
          .where(
            and(eq(storeProductLinks.storeId, storeId), eq(storeProductLinks.storeVariantId, storeVariantId)),
          );
    const link = mapped ?? published;
    const picks = await this.deps.picks(link ? [link.variantId] : []);
    return {
      storeVariantId: listed.storeVariantId,
      storeProductId: listed.storeProductId,
      title: listed.title,
      options: listed.options,
      sku: listed.sku,
      barcode: listed.barcode,
      price: Number(listed.price),
      picture: listed.picture,
      link: mapped ? 'mapped' : published ? 'published' : null,
      mall: link ? (picks.get(link.variantId) ?? null) : null,
      suggestion: null,
    };
  }

  private async listed(storeId: number, storeVariantId: string) {
    const [row] = await this.db
      .select()
      .from(storeListedVariants)
      .where(
        and(eq(storeListedVariants.storeId, storeId), eq(storeListedVariants.storeVariantId, storeVariantId)),
      );
    if (!row) throw notFound(storeProductTexts.noSuchVariant);
    return row;
  }

  private async published(storeId: number, storeVariantId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: storeProductLinks.id })
      .from(storeProductLinks)
      .where(
        and(eq(storeProductLinks.storeId, storeId), eq(storeProductLinks.storeVariantId, storeVariantId)),
      );
    return Boolean(row);
  }

  /** The business's store, not disconnected (404 otherwise: another business's store is not found). */
  private async live(businessId: number, storeId: number): Promise<StoreRow> {
    const store = await this.stores.mine(businessId, storeId);
    if (store.state === 'disconnected') throw notFound(storeTexts.notFound);
    return store;
  }

  private async importState(store: StoreRow): Promise<StoreProductImportState> {
    const importedAt = store.productsImportedAt?.toISOString() ?? null;
    const task = store.productsImportTaskId
      ? await this.tasks.state(store.businessId, store.productsImportTaskId)
      : null;
    if (!task) return { status: importedAt ? 'done' : 'none', progress: importedAt ? 100 : 0, importedAt };
    const status = task.status === 'queued' || task.status === 'running' ? 'running' : task.status;
    return { status, progress: status === 'done' ? 100 : task.progress, importedAt };
  }
}

/**
 * The lines of this store variant on the store's orders not yet paid that a mapping matched (source 'link':
 * a mapped store variant is never a published one, so its link is its mapping) to another variant, and, when
 * mapping, those waiting unmatched: matched to `to` (null: unmatched), as keeping the order again would. Lines
 * bound by hand, or matched by SKU, are left as they are. The orders are locked first (as payment locks
 * them), so an order paid meanwhile is not changed. Answers the orders whose lines changed.
 */
async function rematchLines(
  tx: Tx,
  storeId: number,
  storeVariantId: string,
  to: number | null,
): Promise<number[]> {
  const linked = eq(storeOrderLines.matchSource, 'link');
  const which = and(
    eq(storeOrderLines.storeVariantId, storeVariantId),
    to === null
      ? linked
      : or(isNull(storeOrderLines.variantId), and(linked, ne(storeOrderLines.variantId, to))),
  );
  const orders = await tx
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.storeId, storeId),
        isNull(storeOrders.paidAt),
        inArray(
          storeOrders.id,
          tx.select({ id: storeOrderLines.orderId }).from(storeOrderLines).where(which),
        ),
      ),
    )
    .orderBy(asc(storeOrders.id))
    .for('update');
  if (orders.length === 0) return [];
  const changed = await tx
    .update(storeOrderLines)
    .set({ variantId: to, matchSource: to === null ? null : 'link' })
    .where(
      and(
        which,
        inArray(
          storeOrderLines.orderId,
          orders.map((o) => o.id),
        ),
      ),
    )
    .returning({ orderId: storeOrderLines.orderId });
  return [...new Set(changed.map((c) => c.orderId))];
}

/** A store's price as text ('19.9', '' for none) as numeric(14,2). */
function priceOf(text: string): string {
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && n < 1e12 ? n.toFixed(2) : '0.00';
}
