import type { ApiKeyScope } from '@dropmall/contract';

/** A scope's key in the locale files (i18next reads ':' as a namespace separator). */
const SCOPE_KEYS = {
  'catalogue:read': 'catalogueRead',
  'orders:read': 'ordersRead',
  'orders:write': 'ordersWrite',
  storeOrders: 'storeOrders',
  'stock:read': 'stockRead',
} as const satisfies Record<ApiKeyScope, string>;

export const scopeKey = (scope: ApiKeyScope) => SCOPE_KEYS[scope];
