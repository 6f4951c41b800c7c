import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers with our content security policy, on every answer. `upgrade-insecure-requests` (a helmet
 * default) is sent only when the shop is reached over https (PUBLIC_URL): on plain http (a LAN address, a
 * test box) it makes the browser fetch every script over https, which nothing answers, and the page stays
 * blank. Helmet's middleware is built once here: the Fastify plugin built it again, policy parsed, on every
 * request.
 */
export function installSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined) {
  const https = publicUrl?.startsWith('https:') ?? false;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
