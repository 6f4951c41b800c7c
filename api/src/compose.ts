import type { FastifyInstance } from 'fastify';
import { Messenger } from './adapters/messaging/messenger';
import { smtpTransport } from './adapters/messaging/smtp';
import { createPaymentGateway, type PaymentGateway, SandboxGateway } from './adapters/payments';
import { createStorage, type FileStorage } from './adapters/storage';
import { type Config, publicUrl } from './config';
import type { Database } from './db/client';
import { CodeService } from './modules/accounts/code-service';
import { LoginService } from './modules/accounts/login-service';
import { profileRoutes } from './modules/accounts/profile-routes';
import { ProfileService } from './modules/accounts/profile-service';
import { RegistrationService } from './modules/accounts/registration-service';
import { accountRoutes } from './modules/accounts/routes';
import { SessionService } from './modules/accounts/session-service';
import { settlementReviewRoutes } from './modules/accounts/settlement-review-routes';
import { SettlementService } from './modules/accounts/settlement-service';
import { addressRoutes } from './modules/addresses/routes';
import { AddressService } from './modules/addresses/service';
import { createAfterSales } from './modules/after-sales';
import { refuseShipWhileAfterSaleOpen } from './modules/after-sales/ship-guard';
import { agreementRoutes } from './modules/agreements/routes';
import { AgreementService } from './modules/agreements/service';
import { createApiKeys } from './modules/api-keys';
import { cartRoutes } from './modules/cart/routes';
import { CartService } from './modules/cart/service';
import { createCash } from './modules/cash';
import { SellerIncome } from './modules/cash/income';
import { CatalogService } from './modules/catalog/catalog-service';
import { catalogRoutes } from './modules/catalog/routes';
import { couponCentreRoutes } from './modules/coupons/centre-routes';
import { CouponCentreService } from './modules/coupons/centre-service';
import { couponRoutes } from './modules/coupons/routes';
import { CouponService } from './modules/coupons/service';
import { couponTemplateAdminRoutes } from './modules/coupons/template-admin-routes';
import { CouponTemplateAdminService } from './modules/coupons/template-admin-service';
import { fixtureRoutes } from './modules/dev/fixture-routes';
import { FixtureService } from './modules/dev/fixture-service';
import { devRoutes } from './modules/dev/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { FavouritesService } from './modules/favourites/service';
import { healthRoutes } from './modules/health/routes';
import { HealthService } from './modules/health/service';
import { IdempotencyKeys } from './modules/idempotency/store';
import { createMessages } from './modules/messages';
import { createOffice } from './modules/office';
import { officeRoutes } from './modules/office/routes';
import { CheckoutService } from './modules/orders/checkout-service';
import { fulfilmentRoutes } from './modules/orders/fulfilment-routes';
import { FulfilmentService } from './modules/orders/fulfilment-service';
import { OrderService } from './modules/orders/order-service';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { PaymentService } from './modules/payments/service';
import { reportRoutes } from './modules/reports/routes';
import { ReportService } from './modules/reports/service';
import { createSellerProducts } from './modules/seller-products';
import { shippingRoutes } from './modules/shipping/routes';
import { ShippingService } from './modules/shipping/service';
import { createStores } from './modules/stores';
import { createTasks, type TaskFinished } from './modules/tasks';
import { uploadRoutes } from './modules/uploads/routes';
import { UploadService } from './modules/uploads/service';
import { walletRoutes } from './modules/wallet/routes';
import { WalletService } from './modules/wallet/service';

/** The outside world, each part chosen by the configuration (see adapters/). */
export interface Adapters {
  storage: FileStorage;
  messenger: Messenger;
  /** null when PAYMENT_GATEWAY is 'none': balance payments only. */
  gateway: PaymentGateway | null;
}

export interface ComposeDeps {
  config: Config;
  database: Database;
  /** Called when an export task ends (done or failed); the 'export ready' message hangs here. */
  onTaskFinished?: TaskFinished | undefined;
  /** Where failures of after-the-fact listeners are reported (the app's logger). */
  logError?: (error: unknown, message: string) => void;
  /** Parts to use instead of the configured ones (another provider's adapter, a failing one in a test). */
  adapters?: Partial<Adapters> | undefined;
}

