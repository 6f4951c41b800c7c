import { z } from 'zod';
import { RowId } from './ids';
import { payPasswordField } from './pay-password';

/**
 * Connected stores (issue 16, CRM "Stores", /CRM/store): a business connects its own online stores, where
 * its customers buy; the mall fulfils. Paths are ours (the spec names the page only).
 */
/** csv: a store without API access (its orders are imported from Shopify's order-export CSV). */
export const CONNECTED_STORE_PLATFORMS = ['shopify', 'woocommerce', 'sandbox', 'csv'] as const;
export type StorePlatformKind = (typeof CONNECTED_STORE_PLATFORMS)[number];

/**
 * A store's states. active: the mall talks to it; paused: kept with its credentials, nothing is sent or
 * fetched; disconnected: its credentials are erased and the row stays for the orders that name it.
 */
export const STORE_STATES = ['active', 'paused', 'disconnected'] as const;
export type StoreState = (typeof STORE_STATES)[number];
export type StoreAction = 'pause' | 'resume' | 'disconnect';

export const STORE_TRANSITIONS: Record<StoreState, Partial<Record<StoreAction, StoreState>>> = {
  active: { pause: 'paused', disconnect: 'disconnected' },
  paused: { resume: 'active', disconnect: 'disconnected' },
  disconnected: {},
};

/** Where an action leads from a state, or null when the table does not allow it. */
export function nextStoreState(from: StoreState, action: StoreAction): StoreState | null {
  return STORE_TRANSITIONS[from][action] ?? null;
}

/** The Shopify Admin API version every call names (pinned; Shopify supports a version for a year). */
export const SHOPIFY_API_VERSION = '2026-10';

/**
 * The Admin API access scopes a Shopify app must hold for the whole loop (publish, orders, tracking back):
 * products and their publication to the Online Store, orders, and the merchant-managed fulfillment orders
 * a fulfillment is made on (without them Shopify lists no fulfillment order at all), and the inventory the
 * stock sync sets. A write scope implies its read scope.
 */
export const SHOPIFY_SCOPES = [
  'write_products',
  'write_inventory',
  'write_publications',
  'read_orders',
  'write_merchant_managed_fulfillment_orders',
] as const;

/** Whether granted access scopes hold one (a write scope holds its read scope). */
export const holdsScope = (granted: ReadonlySet<string>, scope: string) =>
  granted.has(scope) || (scope.startsWith('read_') && granted.has(`write_${scope.slice(5)}`));

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const StoreName = z.preprocess(
  trimmed,
  z.string({ message: 'storeName' }).min(1, { message: 'storeName' }).max(60, { message: 'storeName' }),
);

/** 'https://My-Shop.myshopify.com/admin' -> 'my-shop.myshopify.com'. */
export const ShopDomain = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/\/.*$/, '')
      : v,
  z
    .string({ message: 'shopDomain' })
    .regex(/^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/, { message: 'shopDomain' }),
);

const Secret = (message: string, prefix: RegExp) =>
  z.preprocess(trimmed, z.string({ message }).max(200, { message }).regex(prefix, { message }));

/** A WooCommerce site: http(s), no credentials in it, no query; kept without the trailing slash. */
export const SiteUrl = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/\/+$/, '') : v),
  z
    .string({ message: 'siteUrl' })
    .max(200, { message: 'siteUrl' })
    .regex(/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i, { message: 'siteUrl' }),
);

const optionalName = z.preprocess(blank, StoreName.optional());

/** How a Shopify store is connected (see StoreConnectRequest). */
export const SHOPIFY_AUTH_KINDS = ['client_credentials', 'token'] as const;
export type ShopifyAuthKind = (typeof SHOPIFY_AUTH_KINDS)[number];

/** The way a Shopify connect request means: said, or told by a token given without a client id. */
export const shopifyAuthOf = (v: { auth?: ShopifyAuthKind; clientId?: string; accessToken?: string }) =>
  v.auth ?? (v.accessToken && !v.clientId ? 'token' : 'client_credentials');

