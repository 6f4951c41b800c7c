import { ReportRangeQuery, ReportSummary, SalePoint, SaleRankItem } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { ReportService } from './service';

/** /orderReport/*: the Welcome dashboard's figures for the calling business (spec 001 §7). */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
  const tags = ['reports'];

  app.post(
    '/orderReport/getSummary',
    {
      config: { access: access.permission(pages.dashboard) },
      schema: {
        tags,
        summary: 'Order counts and money of a date range (YYYY-MM-DD, both ends included, at most 366 days)',
        body: ReportRangeQuery,
        response: { 200: officeSchema(ReportSummary) },
      },
    },
    async (request) => {
      const { startTime, endTime } = request.body;
      return officeOk(await reports.summary(request.caller.businessId, startTime, endTime));
    },
  );

  app.post(
    '/orderReport/getSaleChart',
    {
      config: { access: access.permission(pages.dashboard) },
      schema: {
        tags,
        summary: 'Paid sales per day of the range: [{day, salePay}]',
        body: ReportRangeQuery,
        response: { 200: officeSchema(z.array(SalePoint)) },
      },
    },
    async (request) => {
      const { startTime, endTime } = request.body;
      return officeOk(await reports.saleChart(request.caller.businessId, startTime, endTime));
    },
  );

  app.post(
    '/orderReport/getSaleRank',
    {
      config: { access: access.permission(pages.dashboard) },
      schema: {
        tags,
        summary: 'The ten best-selling products of the range by paid amount',
        body: ReportRangeQuery,
        response: { 200: officeSchema(z.array(SaleRankItem)) },
      },
    },
    async (request) => {
      const { startTime, endTime } = request.body;
      return officeOk(await reports.saleRank(request.caller.businessId, startTime, endTime));
    },
  );
};
