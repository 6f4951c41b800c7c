import { holdsScope, SHOPIFY_SCOPES } from '@dropmall/contract';
import {
  type BatchOutcome,
  type InventoryItem,
  type PriceItem,
  type ProductDraft,
  type PublishedProduct,
  type RetryOptions,
  type Shipment,
  type ShopInfo,
  type StoreConnection,
  type StoreOrderIn,
  type StorePlatform,
  StorePlatformError,
  type StoreProduct,
  type StoreProductPage,
} from '../types';
import {
  FULFILMENT_CREATE_MUTATION,
  FULFILMENT_STATE_QUERY,
  ORDER_LINES_QUERY,
  ORDERS_QUERY,
  PRODUCT_OPERATION_QUERY,
  PRODUCT_SET_MUTATION,
  PRODUCT_VARIANTS_QUERY,
  PRODUCTS_QUERY,
  PUBLICATIONS_QUERY,
  PUBLISH_MUTATION,
  SHOP_QUERY,
  WEBHOOK_CREATE_MUTATION,
  WEBHOOKS_QUERY,
} from './documents';
import {
  type FulfilmentState,
  fulfillmentInput,
  nothingPlanned,
  planFulfilment,
  sameTracking,
} from './fulfilment-plan';
import { gid, numericId, ShopifyGraphql } from './graphql-client';
import { type GraphqlLines, type GraphqlOrder, graphqlOrder } from './order-in';
import { matchVariants, productSetInput, type StoreVariant, SYNCHRONOUS_VARIANTS } from './product-input';
import { ShopifySync } from './sync';

type ShopifyConnection = Extract<StoreConnection, { platform: 'shopify' }>;
type UserError = { code?: string | null; field?: string[] | null; message: string };
type Page<T> = { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: T[] };

/** The orders' topics, and the app's removal from the shop (its tokens are revoked then: the store is off). */
const TOPICS = ['ORDERS_CREATE', 'ORDERS_UPDATED', 'ORDERS_CANCELLED', 'APP_UNINSTALLED'] as const;
/** The publication products must join to be sold in the shop's own storefront. */
const ONLINE_STORE = 'Online Store';
const ONLINE_STORE_APP = 'online_store';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Shopify store through the GraphQL Admin API (no REST endpoint: Shopify made REST legacy in 2024-10 and its
 * product endpoints stop at 100 variants). Products are written by `productSet`, keyed by the mall product's
 * handle so a retry finds the product instead of making a second, then published to the Online Store; orders are
 * listed by cursor; fulfillments are made on the order's fulfillment orders, one per location.
 */
export class ShopifyPlatform implements StorePlatform {
  readonly kind = 'shopify';
  private readonly api: ShopifyGraphql;
  private onlineStore: string | null = null;

  constructor(
    connection: ShopifyConnection,
    retry: RetryOptions = {},
    /** Items per page when listing (Shopify allows up to 250). */
    private readonly pageSize = 50,
    /** How long an asynchronous productSet is waited for, polling its operation. */
    private readonly operationWaitMs = 120_000,
  ) {
    this.api = new ShopifyGraphql(connection, retry);
    this.sync = new ShopifySync(this.api);
  }

  private readonly sync: ShopifySync;

  setInventory(items: InventoryItem[]): Promise<BatchOutcome> {
    return this.sync.setInventory(items);
  }

  setPrices(items: PriceItem[]): Promise<BatchOutcome> {
    return this.sync.setPrices(items);
  }

  setProductsActive(items: { productId: string; active: boolean }[]): Promise<BatchOutcome> {
    return this.sync.setProductsActive(items);
  }

  /** The shop's name and currency; refused as 'scope' when the app lacks a scope the loop needs. */
  async shopInfo(): Promise<ShopInfo> {
    const data = await this.api.request<{
      shop: { name: string; currencyCode: string } | null;
      currentAppInstallation: { accessScopes: { handle: string }[] } | null;
    }>(SHOP_QUERY);
    if (typeof data.shop?.name !== 'string')
      throw new StorePlatformError('unreachable', 'not a Shopify answer');
    const granted = new Set((data.currentAppInstallation?.accessScopes ?? []).map((s) => s.handle));
    const missing = SHOPIFY_SCOPES.filter((scope) => !holdsScope(granted, scope));
    if (missing.length > 0)
      throw new StorePlatformError('scope', `the app lacks ${missing.join(', ')}`, [...missing]);
    return { name: data.shop.name, currency: data.shop.currencyCode };
  }

  async listProducts(): Promise<StoreProduct[]> {
    const products: StoreProduct[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.listProductsPage(cursor);
      products.push(...page.products);
      cursor = page.next;
    } while (cursor);
    return products;
  }

