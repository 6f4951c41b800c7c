import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import { createAdminRestApiClient } from '@shopify/admin-api-client';
import { shopifyOrder } from './orders';
import { retryingFetch } from './retry';
import {
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
} from './types';

type ShopifyConnection = Extract<StoreConnection, { platform: 'shopify' }>;

/** The next page of a Shopify list: its Link header's rel="next" page_info. */
export function nextPageInfo(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return new URL(match[1]).searchParams.get('page_info');
  }
  return null;
}

/**
 * Shopify's Admin REST API through Shopify's own client (`@shopify/admin-api-client`), with a custom app's
 * access token, on the pinned API version. 429s are retried after their Retry-After by our fetch (the
 * library's own retry reads the header as milliseconds). The sandbox store is the same code on another origin.
 */
export class ShopifyPlatform implements StorePlatform {
  readonly kind = 'shopify';
  private readonly client: ReturnType<typeof createAdminRestApiClient>;

  constructor(
    connection: ShopifyConnection,
    retry: RetryOptions = {},
    /** Products per page when listing (Shopify allows up to 250). */
    private readonly pageSize = 50,
  ) {
    const base = connection.sandboxBase?.replace(/\/+$/, '');
    const origin = `https://${connection.shopDomain}`;
    this.client = createAdminRestApiClient({
      storeDomain: connection.shopDomain,
      apiVersion: SHOPIFY_API_VERSION,
      accessToken: connection.accessToken,
      retries: 0,
      // Versions move every quarter; the pinned one is what we tested. Nothing to log.
      logger: () => {},
      customFetchApi: retryingFetch(retry, (url) =>
        base && url.startsWith(origin) ? base + url.slice(origin.length) : url,
      ),
    });
  }

  private async get(path: string, searchParams?: Record<string, string | number>) {
    return this.call(() => this.client.get(path, { searchParams }));
  }

  private async call(send: () => Promise<Response>) {
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      if (error instanceof StorePlatformError) throw error;
      throw new StorePlatformError('unreachable', error instanceof Error ? error.message : String(error));
    }
    if (response.ok) return response;
    if (response.status === 401 || response.status === 403)
      throw new StorePlatformError('credentials', `Shopify answered ${response.status}`);
    if (response.status === 404) throw new StorePlatformError('unreachable', 'no Shopify shop there');
    if (response.status === 422)
      throw new StorePlatformError('refused', `Shopify refused: ${(await response.text()).slice(0, 300)}`);
    if (response.status === 429) throw new StorePlatformError('busy', 'Shopify kept answering 429');
    // A server error is worth trying again later, as a network failure is.
    if (response.status >= 500)
      throw new StorePlatformError('unreachable', `Shopify answered ${response.status}`);
    throw new StorePlatformError('refused', `Shopify answered ${response.status}`);
  }

  /** A read under one order: a 404 there means the order is gone from the shop (the shop itself answers). */
  private orderGet(orderId: string, what: string) {
    return this.call(async () => {
      const response = await this.client.get(`orders/${encodeURIComponent(orderId)}${what}`);
      if (response.status === 404) throw new StorePlatformError('gone', `no order ${orderId} in the shop`);
      return response;
    });
  }

  private static async json(response: Response): Promise<Record<string, unknown>> {
    try {
      return (await response.json()) as Record<string, unknown>;
    } catch {
      throw new StorePlatformError('unreachable', 'not a Shopify answer');
    }
  }

  async shopInfo(): Promise<ShopInfo> {
    const body = await ShopifyPlatform.json(await this.get('shop'));
    const shop = body.shop as { name?: unknown; currency?: unknown } | undefined;
    if (typeof shop?.name !== 'string') throw new StorePlatformError('unreachable', 'not a Shopify answer');
    return { name: shop.name, currency: typeof shop.currency === 'string' ? shop.currency : '' };
  }

  async listProducts(): Promise<StoreProduct[]> {
    const products: StoreProduct[] = [];
    let pageInfo: string | null = null;
    do {
      const response = await this.get(
        'products',
        pageInfo ? { limit: this.pageSize, page_info: pageInfo } : { limit: this.pageSize },
      );
      const body = await ShopifyPlatform.json(response);
      for (const p of (body.products as ShopifyProduct[] | undefined) ?? []) {
        products.push({
          id: String(p.id),
          title: p.title,
          variants: (p.variants ?? []).map((v) => ({ id: String(v.id), sku: v.sku ?? '', price: v.price })),
        });
      }
      pageInfo = nextPageInfo(response.headers.get('link'));
    } while (pageInfo);
    return products;
  }

  async createProduct(draft: ProductDraft): Promise<PublishedProduct> {
    const body = await ShopifyPlatform.json(
      await this.call(() => this.client.post('products', { data: { product: productJson(draft) } })),
    );
    return publishedOf(body, draft);
  }

  async updateProduct(
    id: string,
    draft: ProductDraft,
    known: Map<string, string>,
  ): Promise<PublishedProduct> {
    // A product deleted in the store answers 404 here: the caller creates it again.
    const exists = await this.client.get(`products/${id}`).catch(() => null);
    if (exists?.status === 404) throw new StorePlatformError('gone', `no product ${id} in the shop`);
    const product = { id: Number(id), ...productJson(draft, known) };
    const body = await ShopifyPlatform.json(
      await this.call(() => this.client.put(`products/${id}`, { data: { product } })),
    );
    return publishedOf(body, draft);
  }

  async listOrders(since: Date, max: number): Promise<StoreOrderIn[]> {
    const orders: StoreOrderIn[] = [];
    let pageInfo: string | null = null;
    do {
      const response = await this.get(
        'orders',
        pageInfo
          ? { limit: this.pageSize, page_info: pageInfo }
          : { limit: this.pageSize, status: 'any', updated_at_min: since.toISOString() },
      );
      const body = await ShopifyPlatform.json(response);
      for (const o of (body.orders as unknown[] | undefined) ?? []) {
        const order = shopifyOrder(o);
        if (order && order.updatedAt >= since) orders.push(order);
      }
      pageInfo = nextPageInfo(response.headers.get('link'));
    } while (pageInfo && orders.length < max);
    return orders.slice(0, max);
  }

  async subscribeOrderWebhooks(address: string): Promise<void> {
    const existing = await ShopifyPlatform.json(await this.get('webhooks', { limit: 250 }));
    const have = new Set(
      ((existing.webhooks as { topic?: string; address?: string }[] | undefined) ?? [])
        .filter((w) => w.address === address)
        .map((w) => w.topic),
    );
    for (const topic of ['orders/create', 'orders/updated', 'orders/cancelled']) {
      if (have.has(topic)) continue;
      await this.call(() =>
        this.client.post('webhooks', { data: { webhook: { topic, address, format: 'json' } } }),
      );
    }
  }

  /**
   * Shopify's fulfillment-orders flow: the order's fulfillment orders, then one fulfillment over their open
   * lines (the shipment's, at most their quantities) with the tracking number and carrier. A fulfillment
   * of the order already carrying this tracking number is answered instead (a retry after a lost answer).
   */
  async fulfilOrder(orderId: string, shipment: Shipment): Promise<string> {
    const made = await ShopifyPlatform.json(await this.orderGet(orderId, '/fulfillments'));
    const same = ((made.fulfillments as ShopifyFulfillment[] | undefined) ?? []).find(
      (f) =>
        f.tracking_number === shipment.trackingNumber ||
        (f.tracking_numbers ?? []).includes(shipment.trackingNumber),
    );
    if (same) return String(same.id);
    const body = await ShopifyPlatform.json(await this.orderGet(orderId, '/fulfillment_orders'));
    const wanted = shipment.lines ? new Map(shipment.lines.map((l) => [l.id, l.quantity])) : null;
    const groups = ((body.fulfillment_orders as ShopifyFulfillmentOrder[] | undefined) ?? [])
      .filter((fo) => fo.status === 'open' || fo.status === 'in_progress')
      .map((fo) => ({
        fulfillment_order_id: fo.id,
        fulfillment_order_line_items: fo.line_items.flatMap((li) => {
          const key = String(li.line_item_id);
          const left = wanted
            ? Math.min(wanted.get(key) ?? 0, li.fulfillable_quantity)
            : li.fulfillable_quantity;
          if (left <= 0) return [];
          wanted?.set(key, (wanted.get(key) ?? 0) - left);
          return [{ id: li.id, quantity: left }];
        }),
      }))
      .filter((g) => g.fulfillment_order_line_items.length > 0);
    if (groups.length === 0)
      throw new StorePlatformError('refused', `nothing left to fulfil in order ${orderId}`);
    const fulfillment = {
      line_items_by_fulfillment_order: groups,
      tracking_info: { number: shipment.trackingNumber, company: shipment.carrier },
      notify_customer: true,
    };
    const answer = await ShopifyPlatform.json(
      await this.call(() => this.client.post('fulfillments', { data: { fulfillment } })),
    );
    const id = (answer.fulfillment as { id?: unknown } | undefined)?.id;
    if (id === undefined || id === null)
      throw new StorePlatformError('refused', 'Shopify answered no fulfillment');
    return String(id);
  }
}

