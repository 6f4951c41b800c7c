import WooCommerceRestApiImport from '@woocommerce/woocommerce-rest-api';
import { type HostGuard, PrivateAddressError } from '../net/public-address';
import { wooOrder } from './orders';
import { withRetry } from './retry';
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

/**
 * The library is CommonJS compiled with `__esModule`: Node's own ESM loader (the compiled server that `npm start`
 * runs) hands its module object, whose `default` is the class, while vitest and tsx unwrap it. Take either.
 */
type WooCommerceRestApi = WooCommerceRestApiImport;
const WooCommerceRestApi: typeof WooCommerceRestApiImport =
  (WooCommerceRestApiImport as unknown as { default?: typeof WooCommerceRestApiImport }).default ??
  WooCommerceRestApiImport;

type WooConnection = Extract<StoreConnection, { platform: 'woocommerce' }>;

interface AxiosLikeError {
  response?: { status: number; headers: Record<string, string | undefined>; data?: unknown };
  message?: string;
}

const asAxiosError = (error: unknown): AxiosLikeError =>
  typeof error === 'object' && error !== null ? (error as AxiosLikeError) : {};

/**
 * WooCommerce's REST API v3 through its own library (`@woocommerce/woocommerce-rest-api`): consumer key and
 * secret as Basic auth over https, OAuth 1.0a signatures over http. 429s are retried after Retry-After.
 */
export class WooCommercePlatform implements StorePlatform {
  readonly kind = 'woocommerce';
  private readonly api: WooCommerceRestApi;

  constructor(
    private readonly connection: WooConnection,
    private readonly retry: RetryOptions = {},
    /** Checks the site's address before each call (production: never a private network's). */
    private readonly guard: HostGuard | undefined = undefined,
    /** Products per page when listing (WooCommerce allows up to 100). */
    private readonly pageSize = 50,
  ) {
    this.api = new WooCommerceRestApi({
      url: connection.siteUrl,
      consumerKey: connection.consumerKey,
      consumerSecret: connection.consumerSecret,
      version: 'wc/v3',
      timeout: retry.timeoutMs ?? 15_000,
      // Never follow a redirect with the credentials to another host.
      axiosConfig: { maxRedirects: 0 },
    });
  }

  private get(endpoint: string, params: Record<string, string> = {}) {
    return this.call(() => this.api.get(endpoint, params));
  }

  private async call(send: () => Promise<{ data: unknown; headers: Record<string, unknown> }>) {
    await this.checkHost();
    try {
      return await withRetry(
        send,
        (error) => {
          const response = asAxiosError(error).response;
          return response?.status === 429
            ? { limited: true, retryAfter: response.headers['retry-after'] }
            : { limited: false };
        },
        this.retry,
      );
    } catch (error) {
      const response = asAxiosError(error).response;
      if (!response) throw new StorePlatformError('unreachable', asAxiosError(error).message ?? 'no answer');
      if (response.status === 401 || response.status === 403)
        throw new StorePlatformError('credentials', `WooCommerce answered ${response.status}`);
      if (response.status === 404)
        throw new StorePlatformError('unreachable', 'WooCommerce answered 404: no API there');
      if (response.status === 400)
        throw new StorePlatformError(
          'refused',
          `WooCommerce refused: ${JSON.stringify((response as { data?: unknown }).data ?? '').slice(0, 300)}`,
        );
      if (response.status === 429) throw new StorePlatformError('busy', 'WooCommerce kept answering 429');
      // A server error is worth trying again later, as a network failure is.
      if (response.status >= 500)
        throw new StorePlatformError('unreachable', `WooCommerce answered ${response.status}`);
      throw new StorePlatformError('refused', `WooCommerce answered ${response.status}`);
    }
  }

  private async checkHost(): Promise<void> {
    if (!this.guard) return;
    try {
      await this.guard(this.connection.siteUrl);
    } catch (error) {
      if (error instanceof PrivateAddressError) throw new StorePlatformError('private', error.message);
      throw new StorePlatformError('unreachable', error instanceof Error ? error.message : 'no address');
    }
  }

  async shopInfo(): Promise<ShopInfo> {
    const status = await this.get('system_status');
    const data = status.data as { environment?: { site_url?: unknown }; settings?: { currency?: unknown } };
    if (typeof data?.settings?.currency !== 'string')
      throw new StorePlatformError('unreachable', 'not a WooCommerce answer');
    // The REST API names no shop title; the site's host stands for it (the business may rename the store).
    const site =
      typeof data.environment?.site_url === 'string' ? data.environment.site_url : this.connection.siteUrl;
    let name = site;
    try {
      name = new URL(site).host;
    } catch {}
    return { name, currency: data.settings.currency };
  }

  async listProducts(): Promise<StoreProduct[]> {
    const products: StoreProduct[] = [];
    for (let page = 1; ; page++) {
      const response = await this.get('products', { per_page: String(this.pageSize), page: String(page) });
      for (const p of response.data as WooProduct[]) {
        products.push({
          id: String(p.id),
          title: p.name,
          variants: [{ id: String(p.id), sku: p.sku ?? '', price: p.price ?? '' }],
        });
      }
      const pages = Number(response.headers['x-wp-totalpages'] ?? 1);
      if (page >= pages) return products;
    }
  }

  async listOrders(since: Date, max: number): Promise<StoreOrderIn[]> {
    const orders: StoreOrderIn[] = [];
    for (let page = 1; ; page++) {
      const response = await this.get('orders', {
        per_page: String(this.pageSize),
        page: String(page),
        modified_after: since.toISOString(),
      });
      for (const o of response.data as unknown[]) {
        const order = wooOrder(o);
        if (order) orders.push(order);
      }
      const pages = Number(response.headers['x-wp-totalpages'] ?? 1);
      if (page >= pages || orders.length >= max) return orders.slice(0, max);
    }
  }

