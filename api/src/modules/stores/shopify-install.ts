import { randomBytes } from 'node:crypto';
import { API_BASE, SHOPIFY_SCOPES, type ShopifyInstallFailure } from '@dropmall/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  authorizeUrl,
  exchangeCode,
  type OauthTokens,
  type RetryOptions,
  retryingFetch,
  SHOP_DOMAIN,
  StorePlatformError,
  validCallback,
} from '../../adapters/stores';
import type { Db } from '../../db/client';
import { shopifyInstalls } from '../../db/schema/stores';
import { AppError, badRequest } from '../../http/errors';
import type { StoreService } from './service';
import { storeTexts } from './texts';

/** An install link is good this long (the merchant approves in the shop, then comes back). */
const INSTALL_MS = 10 * 60_000;
/** A callback older than this is refused (Shopify's timestamp: a replayed link). */
const CALLBACK_MAX_AGE_S = 3600;

/**
 * The platform's public Shopify app installed by a business (OAuth, the authorization code grant): `start`
 * keeps a one-time `state` bound to the business and the shop and answers Shopify's authorize address; the
 * callback (`finish`, where Shopify sends the merchant's browser) checks Shopify's HMAC with the app's secret, the
 * shop's domain and the unspent, unexpired state, trades the code for an expiring offline token and its
 * refresh token, tests them, and connects the store. A sandbox shop installs the same way, on the sandbox.
 */
export class ShopifyInstalls {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly publicUrl: () => string,
    private readonly retry: RetryOptions = {},
  ) {}

  get available(): boolean {
    return this.stores.shopifyApp !== null;
  }

  /** Where Shopify sends the merchant back (the app's registered redirect URL). */
  callbackUrl(): string {
    return `${this.publicUrl()}${API_BASE}/store/shopify/callback`;
  }

  async start(businessId: number, shopDomain: string, name: string | undefined): Promise<{ url: string }> {
    const app = this.stores.shopifyApp;
    if (!app) throw badRequest(storeTexts.appOff);
    const target = await this.target(shopDomain);
    await this.stores.refuseTwice(businessId, target.platform, target.domain);
    const state = randomBytes(24).toString('base64url');
    await this.db.insert(shopifyInstalls).values({
      state,
      businessId,
      shopDomain,
      name: name ?? null,
      expiresAt: new Date(Date.now() + INSTALL_MS),
    });
    const origin = this.stores.shopOrigin(target.domain, target.platform);
    return { url: authorizeUrl(origin, app, SHOPIFY_SCOPES, this.callbackUrl(), state) };
  }

  /**
   * The callback's query: the store connected, or why not (the Stores page says it in the reader's language).
   * Every refusal before the code is traded writes nothing.
   */
  async finish(
    query: Record<string, string>,
  ): Promise<{ storeId: number } | { failure: ShopifyInstallFailure }> {
    const app = this.stores.shopifyApp;
    if (!app) return { failure: 'appOff' };
    const shop = query.shop ?? '';
    const age = Math.floor(Date.now() / 1000) - Number(query.timestamp);
    if (
      !validCallback(query, app.clientSecret) ||
      !SHOP_DOMAIN.test(shop) ||
      !(Math.abs(age) <= CALLBACK_MAX_AGE_S)
    )
      return { failure: 'signature' };
    // Spent here, once: a second use of the link (or another shop's) finds nothing.
    const [install] = await this.db
      .update(shopifyInstalls)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(shopifyInstalls.state, query.state ?? ''),
          eq(shopifyInstalls.shopDomain, shop),
          isNull(shopifyInstalls.usedAt),
          gt(shopifyInstalls.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!install) return { failure: 'expired' };
    const target = await this.target(shop);
    let tokens: OauthTokens;
    try {
      tokens = await exchangeCode(
        retryingFetch(this.retry),
        this.stores.shopOrigin(target.domain, target.platform),
        app,
        query.code ?? '',
      );
    } catch (error) {
      if (error instanceof StorePlatformError) return { failure: 'refused' };
      throw error;
    }
    let storeId = 0;
    try {
      const view = await this.stores.keepConnected({
        businessId: install.businessId,
        platform: target.platform,
        domain: target.domain,
        name: install.name,
        connection: this.stores.installedConnection(target.domain, target.platform, () => storeId, tokens),
        // Shopify signs an app's webhooks with the app's secret.
        webhookSecret: app.clientSecret,
        secrets: { kind: 'oauth', ...tokens },
      });
      storeId = view.id;
      return { storeId };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { failure: error.status === 409 ? 'already' : 'refused' };
    }
  }

  /** The shop a domain names: a sandbox shop of this server, or a real Shopify shop. */
  private async target(shopDomain: string) {
    const handle = await this.stores.sandboxShopOf(shopDomain);
    return handle
      ? { platform: 'sandbox' as const, domain: handle }
      : { platform: 'shopify' as const, domain: shopDomain };
  }
}
