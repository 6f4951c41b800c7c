/**
 * An online store platform (Shopify, WooCommerce, ...) as the mall sees it. A third platform is one new
 * file implementing this interface plus its line in `index.ts`.
 */
export interface ShopInfo {
  /** The shop's own name. */
  name: string;
  /** ISO 4217 currency of the shop's prices. */
  currency: string;
}

export interface StoreProduct {
  id: string;
  title: string;
  /** The product's main picture (absolute address); '' when none. */
  picture: string;
  /** Each variant's option values (none for a product without choices) and its barcode ('' when none). */
  variants: { id: string; sku: string; price: string; barcode: string; options: string[] }[];
}

/** One page of a store's products, and the cursor of the next page (null: the last one). */
export interface StoreProductPage {
  products: StoreProduct[];
  next: string | null;
}

/**
 * A product as the mall sends it to a store. `key` names the mall variant (its id), so the answer's variant
 * ids can be told apart; a variant's `options[i]` is the value of `optionNames[i]` (at most three, Shopify's
 * limit; none for a product without choices, which then has one variant).
 */
export interface ProductDraft {
  /**
   * The mall product's stable identity in a store (`dropmall-<product id>`): Shopify's product handle, and
   * WooCommerce's SKU of a variable product. Creating looks for the product of this identity first, so a retry
   * after a crash between the store's create and the saved link finds the product instead of making a second.
   */
  handle: string;
  title: string;
  /** Sanitized HTML. */
  descriptionHtml: string;
  vendor: string;
  tags: string[];
  optionNames: string[];
  variants: { key: string; options: string[]; price: string; sku: string }[];
  /** Absolute picture addresses the store fetches. */
  images: string[];
}

/** The store's ids of a product created or updated from a draft: each draft variant's key with its id. */
export interface PublishedProduct {
  id: string;
  variants: { key: string; id: string }[];
}

/** An order as a store reports it (webhook or list), in the platform's words turned into ours. */
export interface StoreOrderIn {
  id: string;
  /** The number the shop's customer sees ('#1001'). */
  number: string;
  /**
   * pending: open in the store; cancelled: cancelled there (Shopify `cancelled_at`, or a refunded or voided
   * payment; WooCommerce cancelled or refunded); fulfilled: the store reports it shipped.
   */
  status: 'pending' | 'cancelled' | 'fulfilled';
  /**
   * Whether the shop's customer has paid the store for it (orders.ts `shopifyPayment` / `wooPayment`: Shopify
   * paid or partially_refunded; WooCommerce processing or completed). An order not paid waits, "awaiting the
   * customer's payment", and cannot be paid as a fulfilment until a later version of it says paid.
   */
  customerPaid: boolean;
  /**
   * The platform's own word for that payment, lower case (Shopify `financial_status`: 'authorized',
   * 'partially_paid'...; WooCommerce the order status: 'on-hold'...), shown beside the waiting state;
   * '' when the store sent none.
   */
  paymentStatus: string;
  currency: string;
  total: string;
  customerName: string;
  customerEmail: string;
  /**
   * The platform's id of the customer (Shopify `customer.id`, WooCommerce `customer_id`); '' or absent for a
   * guest. With the e-mail, who the store customer is (stores/customers.ts customerKeyOf).
   */
  customerId?: string;
  shippingAddress: Record<string, unknown> | null;
  placedAt: Date;
  updatedAt: Date;
  lines: {
    id: string;
    /** The store's variant id ('' when the line has none: a custom item). */
    variantId: string;
    sku: string;
    title: string;
    /**
     * What the customer ordered now (Shopify: `current_quantity`, after removals by an order edit, where
     * the body has it); a line edited down to 0 is left out of `lines`. Each line id appears once.
     */
    quantity: number;
    price: string;
  }[];
}

/**
 * A shipment of (part of) a store order, as the store is told: the carrier's name and the tracking number,
 * and which of the order's lines left (`lines`: the store's line ids with quantities; null: every line still
 * open). `complete` says no other shipment of the order is to come (WooCommerce then completes the order).
 */
export interface Shipment {
  trackingNumber: string;
  carrier: string;
  lines: { id: string; quantity: number }[] | null;
  complete: boolean;
}

/** A store variant's sellable quantity, as the sync sets it. */
export interface InventoryItem {
  productId: string;
  variantId: string;
  quantity: number;
}

/** A store variant's price (the store's currency, two decimals), as the sync sets it. */
export interface PriceItem {
  productId: string;
  variantId: string;
  price: string;
}

/**
 * What a batch call left undone, item by item (a variant deleted in the store: 'gone'; one the store
 * refused: 'refused' with its words); a failure of the whole call throws a StorePlatformError instead.
 */
/** The items a batch call could not write; `variantId` is the store product's id for `setProductsActive`. */
export interface BatchOutcome {
  failed: { variantId: string; reason: StoreFailure; detail: string }[];
}

