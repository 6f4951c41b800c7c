import { API_BASE } from '@dropmall/contract';
import type { FastifyInstance } from 'fastify';
import { assertPublicHost } from '../../adapters/net/public-address';
import { findCjkFont } from '../../adapters/pdf/fonts';
import type { FileStorage } from '../../adapters/storage';
import { type ConnectPlatform, connectPlatform, type RetryOptions } from '../../adapters/stores';
import { type Config, publicUrl } from '../../config';
import type { Db } from '../../db/client';
import type { Notify } from '../notices';
import { type AlertDeps, StoreAlerts } from './alerts';
import { type AutoPayDeps, AutoPayer } from './auto-pay';
import { autoPayRoutes } from './auto-pay-routes';
import { CredentialBox } from './credentials';
import type { CrmFees, QuotedParcel } from './crm-cost';
import { type CrmDeps, CrmOrders } from './crm-orders';
import { crmRoutes } from './crm-routes';
import { csvImportRoutes } from './csv-import-routes';
import { type CsvImportTasks, StoreCsvImports } from './csv-imports';
import { CrmDashboardService } from './dashboard';
import { crmDashboardRoutes } from './dashboard-routes';
import { crmInvoiceRoutes } from './invoice-routes';
import { CrmInvoices } from './invoices';
import { type StoreOrderDeps, StoreOrders } from './orders';
import { type PublisherDeps, StorePublisher } from './publisher';
import { storeRoutes } from './routes';
import { adminSchema } from './sandbox/admin-schema';
import { sandboxAuthorizeRoutes } from './sandbox/authorize-routes';
import { sandboxGraphqlRoutes } from './sandbox/graphql/routes';
import { sandboxPageRoutes } from './sandbox/page-routes';
import { SandboxShops, type WebhookDelivery } from './sandbox/shops';
import { StoreService } from './service';
import { ShopifyAppEvents } from './shopify-app-events';
import { shopifyAppRoutes } from './shopify-app-routes';
import { ShopifyInstalls } from './shopify-install';
import type { OpenStoreCancelRefund } from './store-cancel';
import { storeProductRoutes } from './store-product-routes';
import { type StoreProductDeps, StoreProducts, type StoreProductTasks } from './store-products';
import { StoreSync, type StoreSyncDeps } from './sync';
import { storeSyncRoutes } from './sync-routes';
import { type TrackingDeps, TrackingPusher } from './tracking';

export { CredentialBox } from './credentials';
export { signWebhook } from './sandbox/shops';
export { type LinkedStoreVariant, linkedStoreVariants } from './variant-links';

/**
 * Connected stores (CRM "Stores") and the built-in sandbox store (Shopify-compatible, under /sandbox/store,
 * only when STORE_SANDBOX is on). The module owns db/schema/stores.ts.
 */
