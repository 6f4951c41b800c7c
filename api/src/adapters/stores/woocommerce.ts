import type { HostGuard } from '../net/public-address';
import { wooOrder } from './orders';
import type {
  BatchOutcome,
  InventoryItem,
  PriceItem,
  ProductDraft,
  PublishedProduct,
  RetryOptions,
  Shipment,
  ShopInfo,
  StoreOrderIn,
  StorePlatform,
  StoreProduct,
  StoreProductPage,
} from './types';
import { StorePlatformError } from './types';
import { isNotFound, WooClient, type WooConnection } from './woocommerce-client';
import { WooProductWriter } from './woocommerce-products';
import { WooSync } from './woocommerce-sync';

/** The order topics Dropmall subscribes to. */
const TOPICS = ['order.created', 'order.updated'] as const;

interface WooWebhook {
  id: number;
  topic?: string;
  status?: string;
  delivery_url?: string;
}

interface WooFulfillment {
  id: number;
  meta_data?: { key?: string; value?: unknown }[];
}

/**
 * A WooCommerce shop through its REST API v3 (see WooClient for authentication, retries and the host guard;
 * WooProductWriter for products).
 */
export class WooCommercePlatform implements StorePlatform {
  readonly kind = 'woocommerce';
  private readonly client: WooClient;
  private readonly products: WooProductWriter;

  constructor(
    private readonly connection: WooConnection,
    retry: RetryOptions = {},
    guard: HostGuard | undefined = undefined,
    /** Products and orders per page when listing (WooCommerce allows up to 100). */
    private readonly pageSize = 50,
  ) {
    this.client = new WooClient(connection, retry, guard);
    this.products = new WooProductWriter(this.client);
    this.sync = new WooSync(this.client);
  }

  private readonly sync: WooSync;

  setInventory(items: InventoryItem[]): Promise<BatchOutcome> {
    return this.sync.setInventory(items);
  }

  setPrices(items: PriceItem[]): Promise<BatchOutcome> {
    return this.sync.setPrices(items);
  }

  setProductsActive(items: { productId: string; active: boolean }[]): Promise<BatchOutcome> {
    return this.sync.setProductsActive(items);
  }

  async shopInfo(): Promise<ShopInfo> {
    const status = await this.client.get('system_status');
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
    let cursor: string | null = null;
    do {
      const page = await this.listProductsPage(cursor);
      products.push(...page.products);
      cursor = page.next;
    } while (cursor);
    return products;
  }

  /**
   * A page of products (the cursor is the page number); a variable product's variations are read from its
   * own endpoint, a simple product is its one variant. Asked in id order, oldest first, a stable order: a
   * product added while the pages are read comes last and shifts none (WooCommerce's default, newest first,
   * shifts every later page). One trashed on a page already read still shifts one product past the reader,
   * so an import removes only the listing rows it did not see, never mappings (store-products.ts).
   */
  async listProductsPage(cursor: string | null): Promise<StoreProductPage> {
    const page = Math.max(1, Number(cursor ?? 1) || 1);
    const response = await this.client.get('products', {
      per_page: String(this.pageSize),
      page: String(page),
      orderby: 'id',
      order: 'asc',
    });
    const products: StoreProduct[] = [];
    for (const p of response.data as WooListedProduct[]) {
      const picture = p.images?.[0]?.src ?? '';
      const variants =
        p.type === 'variable'
          ? (await this.variationsOf(p.id)).map((v) => ({
              id: String(v.id),
              sku: v.sku ?? '',
              price: v.price ?? '',
              barcode: v.global_unique_id ?? '',
              options: (v.attributes ?? []).map((a) => a.option ?? ''),
            }))
          : [
              {
                id: String(p.id),
                sku: p.sku ?? '',
                price: p.price ?? '',
                barcode: p.global_unique_id ?? '',
                options: [],
              },
            ];
      products.push({ id: String(p.id), title: p.name, picture, variants });
    }
    const pages = Number(response.headers['x-wp-totalpages'] ?? 1);
    return { products, next: page < pages ? String(page + 1) : null };
  }

  private async variationsOf(productId: number): Promise<WooListedVariation[]> {
    const out: WooListedVariation[] = [];
    for (let page = 1; ; page++) {
      const response = await this.client.get(`products/${productId}/variations`, {
        per_page: '100',
        page: String(page),
      });
      out.push(...(response.data as WooListedVariation[]));
      if (page >= Number(response.headers['x-wp-totalpages'] ?? 1)) return out;
    }
  }

  /** `modified_after` in GMT (`dates_are_gmt`): without it WooCommerce reads the time in the site's zone. */
  async listOrders(since: Date, max: number): Promise<StoreOrderIn[]> {
    const orders: StoreOrderIn[] = [];
    for (let page = 1; ; page++) {
      const response = await this.client.get('orders', {
        per_page: String(this.pageSize),
        page: String(page),
        modified_after: since.toISOString().slice(0, 19),
        dates_are_gmt: 'true',
      });
      for (const o of response.data as unknown[]) {
        const order = wooOrder(o);
        if (order) orders.push(order);
      }
      const pages = Number(response.headers['x-wp-totalpages'] ?? 1);
      if (page >= pages || orders.length >= max) return orders.slice(0, max);
    }
  }

