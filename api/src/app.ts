import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import { API_BASE } from '@dropmall/contract';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { PaymentGateway } from './adapters/payments';
import type { PendingFiles } from './adapters/storage';
import { composeServices, registerApi, registerPages, startBackground } from './compose';
import { type Config, uploadsDir } from './config';
import type { Database } from './db/client';
import { accessPlugin } from './http/access';
import { installDrain } from './http/drain';
import { installErrorHandler } from './http/error-handler';
import { idempotencyPlugin } from './http/idempotency';
import { installLanguage } from './http/language';
import { installOpenApi } from './http/openapi';
import { installRateLimit } from './http/rate-limit';
import { connectRedis } from './http/redis';
import { installRequestLog } from './http/request-log';
import { installSecurityHeaders } from './http/security-headers';
import { installTextGuard } from './http/text-guard';
import { installUploads } from './http/uploads';
import { installWebApp } from './http/web-app';
import type { TaskFinished } from './modules/tasks';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Called when an export task ends (done or failed); the 'export ready' message hangs here. */
  onTaskFinished?: TaskFinished;
  /** A payment provider's adapter to use instead of the configured gateway. */
  gateway?: PaymentGateway | null;
  /** Where the log goes instead of stdout (a test reads it). */
  logStream?: DestinationStream;
  /** Public files still being made (the demo pictures, drawn after start): readers wait for them. */
  pendingFiles?: PendingFiles;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Builds the whole server: the services (compose.ts, the composition root), the HTTP plumbing, then each
 * module's routes under /v1, then the web app.
 */
export async function buildApp({
  config,
  database,
  onTaskFinished,
  gateway,
  logStream,
  pendingFiles,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // installRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A caller's x-request-id is kept when it is sane, so logs can be followed across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installLanguage(app);
  installRequestLog(app, config.REQUEST_LOG_LEVEL);
  installErrorHandler(app);
  installTextGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installSecurityHeaders(app, config.PUBLIC_URL);
  installDrain(app);
  // A weak ETag over each JSON answer (before compression, so br, gzip and plain share it): a browser that
  // asks again with If-None-Match for an unchanged catalogue page gets a 304 with no body.
  await app.register(etag, { weak: true });
  // br or gzip for JSON answers and the web app's text assets (pictures are left alone: already compressed).
  // Brotli at quality 4: near gzip's speed with smaller output; the default (11) costs ~10 ms for a list page.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formBody);

  const redis = connectRedis(app, config.REDIS_URL);
  const services = composeServices({
    config,
    database,
    redis,
    onTaskFinished,
    logError: (err, msg) => app.log.error({ err }, msg),
    adapters: gateway === undefined ? undefined : { gateway },
    pendingFiles,
  });
  // Before the OpenAPI plugin and every route: each route's declared access is checked as it is added.
  await app.register(accessPlugin, {
    sessions: services.sessions,
    permissions: services.office.permissions,
    keys: services.apiKeys.keys,
  });
  // Routes opt in with `config: { idempotency }`; expired keys go on the order sweep's beat.
  await app.register(idempotencyPlugin, {
    store: services.idempotency,
    sweepSeconds: config.ORDER_SWEEP_SECONDS,
  });
  await installOpenApi(app, config.API_KEY_RATE_LIMIT);
  await installRateLimit(app, redis, config.API_KEY_RATE_LIMIT);

  startBackground(app, services, config);
  await registerPages(app, services, config);
  await app.register((api) => registerApi(api, services, config), { prefix: API_BASE });

  await installUploads(app, uploadsDir(config), pendingFiles);
  await installWebApp(app, config.WEB_DIST, (page) => services.firstPaint.draw(page));
  return app;
}
