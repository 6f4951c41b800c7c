import type {
  Language,
  StoreOrderLineView,
  StoreOrderPage,
  StoreOrderQuery,
  StoreOrderStage,
  StoreOrderView,
} from '@dropmall/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  type ConnectPlatform,
  type RetryOptions,
  readShopifyOrder,
  readWooOrder,
  type StoreOrderIn,
  StorePlatformError,
} from '../../adapters/stores';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { storeOrderLines, storeOrders, stores } from '../../db/schema/stores';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Notify } from '../notices';
import { isDataError } from './data-error';
import { type KeepAutoPay, type KeepOutcome, StoreOrderKeeper, StoreOrderRefused } from './order-keep';

export type { KeepOutcome } from './order-keep';

import { waitingOnBusiness } from './alerts';
import { invoicedFilter, invoiceMarks } from './invoices';
import { storeOrderView } from './order-view';
import type { StoreService } from './service';
import { COMPLIANCE_TOPICS, type ShopifyAppEvents } from './shopify-app-events';
import type { OpenStoreCancelRefund } from './store-cancel';
import { storeOrderTexts, storeTexts } from './texts';
import type { TrackingPusher } from './tracking';
import { type Headers, header, signatureValid, webhookUnauthorized } from './webhook-auth';

type StoreRow = typeof stores.$inferSelect;

/**
 * What the stores module asks of the catalogue: a live mall variant by the SKU a store line carries, and
 * whether a variant picked by id is on sale.
 */
export interface StoreOrderDeps {
  variantBySku(sku: string): Promise<number | null>;
  variantOnSale(variantId: number): Promise<boolean>;
}

/** The order topics we store; any other topic is answered and ignored. */
const TOPICS = {
  shopify: new Set(['orders/create', 'orders/updated', 'orders/cancelled']),
  woocommerce: new Set(['order.created', 'order.updated']),
} as const;

/** What the stores module's order intake is given besides its database and services. */
export interface StoreOrderOptions {
  retry?: RetryOptions;
  /** After-sales' refund request for a mall order whose store order the store cancelled after payment. */
  cancelRefund?: OpenStoreCancelRefund;
  /** Messages to the business (a store order changed after payment). */
  notify?: Notify;
  /** The Shopify app's own events (uninstalled, privacy requests) that arrive at a store's webhook address. */
  appEvents?: ShopifyAppEvents;
  /** Where refused bodies and orders are logged (what was wrong; never the body itself). */
  log?: (detail: Record<string, unknown>, msg: string) => void;
  /** Automatic fulfilment payment: orders kept while their store pays automatically are queued. */
  autoPay?: KeepAutoPay;
  /** Each order's stage, derived as the CRM pages derive it (CrmOrders.stages): My Orders shows the same. */
  stages: (
    businessId: number,
    orders: (typeof storeOrders.$inferSelect)[],
    lang: Language,
  ) => Promise<Map<number, StoreOrderStage>>;
}

/**
 * Orders customers placed in a business's connected stores: taken from signed webhooks, from "Sync orders"
 * and the poll, and from CSV imports, and kept by StoreOrderKeeper (order-keep.ts). Each line is matched to
 * a mall variant through the publish mapping, else by SKU; the rest stay unmatched.
 */
