import {
  StoreHeldPriceDecision,
  StoreHeldPriceList,
  StoreSyncNowRequest,
  StoreSyncQueued,
  StoreSyncSave,
  StoreView,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import { STORE_PAGE } from './routes';
import type { StoreSync } from './sync';

/** Stock and price sync of a store (docs/decisions.md "Stock and price sync to stores"). */
export const storeSyncRoutes: FastifyPluginAsyncZod<{ sync: StoreSync }> = async (app, { sync }) => {
  const guarded = { access: access.permission(STORE_PAGE) };
  app.post(
    '/store/sync/save',
    {
      config: guarded,
      schema: {
        tags: ['stores'],
        summary:
          'Sync settings of a store: safety buffer, price rise threshold, what a stopped variant becomes',
        body: StoreSyncSave,
        response: { 200: officeSchema(StoreView) },
      },
    },
    async (request) => officeOk(await sync.saveSettings(request.caller.businessId, request.body)),
  );
  app.post(
    '/store/sync/now',
    {
      // The publish list syncs one product: its page may ask too.
      config: { access: access.permission(STORE_PAGE, pages.productPublish) },
      schema: {
        tags: ['stores'],
        summary: "Sync now: every linked variant of the store (or one product's) sent at once",
        body: StoreSyncNowRequest,
        response: { 200: officeSchema(StoreSyncQueued) },
      },
    },
    async (request) =>
      officeOk(await sync.syncNow(request.caller.businessId, request.body.id, request.body.productId)),
  );
  app.post(
    '/store/sync/held',
    {
      config: guarded,
      schema: {
        tags: ['stores'],
        summary: "The business's store price rises held for approval",
        response: { 200: officeSchema(StoreHeldPriceList) },
      },
    },
    async (request) => officeOk({ records: await sync.held(request.caller.businessId) }),
  );
  for (const [path, approve] of [
    ['/store/sync/approve', true],
    ['/store/sync/reject', false],
  ] as const)
    app.post(
      path,
      {
        config: guarded,
        schema: {
          tags: ['stores'],
          summary: approve
            ? 'Approves a held store price rise: pushed to the store with the next run'
            : 'Rejects a held store price rise: the store keeps its price until the mall price moves again',
          body: StoreHeldPriceDecision,
          response: { 200: officeSchema(z.null()) },
        },
      },
      async (request) => {
        await sync.decide(request.caller.businessId, request.body.storeId, request.body.variantId, approve);
        return officeOk(null);
      },
    );
};