  /**
   * Our webhooks for each order topic: an active one counts; one of ours that WooCommerce disabled (after 5
   * failed deliveries) or that was paused is made active again; otherwise one is created with `secret`.
   */
  async subscribeOrderWebhooks(address: string, secret: string): Promise<void> {
    const ours: WooWebhook[] = [];
    for (let page = 1; ; page++) {
      const response = await this.client.get('webhooks', { per_page: '100', page: String(page) });
      ours.push(...(response.data as WooWebhook[]).filter((w) => w.delivery_url === address));
      if (page >= Number(response.headers['x-wp-totalpages'] ?? 1)) break;
    }
    for (const topic of TOPICS) {
      const mine = ours.filter((w) => w.topic === topic);
      if (mine.some((w) => w.status === 'active')) continue;
      const stopped = mine[0];
      if (stopped) await this.client.put(`webhooks/${stopped.id}`, { status: 'active' });
      else
        await this.client.post('webhooks', {
          name: `Dropmall ${topic}`,
          topic,
          delivery_url: address,
          secret,
          status: 'active',
        });
    }
  }

  /**
   * The shipment as a fulfillment of WooCommerce's Order Fulfillments (core since 10.2, when the site has the
   * feature on: its lines, tracking number and carrier, the customer told), else as a note to the customer with
   * the carrier and tracking number (a site without the feature answers 404 `rest_no_route`). An earlier one
   * naming this tracking number is answered instead of a second. The order is completed once its last shipment
   * is told.
   */
  async fulfilOrder(orderId: string, shipment: Shipment): Promise<string> {
    const order = `orders/${encodeURIComponent(orderId)}`;
    const gone = (error: unknown) =>
      isNotFound(error) ? new StorePlatformError('gone', `no order ${orderId} in the shop`) : error;
    let fulfillments: WooFulfillment[] | null;
    try {
      fulfillments = (await this.client.get(`${order}/fulfillments`)).data as WooFulfillment[];
    } catch (error) {
      if (!isNotFound(error, 'rest_no_route')) throw gone(error);
      fulfillments = null;
    }
    const id =
      fulfillments === null
        ? await this.noteShipment(order, shipment).catch((error: unknown) => Promise.reject(gone(error)))
        : await this.fulfilment(order, fulfillments, shipment);
    if (shipment.complete) await this.client.put(order, { status: 'completed' });
    return id;
  }

  private async fulfilment(order: string, existing: WooFulfillment[], shipment: Shipment): Promise<string> {
    const meta = (f: WooFulfillment, key: string) => f.meta_data?.find((m) => m.key === key)?.value;
    const earlier = existing.find((f) => meta(f, '_tracking_number') === shipment.trackingNumber);
    if (earlier) return String(earlier.id);
    const lines =
      shipment.lines ??
      (
        (await this.client.get(order)).data as { line_items?: { id: number; quantity: number }[] }
      ).line_items?.map((l) => ({ id: String(l.id), quantity: l.quantity })) ??
      [];
    const created = (
      await this.client.post(
        `${order}/fulfillments`,
        {
          status: 'fulfilled',
          is_fulfilled: true,
          meta_data: [
            { key: '_items', value: lines.map((l) => ({ item_id: Number(l.id), qty: l.quantity })) },
            { key: '_tracking_number', value: shipment.trackingNumber },
            { key: '_shipment_provider', value: shipment.carrier },
          ],
        },
        { notify_customer: 'true' },
      )
    ).data as { id: number };
    return String(created.id);
  }

  /** The note's id stands for the fulfillment. */
  private async noteShipment(order: string, shipment: Shipment): Promise<string> {
    const notes = (await this.client.get(`${order}/notes`)).data as { id: number; note?: string }[];
    const earlier = notes.find((n) => (n.note ?? '').includes(shipment.trackingNumber));
    if (earlier) return String(earlier.id);
    const note = await this.client.post(`${order}/notes`, {
      note: `Shipped with ${shipment.carrier}, tracking number ${shipment.trackingNumber}`,
      customer_note: true,
    });
    return String((note.data as { id: number }).id);
  }

  createProduct(draft: ProductDraft): Promise<PublishedProduct> {
    return this.products.create(draft);
  }

  updateProduct(id: string, draft: ProductDraft, known: Map<string, string>): Promise<PublishedProduct> {
    return this.products.update(id, draft, known);
  }
}

/** What a product list answers of a product (WooCommerce REST v3; `global_unique_id` is its GTIN, 9.2+). */
interface WooListedProduct {
  id: number;
  name: string;
  type?: string;
  sku?: string;
  price?: string;
  global_unique_id?: string;
  images?: { src?: string }[];
}

interface WooListedVariation {
  id: number;
  sku?: string;
  price?: string;
  global_unique_id?: string;
  attributes?: { option?: string }[];
}
