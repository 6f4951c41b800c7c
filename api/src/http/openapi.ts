import {
  API_BASE,
  API_KEY_CALLS_KEPT,
  API_KEY_SCOPE_RULES,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_MINUTES,
} from '@dropmall/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './access';
import { styleForUrl } from './envelope';
import { exampleOf } from './openapi-examples';

type Transform = typeof jsonSchemaTransform;
type JsonSchema = Record<string, unknown>;

/** The failures every call may answer, with the envelope codes they carry (contract ResultCode). */
const ERRORS: Record<string, { description: string; codes: number[]; needsCaller?: boolean }> = {
  400: {
    description: 'Bad input (4000), or a wrong or missing payment password (4001)',
    codes: [4000, 4001],
  },
  401: {
    description: 'No token, an unknown, revoked or expired API key (1001), or an expired session (1007)',
    codes: [1001, 1007],
    needsCaller: true,
  },
  403: {
    description: 'Not allowed: a permission or an API-key scope the caller lacks (4030)',
    codes: [4030],
    needsCaller: true,
  },
  404: { description: 'Not found, or not the caller’s (4040)', codes: [4040] },
  409: { description: 'Conflicts with the current state (4090)', codes: [4090] },
  429: {
    description: 'Rate limited (4290); Retry-After says in how many seconds to try again',
    codes: [4290],
  },
  500: { description: 'Unexpected server error (5000); the answer carries no details', codes: [5000] },
};

/** The failure envelope of a URL's style, with its codes. */
function errorSchema(url: string, codes: number[]): JsonSchema {
  const code = { type: 'integer', enum: codes };
  return styleForUrl(url) === 'api'
    ? {
        type: 'object',
        required: ['success', 'result', 'message', 'code'],
        properties: {
          success: { const: 'false' },
          result: { type: 'null' },
          message: { type: 'string' },
          code,
        },
      }
    : {
        type: 'object',
        required: ['code', 'msg', 'model'],
        properties: { code, msg: { type: 'string' }, model: { type: 'null' } },
      };
}

/** Adds an example to a JSON schema that can have one (`examples`, which the document turns into `example`). */
function withExample(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as JsonSchema;
  if (s.examples || s.example !== undefined) return s;
  const example = exampleOf(s);
  return example === undefined ? s : { ...s, examples: [example] };
}

/**
 * The zod schemas turned into JSON schemas, then what makes the document a reference: an example request and
 * answer where the schema allows one, and the failures the call may answer with their codes (401 and 403 only
 * where a caller is needed).
 */
const referenceTransform: Transform = (document) => {
  const out = jsonSchemaTransform(document);
  const schema = out.schema as JsonSchema | undefined;
  if (!schema || schema.hide) return out;
  const declared = (document.route?.config as { access?: Access } | undefined)?.access;
  const anonymous = declared?.kind === 'anonymous';
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const [status, value] of Object.entries(response)) {
    if (status.startsWith('2')) response[status] = withExample(value);
  }
  for (const [status, error] of Object.entries(ERRORS)) {
    if (response[status] || (anonymous && error.needsCaller)) continue;
    response[status] = { description: error.description, ...errorSchema(out.url, error.codes) };
  }
  const next: JsonSchema = { ...schema, response };
  if (schema.body) next.body = withExample(schema.body);
  return { ...out, schema: next as typeof out.schema };
};

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

No key may manage keys, the password, the mobile, staff, roles or withdrawals. A revoked, expired or unknown key answers 401 (code 1001). Limits: ${apiKeyPerMinute} calls per key and minute, all calls together; beyond, 429 (code 4290) with Retry-After in seconds. The newest ${API_KEY_CALLS_KEPT} calls of each key are listed on the page.

Webhooks (My Profile > API Keys > Webhooks): the events ${WEBHOOK_EVENTS.join(', ')} are POSTed to the business's endpoints as JSON { id, type, createdAt, data }, with X-Dropmall-Timestamp (Unix seconds) and X-Dropmall-Signature ("v1=" and the hex HMAC-SHA256 of "<timestamp>.<body>" with the endpoint's secret). An answer other than 2xx is retried after ${WEBHOOK_RETRY_MINUTES.join(', ')} minutes, then the delivery is marked failed.

Answers: calls under ${API_BASE}/api/ answer { success, result, message }, every other call { code, msg, model } (code 0 when it went well). A failure carries a proper HTTP status and a code in the same envelope, with the message in the language of Accept-Language (en or zh): 400 bad input (4000) or a wrong or missing payment password (4001); 401 no or unknown token or key (1001), expired session (1007); 403 not allowed (4030); 404 not found (4040); 409 conflict (4090); 413 too large (4130); 423 payment password locked after 5 wrong tries (4230); 429 rate limited (4290, Retry-After); 500 (5000). Submitting an order and paying take an Idempotency-Key header: a retry with the same key answers the first answer. Each operation shows an example request and answer drawn from its schema.`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'dm_live_… API key, or a session token',
            description:
              'An API key made under My Profile > API Keys ("Authorization: Bearer dm_live_..."), limited to its ' +
              'scopes and its maker’s permissions; or the session token a login answers.',
          },
        },
      },
    },
    transform: referenceTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
}
