import {
  API_BASE,
  API_KEY_CALLS_KEPT,
  API_KEY_SCOPE_RULES,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_MINUTES,
} from '@dropmall/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { styleForUrl } from './envelope';
import { dropUnusedSchemas, nameFailureSchemas, repairNullable } from './openapi-document';
import { exampleOf } from './openapi-examples';
import { failuresOf } from './openapi-failures';

type Transform = typeof jsonSchemaTransform;
type JsonSchema = Record<string, unknown>;

/** The failure envelope of a URL's style, with its codes. */
function errorSchema(url: string, codes: readonly number[]): JsonSchema {
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
  // A file answer (a media type per kind of file) has no example to show.
  if (s.examples || s.example !== undefined || s.content) return s;
  const example = exampleOf(s);
  return example === undefined ? s : { ...s, examples: [example] };
}

const NOT_MODIFIED =
  'Not modified: the answer is the one whose ETag was sent in If-None-Match (no body; use your copy)';

/** The body of an upload: one file in a multipart form (any field name; `file` by convention). */
const UPLOAD_BODY: JsonSchema = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
};

/**
 * A stable, unique name for a call, for client generators that name their functions after it:
 * `POST /v1/store/webhook/:storeId` is `postStoreWebhookByStoreId`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/v1(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By_${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

/**
 * The zod schemas turned into JSON schemas, then what makes the document a reference: an example request and
 * answer where the schema allows one, the body of an upload, and every failure the call may answer with its
 * codes, derived from the route's declaration (openapi-failures.ts).
 */
const referenceTransform: Transform = (document) => {
  const { failures: declared, ...routeSchema } = (document.schema ?? {}) as FastifySchema;
  const out = jsonSchemaTransform({ ...document, schema: routeSchema });
  const schema = out.schema as JsonSchema | undefined;
  if (!schema || schema.hide) return out;
  const route = document.route;
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const multipart = ((schema.consumes as string[] | undefined) ?? []).includes('multipart/form-data');
  const failures = failuresOf({
    method,
    access: route.config?.access,
    multipart,
    idempotent: Boolean(route.config?.idempotency),
    declared,
  });
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const [status, value] of Object.entries(response)) {
    if (status.startsWith('2')) response[status] = withExample(value);
  }
  for (const [status, failure] of Object.entries(failures)) {
    if (!failure || response[status]) continue;
    response[status] = { description: failure.description, ...errorSchema(out.url, failure.codes) };
  }
  // Every answer carries a weak ETag (app.ts registers @fastify/etag): a read sent again with it in
  // If-None-Match is answered 304, without a body.
  if (method === 'GET') response['304'] ??= { description: NOT_MODIFIED, type: 'null' };
  const next: JsonSchema = { ...schema, response };
  if (schema.body) next.body = withExample(schema.body);
  else if (multipart && method !== 'GET') next.body = UPLOAD_BODY;
  // A public call says so (an empty requirement list); the access plugin puts the bearer scheme on the rest.
  if (!schema.security) next.security = [];
  next.operationId ??= operationIdOf(method, route.url);
  return { ...out, schema: next as typeof out.schema };
};

/** The named zod schemas (`.meta({ id })`: the recursive trees) and failure envelopes under components. */
const referenceObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as Parameters<typeof dropUnusedSchemas>[0];
  repairNullable(document);
  nameFailureSchemas(document);
  dropUnusedSchemas(document);
  return document as ReturnType<typeof jsonSchemaTransformObject>;
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

Answers: calls under ${API_BASE}/api/ answer { success, result, message }, every other call { code, msg, model } (code 0 when it went well). A failure carries a proper HTTP status and a code in the same envelope, with the message in the language of Accept-Language (en or zh): 400 bad input (4000) or a wrong or missing payment password (4001); 401 no or unknown token or key (1001), expired session (1007); 403 not allowed (4030); 404 not found (4040); 409 conflict (4090); 413 too large (4130); 415 a body of a content type the call does not read (4150); 422 an Idempotency-Key used before with another body (4000); 423 payment password locked after 5 wrong tries (4230); 429 rate limited (4290, Retry-After); 500 (5000). Submitting an order and paying take an Idempotency-Key header: a retry with the same key answers the first answer. Each operation shows an example request and answer drawn from its schema.`,
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
    transformObject: referenceObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
}
