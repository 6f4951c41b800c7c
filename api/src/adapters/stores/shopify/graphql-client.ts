import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import { createAdminApiClient } from '@shopify/admin-api-client';
import { retryingFetch } from '../retry';
import { type RetryOptions, type StoreConnection, StorePlatformError } from '../types';
import { ShopifyAccessToken } from './access-token';

type ShopifyConnection = Extract<StoreConnection, { platform: 'shopify' }>;

interface GraphqlError {
  message?: string;
  extensions?: { code?: string; requiredAccess?: string };
}
interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: GraphqlError[] | string;
  extensions?: {
    cost?: {
      requestedQueryCost?: number;
      throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
    };
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The scope a Shopify access-denied message names ("Required access: `write_products` access scope."). */
const scopeIn = (error: GraphqlError) =>
  /`([a-z_]+)`/.exec(error.extensions?.requiredAccess ?? error.message ?? '')?.[1] ?? '';

/**
 * Shopify's GraphQL Admin API through Shopify's own client (`@shopify/admin-api-client`) on the pinned API
 * version, with the connection's access token: a 401 asks for a new token once (client credentials); a query
 * Shopify throttles by cost (`THROTTLED` in the body, HTTP 200) waits until the bucket holds its cost again;
 * an HTTP 429 waits out its Retry-After (our fetch). The sandbox store is the same code on another origin.
 */
export class ShopifyGraphql {
  private readonly token: ShopifyAccessToken;
  private readonly fetch: ReturnType<typeof retryingFetch>;
  /** The library's client for the current token (its headers are fixed when it is made). */
  private client: { token: string; api: ReturnType<typeof createAdminApiClient> } | null = null;

  constructor(
    connection: ShopifyConnection,
    private readonly retry: RetryOptions = {},
  ) {
    const base = connection.sandboxBase?.replace(/\/+$/, '');
    const origin = `https://${connection.shopDomain}`;
    this.fetch = retryingFetch(retry, (url) =>
      base && url.startsWith(origin) ? base + url.slice(origin.length) : url,
    );
    this.token = new ShopifyAccessToken(connection.shopDomain, connection.access, this.fetch);
    this.shopDomain = connection.shopDomain;
  }

  private readonly shopDomain: string;

  private clientFor(token: string) {
    if (this.client?.token !== token)
      this.client = {
        token,
        api: createAdminApiClient({
          storeDomain: this.shopDomain,
          apiVersion: SHOPIFY_API_VERSION,
          accessToken: token,
          retries: 0,
          // Versions move every quarter; the pinned one is what we tested. Nothing to log.
          logger: () => {},
          customFetchApi: this.fetch,
        }),
      };
    return this.client.api;
  }

  /** The shop's cost bucket as the last answer left it (Shopify's throttleStatus), for pacing. */
  private bucket: { available: number; restoreRate: number; at: number } | null = null;
  /**
   * What Shopify last asked up front for each document (requestedQueryCost): the bucket must hold that much,
   * not the caller's guess, or a paced call still comes back THROTTLED (a wasted round trip and a wait).
   */
  private readonly requested = new Map<string, number>();

  /**
   * Waits until the bucket, as last reported and restored since, holds `cost` points: a batch of calls keeps
   * within the shop's rate instead of running into THROTTLED answers (each of which costs a round trip).
   */
  private async pace(cost: number): Promise<void> {
    const b = this.bucket;
    if (!b || cost <= 0) return;
    const now = b.available + ((Date.now() - b.at) / 1000) * b.restoreRate;
    if (now >= cost) return;
    await sleep(Math.ceil(((cost - now) / (b.restoreRate || 50)) * 1000));
  }

  /**
   * The data of one document, or a StorePlatformError that says why not. `expectedCost`: the points the
   * document may cost, waited for first when the bucket is short.
   */
  async request<T>(document: string, variables: Record<string, unknown> = {}, expectedCost = 0): Promise<T> {
    const maxWait = this.retry.maxWaitMs ?? 10_000;
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      await this.pace(Math.max(expectedCost, this.requested.get(document) ?? 0));
      const response = await this.send(document, variables, await this.token.current());
      if (response.status === 401 && this.token.renewable && !renewed) {
        renewed = true;
        await this.token.renew();
        continue;
      }
      const answer = await this.read<T>(response);
      const requested = answer.extensions?.cost?.requestedQueryCost;
      if (typeof requested === 'number') this.requested.set(document, requested);
      const status = answer.extensions?.cost?.throttleStatus;
      if (status && typeof status.currentlyAvailable === 'number')
        this.bucket = {
          available: status.currentlyAvailable,
          restoreRate: status.restoreRate || 50,
          at: Date.now(),
        };
      const errors = Array.isArray(answer.errors) ? answer.errors : [];
      if (errors.some((e) => e.extensions?.code === 'THROTTLED')) {
        const cost = answer.extensions?.cost;
        const missing = (cost?.requestedQueryCost ?? 50) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
        const wait = Math.ceil((Math.max(missing, 1) / (cost?.throttleStatus?.restoreRate || 50)) * 1000);
        if (attempt >= (this.retry.retries ?? 3) || wait > maxWait)
          throw new StorePlatformError('busy', 'Shopify kept throttling the query');
        this.retry.onRetry?.(wait, attempt + 1);
        await sleep(wait);
        continue;
      }
      const denied = errors.filter((e) => e.extensions?.code === 'ACCESS_DENIED');
      if (denied.length > 0) {
        const scopes = [...new Set(denied.map(scopeIn).filter(Boolean))];
        throw new StorePlatformError('scope', denied[0]?.message ?? 'access denied', scopes);
      }
      if (errors.length > 0 || !answer.data)
        throw new StorePlatformError(
          'refused',
          `Shopify refused: ${(errors[0]?.message ?? String(answer.errors ?? 'no data')).slice(0, 300)}`,
        );
      return answer.data;
    }
  }

  private async send(document: string, variables: Record<string, unknown>, token: string) {
    try {
      return await this.clientFor(token).fetch(document, { variables });
    } catch (error) {
      if (error instanceof StorePlatformError) throw error;
      throw new StorePlatformError('unreachable', error instanceof Error ? error.message : String(error));
    }
  }

  private async read<T>(response: Response): Promise<GraphqlAnswer<T>> {
    if (response.status === 401 || response.status === 403)
      throw new StorePlatformError('credentials', `Shopify answered ${response.status}`);
    if (response.status === 404) throw new StorePlatformError('unreachable', 'no Shopify shop there');
    if (response.status === 429) throw new StorePlatformError('busy', 'Shopify kept answering 429');
    // 402: the shop's plan is frozen; 423: the shop is locked. The merchant must act in Shopify.
    if (response.status === 402 || response.status === 423)
      throw new StorePlatformError('refused', `Shopify answered ${response.status}: the shop is not open`);
    // A server error is worth trying again later, as a network failure is.
    if (response.status >= 500)
      throw new StorePlatformError('unreachable', `Shopify answered ${response.status}`);
    if (!response.ok) throw new StorePlatformError('refused', `Shopify answered ${response.status}`);
    try {
      return (await response.json()) as GraphqlAnswer<T>;
    } catch {
      throw new StorePlatformError('unreachable', 'not a Shopify answer');
    }
  }
}

/** 'gid://shopify/Order/123' -> '123' (the ids Dropmall keeps are the numeric ones webhooks carry). */
export const numericId = (gid: unknown): string => {
  const match = /\/(\d+)(\?.*)?$/.exec(String(gid ?? ''));
  return match?.[1] ?? '';
};

/** '123' -> 'gid://shopify/<type>/123'. */
export const gid = (type: string, id: string) => `gid://shopify/${type}/${id}`;
