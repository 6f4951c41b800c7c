import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type Language,
  nextStoreOrderStatus,
  ResultCode,
  type StoreOrderLineView,
  type StoreOrderMatch,
  type StoreOrderPage,
  type StoreOrderQuery,
  type StoreOrderView,
} from '@dropmall/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  type ConnectPlatform,
  type RetryOptions,
  type StoreOrderIn,
  StorePlatformError,
  shopifyOrder,
  wooOrder,
} from '../../adapters/stores';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { storeOrderLines, storeOrders, storeProductLinks, stores } from '../../db/schema/stores';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { storeOrderView } from './order-view';
import type { StoreService } from './service';
import { type OpenStoreCancelRefund, settleStoreCancellation } from './store-cancel';
import { storeOrderTexts, storeTexts } from './texts';
import type { TrackingPusher } from './tracking';

type StoreRow = typeof stores.$inferSelect;
export type KeepOutcome = 'new' | 'updated' | 'unchanged';
type Headers = Record<string, string | string[] | undefined>;

/** What the stores module asks of the catalogue: a live mall variant by the SKU a store line carries. */
export interface StoreOrderDeps {
  variantBySku(sku: string): Promise<number | null>;
}

/** The order topics we store; any other topic is answered and ignored. */
const TOPICS = {
  shopify: new Set(['orders/create', 'orders/updated', 'orders/cancelled']),
  woocommerce: new Set(['order.created', 'order.updated']),
} as const;

