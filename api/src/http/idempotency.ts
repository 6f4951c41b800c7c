import { createHash } from 'node:crypto';
import { ResultCode } from '@dropmall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from './errors';
import { idempotencyText as text } from './texts';

/**
 * `Idempotency-Key` (the payment APIs' convention, IETF draft-ietf-httpapi-idempotency-key-header): a route
 * opts in with `config: { idempotency: '<operation>' }`. The first answer to a key is stored and replayed to
 * the same business on the same operation for 24 hours; the same key with another body answers 422; a
 * second request while the first still runs answers 409. Requests without the header run as usual.
 */

/** Whose key it is: one business, one operation, one key. */
export interface IdempotencyScope {
  businessId: number;
  operation: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  type: string;
  body: string;
}

export type IdempotencyClaim =
  | { kind: 'run' }
  | ({ kind: 'replay' } & StoredAnswer)
  | { kind: 'mismatch' }
  | { kind: 'busy' };

/** Where keys and their answers are kept; the idempotency module implements it over the database. */
export interface IdempotencyStore {
  /** Takes the key for this request, or says why not (answered already, another body, still running). */
  claim(scope: IdempotencyScope, requestHash: string): Promise<IdempotencyClaim>;
  /** Stores the answer of the request that claimed the key. */
  complete(scope: IdempotencyScope, answer: StoredAnswer): Promise<void>;
  /** Gives the key back (the request failed on our side): the next request with it runs again. */
  release(scope: IdempotencyScope): Promise<void>;
  /** Removes expired keys; answers how many. */
  sweep(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's name when the route honours `Idempotency-Key` ('order.submit', 'payment.pay'). */
    idempotency?: string;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs; null when it holds none. */
    idempotencyScope: IdempotencyScope | null;
  }
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The header's key; a quoted one (the draft's structured-field string) is unquoted. */
function keyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const raw = Array.isArray(header) ? header.join(',') : header;
  const key = /^"(.*)"$/.exec(raw)?.[1] ?? raw;
  if (!KEY.test(key)) throw badRequest(text.badKey);
  return key;
}

/** JSON with object keys sorted, so that equal bodies hash equal whatever order their fields came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fingerprint = (request: FastifyRequest) =>
  createHash('sha256')
    .update(stableJson({ body: request.body ?? null, query: request.query ?? null }))
    .digest('hex');

/** Runs after access and validation: a bad or foreign request never takes a key. */
async function claimKey(store: IdempotencyStore, request: FastifyRequest, reply: FastifyReply) {
  const operation = request.routeOptions.config?.idempotency;
  if (!operation) return;
  const key = keyOf(request.headers['idempotency-key']);
  // Keys belong to a business; the handler refuses a caller without one.
  const businessId = request.principal?.businessId;
  if (key === null || !businessId) return;
  const scope = { businessId, operation, key };
  const claim = await store.claim(scope, fingerprint(request));
  if (claim.kind === 'mismatch') throw new AppError(422, ResultCode.validation, text.mismatch);
  if (claim.kind === 'busy')
    throw new AppError(409, ResultCode.conflict, text.busy, {}, { 'retry-after': '1' });
  if (claim.kind === 'replay') {
    reply.code(claim.status).header('content-type', claim.type).header('idempotent-replayed', 'true');
    return reply.send(claim.body);
  }
  request.idempotencyScope = scope;
}

/** Keeps the answer of the request that held the key: 2xx and 4xx are final, a 5xx frees the key. */
async function keepAnswer(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const scope = request.idempotencyScope;
  if (!scope) return;
  request.idempotencyScope = null;
  try {
    if (reply.statusCode >= 500 || typeof payload !== 'string') await store.release(scope);
    else {
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await store.complete(scope, { status: reply.statusCode, type, body: payload });
    }
  } catch (err) {
    // The answer still goes out; the key's lease lets a later retry run again.
    request.log.error({ err, operation: scope.operation }, 'could not store the idempotent answer');
  }
}

export const idempotencyPlugin = fp<{ store: IdempotencyStore; sweepSeconds: number }>(
  async (app: FastifyInstance, { store, sweepSeconds }) => {
    app.decorateRequest('idempotencyScope', null);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.idempotency || !route.schema) return;
      const note = 'Honours an Idempotency-Key header: the first answer is replayed for 24 hours.';
      const described = route.schema.description;
      route.schema = { ...route.schema, description: described ? `${described} ${note}` : note };
    });
    app.addHook('preHandler', (request, reply) => claimKey(store, request, reply));
    app.addHook('onSend', async (request, reply, payload) => {
      await keepAnswer(store, request, reply, payload);
      return payload;
    });

    if (sweepSeconds <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        store.sweep().catch((err: unknown) => app.log.error({ err }, 'idempotency key sweep failed'));
      }, sweepSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency' },
);
