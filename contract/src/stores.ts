import { z } from 'zod';
import { RowId } from './ids';

/**
 * Connected stores (issue 16, CRM "Stores", /CRM/store): a business connects its own online stores, where
 * its customers buy; the mall fulfils. Paths are ours (the spec names the page only).
 */
export const CONNECTED_STORE_PLATFORMS = ['shopify', 'woocommerce', 'sandbox'] as const;
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

/** Connecting a store: its platform and credentials, tested against the platform before anything is kept. */
export const StoreConnectRequest = z.discriminatedUnion(
  'platform',
  [
    z.object({
      platform: z.literal('shopify'),
      name: optionalName,
      shopDomain: ShopDomain,
      accessToken: Secret('shopifyToken', /^shp(at|ca|pa)_[A-Za-z0-9]{8,}$/),
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
  ],
  { message: 'storePlatform' },
);
export type StoreConnectRequest = z.infer<typeof StoreConnectRequest>;

export const StoreIdRequest = z.object({ id: RowId });
export const StoreRenameRequest = z.object({ id: RowId, name: StoreName });

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
});
export type StoreView = z.infer<typeof StoreView>;

export const StoreList = z.object({ records: z.array(StoreView), sandboxAvailable: z.boolean() });
export type StoreList = z.infer<typeof StoreList>;
