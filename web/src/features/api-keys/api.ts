import type {
  ApiKeyCallList,
  ApiKeyCreated,
  ApiKeyCreateRequest,
  ApiKeyList,
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

export { scopeKey } from '../../lib/apiKeyScopes';