export function createAdapters(
  config: Config,
  database: Database,
  logError: (error: unknown, message: string) => void = () => {},
): Adapters {
  return {
    storage: createStorage(config),
    messenger: new Messenger(
      database.db,
      config.SMTP_URL ? { email: smtpTransport(config.SMTP_URL, config.SMTP_FROM) } : {},
      (error, message) => logError(error, `${message.channel} delivery failed`),
    ),
    gateway: createPaymentGateway(config),
  };
}

/**
 * The composition root: every service of every module, built once with its dependencies, from the
 * configuration. Modules only export their services, factories and route plugins; the wiring is here.
 */
export function composeServices({
  config,
  database,
  onTaskFinished,
  logError,
  adapters: given,
}: ComposeDeps) {
  const { db } = database;
  const adapters = { ...createAdapters(config, database, logError), ...given };
  const { storage, messenger, gateway } = adapters;

  const sessions = new SessionService(db);
  const apiKeys = createApiKeys({ db });
  const office = createOffice(db, sessions);
  const messages = createMessages(db);
  const notify = messages.notify;
  const codes = new CodeService(db, messenger, config.CODE_RESEND_SECONDS);
  const agreements = new AgreementService(db);
  const uploads = new UploadService(storage, db);
  const settlement = new SettlementService(db, uploads.findForeignFile, notify);
  const login = new LoginService(db, codes, sessions, agreements.hasUnread, (subject) =>
    office.roles.roleNameOf(subject),
  );
  const profile = new ProfileService(db, codes, sessions);
  const catalog = new CatalogService(db);
  const shipping = new ShippingService(db);

  // The money path: cart, addresses, coupons, checkout, orders (and sellers shipping them), payments, wallet.
  const cart = new CartService(db);
  const addresses = new AddressService(db);
  const coupons = new CouponService(db);
  const wallet = new WalletService(db);
  const income = new SellerIncome(wallet, notify, config.PLATFORM_FEE_RATE);
  const orders = new OrderService(db, coupons, notify, shipping, income.creditFinished);
  const fulfilment = new FulfilmentService(db, shipping, notify, refuseShipWhileAfterSaleOpen);
  const checkout = new CheckoutService(db, cart, addresses, coupons, shipping, {
    payTimeoutMs: config.ORDER_PAY_TIMEOUT_MINUTES * 60_000,
  });
  const payments = new PaymentService(db, wallet, gateway, notify);

  const cash = createCash({ db, wallet, notify, feeRate: config.PLATFORM_FEE_RATE });
  // Stores publish through the task queue; the tasks module counts a publish once the store has it.
  const stores = createStores({
    db,
    config,
    log: logError ?? (() => {}),
    publishing: {
      loadProducts: (ids, lang) => catalog.packageProducts(ids, lang),
      absolute: (url) => (url.startsWith('/') ? `${publicUrl(config)}${url}` : url),
      onPublished: (businessId, productIds) => tasks.services.taken.countPublished(businessId, productIds),
    },
    orders: { variantBySku: (sku) => catalog.variantBySku(sku) },
  });
  const tasks = createTasks({
    db,
    config,
    storage,
    catalog,
    orders,
    notify,
    onTaskFinished,
    publishing: stores.publisher,
  });
  const afterSales = createAfterSales({
    db,
    wallet,
    addresses,
    findForeignFile: uploads.findForeignFile,
    notify,
  });
  const sellerProducts = createSellerProducts({
    db,
    catalog,
    findForeignFile: uploads.findForeignFile,
    review: { notify, ...(logError ? { logError } : {}) },
  });

  return {
    db,
    adapters,
    sessions,
    apiKeys,
    office,
    idempotency: new IdempotencyKeys(db),
    messages,
    codes,
    agreements,
    uploads,
    settlement,
    login,
    profile,
    registration: new RegistrationService(db, codes, sessions),
    catalog,
    favourites: new FavouritesService(db),
    shipping,
    cart,
    addresses,
    coupons,
    couponCentre: new CouponCentreService(db),
    couponAdmin: new CouponTemplateAdminService(db, coupons, notify),
    wallet,
    income,
    orders,
    fulfilment,
    checkout,
    payments,
    cash,
    tasks,
    stores,
    afterSales,
    sellerProducts,
    reports: new ReportService(db, afterSales.noSendCount),
    health: new HealthService(database),
  };
}

export type Services = ReturnType<typeof composeServices>;