/** Connecting a store: its platform and credentials, tested against the platform before anything is kept. */
export const StoreConnectRequest = z.discriminatedUnion(
  'platform',
  [
    z
      .object({
        platform: z.literal('shopify'),
        name: optionalName,
        shopDomain: ShopDomain,
        /**
         * client_credentials: a Dev Dashboard app of the merchant's organization, installed in the shop (its client
         * id and secret); token: a legacy custom app's Admin API token, with its API secret key for webhooks.
         * Unset: told by which credentials came.
         */
        auth: z.enum(SHOPIFY_AUTH_KINDS, { message: 'shopifyAuth' }).optional(),
        clientId: z.preprocess(blank, Secret('shopifyClientId', /^[A-Za-z0-9]{16,64}$/).optional()),
        clientSecret: z.preprocess(
          blank,
          Secret('shopifyClientSecret', /^(shpss_)?[A-Za-z0-9]{16,}$/).optional(),
        ),
        accessToken: z.preprocess(
          blank,
          Secret('shopifyToken', /^shp(at|ca|pa)_[A-Za-z0-9]{8,}$/).optional(),
        ),
        apiSecret: z.preprocess(blank, Secret('shopifyApiSecret', /^(shpss_)?[A-Za-z0-9]{16,}$/).optional()),
      })
      .superRefine((v, ctx) => {
        const need = (path: 'clientId' | 'clientSecret' | 'accessToken', message: string) => {
          if (!v[path]) ctx.addIssue({ code: 'custom', path: [path], message });
        };
        if (shopifyAuthOf(v) === 'token') need('accessToken', 'shopifyToken');
        else {
          need('clientId', 'shopifyClientId');
          need('clientSecret', 'shopifyClientSecret');
        }
      }),
    z.object({
      platform: z.literal('woocommerce'),
      name: optionalName,
      siteUrl: SiteUrl,
      consumerKey: Secret('wooKey', /^ck_[A-Za-z0-9]{8,}$/),
      consumerSecret: Secret('wooSecret', /^cs_[A-Za-z0-9]{8,}$/),
    }),
    /** The built-in sandbox store: the server opens a sandbox shop for the business and connects it. */
    z.object({ platform: z.literal('sandbox'), name: optionalName }),
    /** A store without API access: a name only; its orders come by CSV import. */
    z.object({ platform: z.literal('csv'), name: StoreName }),
  ],
  { message: 'storePlatform' },
);
export type StoreConnectRequest = z.infer<typeof StoreConnectRequest>;

export const StoreIdRequest = z.object({ id: RowId });
export const StoreRenameRequest = z.object({ id: RowId, name: StoreName });

/**
 * Automatic fulfilment payment of a store (issue 34, item 2; docs/decisions.md "Automatic fulfilment
 * payment"): when enabled, a store order that qualifies is paid from the balance as it arrives, if it costs
 * at most `orderCap`, the store's automatic payments of the business's day stay within `dailyCap`, and the
 * balance keeps at least `minBalance` afterwards. Amounts in USD.
 */
export const AutoPaySettings = z.object({
  enabled: z.boolean(),
  orderCap: z.number(),
  dailyCap: z.number(),
  minBalance: z.number(),
});
export type AutoPaySettings = z.infer<typeof AutoPaySettings>;

export const STORE_SYNC_STOPS = ['zero', 'unpublish'] as const;
export type StoreSyncStop = (typeof STORE_SYNC_STOPS)[number];

/**
 * Stock and price sync of a store (issue 34, item 1; docs/decisions.md "Stock and price sync to stores"):
 * `buffer` units kept back from every quantity the store shows; a mall price rise that lifts the store price
 * by more than `holdPercent` percent waits for the business's approval (0: never held); a variant the mall
 * stops selling goes to quantity 0 ('zero') or its product is hidden in the store ('unpublish').
 */