export interface StorePlatform {
  readonly kind: 'shopify' | 'woocommerce';
  /** Tests the credentials: the shop's name and currency, or a StorePlatformError. */
  shopInfo(): Promise<ShopInfo>;
  /** Every product of the store, page after page (the platform's own pagination). */
  listProducts(): Promise<StoreProduct[]>;
  /**
   * One page of the store's products with their variants, from `cursor` (null: the first page); what an
   * import of the store's own products reads, a page at a time, in the background.
   */
  listProductsPage(cursor: string | null): Promise<StoreProductPage>;
  /** Creates the product with its options, variants, prices and pictures. */
  createProduct(draft: ProductDraft): Promise<PublishedProduct>;
  /**
   * Replaces the store's product `id` with the draft: `known` variants (key -> store id) keep their ids,
   * new ones are added, the rest removed. A product deleted in the store fails with reason 'gone'.
   */
  updateProduct(id: string, draft: ProductDraft, known: Map<string, string>): Promise<PublishedProduct>;
  /** The orders created or changed since a time, page after page (at most `max`). */
  listOrders(since: Date, max: number): Promise<StoreOrderIn[]>;
  /**
   * Asks the store to send its order webhooks to `address` (Shopify signs them with the app's secret;
   * WooCommerce with `secret`, which it is given here).
   */
  subscribeOrderWebhooks(address: string, secret: string): Promise<void>;
  /**
   * Gives the store's order `orderId` a fulfillment with the shipment's carrier and tracking number (Shopify:
   * a fulfillment on the order's fulfillment orders; WooCommerce: a note, and the order completed when
   * `complete`). Answers the store's id of it. An earlier one with the same tracking number (a retry after
   * the answer was lost) is answered instead of making a second. An order no longer in the store: 'gone'.
   */
  fulfilOrder(orderId: string, shipment: Shipment): Promise<string>;
  /**
   * Sets the sellable quantity of variants, batched within the platform's limits (Shopify: the variants'
   * inventory items tracked, then `inventorySetQuantities`, 250 a call; WooCommerce: `variations/batch` and
   * `products/batch`, 100 a call). The quantity is absolute: the last call wins.
   */
  setInventory(items: InventoryItem[]): Promise<BatchOutcome>;
  /** Sets variants' prices (Shopify: `productVariantsBulkUpdate` per product; WooCommerce: the batches). */
  setPrices(items: PriceItem[]): Promise<BatchOutcome>;
  /** Shows (active) or hides (draft) products in the store: what "unpublish" of a stopped variant does. */
  setProductsActive(items: { productId: string; active: boolean }[]): Promise<BatchOutcome>;
}

/**
 * How Dropmall holds a Shopify store's Admin API access:
 * - `client_credentials`: a Dev Dashboard app of the merchant's own organization, installed in the shop; its
 *   client id and secret are exchanged for a token (about 24 h) whenever one is needed (the client credentials
 *   grant). The secret also signs the shop's webhooks.
 * - `token`: a legacy custom app's Admin API access token (`shpat_`), for shops that made one before Shopify
 *   closed their creation (2026-01-01); its API secret key, when given, verifies the webhooks.
 * - `oauth`: the platform's own public app installed by the merchant (the operator configures it).
 */
export type ShopifyAccess =
  | { kind: 'client_credentials'; clientId: string; clientSecret: string }
  | { kind: 'token'; accessToken: string }
  /**
   * The platform's public app, installed by the merchant (OAuth): an expiring offline token, and `renew`, which
   * the stores service answers with a fresh one (it holds the refresh token and saves what Shopify answers).
   */
  | {
      kind: 'oauth';
      accessToken: string;
      expiresAt: number;
      renew: () => Promise<{ accessToken: string; expiresAt: number }>;
    };

/** What a store platform needs to be reached; sealed at rest, never answered. */
export type StoreConnection =
  | {
      platform: 'shopify';
      shopDomain: string;
      access: ShopifyAccess;
      /**
       * The built-in sandbox store: the origin and path that stand for https://<shopDomain> (for example
       * http://127.0.0.1:3000/sandbox/store/demo). Unset for a real Shopify store.
       */
      sandboxBase?: string;
    }
  | {
      platform: 'woocommerce';
      siteUrl: string;
      consumerKey: string;
      consumerSecret: string;
      /**
       * The site's host strips the Authorization header: the key and secret go in the query string instead
       * (WooCommerce's documented fallback, https only). Learnt on a 401 and kept with the store.
       */
      queryStringAuth?: boolean;
      /** Told once a call found that only query-string authentication gets through (the store keeps it). */
      onQueryStringAuth?: () => Promise<void>;
    };

/**
 * Why a platform call failed, in words the service turns into the caller's message: the credentials were
 * refused, the store could not be reached (or is not that platform), it kept answering 429, the app lacks an
 * access scope the call needs ('scope'), it refused the call for another reason, or the product or order is no
 * longer in the store ('gone').
 */
export type StoreFailure = 'credentials' | 'unreachable' | 'private' | 'busy' | 'refused' | 'gone' | 'scope';

export class StorePlatformError extends Error {
  constructor(
    readonly reason: StoreFailure,
    detail: string,
    /** For 'scope': the access scopes the app is missing. */
    readonly missingScopes: string[] = [],
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'StorePlatformError';
  }
}

export interface RetryOptions {
  /** Retries after a 429 before giving up (default 3). */
  retries?: number;
  /** The longest wait a Retry-After may ask for, in ms (default 10 s); a longer one fails as busy. */
  maxWaitMs?: number;
  /** Milliseconds before one attempt is abandoned (default 15 s). */
  timeoutMs?: number;
  /** Told of every retry (logs, tests). */
  onRetry?: (waitMs: number, attempt: number) => void;
}
