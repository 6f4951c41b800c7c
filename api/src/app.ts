import { randomUUID } from 'node:crypto';
import { API_BASE } from '@dropmall/contract';
import formBody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './http/auth';
import { installErrorHandler } from './http/error-handler';
import { installOpenApi } from './http/openapi';
import { installWebApp } from './http/web-app';
import { SessionService } from './modules/accounts/session-service';
import { healthRoutes } from './modules/health/routes';
import { HealthService } from './modules/health/service';

export interface AppDeps {
  config: Config;
  database: Database;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole server: HTTP plumbing, then each module's routes under /v1, then the web app. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // A caller's x-request-id is kept when it is sane, so logs can be followed across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(formBody);
  await installOpenApi(app);

  const sessions = new SessionService(database.db);
  await app.register(authPlugin, { sessions });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: new HealthService(database) });
    },
    { prefix: API_BASE },
  );

  await installWebApp(app, config.WEB_DIST);
  return app;
}
