import { API_BASE, API_KEY_CALLS_KEPT, API_KEY_SCOPE_RULES } from '@dropmall/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas; the JSON at /api-docs/json, a browsable UI at /api-docs. */
export async function installOpenApi(app: FastifyInstance, apiKeyPerMinute = 120): Promise<void> {
  const scopes = Object.entries(API_KEY_SCOPE_RULES)
    .map(
      ([scope, rules]) =>
        `- ${scope}: ${rules.map((r) => `${r.method ?? ''} ${r.prefix}`.trim()).join(', ')}`,
    )
    .join('\n');
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dropmall API',
        description: `Every call is mounted under ${API_BASE}. Send the session token as "Authorization: Bearer <token>".

API keys (made by a business under My Profile > API Keys) go in the same header, "Authorization: Bearer dm_live_...". A key acts as the person who made it, only on the calls of its scopes (403 outside them; a path prefix, with GET where only reads are meant):

${scopes}

No key may manage keys, the password, the mobile, staff, roles or withdrawals. A revoked, expired or unknown key answers 401 (code 1001). Limits: ${apiKeyPerMinute} calls per key and minute, all calls together; beyond, 429 (code 4290) with Retry-After in seconds. The newest ${API_KEY_CALLS_KEPT} calls of each key are listed on the page.`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
}
