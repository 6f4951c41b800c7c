import type {
  ApiKeyCallList,
  ApiKeyCreated,
  ApiKeyCreateRequest,
  ApiKeyList,
  ApiKeyScope,
  ApiKeyView,
} from '@dropmall/contract';
import { post, postJson } from '../../lib/http';

/** The API key calls (paths are ours; see docs/decisions.md "API keys"). */
export const apiKeyKeys = { keys: ['apiKeys', 'list'] as const, calls: ['apiKeys', 'calls'] as const };

export const fetchApiKeys = () => post<ApiKeyList>('/apiKey/list');

export const fetchApiKeyCalls = () => post<ApiKeyCallList>('/apiKey/calls');

/** JSON: the scopes are a list. The answer is the only one that carries the secret. */
export const createApiKey = (input: ApiKeyCreateRequest) => postJson<ApiKeyCreated>('/apiKey/create', input);

export const revokeApiKey = (id: number) => post<ApiKeyView>('/apiKey/revoke', { id });

/** A scope's key in the locale files (i18next reads ':' as a namespace separator). */
const SCOPE_KEYS = {
  'catalogue:read': 'catalogueRead',
  'orders:read': 'ordersRead',
  'orders:write': 'ordersWrite',
  storeOrders: 'storeOrders',
  'stock:read': 'stockRead',
} as const satisfies Record<ApiKeyScope, string>;

export const scopeKey = (scope: ApiKeyScope) => SCOPE_KEYS[scope];
