import {
  TopUpCreateRequest,
  TopUpIdRequest,
  TopUpListQuery,
  TopUpOverview,
  TopUpPage,
  TopUpReceipt,
  TopUpView,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { declaredFailures } from '../../http/openapi-failures';
import { pages } from '../pages';
import type { TopUpService } from './topups';

/**
 * Balance top-ups (our paths, office envelope), under Withdrawal Management's "Recharge" page: the business
 * and its staff holding /cashCenter/recharge. Every call reads and writes the caller's own business only.
 */
export const topUpRoutes: FastifyPluginAsyncZod<{ topUps: TopUpService }> = async (app, { topUps }) => {
  const tags = ['top-ups'];
  const caller = { access: access.permission(pages.recharge) };

  app.get(
    '/cash/topup/overview',
    {
      config: caller,
      schema: {
        tags,
        summary: 'The balance, the top-up minimum and maximum, and the methods the payment provider takes',
        response: { 200: officeSchema(TopUpOverview) },
      },
    },
    async (request) => officeOk(await topUps.overview(request.caller.businessId)),
  );

  app.post(
    '/cash/topup/create',
    {
      config: { ...caller, idempotency: 'topup.create' },
      schema: {
        tags,
        summary:
          'Start a top-up: a pending top-up and the provider’s page to pay it on (payUrl); the balance grows when the provider confirms',
        body: TopUpCreateRequest,
        response: { 200: officeSchema(TopUpView) },
        failures: declaredFailures.provider,
      },
    },
    async (request) =>
      officeOk(await topUps.create(request.caller.businessId, request.caller.account.id, request.body)),
  );

  app.post(
    '/cash/topup/list',
    {
      config: caller,
      schema: {
        tags,
        summary: 'The caller’s top-ups with their state, newest first, optionally in one state',
        body: TopUpListQuery,
        response: { 200: officeSchema(TopUpPage) },
      },
    },
    async (request) => officeOk(await topUps.list(request.caller.businessId, request.body)),
  );

  app.post(
    '/cash/topup/detail',
    {
      config: caller,
      schema: {
        tags,
        summary: 'One top-up of the caller and, once paid, the ledger line that credited it (its receipt)',
        body: TopUpIdRequest,
        response: { 200: officeSchema(TopUpReceipt) },
      },
    },
    async (request) => officeOk(await topUps.receipt(request.caller.businessId, request.body.id)),
  );
};