export const StoreSyncSettings = z.object({
  buffer: z.number(),
  holdPercent: z.number(),
  stopSelling: z.enum(STORE_SYNC_STOPS),
});
export type StoreSyncSettings = z.infer<typeof StoreSyncSettings>;

export const StoreSyncSave = z.object({
  id: RowId,
  buffer: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ message: 'syncBuffer' })
      .int({ message: 'syncBuffer' })
      .min(0, { message: 'syncBuffer' })
      .max(100_000, { message: 'syncBuffer' }),
  ),
  holdPercent: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ message: 'syncHoldPercent' })
      .min(0, { message: 'syncHoldPercent' })
      .max(1000, { message: 'syncHoldPercent' })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'syncHoldPercent' }),
  ),
  stopSelling: z.enum(STORE_SYNC_STOPS, { message: 'syncStop' }),
});
export type StoreSyncSave = z.infer<typeof StoreSyncSave>;

/** "Sync now": every linked variant of the store, or only those of one product. */
export const StoreSyncNowRequest = z.object({ id: RowId, productId: RowId.optional() });
export const StoreSyncQueued = z.object({ queued: z.number() });
export type StoreSyncQueued = z.infer<typeof StoreSyncQueued>;

/** A store price rise held for the business's approval. */
export const StoreHeldPrice = z.object({
  storeId: z.number(),
  storeName: z.string(),
  productId: z.number(),
  variantId: z.number(),
  title: z.string(),
  options: z.array(z.string()),
  /** The price the store has now, and the one the mall's new price would give it (the store's currency). */
  currentPrice: z.number(),
  heldPrice: z.number(),
  heldAt: z.string(),
});
export type StoreHeldPrice = z.infer<typeof StoreHeldPrice>;
export const StoreHeldPriceList = z.object({ records: z.array(StoreHeldPrice) });
export type StoreHeldPriceList = z.infer<typeof StoreHeldPriceList>;
export const StoreHeldPriceDecision = z.object({ storeId: RowId, variantId: RowId });

/** A store as every answer shows it: never its credentials. */
export const StoreView = z.object({
  id: z.number(),
  platform: z.enum(CONNECTED_STORE_PLATFORMS),
  /** The business's own name for it. */
  name: z.string(),
  /** The name the platform gave when the credentials were last tested. */
  shopName: z.string(),
  /** The shop domain (Shopify, sandbox) or site address (WooCommerce). */
  domain: z.string(),
  currency: z.string(),
  state: z.enum(STORE_STATES),
  /** The sandbox store's customer page (only for sandbox stores). */
  customerPage: z.string().nullable(),
  checkedAt: z.string(),
  createdAt: z.string(),
  /** Automatic fulfilment payment, as the business set it (off by default). */
  autoPay: AutoPaySettings,
  /** Stock and price sync settings. */
  sync: StoreSyncSettings,
});
export type StoreView = z.infer<typeof StoreView>;

export const StoreList = z.object({
  records: z.array(StoreView),
  sandboxAvailable: z.boolean(),
  /** Whether the platform's own Shopify app can be installed from the Stores page (the operator set it up). */
  shopifyAppInstall: z.boolean(),
});

/** Installing the platform's Shopify app in a shop: the shop, and the store's name in Dropmall. */
export const ShopifyInstallRequest = z.object({ shopDomain: ShopDomain, name: optionalName });
export type ShopifyInstallRequest = z.infer<typeof ShopifyInstallRequest>;
/** Where the merchant's browser goes to approve the app (Shopify's authorize page). */
export const ShopifyInstallStart = z.object({ url: z.string() });
export type ShopifyInstallStart = z.infer<typeof ShopifyInstallStart>;

/**
 * Why an install came back without a store (the callback sends the browser to the Stores page with it):
 * a link not signed by Shopify or replayed, one expired or spent, the shop refused the code or the connection
 * test, the store is connected already, or the app is not set up.
 */
export const SHOPIFY_INSTALL_FAILURES = ['signature', 'expired', 'refused', 'already', 'appOff'] as const;
export type ShopifyInstallFailure = (typeof SHOPIFY_INSTALL_FAILURES)[number];
export type StoreList = z.infer<typeof StoreList>;

