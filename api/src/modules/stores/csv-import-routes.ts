import {
  IdQuery,
  StoreCsvImportQueued,
  StoreCsvImportRequest,
  StoreCsvImportState,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { StoreCsvImports } from './csv-imports';
import { STORE_PAGE } from './routes';

/** Shopify order-export CSVs for stores without API access: queued at once, followed by the page. */
export const csvImportRoutes: FastifyPluginAsyncZod<{ csvImports: StoreCsvImports }> = async (
  app,
  { csvImports },
) => {
  const tags = ['stores'];
  const config = { access: access.permission(pages.storeOrders, STORE_PAGE) };

  app.post(
    '/store/importOrders',
    {
      config,
      // The file's text in JSON: Shopify's export of a few thousand lines.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Check Shopify’s order-export CSV whole (400 naming every bad row, nothing kept) and queue its import into a store without API access',
        body: StoreCsvImportRequest,
        response: { 200: officeSchema(StoreCsvImportQueued) },
      },
    },
    async (request) =>
      officeOk(
        await csvImports.queue(
          request.caller.businessUser,
          request.body.id,
          request.body.csv,
          request.language,
        ),
      ),
  );

  app.get(
    '/store/importTask',
    {
      config,
      schema: {
        tags,
        summary: 'How far a CSV order import got: its state, orders written, new, updated and skipped',
        querystring: IdQuery,
        response: { 200: officeSchema(StoreCsvImportState) },
      },
    },
    async (request) =>
      officeOk(await csvImports.state(request.caller.businessId, request.query.id, request.language)),
  );
};
