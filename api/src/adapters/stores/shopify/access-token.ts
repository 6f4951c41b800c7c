import { createHash } from 'node:crypto';
import { type ShopifyAccess, StorePlatformError } from '../types';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

interface Cached {
  token: string;
  /** ms since the epoch after which the token is not used (a minute before Shopify's expiry). */
  until: number;
}

/**
 * Tokens got by the client credentials grant, per shop and app, shared by every call of this process: a token
 * lives about 24 hours, so asking for one per call would be a second request each time. Keyed by a hash of the
 * secret too, so a reconnect with a new secret never uses the old app's token.
 */
const cache = new Map<string, Cached>();
/** Grants under way, so calls that all find the token expired (or all get a 401) ask Shopify once. */
const asking = new Map<string, Promise<string>>();
const cacheKey = (shopDomain: string, access: { clientId: string; clientSecret: string }) =>
  `${shopDomain}|${access.clientId}|${createHash('sha256').update(access.clientSecret).digest('hex')}`;

/**
 * The Admin API access token of a connection: the legacy app's token as it is, or one got from
 * https://<shop>/admin/oauth/access_token by the client credentials grant, cached until shortly before it
 * expires and renewed when Shopify answers 401 (`renew`).
 */
export class ShopifyAccessToken {
  constructor(
    private readonly shopDomain: string,
    private access: ShopifyAccess,
    /** Reaches https://<shopDomain> (the sandbox store: its own origin instead). */
    private readonly fetch: Fetch,
  ) {}

  /** Whether a 401 can be answered by asking for a new token (a legacy token cannot be renewed). */
  get renewable(): boolean {
    return this.access.kind !== 'token';
  }

  async current(): Promise<string> {
    if (this.access.kind === 'token') return this.access.accessToken;
    if (this.access.kind === 'oauth') {
      // An installed app's token lasts an hour: a fresh one a minute before it ends.
      if (this.access.expiresAt - 60_000 > Date.now()) return this.access.accessToken;
      return this.renew();
    }
    const hit = cache.get(cacheKey(this.shopDomain, this.access));
    if (hit && hit.until > Date.now()) return hit.token;
    return this.renew();
  }

  /** Forgets the cached token and asks Shopify for another (one request for every caller at that moment). */
  async renew(): Promise<string> {
    if (this.access.kind === 'token') return this.access.accessToken;
    if (this.access.kind === 'oauth') {
      const fresh = await this.access.renew();
      this.access = { ...this.access, ...fresh };
      return fresh.accessToken;
    }
    const key = cacheKey(this.shopDomain, this.access);
    const running = asking.get(key);
    if (running) return running;
    cache.delete(key);
    const grant = this.grant(key, this.access).finally(() => asking.delete(key));
    asking.set(key, grant);
    return grant;
  }

  private async grant(key: string, access: { clientId: string; clientSecret: string }): Promise<string> {
    let response: Response;
    try {
      response = await this.fetch(`https://${this.shopDomain}/admin/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: access.clientId,
          client_secret: access.clientSecret,
          grant_type: 'client_credentials',
        }),
      });
    } catch (error) {
      throw new StorePlatformError('unreachable', error instanceof Error ? error.message : String(error));
    }
    // Shopify answers 400 (invalid_client, or an app not installed in this shop) or 401 for wrong credentials.
    if (response.status === 400 || response.status === 401 || response.status === 403)
      throw new StorePlatformError(
        'credentials',
        `Shopify refused the app's client credentials (${response.status})`,
      );
    if (response.status === 404) throw new StorePlatformError('unreachable', 'no Shopify shop there');
    if (!response.ok) throw new StorePlatformError('unreachable', `Shopify answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (typeof body?.access_token !== 'string' || body.access_token === '')
      throw new StorePlatformError('unreachable', 'not a Shopify token answer');
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    cache.set(key, { token: body.access_token, until: Date.now() + Math.max(0, lifetime - 60) * 1000 });
    return body.access_token;
  }
}
