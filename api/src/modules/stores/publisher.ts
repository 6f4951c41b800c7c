import {
  type Language,
  PRICE_RULE_DEFAULT,
  type PriceRule,
  type StorePublication,
  storePrice,
} from '@dropmall/contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  type ConnectPlatform,
  type ProductDraft,
  type RetryOptions,
  type StorePlatform,
  StorePlatformError,
} from '../../adapters/stores';
import type { Db } from '../../db/client';
import { storePriceRules, storeProductLinks, storePublications, stores } from '../../db/schema/stores';
import { conflict, notFound } from '../../http/errors';
import { translate } from '../../http/language';
import type { PackageProduct } from '../catalog/package-products';
import type { StoreService } from './service';
import type { StoreSync } from './sync';
import { type PublishFailure, publishFailureTexts, storeTexts } from './texts';

type StoreRow = typeof stores.$inferSelect;

/** How long one product's publish may hold its claim; a crashed run's claim runs out after this. */
const CLAIM_MS = 2 * 60_000;
/** How often a publish waiting for another one of the same product looks again. */
const CLAIM_POLL_MS = 200;
/** Shopify's limit of options per product; more are joined into the last one. */
const MAX_OPTIONS = 3;

export interface PublisherDeps {
  /** The products with their variants and pictures, in a language. */
  loadProducts(ids: number[], lang: Language): Promise<PackageProduct[]>;
  /** A stored picture address (/uploads/...) as the store can fetch it. */
  absolute(url: string): string;
  /** Called once a product is in the store (its publish counts then). */
  onPublished(businessId: number, productIds: number[]): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishing mall products to a business's connected store: the route marks them waiting and queues a task
 * (the tasks module runs it); the run creates each product in the store, or updates the one it created
 * before, with its options, variants, marked-up prices and pictures, and keeps which store variant is which
 * mall variant. A product fails alone (its reason shows in the publish list); the others go on.
 */
export class StorePublisher {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly connect: ConnectPlatform,
    private readonly deps: PublisherDeps,
    private readonly retry: RetryOptions = {},
    /** The stock and price sync: told of what a publish sent, and asked for each product's sync state. */
    private readonly sync?: StoreSync,
  ) {}

  async priceRule(businessId: number): Promise<PriceRule> {
    const [row] = await this.db
      .select()
      .from(storePriceRules)
      .where(eq(storePriceRules.businessId, businessId));
    return row
      ? { multiplier: Number(row.multiplier), fixed: Number(row.fixed), roundTo99: row.roundTo99 }
      : { ...PRICE_RULE_DEFAULT };
  }

