import { TaskDataType } from '@dropmall/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Messenger } from './adapters/messaging/messenger';
import { smtpTransport } from './adapters/messaging/smtp';
import { createPaymentGateway, type PaymentGateway, SandboxGateway } from './adapters/payments';
import { findCjkFont } from './adapters/pdf/fonts';
import { createStorage, type FileStorage, type PendingFiles, waitingForPending } from './adapters/storage';
import { type Config, publicUrl } from './config';
import type { Database } from './db/client';
import { CodeService } from './modules/accounts/code-service';
import { activeOperatorEmails } from './modules/accounts/directory';
import { LoginService } from './modules/accounts/login-service';
import { payPasswordRoutes } from './modules/accounts/pay-password-routes';
import { PayPasswordService } from './modules/accounts/pay-password-service';
import { profileRoutes } from './modules/accounts/profile-routes';
import { ProfileService } from './modules/accounts/profile-service';
import { RegistrationService } from './modules/accounts/registration-service';
import { accountRoutes } from './modules/accounts/routes';
import { SessionService } from './modules/accounts/session-service';
import { settlementReviewRoutes } from './modules/accounts/settlement-review-routes';
import { SettlementService } from './modules/accounts/settlement-service';
import { addressRoutes } from './modules/addresses/routes';
import { AddressService } from './modules/addresses/service';
import { AfterSaleEvents } from './modules/after-sale-events';
import { createAfterSales } from './modules/after-sales';
import { refundsOfOrders } from './modules/after-sales/refund-reads';
import { refuseShipWhileAfterSaleOpen } from './modules/after-sales/ship-guard';
import { openStoreCancelRefund } from './modules/after-sales/store-cancel';
import { agreementRoutes } from './modules/agreements/routes';
import { AgreementService } from './modules/agreements/service';
import { createApiKeys } from './modules/api-keys';
import { createBrands } from './modules/brands';
import { cartRoutes } from './modules/cart/routes';
import { CartService } from './modules/cart/service';
import { createCash } from './modules/cash';
import { SellerIncome } from './modules/cash/income';
import { cacheNamespace, createAnswerCache } from './modules/catalog/answer-cache';
import { syncVariants } from './modules/catalog/available';
import { CatalogService } from './modules/catalog/catalog-service';
import { onCatalogChange } from './modules/catalog/changes';
import { catalogRoutes } from './modules/catalog/routes';
import { VariantPicks } from './modules/catalog/variant-picks';
import { couponCentreRoutes } from './modules/coupons/centre-routes';
import { CouponCentreService } from './modules/coupons/centre-service';
import { couponRoutes } from './modules/coupons/routes';
import { CouponService } from './modules/coupons/service';
import { couponTemplateAdminRoutes } from './modules/coupons/template-admin-routes';
import { CouponTemplateAdminService } from './modules/coupons/template-admin-service';
import { fixtureRoutes } from './modules/dev/fixture-routes';
import { FixtureService } from './modules/dev/fixture-service';
import { devRoutes } from './modules/dev/routes';
import { favouriteFlags } from './modules/favourites/flags';
import { favouriteRoutes } from './modules/favourites/routes';
import { FavouritesService } from './modules/favourites/service';
import { FirstPaintService } from './modules/first-paint/service';
import { healthRoutes } from './modules/health/routes';
import { HealthService } from './modules/health/service';
import { IdempotencyKeys } from './modules/idempotency/store';
import { createMessages } from './modules/messages';
import { createOffice } from './modules/office';
import { officeRoutes } from './modules/office/routes';
import { OrderEvents } from './modules/order-events';
import { CheckoutService, type QuotedGroup } from './modules/orders/checkout-service';
import { fulfilmentRoutes } from './modules/orders/fulfilment-routes';
import { FulfilmentService } from './modules/orders/fulfilment-service';
import { OrderService } from './modules/orders/order-service';
import { ordersByIds } from './modules/orders/reads';
import { orderRoutes } from './modules/orders/routes';
import { orderSummaries } from './modules/orders/summaries';
import { waitingToShip } from './modules/orders/waiting-orders';
import { ProviderRefunds } from './modules/payments/provider-refunds';
import { ReconcileService } from './modules/payments/reconcile';
import { reconcileRoutes } from './modules/payments/reconcile-routes';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { PaymentService } from './modules/payments/service';
import { topUpDisputesHeld } from './modules/payments/topup-disputes';
import { topUpRoutes } from './modules/payments/topup-routes';
import { TopUpService } from './modules/payments/topups';
import { reportRoutes } from './modules/reports/routes';
import { ReportService } from './modules/reports/service';
import { createSamples } from './modules/samples';
import { createSellerProducts } from './modules/seller-products';
import { shippingRoutes } from './modules/shipping/routes';
import { ShippingService } from './modules/shipping/service';
import { createStock } from './modules/stock';
import { stockEvents } from './modules/stock-events';
import { CredentialBox, createStores } from './modules/stores';
import { createTasks, type TaskFinished } from './modules/tasks';
import { uploadRoutes } from './modules/uploads/routes';
import { UploadService } from './modules/uploads/service';
import { walletRoutes } from './modules/wallet/routes';
import { WalletService } from './modules/wallet/service';
import { createWebhooks } from './modules/webhooks';

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
  /** The app's Redis client (REDIS_URL): the catalogue cache lives there when given. */
  redis?: Redis | undefined;
  /** Public files still being made: the storage's readers wait for them. */
  pendingFiles?: PendingFiles | undefined;
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
  redis,
  pendingFiles,
}: ComposeDeps) {
  const { db } = database;
  const made = { ...createAdapters(config, database, logError), ...given };
  const adapters = pendingFiles ? { ...made, storage: waitingForPending(made.storage, pendingFiles) } : made;
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
  const payPasswords = new PayPasswordService(db, codes);
  const guardPayment = (businessId: number, payType: number, password: string | undefined) =>
    payPasswords.guardPayment(businessId, payType, password);
  const catalog = new CatalogService(db, favouriteFlags, database.plannedOnce);
  const variantPicks = new VariantPicks(db, (sku) => catalog.variantBySku(sku));
  const catalogCache = createAnswerCache({
    ttlSeconds: config.CATALOG_CACHE_SECONDS,
    maxMegabytes: config.CATALOG_CACHE_MB,
    redis: redis ? { client: redis, namespace: cacheNamespace(database) } : undefined,
    logError: logError ?? (() => {}),
  });
  const shipping = new ShippingService(db);

  // The money path: cart, addresses, coupons, checkout, orders (and sellers shipping them), payments, wallet.
  const cart = new CartService(db);
  const addresses = new AddressService(db);
  const coupons = new CouponService(db);
  const wallet = new WalletService(db);
  const income = new SellerIncome(wallet, notify, config.PLATFORM_FEE_RATE);
  const orders = new OrderService(db, coupons, notify, shipping, income.creditFinished);
  // Orders and payments announce paid and shipped orders; stores and webhooks, built below, listen.
  const orderEvents = new OrderEvents();
  const fulfilment = new FulfilmentService(db, shipping, notify, refuseShipWhileAfterSaleOpen, orderEvents);
  const checkout = new CheckoutService(db, cart, addresses, coupons, shipping, {
    payTimeoutMs: config.ORDER_PAY_TIMEOUT_MINUTES * 60_000,
  });
  const buyerCountry = (businessId: number) => profile.businessCountry(businessId);
  const topUps = new TopUpService(
    db,
    wallet,
    gateway,
    { minimum: config.TOPUP_MIN_USD, maximum: config.TOPUP_MAX_USD },
    buyerCountry,
  );
  // A payment dispute is mailed to every active operator (they answer the bank).
  const alertOperators = async (alert: { subject: string; body: string }) => {
    for (const to of await activeOperatorEmails(db))
      await messenger.send({ channel: 'email', to, subject: alert.subject, body: alert.body });
  };
  const payments = new PaymentService(
    db,
    wallet,
    gateway,
    notify,
    orderEvents,
    topUps,
    buyerCountry,
    alertOperators,
  );
  const reconcile = new ReconcileService(db, gateway);
  const stock = createStock({
    db,
    orders: { waitingToShip: (businessId, ids) => waitingToShip(db, businessId, ids) },
    cjkFont: findCjkFont(config.PDF_CJK_FONT),
  });
  orderEvents.listen(stock.orderListener);

  const cash = createCash({
    db,
    wallet,
    notify,
    feeRate: config.PLATFORM_FEE_RATE,
    disputeHeld: topUpDisputesHeld,
  });
  // After-sales announce new requests and moves; outgoing webhooks (below) listen.
  const afterSaleEvents = new AfterSaleEvents();
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
    orders: {
      variantBySku: (sku) => catalog.variantBySku(sku),
      variantOnSale: (id) => variantPicks.onSale(id),
    },
    mapping: variantPicks,
    // Imports of a store's own products run on the task queue (a kind of their own; nothing to download).
    productTasks: {
      enqueue: async (task) => {
        const { task: row } = await tasks.services.enqueue({
          ...task,
          dataType: TaskDataType.storeProducts,
          fileType: 'zip',
          dedupWhileQueued: true,
        });
        return { taskId: row.id };
      },
      state: async (businessId, taskId) => {
        const row = await tasks.services.store.owned(businessId, taskId).catch(() => null);
        return row && { status: row.status, progress: row.progress };
      },
    },
    tracking: {
      // The buyer's shipped order as the store is told: the carrier's English name, the tracking number.
      shipmentOf: async (businessId, id) => {
        const order = await orders.detail(businessId, id, 'en').catch(() => null);
        if (!order?.shippedAt || !order.trackingNo) return null;
        return {
          carrier: order.expressName,
          trackingNumber: order.trackingNo,
          items: order.items.map((i) => ({ variantId: i.skuId, quantity: i.num })),
        };
      },
      orderNumbers: (ids) => orders.numbersOf(ids),
    },
    // A store cancelling a paid store order opens refund requests on its unshipped mall orders.
    cancelRefund: (tx, mallOrderId, description) =>
      openStoreCancelRefund(tx, mallOrderId, description, { notify, events: afterSaleEvents }),
    storage,
    // Order-CSV imports run on the task queue (a task of their own kind; nothing to download).
    csvTasks: {
      enqueue: async (task, alongside) => {
        const { task: row, duplicate } = await tasks.services.enqueue(
          // The same file again answers the task only while that one waits; once run, it imports again.
          { ...task, dataType: TaskDataType.csvImport, fileType: 'zip', dedupWhileQueued: true },
          (tx, created) => alongside(tx, created.id),
        );
        return { taskId: row.id, duplicate };
      },
      state: async (businessId, taskId) => {
        const row = await tasks.services.store.owned(businessId, taskId).catch(() => null);
        return row && { status: row.status, progress: row.progress };
      },
    },
    notify,
    autoPay: {
      balance: (businessId, tx) => wallet.balance(businessId, tx),
      guardPayment,
      announceHeld: (tx, businessId, data) =>
        webhooks.announce(tx, 'storeOrder.autoPayHeld', businessId, data),
    },
    alerts: {
      balance: (businessId, tx) => wallet.balance(businessId, tx),
      announce: (tx, event, businessId, data) => webhooks.announce(tx, event, businessId, data),
    },
    sync: {
      variants: (ids) => syncVariants(db, ids),
      announceHeld: (tx, businessId, data) => webhooks.priceHeld(tx, businessId, data),
      announceFailed: (tx, businessId, data) => webhooks.announce(tx, 'store.syncFailed', businessId, data),
    },
    crm: {
      quote: (wanted, countryId, lang) => checkout.quoteVariants(wanted, countryId, lang),
      country: (code, lang) => shipping.countryByCode(code, lang),
      place: (tx, buyerId, parcels, address) =>
        checkout.placeQuoted(
          tx,
          buyerId,
          parcels.map((p) => ({ ...p, group: p.group as QuotedGroup })),
          address,
          { forStore: true },
        ),
      briefs: (buyerId, ids, lang) => orders.briefs(buyerId, ids, lang),
      refunds: (ids) => refundsOfOrders(db, ids),
      statesIn: (tx, ids) => orders.statesIn(tx, ids),
      guardPayment,
      pay: (businessId, input, lang) =>
        payments.pay(
          businessId,
          {
            type: 1,
            payType: input.payType,
            payMoney: input.payMoney,
            usePlatform: 1,
            payParamsReq: { orderIds: input.orderIds },
          },
          lang,
        ),
    },
  });
  // A shipped mall order that a store order's payment created: its tracking goes back to the store.
  orderEvents.listen({ shipped: (tx, event) => stores.tracking.shipped(tx, event) });
  // Money in (a top-up, a refund, a sale) lifts what held automatic payments below the minimum balance.
  wallet.onCredit((tx, businessId) => stores.autoPay.balanceRaised(tx, businessId));
  // A store order whose mall orders are paid moves to fulfilment, in the paying transaction. Only orders
  // placed for a store order can have one: a mall checkout's payment skips the statement.
  orderEvents.listen({
    paid: async (tx, event) => {
      const forStores = event.orders.filter((o) => o.forStore).map((o) => o.id);
      if (forStores.length > 0) await stores.crm.markPaid(tx, forStores);
    },
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
    csvImporting: stores.csvImports,
    productImporting: {
      run: (_taskId, businessId, payload, report) =>
        stores.storeProducts.runImport(businessId, payload, report),
    },
  });
  const afterSales = createAfterSales({
    db,
    wallet,
    addresses,
    findForeignFile: uploads.findForeignFile,
    notify,
    events: afterSaleEvents,
    provider: new ProviderRefunds(gateway),
  });
  // Outgoing webhooks hear of paid and shipped orders and after-sale changes inside their transactions.
  const webhooks = createWebhooks({
    db,
    config,
    box: new CredentialBox(config.STORE_CREDENTIALS_KEY),
    readOrders: orderSummaries,
    log: logError ?? (() => {}),
  });
  orderEvents.listen(webhooks.listeners);
  afterSaleEvents.listen(webhooks.listeners);
  // Available stock that drops below a business's threshold: `stock.low` (the process-wide stock hub).
  stockEvents.listen('webhooks', webhooks.stockListener);
  // The Brand List (products name a brand) and the Try-on List (sample orders through the checkout).
  const brands = createBrands({ db, findForeignFile: uploads.findForeignFile });
  const samples = createSamples({ db, checkout, cart, addresses });
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
    payPasswords,
    guardPayment,
    registration: new RegistrationService(db, codes, sessions),
    catalog,
    catalogCache,
    firstPaint: new FirstPaintService(
      catalog,
      catalogCache ? (key, depends, build) => catalogCache.text(key, depends, build) : undefined,
    ),
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
    orderEvents,
    checkout,
    payments,
    topUps,
    reconcile,
    cash,
    tasks,
    stores,
    stock,
    afterSales,
    webhooks,
    sellerProducts,
    brands,
    samples,
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
  await api.register(payPasswordRoutes, { payPasswords: s.payPasswords });
  await api.register(settlementReviewRoutes, { settlement: s.settlement });
  await api.register(officeRoutes, { office: s.office });
  await api.register(catalogRoutes, { catalog: s.catalog, cache: s.catalogCache });
  await api.register(favouriteRoutes, { favourites: s.favourites });
  await api.register(shippingRoutes, { shipping: s.shipping });
  await api.register(cartRoutes, { cart: s.cart });
  await api.register(addressRoutes, { addresses: s.addresses });
  await api.register(couponRoutes, { coupons: s.coupons });
  await api.register(couponCentreRoutes, { centre: s.couponCentre });
  await api.register(couponTemplateAdminRoutes, { admin: s.couponAdmin });
  await api.register(orderRoutes, { checkout: s.checkout, orders: s.orders });
  await api.register(fulfilmentRoutes, { fulfilment: s.fulfilment });
  await api.register(paymentRoutes, {
    payments: s.payments,
    webhook: s.adapters.gateway?.name ?? null,
    guardPayment: s.guardPayment,
    allSamples: async (businessId, ids) => {
      const found = await ordersByIds(s.db, ids, businessId);
      return found.length === new Set(ids).size && found.every((o) => o.sample);
    },
  });
  await api.register(walletRoutes, { wallet: s.wallet });
  await api.register(topUpRoutes, { topUps: s.topUps });
  await api.register(reconcileRoutes, { reconcile: s.reconcile });
  await s.cash.register(api);
  await s.messages.registerApi(api);
  await api.register(agreementRoutes, { agreements: s.agreements });
  await api.register(reportRoutes, { reports: s.reports });
  await s.tasks.registerApi(api);
  await s.stores.registerApi(api);
  await s.stock.register(api);
  await s.stock.registerReturns(api, s.afterSales.returns);
  await s.apiKeys.registerApi(api);
  await s.webhooks.registerApi(api);
  await api.register(uploadRoutes, { uploads: s.uploads });
  await s.sellerProducts.register(api);
  await s.brands.register(api);
  await s.samples.register(api);
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
        // Top-ups whose provider page has lapsed, on the same beat.
        s.topUps
          .expireOverdue(new Date(Date.now() - config.TOPUP_EXPIRE_MINUTES * 60_000))
          .catch((error: unknown) => app.log.error({ err: error }, 'top-up expiry sweep failed'));
      }, config.ORDER_SWEEP_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (config.RECONCILE_MINUTES > 0 && s.reconcile.available) {
    let reconcile: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      reconcile = setInterval(() => {
        s.reconcile.fetch().catch((err: unknown) => app.log.error({ err }, 'reconciliation fetch failed'));
      }, config.RECONCILE_MINUTES * 60_000);
      reconcile.unref();
    });
    app.addHook('onClose', async () => clearInterval(reconcile));
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
  // Stock and price sync: every committed catalogue change of a product marks its linked store variants.
  let unsync: (() => void) | undefined;
  app.addHook('onReady', async () => {
    unsync = onCatalogChange(async (change) => {
      if (change.products.size === 0) return;
      await s.stores.sync
        .productsChanged([...change.products])
        .catch((err: unknown) => app.log.error({ err }, 'store sync marking failed'));
    });
  });
  app.addHook('onClose', async () => unsync?.());
  if (config.STORE_SYNC_SECONDS > 0) {
    let syncs: NodeJS.Timeout | undefined;
    const drain = () =>
      s.stores.sync.drain().catch((err: unknown) => app.log.error({ err }, 'store sync run failed'));
    app.addHook('onReady', async () => {
      s.stores.sync.startKicks(true);
      void drain(); // changes left due by a stopped process
      syncs = setInterval(drain, config.STORE_SYNC_SECONDS * 1000);
      syncs.unref();
    });
    app.addHook('onClose', async () => {
      s.stores.sync.startKicks(false);
      clearInterval(syncs);
      await Promise.race([s.stores.sync.idle(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    });
  }
  if (config.STORE_AUTO_PAY_SECONDS > 0) {
    let payments: NodeJS.Timeout | undefined;
    const drain = () =>
      s.stores.autoPay
        .drain()
        .catch((err: unknown) => app.log.error({ err }, 'automatic payment run failed'));
    app.addHook('onReady', async () => {
      s.stores.autoPay.startKicks(true);
      void drain(); // orders left due or reserved by a stopped process
      payments = setInterval(drain, config.STORE_AUTO_PAY_SECONDS * 1000);
      payments.unref();
    });
    app.addHook('onClose', async () => {
      s.stores.autoPay.startKicks(false);
      clearInterval(payments);
      await Promise.race([
        s.stores.autoPay.idle(),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
    });
  }
  if (config.STORE_ALERTS_MINUTES > 0) {
    let alerts: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      alerts = setInterval(() => {
        s.stores.alerts.check().catch((err: unknown) => app.log.error({ err }, 'store alerts check failed'));
      }, config.STORE_ALERTS_MINUTES * 60_000);
      alerts.unref();
    });
    app.addHook('onClose', async () => clearInterval(alerts));
  }
  if (config.STORE_TRACKING_SECONDS > 0) {
    let pushes: NodeJS.Timeout | undefined;
    const drain = () =>
      s.stores.tracking.drain().catch((err: unknown) => app.log.error({ err }, 'tracking push run failed'));
    app.addHook('onReady', async () => {
      s.stores.tracking.startKicks(true);
      void drain(); // pushes left waiting by a stopped process go out at once
      pushes = setInterval(drain, config.STORE_TRACKING_SECONDS * 1000);
      pushes.unref();
    });
    app.addHook('onClose', async () => {
      s.stores.tracking.startKicks(false);
      clearInterval(pushes);
      // A push being sent finishes before the database closes; a stuck one is left to its lease.
      await Promise.race([
        s.stores.tracking.idle(),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
    });
  }
  s.tasks.startWorker(app);
  s.webhooks.startWorker(app);
}
