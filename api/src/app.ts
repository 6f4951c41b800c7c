import { randomUUID } from 'node:crypto';
import { API_BASE } from '@dropmall/contract';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Messenger } from './adapters/messaging/messenger';
import { smtpTransport } from './adapters/messaging/smtp';
import { createStorage } from './adapters/storage';
import { type Config, uploadsDir } from './config';
import type { Database } from './db/client';
import { accessPlugin } from './http/access';
import { installErrorHandler } from './http/error-handler';
import { idempotencyPlugin } from './http/idempotency';
import { installOpenApi } from './http/openapi';
import { installRateLimit } from './http/rate-limit';
import { installSecurityHeaders } from './http/security-headers';
import { installTextGuard } from './http/text-guard';
import { installUploads } from './http/uploads';
import { installWebApp } from './http/web-app';
import { CodeService } from './modules/accounts/code-service';
import { LoginService } from './modules/accounts/login-service';
import { profileRoutes } from './modules/accounts/profile-routes';
import { ProfileService } from './modules/accounts/profile-service';
import { RegistrationService } from './modules/accounts/registration-service';
import { accountRoutes } from './modules/accounts/routes';
import { SessionService } from './modules/accounts/session-service';
import { settlementReviewRoutes } from './modules/accounts/settlement-review-routes';
import { SettlementService } from './modules/accounts/settlement-service';
import { createAfterSales } from './modules/after-sales';
import { refuseShipWhileAfterSaleOpen } from './modules/after-sales/ship-guard';
import { agreementRoutes } from './modules/agreements/routes';
import { AgreementService } from './modules/agreements/service';
import { createCash } from './modules/cash';
import { CatalogService } from './modules/catalog/catalog-service';
import { catalogRoutes } from './modules/catalog/routes';
import { createCommerce } from './modules/commerce';
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
import { reportRoutes } from './modules/reports/routes';
import { ReportService } from './modules/reports/service';
import { createSellerProducts } from './modules/seller-products';
import { shippingRoutes } from './modules/shipping/routes';
import { ShippingService } from './modules/shipping/service';
import { createStores } from './modules/stores';
import { createTasks, type TaskFinished } from './modules/tasks';
import { uploadRoutes } from './modules/uploads/routes';
import { UploadService } from './modules/uploads/service';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Called when an export task ends (done or failed); the 'export ready' message hangs here. */
  onTaskFinished?: TaskFinished;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole server: HTTP plumbing, then each module's routes under /v1, then the web app. */
const PARTIAL_FILE_AGE_MS = 60 * 60 * 1000;

export async function buildApp({ config, database, onTaskFinished }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // A caller's x-request-id is kept when it is sane, so logs can be followed across services.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installTextGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await installSecurityHeaders(app, config.PUBLIC_URL);
  await app.register(formBody);

  const { db } = database;
  const sessions = new SessionService(db);
  const office = createOffice(db, sessions);
  // Before the OpenAPI plugin and every route: each route's declared access is checked as it is added.
  await app.register(accessPlugin, { sessions, permissions: office.permissions });
  // Routes opt in with `config: { idempotency }`; expired keys go on the order sweep's beat.
  await app.register(idempotencyPlugin, {
    store: new IdempotencyKeys(db),
    sweepSeconds: config.ORDER_SWEEP_SECONDS,
  });
  await installOpenApi(app);
  await installRateLimit(app, config.REDIS_URL);

  const messenger = new Messenger(
    db,
    config.SMTP_URL ? { email: smtpTransport(config.SMTP_URL, config.SMTP_FROM) } : {},
  );
  const codes = new CodeService(db, messenger, config.CODE_RESEND_SECONDS);
  const messages = createMessages(db);
  const agreements = new AgreementService(db);
  const storage = createStorage(config);
  // Partial files that killed writes left behind; only those an hour old, so no live write is touched.
  app.addHook('onReady', async () => {
    void storage.sweepPartials?.(new Date(Date.now() - PARTIAL_FILE_AGE_MS)).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed partial files of interrupted writes');
      },
      (err: unknown) => app.log.error({ err }, 'could not sweep partial files'),
    );
  });
  const uploads = new UploadService(storage, db);
  const settlement = new SettlementService(db, uploads.findForeignFile, messages.notify);
  const commerce = createCommerce({
    db,
    config,
    notify: messages.notify,
    shipGuard: refuseShipWhileAfterSaleOpen,
  });
  await commerce.registerPages(app);
  commerce.startSweep(app);
  const cash = createCash({ db, wallet: commerce.services.wallet, notify: messages.notify });
  const catalog = new CatalogService(db);
  const tasks = createTasks({
    db,
    config,
    storage,
    catalog,
    orders: commerce.services.orders,
    notify: messages.notify,
    onTaskFinished,
  });
  tasks.startWorker(app);
  const connectedStores = createStores({ db, config, log: (err, msg) => app.log.error({ err }, msg) });
  await connectedStores.registerSandbox(app);
  const afterSales = createAfterSales({
    db,
    wallet: commerce.services.wallet,
    addresses: commerce.services.addresses,
    findForeignFile: uploads.findForeignFile,
    notify: messages.notify,
  });
  const sellerProducts = createSellerProducts({
    db,
    catalog,
    findForeignFile: uploads.findForeignFile,
    review: { notify: messages.notify, logError: (err, msg) => app.log.error({ err }, msg) },
  });

  const login = new LoginService(db, codes, sessions, agreements.hasUnread, (subject) =>
    office.roles.roleNameOf(subject),
  );
  const profile = new ProfileService(db, codes, sessions);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: new HealthService(database) });
      await api.register(accountRoutes, {
        registration: new RegistrationService(db, codes, sessions),
        login,
        sessions,
      });
      await api.register(profileRoutes, { profile, settlement });
      await api.register(settlementReviewRoutes, { settlement });
      await api.register(officeRoutes, { office });
      await api.register(catalogRoutes, { catalog });
      await api.register(favouriteRoutes, { favourites: new FavouritesService(db) });
      await api.register(shippingRoutes, { shipping: new ShippingService(db) });
      await commerce.registerApi(api);
      await cash.register(api);
      await messages.registerApi(api);
      await api.register(agreementRoutes, { agreements });
      await api.register(reportRoutes, { reports: new ReportService(db, afterSales.noSendCount) });
      await tasks.registerApi(api);
      await connectedStores.registerApi(api);
      await api.register(uploadRoutes, { uploads });
      await sellerProducts.register(api);
      await afterSales.register(api);
      if (config.NODE_ENV !== 'production') await api.register(devRoutes, { messenger });
      // Test-only; the configuration refuses TEST_FIXTURES in production, so this never mounts there.
      if (config.TEST_FIXTURES) {
        const fixtures = new FixtureService({
          db,
          sessions,
          login,
          settlement,
          profile,
          wallet: commerce.services.wallet,
          coupons: commerce.services.coupons,
          uploads,
          writer: sellerProducts.writer,
          review: sellerProducts.review,
        });
        await api.register(fixtureRoutes, { fixtures });
      }
    },
    { prefix: API_BASE },
  );

  await installUploads(app, uploadsDir(config));
  await installWebApp(app, config.WEB_DIST);
  return app;
}
