import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { storeCustomers, storeOrders, stores } from '../../db/schema/stores';
import { badRequest } from '../../http/errors';
import type { Notify } from '../notices';
import type { StoreService } from './service';
import { shopifyAppEventTexts as texts } from './shopify-app-event-texts';
import { type Headers, header, signatureValid, webhookUnauthorized } from './webhook-auth';

type StoreRow = typeof stores.$inferSelect;
type Log = (detail: Record<string, unknown>, msg: string) => void;

/** Shopify's compliance topics (sent to the URLs set in the app's configuration, not subscribed by API). */
export const COMPLIANCE_TOPICS = new Set(['customers/data_request', 'customers/redact', 'shop/redact']);

const Ids = z
  .array(z.union([z.number(), z.string()]).transform(String))
  .max(10_000)
  .default([]);
const Customer = z
  .object({ id: z.union([z.number(), z.string()]).nullish(), email: z.string().max(320).nullish() })
  .passthrough()
  .nullish();
/** The documented bodies of the three topics, as far as they are read here (other fields are ignored). */
const ComplianceBody = z
  .object({
    shop_domain: z.string().min(1).max(255),
    customer: Customer,
    orders_requested: Ids,
    orders_to_redact: Ids,
    data_request: z
      .object({ id: z.union([z.number(), z.string()]) })
      .passthrough()
      .nullish(),
  })
  .passthrough();
type ComplianceBody = z.infer<typeof ComplianceBody>;

/**
 * What a Shopify app must do besides the order loop: when the merchant uninstalls it (`app/uninstalled`, on the
 * store's own signed webhook) the store is disconnected, its credentials erased, and the business told; and the
 * three compliance topics (customers/data_request, customers/redact, shop/redact) are answered for the stores
 * of that shop. Personal data of a store's customers lives in its store orders (name, e-mail, address, tax id);
 * a redaction blanks those fields and keeps the order's lines and money, which are the business's records.
 */
