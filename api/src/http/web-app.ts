import { existsSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { API_BASE, type Language, ResultCode } from '@dropmall/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, compressText } from './encoding';
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
 * Draws a storefront page's first paint (markup for #root), or null for a page it does not draw; given by the
 * composition root (modules/first-paint).
 */
export type FirstPaint = (page: {
  path: string;
  query: URLSearchParams;
  language: Language;
}) => Promise<string | null>;

/** The page's language as the app will show it: the one the app stored (its `lang` cookie), else English. */
const pageLanguage = (request: FastifyRequest): Language =>
  /(?:^|;\s*)lang=zh(?:;|$)/.test(request.headers.cookie ?? '') ? 'zh' : 'en';

/**
 * index.html with a page drawn into it: the page's language, the CSS its markup needs inline (the web build's
 * first-paint.json), and the markup in #root, marked so the app knows to wait for its page before replacing it.
 */
function withFirstPaint(template: string, css: string, markup: string, language: Language): string {
  return template
    .replace('<html lang="en">', `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">`)
    .replace('</head>', () => `<style data-first-paint>${css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-first-paint>${markup}</div>`);
}

/**
 * The build's index.html, made ready for drawn pages, and the first-paint CSS of each page it draws (none when
 * not built). A drawn page shows without the app's code, so its head asks nothing before the page's pictures:
 * the stylesheets index.html links are put inline, and the module preloads are left out (the entry script
 * still fetches what it imports, as soon as it runs).
 */
function readBuild(webDist: string): { template: string; styles: Record<string, string> } | null {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return null;
  const stylesFile = join(webDist, 'first-paint.json');
  const styles = existsSync(stylesFile) ? JSON.parse(readFileSync(stylesFile, 'utf8')) : {};
  const template = readFileSync(index, 'utf8')
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (link, href: string) => {
      const file = join(webDist, href);
      return existsSync(file) ? `<style>${readFileSync(file, 'utf8')}</style>` : link;
    });
  return { template, styles };
}

/**
 * Serves the built web app from one process with the API: its files as they are, and index.html for every
 * other page path (the app's router shows the page, or its 404 page); the storefront's home, list and product
 * with their first paint drawn in (`firstPaint`). An unknown call answers 404 in the envelope.
 */
export async function installWebApp(
  app: FastifyInstance,
  webDist: string,
  firstPaint?: FirstPaint,
): Promise<void> {
  const build = readBuild(webDist);
  const built = build !== null;
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
      if (build && firstPaint) {
        const drawn = await drawPage(request, build, firstPaint);
        if (drawn !== null) {
          reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
          // Compressed here: the compression plugin hooks routes, and this handler is not one.
          const encoding = chooseEncoding(request.headers['accept-encoding']);
          reply.header('vary', 'cookie, accept-encoding');
          if (!encoding) return reply.send(drawn);
          return reply.header('content-encoding', encoding).send(await compressText(encoding, drawn, 4));
        }
      }
      if (built) return reply.sendFile('index.html');
      return reply.status(503).type('text/plain; charset=utf-8').send(translate('webNotBuilt', lang));
    }
    const path = request.url.split('?')[0] ?? '';
    const message = translate('routeNotFound', lang, { method: request.method, path });
    return reply.status(404).send(failureBody(styleForUrl(request.url), ResultCode.notFound, message));
  });
}

/** The page with its first paint, or null to send index.html as it is (a page not drawn, or drawing failed). */
async function drawPage(
  request: FastifyRequest,
  build: { template: string; styles: Record<string, string> },
  firstPaint: FirstPaint,
): Promise<string | null> {
  const mark = request.url.indexOf('?');
  const path = mark < 0 ? request.url : request.url.slice(0, mark);
  const search = mark < 0 ? '' : request.url.slice(mark + 1);
  const css = build.styles[path];
  if (css === undefined || request.method !== 'GET') return null;
  const language = pageLanguage(request);
  try {
    const markup = await firstPaint({ path, query: new URLSearchParams(search), language });
    return markup === null ? null : withFirstPaint(build.template, css, markup, language);
  } catch (error) {
    // The app still draws the page from the API: a visitor only loses the early paint.
    request.log.error({ err: error }, 'first paint failed');
    return null;
  }
}