/** Shopify's product body: options by name, variants with option1..3, pictures by address. */
function productJson(draft: ProductDraft, known = new Map<string, string>()) {
  const hasOptions = draft.optionNames.length > 0;
  return {
    title: draft.title,
    body_html: draft.descriptionHtml,
    vendor: draft.vendor,
    tags: draft.tags.join(', '),
    status: 'active',
    options: hasOptions ? draft.optionNames.map((name) => ({ name })) : [{ name: 'Title' }],
    variants: draft.variants.map((v) => {
      const id = known.get(v.key);
      return {
        ...(id ? { id: Number(id) } : {}),
        price: v.price,
        sku: v.sku,
        option1: hasOptions ? v.options[0] : 'Default Title',
        ...(v.options[1] !== undefined ? { option2: v.options[1] } : {}),
        ...(v.options[2] !== undefined ? { option3: v.options[2] } : {}),
      };
    }),
    images: draft.images.map((src) => ({ src })),
  };
}

/** The answer's variants are in the order sent: the draft's keys, in order. */
function publishedOf(body: Record<string, unknown>, draft: ProductDraft): PublishedProduct {
  const product = body.product as ShopifyProduct | undefined;
  const variants = product?.variants ?? [];
  if (!product || variants.length !== draft.variants.length)
    throw new StorePlatformError('refused', 'Shopify answered another product');
  return {
    id: String(product.id),
    variants: draft.variants.map((v, i) => ({ key: v.key, id: String(variants[i]?.id) })),
  };
}

interface ShopifyFulfillment {
  id: number;
  tracking_number?: string | null;
  tracking_numbers?: string[];
}

interface ShopifyFulfillmentOrder {
  id: number;
  status: string;
  line_items: { id: number; line_item_id: number; fulfillable_quantity: number }[];
}

interface ShopifyProduct {
  id: number;
  title: string;
  variants?: { id: number; sku?: string; price: string }[];
}
