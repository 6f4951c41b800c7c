import { messages } from '@dropmall/contract';
import * as http from './http/texts';
import * as accounts from './modules/accounts/texts';
import * as addresses from './modules/addresses/texts';
import * as afterSales from './modules/after-sales/texts';
import * as agreements from './modules/agreements/texts';
import * as apiKeys from './modules/api-keys/texts';
import * as brands from './modules/brands/texts';
import * as cart from './modules/cart/texts';
import * as cash from './modules/cash/texts';
import * as coupons from './modules/coupons/texts';
import * as dev from './modules/dev/texts';
import * as favourites from './modules/favourites/texts';
import * as firstPaint from './modules/first-paint/texts';
import * as messageTexts from './modules/messages/texts';
import * as office from './modules/office/texts';
import * as orders from './modules/orders/texts';
import * as payments from './modules/payments/texts';
import * as reports from './modules/reports/texts';
import * as samples from './modules/samples/texts';
import * as sellerProducts from './modules/seller-products/texts';
import * as stock from './modules/stock/texts';
import * as storeInvoices from './modules/stores/invoice-texts';
import * as storeAppEvents from './modules/stores/shopify-app-event-texts';
import * as stores from './modules/stores/texts';
import * as tasks from './modules/tasks/texts';
import * as webhooks from './modules/webhooks/texts';

/**
 * Every text the server says to people, in English and Chinese: the keys shared with the web app
 * (contract/src/messages.ts), the HTTP layer's, and one catalogue per module, its `texts.ts`. A new module's
 * texts go in its own `texts.ts` and are registered here; texts.test.ts checks that every entry has both
 * languages with the same placeholders.
 */
export const textCatalogues = {
  shared: messages,
  http,
  accounts,
  addresses,
  'after-sales': afterSales,
  'api-keys': apiKeys,
  agreements,
  brands,
  cart,
  cash,
  coupons,
  dev,
  favourites,
  'first-paint': firstPaint,
  messages: messageTexts,
  office,
  orders,
  payments,
  reports,
  samples,
  'seller-products': sellerProducts,
  stock,
  stores,
  'stores-invoices': storeInvoices,
  'stores-shopify-app': storeAppEvents,
  tasks,
  webhooks,
} as const;