export function createStores(deps: {
  db: Db;
  config: Config;
  log: (err: unknown, msg: string) => void;
  retry?: RetryOptions;
  publishing: PublisherDeps;
  orders: StoreOrderDeps;
  /** The mall orders' side of sending tracking back to the stores. */
  tracking: TrackingDeps;
  /** CRM orders and money: what paying a store order asks of the orders and payments modules. */
  crm: CrmDeps<QuotedParcel>;
  /** After-sales' refund request for a mall order whose store order the store cancelled after payment. */
  cancelRefund?: OpenStoreCancelRefund;
  /** Where imported CSV files wait for their task. */
  storage: FileStorage;
  /** The task queue that runs CSV imports (the tasks module). */
  csvTasks: CsvImportTasks;
  /** Messages to businesses (a store order changed in the store after its fulfilment was paid). */
  notify?: Notify;
  /** Automatic fulfilment payment: the balance, the payment password, the webhook of a held order. */
  autoPay: AutoPayDeps;
  /** The notifications that matter: the balance, and the outgoing webhook of each event. */
  alerts: AlertDeps;
  /** The catalogue's side of mapping a store's own products (search-and-pick, suggestions). */
  mapping: StoreProductDeps;
  /** The task queue that runs imports of a store's products (the tasks module). */
  productTasks: StoreProductTasks;
  /** Stock and price sync: the catalogue's variants, the webhook of a held price rise. */
  sync: StoreSyncDeps;
}) {
  const { db, config } = deps;
  const send = async (d: WebhookDelivery) => {
    try {
      const response = await fetch(d.address, {
        method: 'POST',
        headers: d.headers,
        body: d.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) deps.log(new Error(`status ${response.status}`), 'sandbox store webhook refused');
    } catch (error) {
      deps.log(error, 'sandbox store webhook not delivered');
    }
  };
  // The platform's public Shopify app, when the operator registered one.
  const shopifyApp =
    config.SHOPIFY_APP_CLIENT_ID && config.SHOPIFY_APP_CLIENT_SECRET
      ? { clientId: config.SHOPIFY_APP_CLIENT_ID, clientSecret: config.SHOPIFY_APP_CLIENT_SECRET }
      : null;
  const shops = config.STORE_SANDBOX
    ? new SandboxShops(db, send, shopifyApp, publicUrl(config).startsWith('https:'))
    : null;
  // Every call to a store's own address is checked first, unless private addresses are allowed (development).
  const connect: ConnectPlatform = (connection, retry) =>
    connectPlatform(connection, retry, config.STORE_PRIVATE_ADDRESSES ? undefined : assertPublicHost);
  const stores = new StoreService(
    db,
    new CredentialBox(config.STORE_CREDENTIALS_KEY),
    connect,
    shops ? { shops, base: () => publicUrl(config) } : null,
    deps.retry,
    { address: (id) => `${publicUrl(config)}${API_BASE}/store/webhook/${id}`, log: deps.log },
    { shopifyApp },
  );
  const installs = new ShopifyInstalls(db, stores, () => publicUrl(config), deps.retry);
  const sync = new StoreSync(
    db,
    stores,
    connect,
    config.STORE_SYNC_DELAY_MS,
    deps.sync,
    deps.notify,
    deps.retry,
    deps.log,
  );
  const publisher = new StorePublisher(db, stores, connect, deps.publishing, deps.retry, sync);
  const invoices = new CrmInvoices(db, (ids) => deps.crm.refunds(ids));
  const cjkFont = findCjkFont(config.PDF_CJK_FONT);
  const tracking = new TrackingPusher(db, stores, connect, deps.tracking, deps.retry, deps.log);
  const fees: CrmFees = {
    agency: { perOrder: config.CRM_AGENCY_FEE_ORDER, perPiece: config.CRM_AGENCY_FEE_PIECE },
    warehouse: { perOrder: config.CRM_WAREHOUSE_FEE_ORDER, perPiece: config.CRM_WAREHOUSE_FEE_PIECE },
    packaging: { perOrder: config.CRM_PACKAGING_FEE_ORDER, perPiece: config.CRM_PACKAGING_FEE_PIECE },
  };
  const crm = new CrmOrders(db, stores, fees, deps.crm, deps.cancelRefund);
  const alerts = new StoreAlerts(db, crm, deps.alerts, deps.notify, deps.log);
  const autoPay = new AutoPayer(db, stores, crm, deps.autoPay, deps.notify, deps.log, alerts);
  const dashboard = new CrmDashboardService(db, stores, alerts);
  const appEvents = new ShopifyAppEvents(db, stores, deps.notify, (detail, msg) => deps.log(detail, msg));
  const orders = new StoreOrders(db, stores, connect, deps.orders, tracking, {
    retry: deps.retry,
    cancelRefund: deps.cancelRefund,
    notify: deps.notify,
    appEvents,
    log: (detail, msg) => deps.log(detail, msg),
    autoPay,
    stages: (businessId, rows, lang) => crm.stages(businessId, rows, lang),
  });
  const csvImports = new StoreCsvImports(db, stores, orders, deps.storage, deps.csvTasks);
  const storeProducts = new StoreProducts(db, stores, connect, deps.mapping, deps.productTasks, deps.retry, {
    onMapped: (storeId, variantId) => sync.mapped(storeId, variantId),
    requeue: (storeOrderId) => autoPay.requeue(storeOrderId),
  });
  return {
    stores,
    publisher,
    orders,
    dashboard,
    invoices,
    tracking,
    crm,
    autoPay,
    alerts,
    sync,
    csvImports,
    storeProducts,
    sandbox: shops,
    /** The business's calls, under the API prefix. */
    async registerApi(api: FastifyInstance) {
      await api.register(storeRoutes, { stores, publisher, orders, tracking, installs });
      await api.register(csvImportRoutes, { csvImports });
      await api.register(storeProductRoutes, { products: storeProducts });
      await api.register(crmDashboardRoutes, { dashboard });
      await api.register(crmInvoiceRoutes, { invoices, cjkFont });
      await api.register(crmRoutes, { crm, autoPay });
      await api.register(autoPayRoutes, { autoPay });
      await api.register(storeSyncRoutes, { sync });
      await api.register(shopifyAppRoutes, { appEvents });
    },
    /** The sandbox store's API and shopfront, at the root, when it runs. */
    async registerSandbox(app: FastifyInstance) {
      if (!shops) return;
      // Shopify's schema takes a second to build: built soon after the start, not on the first request.
      setTimeout(() => adminSchema(), 1000).unref();
      await app.register(sandboxGraphqlRoutes, { shops });
      await app.register(sandboxAuthorizeRoutes, { shops, callback: installs.callbackUrl() });
      await app.register(sandboxPageRoutes, { shops });
    },
  };
}
