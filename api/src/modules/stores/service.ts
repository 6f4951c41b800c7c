import { randomBytes } from 'node:crypto';
import {
  nextStoreState,
  type StoreAction,
  type StoreConnectRequest,
  type StoreState,
  type StoreView,
  shopifyAuthOf,
} from '@dropmall/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  type ConnectPlatform,
  type OauthTokens,
  type RetryOptions,
  refreshTokens,
  retryingFetch,
  type ShopInfo,
  type ShopifyAccess,
  type ShopifyApp,
  type StoreConnection,
  StorePlatformError,
} from '../../adapters/stores';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CredentialBox } from './credentials';
import type { SandboxShops } from './sandbox/shops';
import { storeTexts } from './texts';

type StoreRow = typeof stores.$inferSelect;
/** What an installed app's store keeps sealed: its tokens (the access token expires within the hour). */
type InstalledApp = { kind: 'oauth' } & OauthTokens;

const SANDBOX_SUFFIX = '.myshopify.com';
const PLATFORM_NAMES = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  sandbox: 'Shopify',
  csv: 'Shopify (CSV)',
} as const;

/** What the sealed credentials are bound to: moved onto another row, they do not open. */
const ownerOf = (row: Pick<StoreRow, 'businessId' | 'platform' | 'domain'>) =>
  `store:${row.businessId}:${row.platform}:${row.domain}`;

/** A store as every answer shows it (never its credentials). */
export function storeView(row: StoreRow): StoreView {
  return {
    id: row.id,
    platform: row.platform,
    name: row.name,
    shopName: row.shopName,
    domain: row.domain,
    currency: row.currency,
    state: row.state,
    customerPage: row.platform === 'sandbox' ? `/sandbox/store/${row.domain}` : null,
    checkedAt: row.checkedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    autoPay: {
      enabled: row.autoPay,
      orderCap: Number(row.autoPayOrderCap),
      dailyCap: Number(row.autoPayDailyCap),
      minBalance: Number(row.autoPayMinBalance),
    },
    sync: {
      buffer: row.syncBuffer,
      holdPercent: Number(row.syncHoldPercent),
      stopSelling: row.syncStop,
    },
  };
}

/**
 * A business's connected stores: connect (the credentials are tested against the platform first), rename,
 * pause, resume (tested again), disconnect (credentials erased). Another business's store is not found.
 */
export class StoreService {
  constructor(
    private readonly db: Db,
    private readonly box: CredentialBox,
    private readonly connect: ConnectPlatform,
    /** The sandbox store, when this server runs it, and the address it is reached at. */
    private readonly sandbox: { shops: SandboxShops; base: () => string } | null,
    private readonly retry: RetryOptions = {},
    /** Where store webhooks reach us (the public origin with the API base), and where failures are told. */
    private readonly hooks: {
      address: (storeId: number) => string;
      log: (err: unknown, msg: string) => void;
    } | null = null,
    private readonly options: { shopifyApp?: ShopifyApp | null } = {},
  ) {}

  get sandboxAvailable(): boolean {
    return this.sandbox !== null;
  }

  async list(businessId: number): Promise<StoreView[]> {
    const rows = await this.db
      .select()
      .from(stores)
      .where(and(eq(stores.businessId, businessId), ne(stores.state, 'disconnected')))
      .orderBy(asc(stores.id));
    return rows.map(storeView);
  }

  /** Tests the credentials, then keeps them sealed; answers the store as shown. */
  async add(businessId: number, input: StoreConnectRequest): Promise<StoreView> {
    if (input.platform === 'csv') return this.addCsv(businessId, input.name);
    let domain: string;
    let connection: StoreConnection;
    // What the store's webhooks are signed with: the sandbox shop's own secret (Shopify: the app's secret),
    // a fresh one we hand to WooCommerce, none for a Shopify store connected by token only.
    let webhookSecret = input.platform === 'woocommerce' ? randomBytes(24).toString('hex') : '';
    if (input.platform === 'sandbox') {
      if (!this.sandbox) throw badRequest(storeTexts.sandboxOff);
      const { shop, clientId, clientSecret } = await this.sandbox.shops.open(
        input.name ?? 'Sandbox store',
        businessId,
      );
      domain = shop.handle;
      webhookSecret = shop.webhookSecret;
      connection = this.sandboxConnection(domain, { kind: 'client_credentials', clientId, clientSecret });
    } else if (input.platform === 'shopify') {
      domain = input.shopDomain;
      const access: ShopifyAccess =
        shopifyAuthOf(input) === 'token'
          ? { kind: 'token', accessToken: input.accessToken ?? '' }
          : {
              kind: 'client_credentials',
              clientId: input.clientId ?? '',
              clientSecret: input.clientSecret ?? '',
            };
      connection = { platform: 'shopify', shopDomain: input.shopDomain, access };
      // Shopify signs webhooks with the app's client secret (a legacy app: its API secret key, when given).
      webhookSecret = access.kind === 'client_credentials' ? access.clientSecret : (input.apiSecret ?? '');
    } else {
      domain = input.siteUrl.toLowerCase();
      const woo: StoreConnection = { ...input, platform: 'woocommerce' };
      // A host that strips the Authorization header, found while testing: kept with the credentials below.
      woo.onQueryStringAuth = async () => {
        woo.queryStringAuth = true;
      };
      connection = woo;
    }
    await this.refuseTwice(businessId, input.platform, domain);
    return this.keepConnected({
      businessId,
      platform: input.platform,
      domain,
      name: input.name,
      connection,
      webhookSecret,
    });
  }

