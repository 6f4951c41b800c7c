import {
  PriceRule,
  PriceRuleInput,
  StoreConnectRequest,
  StoreIdRequest,
  StoreList,
  StoreRenameRequest,
  StoreView,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { StorePublisher } from './publisher';
import type { StoreService } from './service';

/** The CRM page that guards every store call (db/seed/menu-tree.ts). */
export const STORE_PAGE = { scope: 'business' as const, page: '/CRM/store' };

/** A business's connected stores (CRM "Stores"; paths ours). No answer ever carries credentials. */
export const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService; publisher: StorePublisher }> = async (
  app,
  { stores, publisher },
) => {
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
      }),
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
};
