import WooCommerceRestApiImport from '@woocommerce/woocommerce-rest-api';
import { type HostGuard, PrivateAddressError } from '../net/public-address';
import { withRetry } from './retry';
import { type RetryOptions, type StoreConnection, type StoreFailure, StorePlatformError } from './types';

/**
 * The library is CommonJS compiled with `__esModule`: Node's own ESM loader (the compiled server that `npm start`
 * runs) hands its module object, whose `default` is the class, while vitest and tsx unwrap it. Take either.
 */
type WooCommerceRestApi = WooCommerceRestApiImport;
const WooCommerceRestApi: typeof WooCommerceRestApiImport =
  (WooCommerceRestApiImport as unknown as { default?: typeof WooCommerceRestApiImport }).default ??
  WooCommerceRestApiImport;

export type WooConnection = Extract<StoreConnection, { platform: 'woocommerce' }>;
type Answer = { data: unknown; headers: Record<string, unknown> };
type Params = Record<string, string>;

interface AxiosLikeError {
  response?: { status: number; headers: Record<string, string | undefined>; data?: unknown };
  message?: string;
}

const asAxiosError = (error: unknown): AxiosLikeError =>
  typeof error === 'object' && error !== null ? (error as AxiosLikeError) : {};

/** A refused call with WooCommerce's own status and error code (`rest_no_route`, `term_exists`, ...). */
export class WooCallError extends StorePlatformError {
  constructor(
    reason: StoreFailure,
    detail: string,
    readonly status: number,
    readonly code: string,
    readonly data: unknown,
  ) {
    super(reason, detail);
  }
}

/**
 * WooCommerce's REST API v3 through its own library (`@woocommerce/woocommerce-rest-api`): the consumer key and
 * secret as Basic auth over https, OAuth 1.0a signatures over http. 429s are retried after Retry-After. Some
 * hosts strip the Authorization header (WooCommerce then answers 401): over https one call is tried again with
 * the key and secret in the query string, WooCommerce's documented fallback, and when that gets through it is
 * used from then on and the store is told (`onQueryStringAuth`), so it keeps it.
 */
export class WooClient {
  private api: WooCommerceRestApi;
  private queryStringAuth: boolean;

  constructor(
    private readonly connection: WooConnection,
    private readonly retry: RetryOptions = {},
    /** Checks the site's address before each call (production: never a private network's). */
    private readonly guard: HostGuard | undefined = undefined,
  ) {
    this.queryStringAuth = connection.queryStringAuth === true;
    this.api = this.library(this.queryStringAuth);
  }

  private library(queryStringAuth: boolean): WooCommerceRestApi {
    return new WooCommerceRestApi({
      url: this.connection.siteUrl,
      consumerKey: this.connection.consumerKey,
      consumerSecret: this.connection.consumerSecret,
      version: 'wc/v3',
      queryStringAuth,
      timeout: this.retry.timeoutMs ?? 15_000,
      // Never follow a redirect with the credentials to another host.
      axiosConfig: { maxRedirects: 0 },
    });
  }

  get(endpoint: string, params: Params = {}): Promise<Answer> {
    return this.call((api) => api.get(endpoint, params));
  }

  post(endpoint: string, body: unknown, params: Params = {}): Promise<Answer> {
    return this.call((api) => api.post(endpoint, body as Record<string, unknown>, params));
  }

  put(endpoint: string, body: unknown, params: Params = {}): Promise<Answer> {
    return this.call((api) => api.put(endpoint, body as Record<string, unknown>, params));
  }

  private async call(send: (api: WooCommerceRestApi) => Promise<Answer>): Promise<Answer> {
    await this.checkHost();
    try {
      return await this.attempt(() => send(this.api));
    } catch (error) {
      const status = asAxiosError(error).response?.status;
      const https = /^https:/i.test(this.connection.siteUrl);
      if (status !== 401 || !https || this.queryStringAuth) throw this.failure(error);
      const viaQuery = this.library(true);
      let answer: Answer;
      try {
        answer = await this.attempt(() => send(viaQuery));
      } catch (second) {
        throw this.failure(second);
      }
      this.api = viaQuery;
      this.queryStringAuth = true;
      await this.connection.onQueryStringAuth?.();
      return answer;
    }
  }

  private attempt(send: () => Promise<Answer>): Promise<Answer> {
    return withRetry(
      send,
      (error) => {
        const response = asAxiosError(error).response;
        return response?.status === 429
          ? { limited: true, retryAfter: response.headers['retry-after'] }
          : { limited: false };
      },
      this.retry,
    );
  }

  /** The library's error in our words, with WooCommerce's status and code kept for the callers that branch on them. */
  private failure(error: unknown): StorePlatformError {
    const response = asAxiosError(error).response;
    if (!response) return new StorePlatformError('unreachable', asAxiosError(error).message ?? 'no answer');
    const { status } = response;
    const body = (response.data ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof body.code === 'string' ? body.code : '';
    const fail = (reason: StoreFailure, detail: string) =>
      new WooCallError(reason, detail, status, code, response.data);
    if (status === 401 || status === 403) return fail('credentials', `WooCommerce answered ${status}`);
    if (status === 404) return fail('unreachable', `WooCommerce answered 404 (${code || 'no API there'})`);
    if (status === 400)
      return fail('refused', `WooCommerce refused: ${JSON.stringify(response.data ?? '').slice(0, 300)}`);
    if (status === 413) return fail('refused', 'WooCommerce answered 413: more than it takes in one call');
    if (status === 429) return fail('busy', 'WooCommerce kept answering 429');
    // A server error is worth trying again later, as a network failure is.
    if (status >= 500) return fail('unreachable', `WooCommerce answered ${status}`);
    return fail('refused', `WooCommerce answered ${status}`);
  }

  private async checkHost(): Promise<void> {
    if (!this.guard) return;
    try {
      await this.guard(this.connection.siteUrl);
    } catch (error) {
      if (error instanceof PrivateAddressError) throw new StorePlatformError('private', error.message);
      throw new StorePlatformError('unreachable', error instanceof Error ? error.message : 'no address');
    }
  }
}

/** A 404 of this call (an order or product no longer in the shop, or a route the site does not have). */
export const isNotFound = (error: unknown, code?: string): error is WooCallError =>
  error instanceof WooCallError && error.status === 404 && (code === undefined || error.code === code);
