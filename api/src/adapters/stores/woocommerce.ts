import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import { withRetry } from './retry';
import {
  type RetryOptions,
  type ShopInfo,
  type StoreConnection,
  type StorePlatform,
  StorePlatformError,
  type StoreProduct,
} from './types';

type WooConnection = Extract<StoreConnection, { platform: 'woocommerce' }>;

interface AxiosLikeError {
  response?: { status: number; headers: Record<string, string | undefined> };
  message?: string;
}

const asAxiosError = (error: unknown): AxiosLikeError =>
  typeof error === 'object' && error !== null ? (error as AxiosLikeError) : {};

/**
 * WooCommerce's REST API v3 through its own library (`@woocommerce/woocommerce-rest-api`): consumer key and
 * secret as Basic auth over https, OAuth 1.0a signatures over http. 429s are retried after Retry-After.
 */
export class WooCommercePlatform implements StorePlatform {
  readonly kind = 'woocommerce';
  private readonly api: WooCommerceRestApi;

  constructor(
    private readonly connection: WooConnection,
    private readonly retry: RetryOptions = {},
    /** Products per page when listing (WooCommerce allows up to 100). */
    private readonly pageSize = 50,
  ) {
    this.api = new WooCommerceRestApi({
      url: connection.siteUrl,
      consumerKey: connection.consumerKey,
      consumerSecret: connection.consumerSecret,
      version: 'wc/v3',
      timeout: retry.timeoutMs ?? 15_000,
      // Never follow a redirect with the credentials to another host.
      axiosConfig: { maxRedirects: 0 },
    });
  }

  private async get(endpoint: string, params: Record<string, string> = {}) {
    try {
      return await withRetry(
        () => this.api.get(endpoint, params),
        (error) => {
          const response = asAxiosError(error).response;
          return response?.status === 429
            ? { limited: true, retryAfter: response.headers['retry-after'] }
            : { limited: false };
        },
        this.retry,
      );
    } catch (error) {
      const response = asAxiosError(error).response;
      if (!response) throw new StorePlatformError('unreachable', asAxiosError(error).message ?? 'no answer');
      if (response.status === 401 || response.status === 403)
        throw new StorePlatformError('credentials', `WooCommerce answered ${response.status}`);
      if (response.status === 404) throw new StorePlatformError('unreachable', 'no WooCommerce API there');
      if (response.status === 429) throw new StorePlatformError('busy', 'WooCommerce kept answering 429');
      throw new StorePlatformError('refused', `WooCommerce answered ${response.status}`);
    }
  }

  async shopInfo(): Promise<ShopInfo> {
    const status = await this.get('system_status');
    const data = status.data as { environment?: { site_url?: unknown }; settings?: { currency?: unknown } };
    if (typeof data?.settings?.currency !== 'string')
      throw new StorePlatformError('unreachable', 'not a WooCommerce answer');
    // The REST API names no shop title; the site's host stands for it (the business may rename the store).
    const site =
      typeof data.environment?.site_url === 'string' ? data.environment.site_url : this.connection.siteUrl;
    let name = site;
    try {
      name = new URL(site).host;
    } catch {}
    return { name, currency: data.settings.currency };
  }

  async listProducts(): Promise<StoreProduct[]> {
    const products: StoreProduct[] = [];
    for (let page = 1; ; page++) {
      const response = await this.get('products', { per_page: String(this.pageSize), page: String(page) });
      for (const p of response.data as WooProduct[]) {
        products.push({
          id: String(p.id),
          title: p.name,
          variants: [{ id: String(p.id), sku: p.sku ?? '', price: p.price ?? '' }],
        });
      }
      const pages = Number(response.headers['x-wp-totalpages'] ?? 1);
      if (page >= pages) return products;
    }
  }
}

interface WooProduct {
  id: number;
  name: string;
  sku?: string;
  price?: string;
}