const header = (h: Headers, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Shopify and WooCommerce alike: base64 HMAC-SHA256 of the raw body, compared in constant time. */
export function signatureValid(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64'));
  const got = Buffer.from(given);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

const unauthorized = () => new AppError(401, ResultCode.forbidden, storeOrderTexts.badSignature);

/**
 * Orders customers placed in a business's connected stores: taken from signed webhooks and from "Sync
 * orders", kept once per store and platform order id (ON CONFLICT: a webhook delivered five times at once is
 * one order), a later version applied only when the platform says it is newer. Each line is matched to a
 * mall variant through the publish mapping, else by SKU; the rest stay unmatched.
 */
export class StoreOrders {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly connect: ConnectPlatform,
    private readonly deps: StoreOrderDeps,
    private readonly tracking: TrackingPusher,
    private readonly retry: RetryOptions = {},
    private readonly cancelRefund?: OpenStoreCancelRefund,
  ) {}

  /**
   * A webhook delivery for store `storeId`: 401 unless signed with that store's secret (an unknown or
   * disconnected store is refused the same way, so the answer tells nothing about which stores exist).
   */
  async receive(storeId: number, rawBody: string, headers: Headers): Promise<{ received: boolean }> {
    const [row] = await this.db.select().from(stores).where(eq(stores.id, storeId));
    const secret = row ? this.stores.webhookSecretOf(row) : null;
    if (!row || !secret) throw unauthorized();
    const woo = row.platform === 'woocommerce';
    // WooCommerce's first call to a new webhook is an unsigned ping (`webhook_id=<n>`): answered, not kept.
    if (woo && /^webhook_id=\d+$/.test(rawBody.trim())) return { received: false };
    const signature = header(headers, woo ? 'x-wc-webhook-signature' : 'x-shopify-hmac-sha256');
    if (!signatureValid(secret, rawBody, signature)) throw unauthorized();
    const topic = header(headers, woo ? 'x-wc-webhook-topic' : 'x-shopify-topic') ?? '';
    if (!(woo ? TOPICS.woocommerce : TOPICS.shopify).has(topic)) return { received: false };
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw badRequest(storeOrderTexts.badOrder);
    }
    const order = woo ? wooOrder(body) : shopifyOrder(body);
    if (!order) throw badRequest(storeOrderTexts.badOrder);
    if (topic === 'orders/cancelled') order.status = 'cancelled';
    await this.keep(row, order);
    return { received: true };
  }

  /** "Sync orders": the orders changed in the store in the last `days` days, kept as webhooks keep them. */
  async sync(businessId: number, storeId: number, days = 30): Promise<{ fetched: number; stored: number }> {
    const row = await this.stores.mine(businessId, storeId);
    if (row.state === 'disconnected') throw notFound(storeTexts.notFound);
    if (row.state !== 'active') throw conflict(storeOrderTexts.notActive, { name: row.name });
    if (row.platform === 'csv') throw conflict(storeOrderTexts.csvOnly, { name: row.name });
    let orders: StoreOrderIn[];
    try {
      orders = await this.connect(this.stores.connectionOf(row), this.retry).listOrders(
        new Date(Date.now() - days * 86_400_000),
        500,
      );
    } catch (error) {
      if (!(error instanceof StorePlatformError)) throw error;
      const reason = error.reason === 'gone' ? 'refused' : error.reason;
      throw badRequest(storeTexts[reason], {
        domain: row.domain,
        platform: row.platform,
        scopes: error.missingScopes.join(', '),
      });
    }
    let stored = 0;
    for (const order of orders) if (await this.keep(row, order)) stored++;
    await this.stores.resubscribe(row);
    return { fetched: orders.length, stored };
  }

  /**
   * The periodic poll: each active store's orders of the last `days` days, kept as webhooks keep them, so an
   * order whose webhook was lost still arrives. A store that fails is logged and the next one is polled;
   * two servers polling at once keep each order once (keep is idempotent).
   */
  async poll(log: (error: unknown, storeId: number) => void, days = 2): Promise<number> {
    let stored = 0;
    for (const store of await this.stores.active()) {
      try {
        stored += (await this.sync(store.businessId, store.id, days)).stored;
      } catch (error) {
        log(error, store.id);
      }
    }
    return stored;
  }

  /** Stores a new order, or applies a newer version; true when something was written. */
  async keep(store: StoreRow, order: StoreOrderIn): Promise<boolean> {
    return (await this.keepOne(store, order)) !== 'unchanged';
  }

  /**
   * `keep`, saying what it did: a new order, a newer version applied, or nothing (already there, not newer).
   * `alongside` runs in the same transaction (a CSV import records its progress there).
   */
  async keepOne(
    store: StoreRow,
    order: StoreOrderIn,
    alongside?: (tx: Tx, outcome: KeepOutcome) => Promise<void>,
  ): Promise<KeepOutcome> {
    // The matches are read before the transaction (the embedded database has one connection).
    const matches = await this.match(store.id, order.lines);
    return this.db.transaction(async (tx) => {
      const outcome = await this.write(tx, store, order, matches);
      await alongside?.(tx, outcome);
      return outcome;
    });
  }

  private async write(
    tx: Tx,
    store: StoreRow,
    order: StoreOrderIn,
    matches: Awaited<ReturnType<StoreOrders['match']>>,
  ): Promise<KeepOutcome> {
    const values = {
      shopOrderNumber: order.number,
      currency: order.currency,
      currencyMismatch: store.currency !== '' && order.currency !== store.currency,
      total: order.total,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      shippingAddress: order.shippingAddress,
      platformUpdatedAt: order.updatedAt,
    };
    const [inserted] = await tx
      .insert(storeOrders)
      .values({
        ...values,
        storeId: store.id,
        businessId: store.businessId,
        platformOrderId: order.id,
        status: order.status,
        placedAt: order.placedAt,
      })
      .onConflictDoNothing({ target: [storeOrders.storeId, storeOrders.platformOrderId] })
      .returning({ id: storeOrders.id });
    let orderId: number;
    if (inserted) {
      orderId = inserted.id;
    } else {
      const [kept] = await tx
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, order.id)))
        .for('update');
      if (!kept || kept.platformUpdatedAt >= order.updatedAt) return 'unchanged';
      orderId = kept.id;
      const status = nextStoreOrderStatus(kept.status, order.status);
      await tx
        .update(storeOrders)
        .set({ ...values, status, updatedAt: sql`now()` })
        .where(eq(storeOrders.id, kept.id));
      // Cancelled in the store after we paid its fulfilment: refund requests for what has not shipped.
      if (status === 'cancelled' && kept.paidAt)
        await settleStoreCancellation(tx, kept.id, this.cancelRefund);
    }
    if (order.lines.length > 0)
      await tx
        .insert(storeOrderLines)
        .values(
          order.lines.map((l, i) => ({
            orderId,
            platformLineId: l.id,
            storeVariantId: l.variantId,
            sku: l.sku,
            title: l.title,
            quantity: l.quantity,
            price: l.price,
            variantId: matches[i]?.variantId ?? null,
            matchSource: matches[i]?.source ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: [storeOrderLines.orderId, storeOrderLines.platformLineId],
          // A line bound by hand keeps its binding; the others follow the store.
          set: {
            quantity: sql`excluded.quantity`,
            price: sql`excluded.price`,
            title: sql`excluded.title`,
            sku: sql`excluded.sku`,
            storeVariantId: sql`excluded.store_variant_id`,
            variantId: sql`case when ${storeOrderLines.matchSource} = 'manual' then ${storeOrderLines.variantId} else excluded.variant_id end`,
            matchSource: sql`case when ${storeOrderLines.matchSource} = 'manual' then ${storeOrderLines.matchSource} else excluded.match_source end`,
          },
        });
    return inserted ? 'new' : 'updated';
  }

  /** Each line's mall variant: the publish mapping (store variant id), else the SKU, else none. */
  private async match(
    storeId: number,
    lines: StoreOrderIn['lines'],
  ): Promise<({ variantId: number; source: StoreOrderMatch } | null)[]> {
    const ids = [...new Set(lines.map((l) => l.variantId).filter(Boolean))];
    const links = ids.length
      ? await this.db
          .select({
            storeVariantId: storeProductLinks.storeVariantId,
            variantId: storeProductLinks.variantId,
          })
          .from(storeProductLinks)
          .where(and(eq(storeProductLinks.storeId, storeId), inArray(storeProductLinks.storeVariantId, ids)))
      : [];
    const linked = new Map(links.map((l) => [l.storeVariantId, l.variantId]));
    const out: ({ variantId: number; source: StoreOrderMatch } | null)[] = [];
    for (const line of lines) {
      const viaLink = line.variantId ? linked.get(line.variantId) : undefined;
      if (viaLink) {
        out.push({ variantId: viaLink, source: 'link' });
        continue;
      }
      const viaSku = line.sku ? await this.deps.variantBySku(line.sku) : null;
      out.push(viaSku ? { variantId: viaSku, source: 'sku' } : null);
    }
    return out;
  }

  /** `/business/bindingCrmCustomer`: a line bound by hand to the mall variant its SKU names (source manual). */
  async bindLine(businessId: number, lineId: number, sku: string): Promise<StoreOrderLineView> {
    const [line] = await this.db
      .select({ id: storeOrderLines.id })
      .from(storeOrderLines)
      .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
      .where(and(eq(storeOrderLines.id, lineId), eq(storeOrders.businessId, businessId)));
    if (!line) throw notFound(storeOrderTexts.lineNotFound);
    const variantId = await this.deps.variantBySku(sku);
    if (!variantId) throw badRequest(storeOrderTexts.noSuchSku, { sku });
    const [bound] = await this.db
      .update(storeOrderLines)
      .set({ variantId, matchSource: 'manual' })
      .where(eq(storeOrderLines.id, line.id))
      .returning();
    if (!bound) throw notFound(storeOrderTexts.lineNotFound);
    return {
      id: bound.id,
      sku: bound.sku,
      title: bound.title,
      quantity: bound.quantity,
      price: Number(bound.price),
      variantId: bound.variantId,
      matchedBy: bound.matchSource,
    };
  }

  /** `/order/crmCustomerOrderList`: the business's store orders, newest first, filtered and paged. */
  async list(businessId: number, q: StoreOrderQuery, lang: Language): Promise<StoreOrderPage> {
    // Another business's store is not found (a disconnected one of ours still lists its orders).
    if (q.storeId) await this.stores.mine(businessId, q.storeId);
    const where = and(
      eq(storeOrders.businessId, businessId),
      q.storeId ? eq(storeOrders.storeId, q.storeId) : undefined,
      q.status ? eq(storeOrders.status, q.status) : undefined,
      q.shopOrderNo ? sql`${storeOrders.shopOrderNumber} ilike ${containsPattern(q.shopOrderNo)}` : undefined,
      q.startDate ? gte(storeOrders.placedAt, new Date(`${q.startDate}T00:00:00Z`)) : undefined,
      q.endDate
        ? lt(storeOrders.placedAt, new Date(Date.parse(`${q.endDate}T00:00:00Z`) + 86_400_000))
        : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(storeOrders).where(where);
    const rows = await this.db
      .select({ order: storeOrders, storeName: stores.name })
      .from(storeOrders)
      .innerJoin(stores, eq(stores.id, storeOrders.storeId))
      .where(where)
      .orderBy(desc(storeOrders.placedAt), desc(storeOrders.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    const lines = rows.length
      ? await this.db
          .select()
          .from(storeOrderLines)
          .where(
            inArray(
              storeOrderLines.orderId,
              rows.map((r) => r.order.id),
            ),
          )
          .orderBy(asc(storeOrderLines.id))
      : [];
    const mallOrders = await this.tracking.of(
      rows.map((r) => r.order.id),
      lang,
    );
    const records: StoreOrderView[] = rows.map(({ order, storeName }) =>
      storeOrderView(
        order,
        storeName,
        lines.filter((l) => l.orderId === order.id),
        mallOrders.get(order.id) ?? [],
      ),
    );
    return { records, total: total?.n ?? 0, current: q.current, size: q.size };
  }
}
