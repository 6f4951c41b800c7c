import { createHmac, timingSafeEqual } from 'node:crypto';
import { StorePlatformError } from '../types';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A public Shopify app the platform registered (Partner / Dev Dashboard): its client id and secret. */
export interface ShopifyApp {
  clientId: string;
  clientSecret: string;
}

/** What Shopify answers an authorization code or a refresh token with (an expiring offline token). */
export interface OauthTokens {
  accessToken: string;
  /** ms since the epoch. */
  expiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
  scope: string;
}

/** A shop domain Shopify would send to a callback: `<name>.myshopify.com`, nothing else. */
export const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;

/**
 * Where the merchant approves the app: the shop's authorize page with the scopes, the callback and the
 * `state` nonce. No `grant_options[]`: an offline token, which Dropmall's background work needs.
 */
export function authorizeUrl(
  origin: string,
  app: ShopifyApp,
  scopes: readonly string[],
  redirectUri: string,
  state: string,
): string {
  const query = new URLSearchParams({
    client_id: app.clientId,
    scope: scopes.join(','),
    redirect_uri: redirectUri,
    state,
  });
  return `${origin}/admin/oauth/authorize?${query}`;
}

/** Shopify's callback signature: hex HMAC-SHA256, with the app's secret, of the other parameters sorted. */
export function callbackSignature(query: Record<string, string>, secret: string): string {
  const message = Object.keys(query)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function validCallback(query: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(query.hmac ?? '', 'utf8');
  const expected = Buffer.from(callbackSignature(query, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function tokenRequest(
  fetch: Fetch,
  origin: string,
  body: Record<string, string>,
): Promise<OauthTokens> {
  let response: Response;
  try {
    response = await fetch(`${origin}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new StorePlatformError('unreachable', error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 400 && response.status < 500)
    throw new StorePlatformError('credentials', `Shopify refused the token request (${response.status})`);
  if (!response.ok) throw new StorePlatformError('unreachable', `Shopify answered ${response.status}`);
  const a = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (typeof a?.access_token !== 'string' || typeof a.refresh_token !== 'string')
    throw new StorePlatformError('unreachable', 'not a Shopify token answer');
  const seconds = (v: unknown, fallback: number) => (typeof v === 'number' && v > 0 ? v : fallback);
  const now = Date.now();
  return {
    accessToken: a.access_token,
    expiresAt: now + seconds(a.expires_in, 3600) * 1000,
    refreshToken: a.refresh_token,
    refreshExpiresAt: now + seconds(a.refresh_token_expires_in, 90 * 86_400) * 1000,
    scope: typeof a.scope === 'string' ? a.scope : '',
  };
}

/** The callback's code for an expiring offline token and its refresh token (`expiring=1`). */
export function exchangeCode(fetch: Fetch, origin: string, app: ShopifyApp, code: string) {
  return tokenRequest(fetch, origin, {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code,
    expiring: '1',
  });
}

/** A new access token for a refresh token; Shopify answers a new refresh token too (the old one is spent). */
export function refreshTokens(fetch: Fetch, origin: string, app: ShopifyApp, refreshToken: string) {
  return tokenRequest(fetch, origin, {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
}
