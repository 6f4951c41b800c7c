import type { HostGuard } from '../net/public-address';
import { ShopifyPlatform } from './shopify/platform';
import type { RetryOptions, StoreConnection, StorePlatform } from './types';
import { WooCommercePlatform } from './woocommerce';

export * from './types';

/** The platform client for a connection; one line per platform. */
export function connectPlatform(
  connection: StoreConnection,
  retry: RetryOptions = {},
  /** Checks a store's own address before each call; Shopify's are always *.myshopify.com. */
  guard?: HostGuard,
): StorePlatform {
  switch (connection.platform) {
    case 'shopify':
      return new ShopifyPlatform(connection, retry);
    case 'woocommerce':
      return new WooCommercePlatform(connection, retry, guard);
  }
}

export type ConnectPlatform = typeof connectPlatform;
export { cleanText, storeOrderProblem, timeOf } from './order-fields';
export {
  type OrderReading,
  readShopifyOrder,
  readWooOrder,
  shopifyOrder,
  shopifyPayment,
  wooOrder,
  wooPayment,
} from './orders';
export { retryingFetch } from './retry';
export {
  authorizeUrl,
  callbackSignature,
  exchangeCode,
  type OauthTokens,
  refreshTokens,
  SHOP_DOMAIN,
  type ShopifyApp,
  validCallback,
} from './shopify/oauth';