  /** A page of products by cursor, each with all its variants (paged on their own: up to 2,048 a product). */
  async listProductsPage(cursor: string | null): Promise<StoreProductPage> {
    const data: {
      products: Page<{
        id: string;
        title: string;
        featuredMedia: { preview: { image: { url: string } | null } | null } | null;
      }>;
    } = await this.api.request(PRODUCTS_QUERY, { first: this.pageSize, after: cursor });
    const products: StoreProduct[] = [];
    for (const p of data.products.nodes) {
      const variants = await this.variantsOf(p.id);
      products.push({
        id: numericId(p.id),
        title: p.title,
        picture: p.featuredMedia?.preview?.image?.url ?? '',
        variants: variants.map((v) => ({
          id: v.id,
          sku: v.sku,
          price: v.price,
          barcode: v.barcode,
          // A product without choices has one variant whose option is Shopify's "Default Title".
          options: v.options.filter((o) => o !== 'Default Title'),
        })),
      });
    }
    const info = data.products.pageInfo;
    return { products, next: info.hasNextPage ? info.endCursor : null };
  }

  /** Creates the product, or finds the one an earlier attempt made (same handle) and sets it; then publishes it. */
  async createProduct(draft: ProductDraft): Promise<PublishedProduct> {
    const productId = await this.set(draft, { handle: draft.handle }, new Map());
    await this.publish(productId);
    return { id: numericId(productId), variants: matchVariants(draft, await this.variantsOf(productId)) };
  }

  async updateProduct(
    id: string,
    draft: ProductDraft,
    known: Map<string, string>,
  ): Promise<PublishedProduct> {
    const productId = await this.set(draft, { id: gid('Product', id) }, known);
    return { id: numericId(productId), variants: matchVariants(draft, await this.variantsOf(productId)) };
  }

  /**
   * productSet, synchronous up to 100 variants and otherwise as an operation polled until complete. A product
   * the identifier no longer finds is 'gone'.
   */
  private async set(
    draft: ProductDraft,
    identifier: { handle: string } | { id: string },
    known: Map<string, string>,
  ): Promise<string> {
    // Pictures go with a create only (an update leaves the store's copies alone).
    const input = productSetInput(draft, known, !('id' in identifier));
    const synchronous = draft.variants.length <= SYNCHRONOUS_VARIANTS;
    const data = await this.api.request<{
      productSet: {
        product: { id: string } | null;
        productSetOperation: { id: string; status: string } | null;
        userErrors: UserError[];
      };
    }>(PRODUCT_SET_MUTATION, { input, identifier, synchronous });
    refuseOn(data.productSet.userErrors, 'id' in identifier ? identifier.id : draft.handle);
    if (synchronous) {
      const id = data.productSet.product?.id;
      if (!id) throw new StorePlatformError('refused', 'Shopify answered no product');
      return id;
    }
    const operation = data.productSet.productSetOperation?.id;
    if (!operation) throw new StorePlatformError('refused', 'Shopify answered no product operation');
    return this.awaitOperation(operation, draft.handle);
  }

