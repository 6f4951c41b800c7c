import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { apiKeyRoutes } from './routes';
import { ApiKeyService } from './service';

export { hashSecret } from './service';

/**
 * API keys (issue 18, item 1, page /myCenter/api): the keys and their calls. The module owns
 * db/schema/api-keys.ts; the HTTP layer checks keys and records calls through `keys` (http/auth.ts
 * ApiKeyLookup).
 */
export function createApiKeys(deps: { db: Db }) {
  const keys = new ApiKeyService(deps.db);
  return {
    keys,
    async registerApi(api: FastifyInstance) {
      await api.register(apiKeyRoutes, { keys });
    },
  };
}
