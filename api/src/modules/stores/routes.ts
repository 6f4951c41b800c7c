import {
  BindStoreLineRequest,
  PriceRule,
  PriceRuleInput,
  RetryTrackingRequest,
  ShopifyInstallRequest,
  ShopifyInstallStart,
  StoreConnectRequest,
  StoreIdRequest,
  StoreList,
  StoreOrderLineView,
  StoreOrderMallOrderView,
  StoreOrderPage,
  StoreOrderQuery,
  StoreRenameRequest,
  StoreView,
  StoreWebhookAnswer,
  SyncOrdersAnswer,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { declaredFailures } from '../../http/openapi-failures';
import { pages } from '../pages';
import type { StoreOrders } from './orders';
import type { StorePublisher } from './publisher';
import type { StoreService } from './service';
import type { ShopifyInstalls } from './shopify-install';
import type { TrackingPusher } from './tracking';

/** The CRM page that guards every store call (db/seed/menu-tree.ts). */
export const STORE_PAGE = { scope: 'business' as const, page: '/CRM/store' };

/** A business's connected stores (CRM "Stores"; paths ours). No answer ever carries credentials. */
export const storeRoutes: FastifyPluginAsyncZod<{
  stores: StoreService;
  publisher: StorePublisher;
  orders: StoreOrders;
  tracking: TrackingPusher;
  installs: ShopifyInstalls;
}> = async (app, { stores, publisher, orders, tracking, installs }) => {
  const tags = ['stores'];
  const guarded = { access: access.permission(STORE_PAGE) };

  app.post(
    '/store/priceRule',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The markup rule of prices published to the stores (the default when never saved)',
        response: { 200: officeSchema(PriceRule) },
      },
    },
    async (request) => officeOk(await publisher.priceRule(request.caller.businessId)),
  );

  app.post(
    '/store/priceRule/save',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Change the markup rule: store price = mall price x multiplier + fixed, rounded up to .99',
        body: PriceRuleInput,
        response: { 200: officeSchema(PriceRule) },
      },
    },
    async (request) => officeOk(await publisher.savePriceRule(request.caller.businessId, request.body)),
  );

  app.post(
    '/store/list',
    {
      // The publish list offers the stores to publish to: its page may read them too (never credentials).
      config: { access: access.permission(STORE_PAGE, pages.productPublish) },
      schema: {
        tags,
        summary: 'The business’s connected and paused stores',
        response: { 200: officeSchema(StoreList) },
      },
    },
    async (request) =>
      officeOk({
        records: await stores.list(request.caller.businessId),
        sandboxAvailable: stores.sandboxAvailable,
        shopifyAppInstall: installs.available,
      }),
  );

  app.post(
    '/store/shopify/install',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Install the platform’s Shopify app in a shop: answers the shop’s page where the merchant approves it',
        body: ShopifyInstallRequest,
        response: { 200: officeSchema(ShopifyInstallStart) },
      },
    },
    async (request) =>
      officeOk(await installs.start(request.caller.businessId, request.body.shopDomain, request.body.name)),
  );

  // Where Shopify sends the merchant's browser after the approval: no session here (the state nonce stands for
  // the business that started), and the answer is the Stores page with the outcome.
  app.get(
    '/store/shopify/callback',
    {
      config: { access: access.anonymous },
      // A browser's redirect, not a call of the API: left out of its document.
      schema: {
        hide: true,
        querystring: z
          .object({
            code: z.string().max(200).optional(),
            hmac: z.string().max(200).optional(),
            shop: z.string().max(200).optional(),
            state: z.string().max(200).optional(),
            timestamp: z.string().max(20).optional(),
          })
          // Every parameter Shopify sends is signed: the others are kept for the HMAC.
          .catchall(z.string().max(2000)),
      },
    },
    async (request, reply) => {
      const outcome = await installs.finish(request.query as Record<string, string>);
      const to =
        'storeId' in outcome
          ? `/CRM/store?shopifyInstall=done`
          : `/CRM/store?shopifyInstall=${encodeURIComponent(outcome.failure)}`;
      return reply.redirect(to, 303);
    },
  );

  app.post(
    '/store/connect',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Connect a Shopify, WooCommerce or sandbox store: the credentials are tested first',
        body: StoreConnectRequest,
        response: { 200: officeSchema(StoreView) },
      },
    },
    async (request) => officeOk(await stores.add(request.caller.businessId, request.body)),
  );

  app.post(
    '/store/rename',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Rename a store',
        body: StoreRenameRequest,
        response: { 200: officeSchema(StoreView) },
      },
    },
    async (request) =>
      officeOk(await stores.rename(request.caller.businessId, request.body.id, request.body.name)),
  );

  for (const action of ['pause', 'resume', 'disconnect'] as const) {
    app.post(
      `/store/${action}`,
      {
        config: guarded,
        schema: {
          tags,
          summary:
            action === 'pause'
              ? 'Pause a store: nothing is sent to it or fetched from it'
              : action === 'resume'
                ? 'Resume a paused store (its credentials are tested again)'
                : 'Disconnect a store: its credentials are erased',
          body: StoreIdRequest,
          response: { 200: officeSchema(StoreView) },
        },
      },
      async (request) => officeOk(await stores.move(request.caller.businessId, request.body.id, action)),
    );
  }

  app.post(
    '/order/crmCustomerOrderList',
    {
      config: { access: access.permission(pages.storeOrders) },
      schema: {
        tags,
        summary:
          'Orders placed in the business’s connected stores: by store, status, shop order number, dates',
        body: StoreOrderQuery,
        response: { 200: officeSchema(StoreOrderPage) },
      },
    },
    async (request) => officeOk(await orders.list(request.caller.businessId, request.body, request.language)),
  );

  app.post(
    '/store/order/retryTracking',
    {
      config: { access: access.permission(pages.storeOrders) },
      schema: {
        tags,
        summary:
          'Send a shipped mall order’s carrier and tracking number to its store again (failed or waiting)',
        body: RetryTrackingRequest,
        response: { 200: officeSchema(StoreOrderMallOrderView) },
      },
    },
    async (request) =>
      officeOk(
        await tracking.retryNow(request.caller.businessId, request.body.mallOrderId, request.language),
      ),
  );

  app.post(
    '/business/bindingCrmCustomer',
    {
      config: { access: access.permission(pages.storeOrders) },
      schema: {
        tags,
        summary: 'Bind an unmatched store order line to a mall variant: picked by id, or named by its SKU',
        body: BindStoreLineRequest,
        response: { 200: officeSchema(StoreOrderLineView) },
      },
    },
    async (request) =>
      officeOk(await orders.bindLine(request.caller.businessId, request.body.lineId, request.body)),
  );

  app.post(
    '/store/syncOrders',
    {
      config: { access: access.permission(pages.storeOrders, STORE_PAGE) },
      schema: {
        tags,
        summary: 'Fetch the orders changed in the store in the last 30 days (catches missed webhooks)',
        body: StoreIdRequest,
        response: { 200: officeSchema(SyncOrdersAnswer) },
      },
    },
    async (request) => officeOk(await orders.sync(request.caller.businessId, request.body.id)),
  );

  // Store webhooks: anonymous, but each must carry the store's HMAC over the raw body, so this route reads
  // the body as text before anything parses it (JSON; WooCommerce's first ping is a form).
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    hooks.withTypeProvider<ZodTypeProvider>().post(
      '/store/webhook/:storeId',
      {
        config: { access: access.anonymous },
        schema: {
          tags,
          summary:
            'Order webhooks of a connected store (X-Shopify-Hmac-Sha256 or X-WC-Webhook-Signature over the body)',
          params: z.object({ storeId: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: officeSchema(StoreWebhookAnswer) },
          failures: declaredFailures.signed,
        },
      },
      async (request) =>
        officeOk(await orders.receive(request.params.storeId, String(request.body ?? ''), request.headers)),
    );
  });
};
