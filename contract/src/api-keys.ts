import { z } from 'zod';
import { RowId } from './ids';

/**
 * API keys (issue 18, item 1, page /myCenter/api): a business's programs call the same /v1 calls as a
 * signed-in user, with `Authorization: Bearer dm_live_...`, limited to the key's scopes and to the staff
 * permissions of the person who made it. Paths are ours (the spec names the page only).
 */

/** What every secret starts with; the server tells a key from a session token by it. */
export const API_KEY_MARK = 'dm_live_';
/** How many characters of a secret are kept in clear to recognise it (`dm_live_` + 8 hex digits). */
export const API_KEY_PREFIX_LENGTH = API_KEY_MARK.length + 8;
/** How many calls are kept per key (older ones are pruned) and shown on the page. */
export const API_KEY_CALLS_KEPT = 100;

export const API_KEY_SCOPES = [
  'catalogue:read',
  'orders:read',
  'orders:write',
  'storeOrders',
  'stock:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The calls each scope opens, by the route's path (its pattern as registered, under /v1): a rule is a path
 * prefix and, for read scopes on paths that also hold writes, the one method that only reads. A key may call
 * a route when one rule of one of its scopes matches, and the route's own declared access lets its maker in.
 * Later routes under these prefixes fall in by themselves (store orders, stock).
 * docs/decisions.md "API keys" says why the rule is by path.
 */
export interface ApiKeyScopeRule {
  prefix: string;
  /** Only this method (reads that sit beside writes under one prefix); any method when absent. */
  method?: 'GET';
}

export const API_KEY_SCOPE_RULES: Record<ApiKeyScope, readonly ApiKeyScopeRule[]> = {
  /** The mall's catalogue at the business's prices, its regions and shipping rates, its own products. */
  'catalogue:read': [
    { prefix: '/v1/mall/index/', method: 'GET' },
    { prefix: '/v1/base/', method: 'GET' },
    { prefix: '/v1/product/', method: 'GET' },
  ],
  /** The business's orders, as buyer and as seller, and the carriers; nothing that changes them. */
  'orders:read': [
    { prefix: '/v1/api/order/orderList' },
    { prefix: '/v1/api/order/orderDetail' },
    { prefix: '/v1/order/sellerOrderList' },
    { prefix: '/v1/order/sellerOrderDetail' },
    { prefix: '/v1/order/getExpressCompany' },
    { prefix: '/v1/order/expresslist' },
  ],
  /** Every order call (reads included): cart, confirm, submit, pay, cancel, confirm receipt, ship. */
  'orders:write': [
    { prefix: '/v1/api/order/' },
    { prefix: '/v1/order/' },
    { prefix: '/v1/api/shopingCar/' },
    { prefix: '/v1/api/address/list' },
    { prefix: '/v1/api/payment/' },
  ],
  /**
   * Orders of the business's connected stores, as listed on CRM My Orders. Sync and binding stay closed to
   * keys with the rest of /v1/store/ and /v1/business/ (API_KEY_NEVER).
   */
  storeOrders: [{ prefix: '/v1/order/crmCustomerOrderList' }],
  /** Stock levels and movements (the stock module's reads). */
  'stock:read': [{ prefix: '/v1/stock/', method: 'GET' }],
};

/**
 * Calls no key may make, whatever its scopes: managing keys, the password, the mobile, logging out, staff,
 * roles and permissions, withdrawals and the business's own settings. Checked before the scopes.
 */
export const API_KEY_NEVER: readonly string[] = [
  '/v1/apiKey/',
  '/v1/business/',
  '/v1/businessLogin',
  '/v1/logout',
  '/v1/businessUser/',
  '/v1/role/',
  '/v1/permissionList/',
  '/v1/sysuser/',
  '/v1/cash/',
  '/v1/store/',
  '/v1/api/payment/webhook/',
  '/v1/webhook/',
];

/** Whether a key holding these scopes may call this route (its registered path pattern and method). */
export function apiKeyMayCall(scopes: readonly string[], method: string, route: string): boolean {
  if (API_KEY_NEVER.some((prefix) => route.startsWith(prefix))) return false;
  return scopes.some((scope) =>
    (API_KEY_SCOPE_RULES[scope as ApiKeyScope] ?? []).some(
      (rule) =>
        route.startsWith(rule.prefix) &&
        (rule.method === undefined || rule.method === method || (rule.method === 'GET' && method === 'HEAD')),
    ),
  );
}

/** How long a new key lives: days, or 0 for a key that does not expire. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365, 0] as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const ApiKeyName = z.preprocess(
  trimmed,
  z.string({ message: 'apiKeyName' }).min(1, { message: 'apiKeyName' }).max(60, { message: 'apiKeyName' }),
);

export const ApiKeyCreateRequest = z.object({
  name: ApiKeyName,
  /** A JSON array, or a form's repeated or comma-separated field. */
  scopes: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
    z
      .array(z.enum(API_KEY_SCOPES, { message: 'apiKeyScopes' }), { message: 'apiKeyScopes' })
      .min(1, { message: 'apiKeyScopes' })
      .max(API_KEY_SCOPES.length, { message: 'apiKeyScopes' }),
  ),
  expiresInDays: z.coerce
    .number({ message: 'apiKeyExpiry' })
    .refine((d) => (API_KEY_EXPIRY_DAYS as readonly number[]).includes(d), { message: 'apiKeyExpiry' }),
});
export type ApiKeyCreateRequest = z.infer<typeof ApiKeyCreateRequest>;

export const ApiKeyIdRequest = z.object({ id: RowId });

/** A key as every answer shows it: its prefix, never its secret or its hash. */
export const ApiKeyView = z.object({
  id: z.number(),
  name: z.string(),
  /** The first characters of the secret (`dm_live_1a2b3c4d`), to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  /** null: never used. */
  lastUsedAt: z.string().nullable(),
  /** null: does not expire. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeyList = z.object({ records: z.array(ApiKeyView) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** The answer to creating a key: the only answer that ever carries the secret. */
export const ApiKeyCreated = z.object({ key: ApiKeyView, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** One call made with a key. */
export const ApiKeyCallView = z.object({
  id: z.number(),
  keyId: z.number(),
  keyName: z.string(),
  keyPrefix: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number(),
  at: z.string(),
});
export type ApiKeyCallView = z.infer<typeof ApiKeyCallView>;

export const ApiKeyCallList = z.object({ records: z.array(ApiKeyCallView) });
export type ApiKeyCallList = z.infer<typeof ApiKeyCallList>;
