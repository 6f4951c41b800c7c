import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors';

/**
 * Per-IP limits for the routes that ask for them (login, codes, registration): `config.rateLimit` on a
 * route. Counters live in Redis when REDIS_URL is set (`connectRedis`), so several API processes share them.
 */
export async function installRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
  apiKeyPerMinute: number = limits.apiKeyPerMinute,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'dropmall-rl:' } : {}),
    // A Redis outage must not lock everybody out of logging in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  // Every call made with an API key counts against that key (all routes together), after the access hook
  // has named the key; a session's calls are not counted here.
  const perKey = app.createRateLimit({
    max: apiKeyPerMinute,
    timeWindow: 60_000,
    // The id and the random prefix: two databases sharing one Redis (tests) never share a key's count.
    keyGenerator: (request) => {
      const key = request.principal?.apiKey;
      return `api-key:${key?.id ?? 0}:${key?.prefix ?? ''}`;
    },
  });
  app.addHook('onRequest', async (request) => {
    if (!request.principal?.apiKey) return;
    const counted = await perKey(request);
    if (!counted.isAllowed && counted.isExceeded) throw tooManyRequests(Math.max(1, counted.ttlInSeconds));
  });
}

/** The limits, per IP and minute. */
export const limits = {
  login: { max: 20, timeWindow: 60_000 },
  code: { max: 10, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60_000 },
  /** Calls per API key and minute, every route together (API_KEY_RATE_LIMIT). */
  apiKeyPerMinute: 120,
} as const;