/**
 * A business's markup rule for publishing to its stores: store price = mall price x multiplier + fixed,
 * then (when roundTo99) raised to the next .99 at or above (19.20 -> 19.99, 20.00 -> 20.99). Default 2 x + 0,
 * rounded (docs/decisions.md "Publish price: markup rule").
 */
export const PRICE_RULE_DEFAULT = { multiplier: 2, fixed: 0, roundTo99: true } as const;

export const PriceRule = z.object({ multiplier: z.number(), fixed: z.number(), roundTo99: z.boolean() });
export type PriceRule = z.infer<typeof PriceRule>;

/** The form of a markup rule: bounded, the multiplier to 3 decimals, the amount to cents. */
export const PriceRuleInput = z.object({
  multiplier: z.coerce
    .number({ message: 'priceMultiplier' })
    .min(1, { message: 'priceMultiplier' })
    .max(20, { message: 'priceMultiplier' })
    .transform((n) => Math.round(n * 1000) / 1000),
  fixed: z.coerce
    .number({ message: 'priceFixed' })
    .min(0, { message: 'priceFixed' })
    .max(10_000, { message: 'priceFixed' })
    .transform((n) => Math.round(n * 100) / 100),
  roundTo99: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});

/** The store price of a mall price under a rule, in cents to avoid float drift. */
export function storePrice(mallPrice: number, rule: PriceRule): number {
  const cents = Math.round(mallPrice * 100 * rule.multiplier + rule.fixed * 100);
  if (!rule.roundTo99) return cents / 100;
  return (Math.floor(cents / 100) * 100 + 99) / 100;
}

/** Publish products (one, or the publish list's batch release) to a connected store: queued as a task. */
export const StorePublishRequest = z.object({
  storeId: RowId,
  productIds: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(RowId).min(1, { message: 'selectProducts' }).max(100, { message: 'taskBatchLimit' }),
  ),
});
export type StorePublishRequest = z.infer<typeof StorePublishRequest>;

/** duplicate: the same publish was still waiting, and this is its task. */
export const StorePublishQueued = z.object({ taskId: z.number(), count: z.number(), duplicate: z.boolean() });
export type StorePublishQueued = z.infer<typeof StorePublishQueued>;

export const PUBLICATION_STATES = ['waiting', 'published', 'failed'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** One product in one store, as the publish list shows it. error: why it failed, in the reader's language. */
export const StorePublication = z.object({
  storeId: z.number(),
  storeName: z.string(),
  state: z.enum(PUBLICATION_STATES),
  error: z.string(),
  publishedAt: z.string().nullable(),
  /** When the store last took this product's quantities and prices (null: not yet). */
  syncedAt: z.string().nullable(),
  /** The last sync failure, in the reader's language ('' when the last sync went through). */
  syncError: z.string(),
  /** Price rises of this product held for the business's approval. */
  heldPrices: z.number(),
});
export type StorePublication = z.infer<typeof StorePublication>;

const autoPayAmount = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ message: 'autoPayAmount' })
    .min(0, { message: 'autoPayAmount' })
    .max(1_000_000, { message: 'autoPayAmount' })
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'autoPayAmount' }),
);

/**
 * Saving a store's automatic payment. Turning it on asks for the payment password when the business has set
 * one (the same consent a balance payment asks for); both caps must then be above 0, the daily cap at least
 * the per-order cap.
 */
export const AutoPaySave = z
  .object({
    id: RowId,
    enabled: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
    orderCap: autoPayAmount,
    dailyCap: autoPayAmount,
    minBalance: autoPayAmount,
    payPassword: payPasswordField.optional(),
  })
  .refine((s) => !s.enabled || (s.orderCap > 0 && s.dailyCap > 0 && s.dailyCap >= s.orderCap), {
    path: ['dailyCap'],
    message: 'autoPayCaps',
  });
export type AutoPaySave = z.infer<typeof AutoPaySave>;
