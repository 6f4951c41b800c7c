import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The app's one Redis client when REDIS_URL is set (rate-limit counters, the catalogue cache), closed with
 * the app. Commands fail fast while Redis is away (no offline queue, one retry): its users carry on without it.
 * The app is ready once Redis is (or after 3 s without it).
 */
export function connectRedis(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // An outage is reported by the commands that fail; the client reconnects by itself.
  redis.on('error', () => {});
  app.addHook('onClose', async () => void redis.disconnect());
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      once(redis, 'ready'),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 3000);
      }),
    ]).finally(() => clearTimeout(timer));
  });
  return redis;
}
