import {
  ReconcileDifference,
  ReconcileFetchResult,
  ReconcileListQuery,
  ReconcilePage,
  ReconcileResolveRequest,
  ResultCode,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { ReconcileService } from './reconcile';

/** The operators' reconciliation page (the platform menu's Review group). */
export const RECONCILIATION_PAGE = '/System/reconciliation';
const need = (button?: string) => ({
  scope: 'platform' as const,
  page: RECONCILIATION_PAGE,
  ...(button ? { button } : {}),
});

/** Operators compare the payment provider's records with ours and resolve differences (our paths). */
export const reconcileRoutes: FastifyPluginAsyncZod<{ reconcile: ReconcileService }> = async (
  app,
  { reconcile },
) => {
  const tags = ['reconciliation'];

  app.get(
    '/reconcile/list',
    {
      config: { access: access.permission(need()) },
      schema: {
        tags,
        summary: 'Differences between the payment provider and our payments (open by default), newest first',
        querystring: ReconcileListQuery,
        response: { 200: officeSchema(ReconcilePage) },
      },
    },
    async (request) => officeOk(await reconcile.list(request.query)),
  );

  app.post(
    '/reconcile/fetch',
    {
      config: { access: access.permission(need('fetch now')) },
      schema: {
        tags,
        summary: 'Read the provider’s payments and refunds now and refresh the differences (moves no money)',
        response: { 200: officeSchema(ReconcileFetchResult) },
        failures: {
          409: {
            description: 'The payment gateway cannot list its payments (none configured) (4090)',
            codes: [ResultCode.conflict],
          },
          502: {
            description: 'The payment provider did not answer the list; fetching again retries (5000)',
            codes: [ResultCode.internal],
          },
        },
      },
    },
    async () => officeOk(await reconcile.fetch()),
  );

  app.post(
    '/reconcile/resolve',
    {
      config: { access: access.permission(need('resolve')) },
      schema: {
        tags,
        summary: 'Mark an open difference resolved, with a note saying how (it stays listed as resolved)',
        body: ReconcileResolveRequest,
        response: { 200: officeSchema(ReconcileDifference) },
      },
    },
    async (request) =>
      officeOk(await reconcile.resolve(request.caller.account.id, request.body.id, request.body.note)),
  );
};