export class StoreOrders {
  private readonly keeper: StoreOrderKeeper;
  private readonly retry: RetryOptions;
  private readonly log: NonNullable<StoreOrderOptions['log']>;
  private readonly appEvents: ShopifyAppEvents | undefined;
  private readonly autoPay?: StoreOrderOptions['autoPay'];
  private readonly stages: StoreOrderOptions['stages'];

  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly connect: ConnectPlatform,
    private readonly deps: StoreOrderDeps,
    private readonly tracking: TrackingPusher,
    options: StoreOrderOptions,
  ) {
    this.stages = options.stages;
    this.keeper = new StoreOrderKeeper(
      db,
      (sku) => deps.variantBySku(sku),
      options.cancelRefund,
      options.notify,
      options.autoPay,
    );
    this.retry = options.retry ?? {};
    this.log = options.log ?? (() => {});
    this.appEvents = options.appEvents;
    this.autoPay = options.autoPay;
  }

  /**
   * A webhook delivery for store `storeId`: 401 unless signed with that store's secret (an unknown or
   * disconnected store is refused the same way, so the answer tells nothing about which stores exist). A
   * signed body that is not an order we can keep (not JSON, not an order, a NUL in a text, a time out of
   * range, two lines of one id...) is logged with the reason and answered 400, with nothing written.
   */
  async receive(storeId: number, rawBody: string, headers: Headers): Promise<{ received: boolean }> {
    const [row] = await this.db.select().from(stores).where(eq(stores.id, storeId));
    const secret = row ? this.stores.webhookSecretOf(row) : null;
    if (!row || !secret) throw webhookUnauthorized();
    const woo = row.platform === 'woocommerce';
    // WooCommerce's first call to a new webhook is an unsigned ping (`webhook_id=<n>`): answered, not kept.
    if (woo && /^webhook_id=\d+$/.test(rawBody.trim())) return { received: false };
    const signature = header(headers, woo ? 'x-wc-webhook-signature' : 'x-shopify-hmac-sha256');
    if (!signatureValid(secret, rawBody, signature)) throw webhookUnauthorized();
    const topic = header(headers, woo ? 'x-wc-webhook-topic' : 'x-shopify-topic') ?? '';
    // The app's own events, signed with the same secret: uninstalled in the shop, and privacy requests.
    if (!woo && this.appEvents && topic === 'app/uninstalled') {
      await this.appEvents.uninstalled(row);
      return { received: true };
    }
    if (!woo && this.appEvents && COMPLIANCE_TOPICS.has(topic)) {
      await this.appEvents.compliance(topic, rawBody, header(headers, 'x-shopify-webhook-id') ?? '', row);
      return { received: true };
    }
    if (!(woo ? TOPICS.woocommerce : TOPICS.shopify).has(topic)) return { received: false };
    const refused = (reason: string) => {
      this.log({ storeId, platform: row.platform, topic, reason }, 'store webhook body refused');
      return badRequest(storeOrderTexts.badOrder);
    };
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw refused('not JSON');
    }
    const read = woo ? readWooOrder(body) : readShopifyOrder(body);
    if (!read.order) throw refused(read.problem);
    const order = read.order;
    if (topic === 'orders/cancelled') order.status = 'cancelled';
    try {
      await this.keep(row, order);
    } catch (error) {
      if (error instanceof StoreOrderRefused) throw refused(error.reason);
      // What the database refuses of a signed body is the body's fault: logged in full, answered 400.
      if (isDataError(error)) {
        this.log({ storeId, platform: row.platform, topic, err: error }, 'store webhook order not kept');
        throw badRequest(storeOrderTexts.badOrder);
      }
      throw error;
    }
    return { received: true };
  }

  /**
   * "Sync orders": the orders changed in the store in the last `days` days, kept as webhooks keep them; one
   * the database would not keep is logged and left out (the others are kept).
   */
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
      throw badRequest(storeTexts[reason], { domain: row.domain, platform: row.platform });
    }
    let stored = 0;
    for (const order of orders) {
      try {
        if (await this.keep(row, order)) stored++;
      } catch (error) {
        if (!(error instanceof StoreOrderRefused) && !isDataError(error)) throw error;
        this.log(
          { storeId, platform: row.platform, order: order.id, err: error },
          'synced store order refused',
        );
      }
    }
    // WooCommerce disables a webhook after failed deliveries: Dropmall's own are made active again.
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

  /** Stores a new order, or applies a newer version; true when something was written (order-keep.ts). */
  async keep(store: StoreRow, order: StoreOrderIn): Promise<boolean> {
    return (await this.keeper.keep(store, order)) !== 'unchanged';
  }

  /**
   * `keep`, saying what it did: a new order, a newer version applied, or nothing (already there, not newer).
   * `alongside` runs in the same transaction (a CSV import records its progress there).
   */
  keepOne(
    store: StoreRow,
    order: StoreOrderIn,
    alongside?: (tx: Tx, outcome: KeepOutcome) => Promise<void>,
  ): Promise<KeepOutcome> {
    return this.keeper.keep(store, order, alongside);
  }

  /**
   * `/business/bindingCrmCustomer`: a line bound by hand (source manual) to the mall variant picked in the
   * search-and-pick dialog, or named by its SKU.
   */
  async bindLine(
    businessId: number,
    lineId: number,
    pick: { sku?: string | undefined; variantId?: number | undefined },
  ): Promise<StoreOrderLineView> {
    const [line] = await this.db
      .select({ id: storeOrderLines.id, orderId: storeOrderLines.orderId })
      .from(storeOrderLines)
      .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
      .where(and(eq(storeOrderLines.id, lineId), eq(storeOrders.businessId, businessId)));
    if (!line) throw notFound(storeOrderTexts.lineNotFound);
    let variantId: number | null = null;
    if (pick.variantId !== undefined) {
      if (!(await this.deps.variantOnSale(pick.variantId))) throw badRequest(storeOrderTexts.notOnSale);
      variantId = pick.variantId;
    } else {
      const sku = pick.sku ?? '';
      variantId = await this.deps.variantBySku(sku);
      if (!variantId) throw badRequest(storeOrderTexts.noSuchSku, { sku });
    }
    const [bound] = await this.db
      .update(storeOrderLines)
      .set({ variantId, matchSource: 'manual' })
      .where(eq(storeOrderLines.id, line.id))
      .returning();
    if (!bound) throw notFound(storeOrderTexts.lineNotFound);
    await this.autoPay?.requeue(line.orderId);
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
      q.invoiced === undefined ? undefined : invoicedFilter(q.invoiced),
      q.waiting ? waitingOnBusiness() : undefined,
      q.shopOrderNo ? sql`${storeOrders.shopOrderNumber} ilike ${containsPattern(q.shopOrderNo)}` : undefined,
      q.startDate ? gte(storeOrders.placedAt, new Date(`${q.startDate}T00:00:00Z`)) : undefined,
      q.endDate
        ? lt(storeOrders.placedAt, new Date(Date.parse(`${q.endDate}T00:00:00Z`) + 86_400_000))
        : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(storeOrders).where(where);
    const rows = await this.db
      .select({ order: storeOrders, storeName: stores.name, platform: stores.platform })
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
    const invoiced = await invoiceMarks(
      this.db,
      rows.map((r) => r.order.id),
    );
    const stages = await this.stages(
      businessId,
      rows.map((r) => r.order),
      lang,
    );
    const records: StoreOrderView[] = rows.map(({ order, storeName, platform }) =>
      storeOrderView(
        order,
        { name: storeName, platform },
        lines.filter((l) => l.orderId === order.id),
        mallOrders.get(order.id) ?? [],
        stages.get(order.id) ?? 'toPay',
        invoiced.get(order.id),
      ),
    );
    return { records, total: total?.n ?? 0, current: q.current, size: q.size };
  }
}
