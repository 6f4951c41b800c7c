import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ShopifyApp } from '../../../adapters/stores';
import type { SandboxShop, SandboxShops } from './shops';

type Body = Record<string, unknown>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** Shopify's installed-app tokens last an hour; their refresh tokens 90 days. */
const TOKEN_SECONDS = 3600;
const REFRESH_SECONDS = 90 * 86_400;
const CODE_MS = 60_000;

/** What the sandbox keeps of the platform's app installed in one of its shops (a record of kind installation). */
interface Installation {
  client_id: string;
  scopes: string;
  generation: number;
  code_hash: string;
  code_expires: number;
  refresh_hash: string;
  refresh_expires: number;
}

/**
 * The platform's public app installed in a sandbox shop, as Shopify's OAuth does it: the merchant approves the
 * scopes on the shop's authorize page, the shop sends its browser back with a one-minute code, the app trades
 * the code (then its refresh tokens, each used once) for expiring offline tokens (`shpua_`), signed with the
 * app's secret and revoked with the installation.
 */
export class SandboxInstallations {
  constructor(private readonly shops: SandboxShops) {}

  get app(): ShopifyApp | null {
    return this.shops.app;
  }

  private async find(shop: SandboxShop, match: (i: Installation) => boolean) {
    const rows = (await this.shops.page(shop, 'installation', 0, 100)).rows;
    return rows.find((r) => match(r.body as unknown as Installation)) ?? null;
  }

  /** The merchant approved: the installation (new, or its scopes changed) and a code for the callback. */
  async approve(shop: SandboxShop, scopes: string[]): Promise<string> {
    const app = this.app;
    if (!app) throw new Error('no app to install');
    const code = randomBytes(16).toString('hex');
    const fields = { code_hash: sha256(code), code_expires: Date.now() + CODE_MS, scopes: scopes.join(',') };
    const existing = await this.find(shop, (i) => i.client_id === app.clientId);
    if (existing)
      await this.shops.replace(shop, 'installation', existing.id, { ...existing.body, ...fields });
    else
      await this.shops.create(shop, 'installation', () => ({
        client_id: app.clientId,
        generation: 0,
        refresh_hash: '',
        refresh_expires: 0,
        ...fields,
      }));
    return code;
  }

  /** The authorization code or refresh token grant, for the app's own client id and secret. */
  async grant(shop: SandboxShop, body: Body): Promise<Body | null> {
    const app = this.app;
    if (
      !app ||
      !same(String(body.client_id ?? ''), app.clientId) ||
      !same(String(body.client_secret ?? ''), app.clientSecret)
    )
      return null;
    const now = Date.now();
    const row =
      body.grant_type === 'refresh_token'
        ? await this.find(
            shop,
            (i) => i.refresh_hash === sha256(String(body.refresh_token ?? '')) && i.refresh_expires > now,
          )
        : typeof body.code === 'string'
          ? await this.find(shop, (i) => i.code_hash === sha256(String(body.code)) && i.code_expires > now)
          : null;
    if (!row) return null;
    const installation = row.body as unknown as Installation;
    const refresh = `shprt_${randomBytes(24).toString('hex')}`;
    // A code is spent once, a refresh token too (the next one replaces it).
    await this.shops.replace(shop, 'installation', row.id, {
      ...row.body,
      code_hash: '',
      code_expires: 0,
      refresh_hash: sha256(refresh),
      refresh_expires: now + REFRESH_SECONDS * 1000,
    });
    const expires = Math.floor(now / 1000) + TOKEN_SECONDS;
    // A nonce of its own: two tokens given in the same second differ.
    const nonce = randomBytes(4).toString('hex');
    const signature = this.signature(shop, row.id, expires, nonce, installation.generation);
    return {
      access_token: `shpua_${expires}i${row.id}n${nonce}h${signature}`,
      scope: installation.scopes,
      expires_in: TOKEN_SECONDS,
      refresh_token: refresh,
      refresh_token_expires_in: REFRESH_SECONDS,
    };
  }

  /** An installed app's token: the installation's scopes when it is valid, unexpired and not revoked. */
  async authenticate(
    shop: SandboxShop,
    token: string,
  ): Promise<{ scopes: string[]; clientId: string } | null> {
    const app = this.app;
    const m = /^shpua_(\d{1,12})i(\d{1,15})n([0-9a-f]{8})h([0-9a-f]{32})$/.exec(token);
    if (!app || !m) return null;
    const [expires, id] = [Number(m[1]), Number(m[2])];
    const row = await this.shops.one(shop, 'installation', id);
    if (!row || expires * 1000 <= Date.now()) return null;
    const installation = row.body as unknown as Installation;
    if (!same(this.signature(shop, id, expires, m[3] ?? '', installation.generation), m[4] ?? ''))
      return null;
    return { scopes: installation.scopes.split(',').filter(Boolean), clientId: installation.client_id };
  }

  private signature(shop: SandboxShop, id: number, expires: number, nonce: string, generation: number) {
    const secret = this.app?.clientSecret ?? '';
    return createHmac('sha256', secret)
      .update(`${shop.id}.${id}.${expires}.${nonce}.${generation}`)
      .digest('hex')
      .slice(0, 32);
  }
}
