import { CrmDashboard, CrmDashboardQuery } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { CrmDashboardService } from './dashboard';

/** The CRM dashboard's figures (/CRM/dashboard; path ours). */
export const crmDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: CrmDashboardService }> = async (
  app,
  { dashboard },
) => {
  app.post(
    '/store/dashboard',
    {
      config: { access: access.permission(pages.dashboard) },
      schema: {
        tags: ['stores'],
        summary:
          'Store orders by stage, orders, sales and fulfilment paid today / 7 / 30 days, per day and per store',
        body: CrmDashboardQuery,
        response: { 200: officeSchema(CrmDashboard) },
      },
    },
    async (request) => officeOk(await dashboard.figures(request.caller.businessId, request.body)),
  );
};