  private async awaitOperation(operation: string, handle: string): Promise<string> {
    const deadline = Date.now() + this.operationWaitMs;
    for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
      const data = await this.api.request<{
        productOperation: { status: string; product: { id: string } | null; userErrors?: UserError[] } | null;
      }>(PRODUCT_OPERATION_QUERY, { id: operation });
      const op = data.productOperation;
      if (!op) throw new StorePlatformError('refused', `Shopify knows no product operation ${operation}`);
      if (op.status === 'COMPLETE') {
        refuseOn(op.userErrors ?? [], handle);
        if (!op.product?.id) throw new StorePlatformError('refused', 'the product operation made no product');
        return op.product.id;
      }
      if (Date.now() > deadline)
        throw new StorePlatformError('unreachable', 'the product operation did not finish');
      await sleep(wait);
    }
  }

  /** Every variant of a product, page by page (a product has up to 2,048). */
  private async variantsOf(
    productId: string,
  ): Promise<(StoreVariant & { price: string; barcode: string })[]> {
    const out: (StoreVariant & { price: string; barcode: string })[] = [];
    let after: string | null = null;
    do {
      const data: {
        product: {
          variants: Page<{
            id: string;
            sku: string | null;
            barcode: string | null;
            price: string;
            selectedOptions: { value: string }[];
          }>;
        } | null;
      } = await this.api.request(PRODUCT_VARIANTS_QUERY, { id: productId, first: 250, after });
      if (!data.product) throw new StorePlatformError('gone', `no product ${productId} in the shop`);
      for (const v of data.product.variants.nodes)
        out.push({
          id: numericId(v.id),
          sku: v.sku ?? '',
          barcode: v.barcode ?? '',
          price: v.price,
          options: v.selectedOptions.map((o) => o.value),
        });
      const info = data.product.variants.pageInfo;
      after = info.hasNextPage ? info.endCursor : null;
    } while (after);
    return out;
  }

  /** Puts the product on the Online Store (productSet alone leaves a new product on no sales channel). */
  private async publish(productId: string): Promise<void> {
    if (!this.onlineStore) {
      const data = await this.api.request<{
        publications: {
          nodes: {
            id: string;
            catalog: { title: string; apps?: { nodes: { handle: string | null }[] } } | null;
          }[];
        };
      }>(PUBLICATIONS_QUERY);
      // By its app's handle (a title may be translated), else its English title.
      const nodes = data.publications.nodes;
      this.onlineStore =
        (
          nodes.find((p) => p.catalog?.apps?.nodes.some((a) => a.handle === ONLINE_STORE_APP)) ??
          nodes.find((p) => p.catalog?.title === ONLINE_STORE)
        )?.id ?? null;
      if (!this.onlineStore)
        throw new StorePlatformError('refused', 'the shop has no Online Store sales channel');
    }
    const data = await this.api.request<{ publishablePublish: { userErrors: UserError[] } }>(
      PUBLISH_MUTATION,
      {
        id: productId,
        input: [{ publicationId: this.onlineStore }],
      },
    );
    refuseOn(data.publishablePublish.userErrors, productId);
  }

  /**
   * Orders changed since a time, oldest change first, ten a page with their first 20 lines (Shopify charges a
   * query what it could return: 50 orders of 250 lines each would exceed the 1,000 points a query may cost);
   * an order of more lines is read on by itself.
   */
  async listOrders(since: Date, max: number): Promise<StoreOrderIn[]> {
    const orders: StoreOrderIn[] = [];
    let after: string | null = null;
    do {
      const data: { orders: Page<GraphqlOrder> } = await this.api.request(ORDERS_QUERY, {
        first: Math.min(this.pageSize, 10),
        after,
        query: `updated_at:>='${since.toISOString()}'`,
      });
      for (const o of data.orders.nodes) {
        const order = graphqlOrder(await this.allLines(o));
        if (order && order.updatedAt >= since) orders.push(order);
      }
      after = data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null;
    } while (after && orders.length < max);
    return orders.slice(0, max);
  }

  /** The order with every line, reading on past the first page when it has more. */
  private async allLines(order: GraphqlOrder): Promise<GraphqlOrder> {
    const nodes = [...order.lineItems.nodes];
    let info = order.lineItems.pageInfo;
    while (info.hasNextPage && info.endCursor) {
      const data: { order: { lineItems: GraphqlLines } | null } = await this.api.request(ORDER_LINES_QUERY, {
        id: order.id,
        after: info.endCursor,
      });
      if (!data.order) break;
      nodes.push(...data.order.lineItems.nodes);
      info = data.order.lineItems.pageInfo;
    }
    return { ...order, lineItems: { pageInfo: info, nodes } };
  }

  /** Subscribes the order topics to the address (Shopify signs them with the app's client secret). */
  async subscribeOrderWebhooks(address: string): Promise<void> {
    const data = await this.api.request<{
      webhookSubscriptions: { nodes: { topic: string; uri: string }[] };
    }>(WEBHOOKS_QUERY, { topics: TOPICS });
    const have = new Set(
      data.webhookSubscriptions.nodes.filter((w) => w.uri === address).map((w) => w.topic),
    );
    for (const topic of TOPICS) {
      if (have.has(topic)) continue;
      const made = await this.api.request<{ webhookSubscriptionCreate: { userErrors: UserError[] } }>(
        WEBHOOK_CREATE_MUTATION,
        { topic, webhookSubscription: webhookInput(address) },
      );
      refuseOn(made.webhookSubscriptionCreate.userErrors, topic);
    }
  }

  /**
   * A fulfillment per location over the lines the shipment carries, with its tracking number and carrier.
   * Answers the fulfillments' ids; a retry after a lost answer finds the one this tracking number made.
   */
  async fulfilOrder(orderId: string, shipment: Shipment): Promise<string> {
    const data = await this.api.request<{ order: FulfilmentState | null }>(FULFILMENT_STATE_QUERY, {
      id: gid('Order', orderId),
    });
    if (!data.order) throw new StorePlatformError('gone', `no order ${orderId} in the shop`);
    const groups = planFulfilment(data.order, shipment);
    if (groups.length === 0) return nothingPlanned(data.order, shipment, orderId);
    // A retry after a lost answer: what this tracking number made already, and what is still to go.
    const made = sameTracking(data.order, shipment).map((f) => numericId(f.id));
    for (const lineItemsByFulfillmentOrder of groups) {
      const answer = await this.api.request<{
        fulfillmentCreate: { fulfillment: { id: string } | null; userErrors: UserError[] };
      }>(FULFILMENT_CREATE_MUTATION, {
        fulfillment: fulfillmentInput(lineItemsByFulfillmentOrder, shipment),
      });
      refuseOn(answer.fulfillmentCreate.userErrors, orderId);
      const id = answer.fulfillmentCreate.fulfillment?.id;
      if (!id) throw new StorePlatformError('refused', 'Shopify answered no fulfillment');
      made.push(numericId(id));
    }
    return made.join(',');
  }
}

/** webhookSubscriptionCreate's input: the address, JSON bodies. */
export const webhookInput = (address: string) => ({ uri: address, format: 'JSON' });

/** A mutation's user errors: a product or order that no longer exists is 'gone', anything else 'refused'. */
function refuseOn(errors: UserError[], what: string): void {
  const [first] = errors;
  if (!first) return;
  if (errors.some((e) => e.code === 'PRODUCT_DOES_NOT_EXIST' || e.code === 'NOT_FOUND'))
    throw new StorePlatformError('gone', `${what} is no longer in the shop`);
  throw new StorePlatformError('refused', `Shopify refused: ${first.message}`.slice(0, 300));
}
