import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { API_BASE, ResultCode } from '@dropmall/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureBody, styleForUrl } from './envelope';
import { translate } from './language';

/** Paths that hold files or calls: a miss there is a plain 404, never the web app. */
const NON_PAGE_PREFIXES = [`${API_BASE}/`, '/uploads/', '/assets/', '/api-docs', '/sandbox/'];

/**
 * index.html (and so every page, the SPA fallback) is revalidated on each visit, so a new build is seen at
 * once; the hashed files under /assets never change under their name and are kept for a year; the few
 * other files (favicon and the like) for an hour.
 */
function cacheControlFor(path: string, assetsDir: string): string {
  if (basename(path) === 'index.html') return 'no-cache';
  if (path.startsWith(assetsDir)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return path !== API_BASE && !NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Serves the built web app from one process with the API: its files as they are, and index.html for every
 * other page path (the app's router shows the page, or its 404 page). An unknown call answers 404 in the
 * envelope.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    // The built files are listed once at start: restart the server after rebuilding the web app. Caching is
    // ours alone (cacheControl off): `send` would otherwise put its max-age on index.html as well.
    const assets = join(webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes a .br and .gz beside each text asset (scripts/precompress.mjs): sent as they are to a
      // browser that takes them, and never listed as files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path, assets)),
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.language;
    if (isPageRequest(request)) {
      if (built) return reply.sendFile('index.html');
      return reply.status(503).type('text/plain; charset=utf-8').send(translate('webNotBuilt', lang));
    }
    const path = request.url.split('?')[0] ?? '';
    const message = translate('routeNotFound', lang, { method: request.method, path });
    return reply.status(404).send(failureBody(styleForUrl(request.url), ResultCode.notFound, message));
  });
}