  /**
   * Tests a connection against the store (the caller's 400 in words when refused), keeps it sealed with the
   * secret its webhooks are signed with, and subscribes to its order webhooks.
   */
  async keepConnected(store: {
    businessId: number;
    platform: Exclude<StoreRow['platform'], 'csv'>;
    domain: string;
    name?: string | null;
    connection: StoreConnection;
    webhookSecret: string;
    /** What is sealed, when it is not the connection's own credentials (an installed app's refresh token). */
    secrets?: Record<string, unknown>;
  }): Promise<StoreView> {
    const { businessId, platform, domain, connection, webhookSecret } = store;
    const info = await this.test(connection, domain, platform);
    const owner = ownerOf({ businessId, platform, domain });
    const secrets =
      store.secrets ??
      (connection.platform === 'shopify'
        ? connection.access
        : {
            consumerKey: connection.consumerKey,
            consumerSecret: connection.consumerSecret,
            ...(connection.queryStringAuth ? { queryStringAuth: true } : {}),
          });
    try {
      const [row] = await this.db
        .insert(stores)
        .values({
          businessId,
          platform,
          name: store.name ?? info.name,
          shopName: info.name,
          domain,
          currency: info.currency,
          credentials: this.box.seal(secrets, owner),
          webhookSecret: webhookSecret ? this.box.seal(webhookSecret, `${owner}:webhook`) : '',
        })
        .returning();
      if (!row) throw new Error('store not written');
      await this.subscribe(row, connection, webhookSecret);
      return storeView(row);
    } catch (error) {
      // Two connects of one shop at once: the partial unique index keeps one.
      if (
        (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505'
      )
        throw conflict(storeTexts.already);
      throw error;
    }
  }

  /**
   * A store without API access: nothing to test or keep sealed; a domain of our own keeps the one-live-store
   * index meaningful. Its orders come by CSV import; nothing is ever sent to it.
   */
  private async addCsv(businessId: number, name: string): Promise<StoreView> {
    const [row] = await this.db
      .insert(stores)
      .values({
        businessId,
        platform: 'csv',
        name,
        shopName: name,
        domain: `csv-${randomBytes(6).toString('hex')}`,
        currency: '',
        credentials: '',
        webhookSecret: '',
      })
      .returning();
    if (!row) throw new Error('store not written');
    return storeView(row);
  }

  async rename(businessId: number, id: number, name: string): Promise<StoreView> {
    const row = await this.mine(businessId, id);
    if (row.state === 'disconnected') throw notFound(storeTexts.notFound);
    const [updated] = await this.db
      .update(stores)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(stores.id, row.id))
      .returning();
    return storeView(updated ?? row);
  }

