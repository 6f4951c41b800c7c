import { toLanguage } from '@dropmall/contract';
import type { FastifyPluginAsync } from 'fastify';
import { callbackSignature } from '../../../adapters/stores';
import { access } from '../../../http/access';
import { SandboxInstallations } from './installations';
import type { SandboxShops } from './shops';

const words = {
  en: {
    title: 'Install {app}',
    ask: '{app} asks to be installed in {shop}, with access to:',
    install: 'Install app',
    bad: 'This install link is not valid: {why}',
  },
  zh: {
    title: '安装 {app}',
    ask: '{app} 请求安装到 {shop}，并获得以下权限：',
    install: '安装应用',
    bad: '此安装链接无效：{why}',
  },
} as const;

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => esc(values[k] ?? ''));

type Query = { client_id?: string; scope?: string; redirect_uri?: string; state?: string };

/**
 * The sandbox shop's app install page (Shopify: /admin/oauth/authorize): the merchant sees which app asks for
 * which scopes and installs it; the shop then sends the browser to the app's callback with a code, the shop,
 * the state and Shopify's hex HMAC of the query, signed with the app's secret. Only the platform's configured
 * app may ask, and only for its own callback.
 */
export const sandboxAuthorizeRoutes: FastifyPluginAsync<{ shops: SandboxShops; callback: string }> = async (
  app,
  { shops, callback },
) => {
  const installations = new SandboxInstallations(shops);
  const open = { config: { access: access.anonymous }, schema: { hide: true } } as const;
  const path = '/sandbox/store/:shop/admin/oauth/authorize';

  /** Why an install request is refused, or null (then the shop, the app and the scopes asked). */
  async function check(handle: string, q: Query) {
    const shop = await shops.byHandle(handle);
    const platformApp = shops.app;
    if (!shop) return { why: 'unknown shop' } as const;
    if (!platformApp || q.client_id !== platformApp.clientId)
      return { why: 'the client_id is invalid' } as const;
    if (q.redirect_uri !== callback) return { why: 'the redirect_uri is not whitelisted' } as const;
    if (!q.state) return { why: 'the state is missing' } as const;
    const scopes = (q.scope ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return { shop, platformApp, scopes, state: q.state } as const;
  }

  app.get<{ Params: { shop: string }; Querystring: Query }>(path, open, async (request, reply) => {
    const w = words[toLanguage(request.headers['accept-language'])];
    const checked = await check(request.params.shop, request.query);
    reply.type('text/html; charset=utf-8');
    if ('why' in checked)
      return reply
        .status(400)
        .send(`<!doctype html><meta charset="utf-8"><p>${fill(w.bad, { why: checked.why ?? '' })}</p>`);
    const values = { app: `App ${checked.platformApp.clientId.slice(0, 6)}`, shop: checked.shop.name };
    const hidden = Object.entries(request.query)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fill(w.title, values)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;background:#f6f6f7;color:#202223;margin:0}main{max-width:560px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)}button{background:#008060;color:#fff;border:0;border-radius:6px;padding:10px 18px;font:inherit;cursor:pointer}code{background:#f1f1f1;padding:1px 4px;border-radius:4px}</style></head>
<body><main><h1>${fill(w.title, values)}</h1><p>${fill(w.ask, values)}</p><ul>${checked.scopes.map((s) => `<li><code>${esc(s)}</code></li>`).join('')}</ul>
<form method="post">${hidden}<button type="submit">${esc(w.install)}</button></form></main></body></html>`;
  });

  app.post<{ Params: { shop: string }; Body: Query }>(path, open, async (request, reply) => {
    const w = words[toLanguage(request.headers['accept-language'])];
    const checked = await check(request.params.shop, request.body ?? {});
    if ('why' in checked)
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><meta charset="utf-8"><p>${fill(w.bad, { why: checked.why ?? '' })}</p>`);
    const code = await installations.approve(checked.shop, checked.scopes);
    const shop = `${checked.shop.handle}.myshopify.com`;
    const query: Record<string, string> = {
      code,
      host: Buffer.from(`admin.shopify.com/store/${checked.shop.handle}`).toString('base64url'),
      shop,
      state: checked.state,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    query.hmac = callbackSignature(query, checked.platformApp.clientSecret);
    return reply.redirect(`${callback}?${new URLSearchParams(query)}`, 302);
  });
};