  async savePriceRule(businessId: number, rule: PriceRule): Promise<PriceRule> {
    const values = {
      multiplier: rule.multiplier.toFixed(3),
      fixed: rule.fixed.toFixed(2),
      roundTo99: rule.roundTo99,
    };
    await this.db
      .insert(storePriceRules)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: storePriceRules.businessId, set: { ...values, updatedAt: sql`now()` } });
    return this.priceRule(businessId);
  }

  /**
   * Before the task is queued: the store must be the business's (404) and active (409 in words); the
   * products are shown as waiting. Answers the store's name for the task's title.
   */
  async prepare(businessId: number, storeId: number, productIds: number[]): Promise<{ storeName: string }> {
    const store = await this.storeOf(businessId, storeId);
    if (store.state !== 'active') throw conflict(storeTexts.notActive, { name: store.name });
    if (store.platform === 'csv') throw conflict(storeTexts.csvNoPublish, { name: store.name });
    await this.db
      .insert(storePublications)
      .values(productIds.map((productId) => ({ storeId, businessId, productId })))
      .onConflictDoUpdate({
        target: [storePublications.storeId, storePublications.productId],
        set: { state: 'waiting', lastError: null, updatedAt: sql`now()` },
      });
    return { storeName: store.name };
  }

  /** The background run of one publish task; `report` takes percent and renews the task's lease. */
  async run(
    businessId: number,
    payload: { storeId: number; productIds: number[]; lang: Language },
    report: (percent: number) => Promise<void>,
  ): Promise<void> {
    const { storeId, productIds, lang } = payload;
    const store = await this.storeOf(businessId, storeId).catch(() => null);
    if (store?.state !== 'active') {
      await this.failAll(storeId, productIds, 'storeOff');
      return;
    }
    const platform = this.connect(this.stores.connectionOf(store), this.retry);
    const rule = await this.priceRule(businessId);
    const products = new Map((await this.deps.loadProducts(productIds, lang)).map((p) => [p.id, p]));
    let done = 0;
    for (const productId of productIds) {
      const product = products.get(productId);
      if (!product?.onShelf) await this.fail(storeId, productId, 'offShelf');
      else await this.publishOne(store, platform, product, rule);
      done++;
      await report((done / productIds.length) * 99);
    }
  }

  /** One product: claimed (another publish of it waits), created or updated, its variants linked. */
  private async publishOne(
    store: StoreRow,
    platform: StorePlatform,
    product: PackageProduct,
    rule: PriceRule,
  ) {
    const publication = await this.claim(store.id, store.businessId, product.id);
    try {
      const draft = this.draftOf(product, rule);
      const links = await this.db
        .select()
        .from(storeProductLinks)
        .where(and(eq(storeProductLinks.storeId, store.id), eq(storeProductLinks.productId, product.id)));
      const known = new Map(links.map((l) => [String(l.variantId), l.storeVariantId]));
      let published = null;
      if (publication.storeProductId) {
        try {
          published = await platform.updateProduct(publication.storeProductId, draft, known);
        } catch (error) {
          // Deleted in the store since: create it again.
          if (!(error instanceof StorePlatformError && error.reason === 'gone')) throw error;
        }
      }
      published ??= await platform.createProduct(draft);
      const result = published;
      await this.db.transaction(async (tx) => {
        await tx
          .delete(storeProductLinks)
          .where(and(eq(storeProductLinks.storeId, store.id), eq(storeProductLinks.productId, product.id)));
        const linked = result.variants.filter((v) => v.key !== '');
        if (linked.length > 0)
          await tx.insert(storeProductLinks).values(
            linked.map((v) => ({
              storeId: store.id,
              productId: product.id,
              variantId: Number(v.key),
              storeProductId: result.id,
              storeVariantId: v.id,
            })),
          );
        await tx
          .update(storePublications)
          .set({
            state: 'published',
            lastError: null,
            storeProductId: result.id,
            publishedAt: sql`now()`,
            claimedUntil: null,
            updatedAt: sql`now()`,
          })
          .where(eq(storePublications.id, publication.id));
      });
      await this.deps.onPublished(store.businessId, [product.id]);
      const sent = new Map(draft.variants.filter((v) => v.key !== '').map((v) => [Number(v.key), v.price]));
      await this.sync?.published(store.id, product.id, sent);
    } catch (error) {
      const reason: PublishFailure =
        error instanceof StorePlatformError && error.reason !== 'gone' ? error.reason : 'failed';
      await this.fail(store.id, product.id, reason);
      if (!(error instanceof StorePlatformError)) throw error;
    }
  }

  /**
   * Takes the product's publication for this run. Two runs of one product never talk to the store at once:
   * the second waits for the first to finish, then updates the product the first created.
   */
  private async claim(storeId: number, businessId: number, productId: number) {
    await this.db.insert(storePublications).values({ storeId, businessId, productId }).onConflictDoNothing();
    const deadline = Date.now() + CLAIM_MS;
    for (;;) {
      const [row] = await this.db
        .update(storePublications)
        .set({ claimedUntil: new Date(Date.now() + CLAIM_MS) })
        .where(
          and(
            eq(storePublications.storeId, storeId),
            eq(storePublications.productId, productId),
            or(isNull(storePublications.claimedUntil), lt(storePublications.claimedUntil, new Date())),
          ),
        )
        .returning();
      if (row) return row;
      if (Date.now() > deadline) throw new Error(`publication of product ${productId} stays claimed`);
      await sleep(CLAIM_POLL_MS);
    }
  }

  private async fail(storeId: number, productId: number, reason: PublishFailure) {
    await this.failAll(storeId, [productId], reason);
  }

  private async failAll(storeId: number, productIds: number[], reason: PublishFailure) {
    await this.db
      .update(storePublications)
      .set({ state: 'failed', lastError: reason, claimedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(storePublications.storeId, storeId), inArray(storePublications.productId, productIds)));
  }

  /** The store's view of a product: options (three at most), variants at the marked-up price, pictures. */
  draftOf(product: PackageProduct, rule: PriceRule): ProductDraft {
    const names = product.optionNames;
    const fold = <T>(values: T[], join: (rest: T[]) => T) =>
      values.length > MAX_OPTIONS
        ? [...values.slice(0, MAX_OPTIONS - 1), join(values.slice(MAX_OPTIONS - 1))]
        : values;
    let optionNames = fold(names, (rest) => rest.join(' / '));
    let variants = product.variants.map((v) => ({
      key: String(v.id),
      options: fold(v.options.slice(0, names.length), (rest) => rest.join(' / ')),
      price: storePrice(v.price, rule).toFixed(2),
      sku: v.articleNumber || `${product.sku}-${v.id}`,
    }));
    if (variants.length === 0)
      variants = [
        { key: '', options: [], price: storePrice(product.price, rule).toFixed(2), sku: product.sku },
      ];
    // Several variants without option columns: told apart by their article number.
    if (optionNames.length === 0 && variants.length > 1) {
      optionNames = ['Variant'];
      variants = variants.map((v) => ({ ...v, options: [v.sku] }));
    }
    const pictures = [...product.carousel, ...product.variants.map((v) => v.image)].filter(Boolean);
    return {
      handle: `dropmall-${product.id}`,
      title: product.title,
      descriptionHtml: product.description,
      vendor: product.brand,
      tags: product.tags,
      optionNames,
      variants,
      images: [...new Set(pictures)].slice(0, 20).map(this.deps.absolute),
    };
  }

  /** The state of these products in each of the business's stores, for the publish list. */
  async publicationsOf(
    businessId: number,
    productIds: number[],
    lang: Language,
  ): Promise<Map<number, StorePublication[]>> {
    const out = new Map<number, StorePublication[]>();
    if (productIds.length === 0) return out;
    const rows = await this.db
      .select({
        productId: storePublications.productId,
        storeId: storePublications.storeId,
        storeName: stores.name,
        state: storePublications.state,
        lastError: storePublications.lastError,
        publishedAt: storePublications.publishedAt,
      })
      .from(storePublications)
      .innerJoin(stores, eq(stores.id, storePublications.storeId))
      .where(
        and(eq(storePublications.businessId, businessId), inArray(storePublications.productId, productIds)),
      )
      .orderBy(storePublications.storeId);
    const sync = this.sync ? await this.sync.statusOf(businessId, productIds, lang) : new Map();
    for (const r of rows) {
      const synced = sync.get(`${r.storeId}:${r.productId}`);
      const reason =
        r.lastError && r.lastError in publishFailureTexts ? (r.lastError as PublishFailure) : null;
      const list = out.get(r.productId) ?? [];
      list.push({
        storeId: r.storeId,
        storeName: r.storeName,
        state: r.state,
        error: r.state === 'failed' ? translate(publishFailureTexts[reason ?? 'failed'], lang) : '',
        publishedAt: r.publishedAt?.toISOString() ?? null,
        syncedAt: synced?.syncedAt ?? null,
        syncError: synced?.syncError ?? '',
        heldPrices: synced?.heldPrices ?? 0,
      });
      out.set(r.productId, list);
    }
    return out;
  }

  /** The business's store (in any state: a paused or disconnected one is refused in words), or 404. */
  private async storeOf(businessId: number, storeId: number): Promise<StoreRow> {
    const [row] = await this.db
      .select()
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.businessId, businessId)));
    if (!row) throw notFound(storeTexts.notFound);
    return row;
  }
}