  /** Pause, resume (the credentials are tested again) or disconnect (they are erased), by the state table. */
  async move(businessId: number, id: number, action: StoreAction): Promise<StoreView> {
    const row = await this.mine(businessId, id);
    if (row.state === 'disconnected') throw notFound(storeTexts.notFound);
    const to = nextStoreState(row.state, action);
    if (!to) throw conflict(storeTexts.state);
    const changes: Partial<typeof stores.$inferInsert> = { state: to };
    if (action === 'resume' && row.platform !== 'csv') {
      const info = await this.test(this.connectionOf(row), row.domain, row.platform);
      Object.assign(changes, { shopName: info.name, currency: info.currency, checkedAt: new Date() });
    }
    if (to === 'disconnected') Object.assign(changes, { credentials: '', webhookSecret: '' });
    const [updated] = await this.db
      .update(stores)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(stores.id, row.id), eq(stores.state, row.state as StoreState)))
      .returning();
    if (!updated) throw conflict(storeTexts.state);
    if (action === 'resume') await this.resubscribe(updated);
    return storeView(updated);
  }

  /** The connection of a live store, its credentials opened (for the module's own calls, never answered). */
  connectionOf(row: StoreRow): StoreConnection {
    if (row.platform === 'csv') throw new StorePlatformError('refused', 'a CSV store has no API access');
    const secrets = this.box.open<Record<string, string | boolean>>(row.credentials, ownerOf(row));
    const text = (key: string) => String(secrets[key] ?? '');
    // Stores connected before apps had client credentials keep a bare token.
    const access: ShopifyAccess =
      secrets.kind === 'client_credentials'
        ? { kind: 'client_credentials', clientId: text('clientId'), clientSecret: text('clientSecret') }
        : secrets.kind === 'oauth'
          ? {
              kind: 'oauth',
              accessToken: text('accessToken'),
              expiresAt: Number(secrets.expiresAt ?? 0),
              renew: () => this.renewInstalledToken(row.id),
            }
          : { kind: 'token', accessToken: text('accessToken') };
    if (row.platform === 'sandbox') return this.sandboxConnection(row.domain, access);
    if (row.platform === 'shopify') return { platform: 'shopify', shopDomain: row.domain, access };
    return {
      platform: 'woocommerce',
      siteUrl: row.domain,
      consumerKey: text('consumerKey'),
      consumerSecret: text('consumerSecret'),
      queryStringAuth: secrets.queryStringAuth === true,
      onQueryStringAuth: () => this.rememberQueryStringAuth(row, secrets),
    };
  }

  private readonly renewing = new Map<number, Promise<{ accessToken: string; expiresAt: number }>>();

  /**
   * A fresh token of the platform's installed app, by its refresh token (Shopify answers a new refresh token
   * too; the spent one no longer works). Calls of this process share one refresh; another server that refreshed
   * first has saved its tokens, which a refused refresh then finds. No lock is held over the call to the shop.
   */
  renewInstalledToken(storeId: number): Promise<{ accessToken: string; expiresAt: number }> {
    const running = this.renewing.get(storeId);
    if (running) return running;
    const renewal = this.refreshInstalled(storeId).finally(() => this.renewing.delete(storeId));
    this.renewing.set(storeId, renewal);
    return renewal;
  }

  private async refreshInstalled(storeId: number) {
    const app = this.shopifyApp;
    if (!app) throw new StorePlatformError('credentials', 'the Shopify app is no longer configured');
    const read = async () => {
      const [row] = await this.db.select().from(stores).where(eq(stores.id, storeId));
      if (!row?.credentials) throw new StorePlatformError('credentials', 'the store is disconnected');
      return { row, sealed: this.box.open<InstalledApp>(row.credentials, ownerOf(row)) };
    };
    const fresh = (s: InstalledApp) => s.expiresAt - 60_000 > Date.now();
    const { row, sealed } = await read();
    if (fresh(sealed)) return { accessToken: sealed.accessToken, expiresAt: sealed.expiresAt };
    if (sealed.refreshExpiresAt <= Date.now())
      throw new StorePlatformError('credentials', 'the app’s refresh token expired: install it again');
    let tokens: OauthTokens;
    try {
      tokens = await refreshTokens(
        retryingFetch(this.retry),
        this.shopOrigin(row.domain, row.platform),
        app,
        sealed.refreshToken,
      );
    } catch (error) {
      const again = await read();
      if (fresh(again.sealed))
        return { accessToken: again.sealed.accessToken, expiresAt: again.sealed.expiresAt };
      throw error;
    }
    const next: InstalledApp = { kind: 'oauth', ...tokens };
    await this.db
      .update(stores)
      .set({ credentials: this.box.seal(next, ownerOf(row)) })
      .where(and(eq(stores.id, row.id), eq(stores.credentials, row.credentials)));
    return { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt };
  }

  /** Where a Shopify shop is reached: https://<domain>, or the sandbox store's address for a sandbox shop. */
  shopOrigin(domain: string, platform: StoreRow['platform']): string {
    if (platform === 'sandbox') return `${this.sandbox?.base() ?? ''}/sandbox/store/${domain}`;
    return `https://${domain}`;
  }

  /** The platform's public Shopify app, when the operator configured one. */
  get shopifyApp(): ShopifyApp | null {
    return this.options.shopifyApp ?? null;
  }

  /** Whether the store's shop is the sandbox's (a sandbox shop installs the app as a real one would). */
  async sandboxShopOf(shopDomain: string): Promise<string | null> {
    if (!this.sandbox || !shopDomain.endsWith(SANDBOX_SUFFIX)) return null;
    const shop = await this.sandbox.shops.byHandle(shopDomain.slice(0, -SANDBOX_SUFFIX.length));
    return shop?.handle ?? null;
  }

  /** A Shopify or sandbox connection of the installed app, by its tokens. */
  installedConnection(
    handleOrDomain: string,
    platform: 'shopify' | 'sandbox',
    storeId: () => number,
    tokens: { accessToken: string; expiresAt: number },
  ): StoreConnection {
    const access: ShopifyAccess = {
      kind: 'oauth',
      ...tokens,
      renew: () => this.renewInstalledToken(storeId()),
    };
    return platform === 'sandbox'
      ? this.sandboxConnection(handleOrDomain, access)
      : { platform: 'shopify', shopDomain: handleOrDomain, access };
  }

  /**
   * The site answered only with the key and secret in the query string (its host strips the Authorization
   * header): kept with the sealed credentials, unless they changed meanwhile, so later calls go that way first.
   */
  private async rememberQueryStringAuth(row: StoreRow, secrets: Record<string, string | boolean>) {
    await this.db
      .update(stores)
      .set({ credentials: this.box.seal({ ...secrets, queryStringAuth: true }, ownerOf(row)) })
      .where(and(eq(stores.id, row.id), eq(stores.credentials, row.credentials)));
  }

  /**
   * Asks a store again for its order webhooks (at resume, each sync and poll), adding only what is missing:
   * WooCommerce disables a webhook after 5 failed deliveries, and Shopify deletes a subscription whose
   * deliveries keep failing for hours; orders would otherwise silently stop coming.
   */
  async resubscribe(row: StoreRow): Promise<void> {
    if (row.platform === 'csv' || row.state !== 'active') return;
    const secret = this.webhookSecretOf(row);
    if (secret) await this.subscribe(row, this.connectionOf(row), secret);
  }

  /** The secret the store's webhooks are signed with, or null when none is kept (or the store is gone). */
  webhookSecretOf(row: StoreRow): string | null {
    if (!row.webhookSecret || row.state === 'disconnected') return null;
    try {
      return this.box.open<string>(row.webhookSecret, `${ownerOf(row)}:webhook`);
    } catch {
      return null;
    }
  }

  /** Asks the store for its order webhooks; a store that refuses still works by "Sync orders". */
  private async subscribe(row: StoreRow, connection: StoreConnection, secret: string) {
    if (!this.hooks || !secret) return;
    try {
      await this.connect(connection, this.retry).subscribeOrderWebhooks(this.hooks.address(row.id), secret);
    } catch (error) {
      this.hooks.log(error, 'store order webhooks not subscribed');
    }
  }

  private sandboxConnection(handle: string, access: ShopifyAccess): StoreConnection {
    return {
      platform: 'shopify',
      shopDomain: `${handle}${SANDBOX_SUFFIX}`,
      access,
      sandboxBase: `${this.sandbox?.base() ?? ''}/sandbox/store/${handle}`,
    };
  }

  /** Every active store of every business, oldest first (the periodic order poll walks them). */
  async active(): Promise<StoreRow[]> {
    return this.db
      .select()
      .from(stores)
      .where(and(eq(stores.state, 'active'), ne(stores.platform, 'csv')))
      .orderBy(asc(stores.id));
  }

  async mine(businessId: number, id: number): Promise<StoreRow> {
    const [row] = await this.db
      .select()
      .from(stores)
      .where(and(eq(stores.id, id), eq(stores.businessId, businessId)));
    if (!row) throw notFound(storeTexts.notFound);
    return row;
  }

  async refuseTwice(businessId: number, platform: StoreRow['platform'], domain: string) {
    const [live] = await this.db
      .select({ id: stores.id })
      .from(stores)
      .where(
        and(
          eq(stores.businessId, businessId),
          eq(stores.platform, platform),
          eq(stores.domain, domain),
          ne(stores.state, 'disconnected'),
        ),
      );
    if (live) throw conflict(storeTexts.already);
  }

  /** The platform's answer to the credentials, or the caller's 400 in words. */
  private async test(
    connection: StoreConnection,
    domain: string,
    platform: StoreRow['platform'],
  ): Promise<ShopInfo> {
    try {
      return await this.connect(connection, this.retry).shopInfo();
    } catch (error) {
      if (!(error instanceof StorePlatformError)) throw error;
      const params = { domain, platform: PLATFORM_NAMES[platform], scopes: error.missingScopes.join(', ') };
      throw badRequest(storeTexts[error.reason === 'gone' ? 'refused' : error.reason], params);
    }
  }
}