export class ShopifyAppEvents {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly notify: Notify | undefined,
    private readonly log: Log,
  ) {}

  /** The merchant removed the app from the shop: Shopify has revoked its tokens, so the store is disconnected. */
  async uninstalled(row: StoreRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [gone] = await tx
        .update(stores)
        .set({ state: 'disconnected', credentials: '', webhookSecret: '', updatedAt: sql`now()` })
        .where(and(eq(stores.id, row.id), ne(stores.state, 'disconnected')))
        .returning({ id: stores.id });
      if (!gone || !this.notify) return;
      await this.notify(tx, {
        to: { businessId: row.businessId },
        category: 'system',
        title: texts.uninstalledTitle,
        content: texts.uninstalledContent,
        params: { store: row.name },
        link: '/CRM/store',
        eventKey: `store-uninstalled:${row.id}`,
      });
    });
    this.log({ storeId: row.id }, 'store app uninstalled in the shop: disconnected');
  }

  /**
   * A compliance request to the platform's app (`/store/shopify/compliance`, the URL set in the app's
   * configuration): signed with the app's secret, else 401 as Shopify requires; a topic it does not name is
   * answered and ignored.
   */
  async receiveCompliance(rawBody: string, headers: Headers): Promise<{ received: boolean }> {
    const app = this.stores.shopifyApp;
    if (!app || !signatureValid(app.clientSecret, rawBody, header(headers, 'x-shopify-hmac-sha256')))
      throw webhookUnauthorized();
    const topic = header(headers, 'x-shopify-topic') ?? '';
    if (!COMPLIANCE_TOPICS.has(topic)) return { received: false };
    await this.compliance(topic, rawBody, header(headers, 'x-shopify-webhook-id') ?? '');
    return { received: true };
  }

  /**
   * A compliance request, already verified as Shopify's (by the app's secret, or by the one store's secret when
   * it came to that store's own webhook address, `only`). A body that is not the documented one is a 400.
   */
  async compliance(topic: string, rawBody: string, webhookId: string, only?: StoreRow): Promise<void> {
    let body: ComplianceBody;
    try {
      body = ComplianceBody.parse(JSON.parse(rawBody));
    } catch {
      this.log({ topic }, 'shopify compliance body refused');
      throw badRequest(texts.badBody);
    }
    const shops = only ? [only] : await this.storesOf(body.shop_domain);
    for (const store of shops) {
      if (topic === 'customers/data_request') await this.dataRequest(store, body, webhookId);
      else if (topic === 'customers/redact') await this.redactCustomer(store, body, webhookId);
      else if (topic === 'shop/redact') await this.redactShop(store, webhookId);
    }
    this.log({ topic, shop: body.shop_domain, stores: shops.map((s) => s.id) }, 'shopify compliance request');
  }

  /** Every store of any business connected to this shop, whatever its state (redaction follows uninstalling). */
  private async storesOf(shopDomain: string): Promise<StoreRow[]> {
    const handle = await this.stores.sandboxShopOf(shopDomain);
    const [platform, domain] = handle ? (['sandbox', handle] as const) : (['shopify', shopDomain] as const);
    return this.db
      .select()
      .from(stores)
      .where(and(eq(stores.platform, platform), eq(stores.domain, domain)));
  }

  /** The orders of the request: those it names, and any other of that customer's e-mail. */
  private customerOrders(store: StoreRow, ids: string[], email: string | null | undefined) {
    const byId = ids.length > 0 ? inArray(storeOrders.platformOrderId, ids) : undefined;
    const byEmail = email ? eq(sql`lower(${storeOrders.customerEmail})`, email.toLowerCase()) : undefined;
    if (!byId && !byEmail) return null;
    return and(eq(storeOrders.storeId, store.id), or(byId, byEmail));
  }

  /** What Dropmall holds of the customer goes to the business (the shop's owner answers the customer). */
  private async dataRequest(store: StoreRow, body: ComplianceBody, webhookId: string) {
    const where = this.customerOrders(store, body.orders_requested, body.customer?.email);
    const held = where
      ? await this.db.select({ number: storeOrders.shopOrderNumber }).from(storeOrders).where(where)
      : [];
    const requestId = String(body.data_request?.id ?? webhookId);
    await this.db.transaction((tx) =>
      this.tell(tx, store, held.length ? texts.dataRequestContent : texts.dataRequestNoneContent, {
        title: texts.dataRequestTitle,
        params: {
          store: store.name,
          customer: body.customer?.email || String(body.customer?.id ?? ''),
          orders: held.map((o) => o.number).join(', '),
        },
        eventKey: `store-data-request:${store.id}:${requestId}`,
      }),
    );
  }

  private async redactCustomer(store: StoreRow, body: ComplianceBody, webhookId: string) {
    const where = this.customerOrders(store, body.orders_to_redact, body.customer?.email);
    await this.db.transaction(async (tx) => {
      const erased = where ? await redact(tx, store.id, where) : 0;
      await this.tell(tx, store, texts.redactedContent, {
        title: texts.redactedTitle,
        params: { store: store.name, count: erased },
        eventKey: `store-customer-redact:${store.id}:${webhookId}`,
      });
    });
  }

  /** 48 hours after an uninstall: the store's credentials (already gone) and every customer's data in its orders. */
  private async redactShop(store: StoreRow, webhookId: string) {
    await this.db.transaction(async (tx) => {
      // A shop that installed the app again since then is connected again: Shopify would not ask; keep it.
      if (store.state !== 'disconnected') return;
      const erased = await redact(tx, store.id, eq(storeOrders.storeId, store.id));
      await this.tell(tx, store, texts.shopRedactedContent, {
        title: texts.redactedTitle,
        params: { store: store.name, count: erased },
        eventKey: `store-shop-redact:${store.id}:${webhookId}`,
      });
    });
  }

  private async tell(
    tx: Tx,
    store: StoreRow,
    content: { en: string; zh: string },
    notice: { title: { en: string; zh: string }; params: Record<string, string | number>; eventKey: string },
  ) {
    if (!this.notify) return;
    await this.notify(tx, {
      to: { businessId: store.businessId },
      category: 'system',
      content,
      link: '/CRM/myOrder',
      ...notice,
    });
  }
}

/**
 * Blanks the customer's personal data of the orders `where` selects: name, e-mail, addresses (the store's, the
 * business's correction, the one kept as paid and any address change beside it) and tax id, and what was
 * remembered of the customer (store_customers). Answers how many.
 */
async function redact(tx: Tx, storeId: number, where: ReturnType<typeof and>): Promise<number> {
  const keys = (await tx.selectDistinct({ key: storeOrders.customerKey }).from(storeOrders).where(where)).map(
    (k) => k.key,
  );
  if (keys.length > 0)
    await tx
      .delete(storeCustomers)
      .where(and(eq(storeCustomers.storeId, storeId), inArray(storeCustomers.customerKey, keys)));
  const erased = await tx
    .update(storeOrders)
    .set({
      customerName: '',
      customerEmail: '',
      customerKey: '',
      shippingAddress: null,
      addressOverride: null,
      taxId: '',
      placedSnapshot: sql`case when ${storeOrders.placedSnapshot} is null then null
        else jsonb_set(${storeOrders.placedSnapshot}, '{address}', '""') end`,
      storeChanges: sql`(select jsonb_agg(case when c->>'kind' = 'address'
          then c || '{"before": "", "after": ""}'::jsonb else c end)
        from jsonb_array_elements(${storeOrders.storeChanges}) c)`,
      updatedAt: sql`now()`,
    })
    .where(where)
    .returning({ id: storeOrders.id });
  return erased.length;
}