/** Every module's calls, mounted under the API base path. */
export async function registerApi(api: FastifyInstance, s: Services, config: Config): Promise<void> {
  await api.register(healthRoutes, { health: s.health });
  await api.register(accountRoutes, { registration: s.registration, login: s.login, sessions: s.sessions });
  await api.register(profileRoutes, { profile: s.profile, settlement: s.settlement });
  await api.register(settlementReviewRoutes, { settlement: s.settlement });
  await api.register(officeRoutes, { office: s.office });
  await api.register(catalogRoutes, { catalog: s.catalog });
  await api.register(favouriteRoutes, { favourites: s.favourites });
  await api.register(shippingRoutes, { shipping: s.shipping });
  await api.register(cartRoutes, { cart: s.cart });
  await api.register(addressRoutes, { addresses: s.addresses });
  await api.register(couponRoutes, { coupons: s.coupons });
  await api.register(couponCentreRoutes, { centre: s.couponCentre });
  await api.register(couponTemplateAdminRoutes, { admin: s.couponAdmin });
  await api.register(orderRoutes, { checkout: s.checkout, orders: s.orders });
  await api.register(fulfilmentRoutes, { fulfilment: s.fulfilment });
  await api.register(paymentRoutes, { payments: s.payments, webhook: s.adapters.gateway !== null });
  await api.register(walletRoutes, { wallet: s.wallet });
  await s.cash.register(api);
  await s.messages.registerApi(api);
  await api.register(agreementRoutes, { agreements: s.agreements });
  await api.register(reportRoutes, { reports: s.reports });
  await s.tasks.registerApi(api);
  await s.stores.registerApi(api);
  await s.apiKeys.registerApi(api);
  await api.register(uploadRoutes, { uploads: s.uploads });
  await s.sellerProducts.register(api);
  await s.afterSales.register(api);
  if (config.NODE_ENV !== 'production') await api.register(devRoutes, { messenger: s.adapters.messenger });
  // Test-only; the configuration refuses TEST_FIXTURES in production, so this never mounts there.
  if (config.TEST_FIXTURES) {
    const fixtures = new FixtureService({
      db: s.db,
      sessions: s.sessions,
      login: s.login,
      settlement: s.settlement,
      profile: s.profile,
      wallet: s.wallet,
      coupons: s.coupons,
      uploads: s.uploads,
      writer: s.sellerProducts.writer,
      review: s.sellerProducts.review,
    });
    await api.register(fixtureRoutes, { fixtures });
  }
}

/**
 * Pages of the outside world's stand-ins, outside the API base path: the sandbox gateway's hosted page and the
 * sandbox store (each only when configured).
 */
export async function registerPages(app: FastifyInstance, s: Services, config: Config): Promise<void> {
  const { gateway } = s.adapters;
  if (gateway instanceof SandboxGateway)
    await app.register(sandboxRoutes, { payments: s.payments, gateway, brlPerUsd: config.BRL_PER_USD });
  await s.stores.registerSandbox(app);
}

/** Partial files that killed writes left behind; only those an hour old, so no live write is touched. */
const PARTIAL_FILE_AGE_MS = 60 * 60 * 1000;

/**
 * What runs beside the requests: the unpaid-order sweep, the task worker, the partial-file sweep, mail being
 * delivered (which still goes out when the app stops).
 */
export function startBackground(app: FastifyInstance, s: Services, config: Config): void {
  app.addHook('onClose', () => s.adapters.messenger.settled());
  app.addHook('onReady', async () => {
    void s.adapters.storage.sweepPartials?.(new Date(Date.now() - PARTIAL_FILE_AGE_MS)).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed partial files of interrupted writes');
      },
      (err: unknown) => app.log.error({ err }, 'could not sweep partial files'),
    );
  });
  if (config.ORDER_SWEEP_SECONDS > 0) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        s.orders
          .expireOverdue()
          .catch((error: unknown) => app.log.error({ err: error }, 'order timeout sweep failed'));
      }, config.ORDER_SWEEP_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (config.STORE_POLL_MINUTES > 0) {
    let poll: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      poll = setInterval(() => {
        s.stores.orders
          .poll((err, storeId) => app.log.warn({ err, storeId }, 'store order poll failed for a store'))
          .catch((err: unknown) => app.log.error({ err }, 'store order poll failed'));
      }, config.STORE_POLL_MINUTES * 60_000);
      poll.unref();
    });
    app.addHook('onClose', async () => clearInterval(poll));
  }
  s.tasks.startWorker(app);
}