  async subscribeOrderWebhooks(address: string, secret: string): Promise<void> {
    const existing = (await this.get('webhooks', { per_page: '100' })).data as {
      topic?: string;
      delivery_url?: string;
    }[];
    const have = new Set(existing.filter((w) => w.delivery_url === address).map((w) => w.topic));
    for (const topic of ['order.created', 'order.updated']) {
      if (have.has(topic)) continue;
      await this.call(() =>
        this.api.post('webhooks', { name: `Dropmall ${topic}`, topic, delivery_url: address, secret }),
      );
    }
  }

  /**
   * WooCommerce has no fulfillments: the shipment is a note to the customer with the carrier and tracking
   * number (an earlier note naming this tracking number is answered instead of a second), and the order is
   * completed once its last shipment is told. The note's id stands for the fulfillment.
   */
  async fulfilOrder(orderId: string, shipment: Shipment): Promise<string> {
    const order = `orders/${encodeURIComponent(orderId)}`;
    const gone = (error: unknown) =>
      error instanceof StorePlatformError &&
      error.reason === 'unreachable' &&
      /answered 404/.test(error.message)
        ? new StorePlatformError('gone', `no order ${orderId} in the shop`)
        : error;
    const notes = (await this.get(`${order}/notes`).catch((error: unknown) => Promise.reject(gone(error))))
      .data as { id: number; note?: string }[];
    let note = notes.find((n) => (n.note ?? '').includes(shipment.trackingNumber));
    note ??= (
      await this.call(() =>
        this.api.post(`${order}/notes`, {
          note: `Shipped with ${shipment.carrier}, tracking number ${shipment.trackingNumber}`,
          customer_note: true,
        }),
      )
    ).data as { id: number };
    if (shipment.complete) await this.call(() => this.api.put(order, { status: 'completed' }));
    return String(note.id);
  }

  /**
   * A product without choices is a simple product (its one variant is the product); one with choices is
   * a variable product with its attributes, and its variations are written in one batch.
   */
  async createProduct(draft: ProductDraft): Promise<PublishedProduct> {
    const created = (await this.call(() => this.api.post('products', productJson(draft)))).data as WooProduct;
    return this.writeVariations(String(created.id), draft, new Map());
  }

  async updateProduct(
    id: string,
    draft: ProductDraft,
    known: Map<string, string>,
  ): Promise<PublishedProduct> {
    try {
      await this.call(() => this.api.put(`products/${id}`, productJson(draft)));
    } catch (error) {
      // WooCommerce answers 404 for a product deleted in the store (the API itself answered shopInfo).
      if (error instanceof StorePlatformError && error.reason === 'unreachable')
        throw new StorePlatformError('gone', `no product ${id} in the shop`);
      throw error;
    }
    return this.writeVariations(id, draft, known);
  }

  private async writeVariations(
    id: string,
    draft: ProductDraft,
    known: Map<string, string>,
  ): Promise<PublishedProduct> {
    if (draft.optionNames.length === 0)
      return { id, variants: draft.variants.map((v) => ({ key: v.key, id })) };
    const variation = (v: ProductDraft['variants'][number]) => ({
      regular_price: v.price,
      sku: v.sku,
      attributes: draft.optionNames.map((name, i) => ({ name, option: v.options[i] ?? '' })),
    });
    const keep = draft.variants.filter((v) => known.has(v.key) && known.get(v.key) !== id);
    const fresh = draft.variants.filter((v) => !keep.includes(v));
    const kept = new Set(keep.map((v) => known.get(v.key)));
    const gone = [...known.values()].filter((vid) => vid !== id && !kept.has(vid));
    const answer = (
      await this.call(() =>
        this.api.post(`products/${id}/variations/batch`, {
          create: fresh.map(variation),
          update: keep.map((v) => ({ id: Number(known.get(v.key)), ...variation(v) })),
          delete: gone.map(Number),
        }),
      )
    ).data as { create?: { id: number }[] };
    const created = answer.create ?? [];
    if (created.length !== fresh.length)
      throw new StorePlatformError('refused', 'WooCommerce did not create every variation');
    const ids = new Map<string, string>([
      ...keep.map((v) => [v.key, known.get(v.key) ?? ''] as const),
      ...fresh.map((v, i) => [v.key, String(created[i]?.id)] as const),
    ]);
    return { id, variants: draft.variants.map((v) => ({ key: v.key, id: ids.get(v.key) ?? '' })) };
  }
}

/** WooCommerce's product body: simple with its price, or variable with its attributes. */
function productJson(draft: ProductDraft) {
  const base = {
    name: draft.title,
    description: draft.descriptionHtml,
    status: 'publish',
    tags: draft.tags.map((name) => ({ name })),
    images: draft.images.map((src) => ({ src })),
  };
  const [only] = draft.variants;
  if (draft.optionNames.length === 0)
    return { ...base, type: 'simple', regular_price: only?.price ?? '0', sku: only?.sku ?? '' };
  return {
    ...base,
    type: 'variable',
    attributes: draft.optionNames.map((name, i) => ({
      name,
      visible: true,
      variation: true,
      options: [...new Set(draft.variants.map((v) => v.options[i] ?? ''))],
    })),
  };
}

interface WooProduct {
  id: number;
  name: string;
  sku?: string;
  price?: string;
}
