import { ReportRangeQuery } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { ReportService } from './service';

const Summary = z.object({
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  orderCount: z.number(),
  productCount: z.number(),
  waitPayCount: z.number(),
  waitSendCount: z.number(),
  waitTakeCount: z.number(),
  afterSaleNoSendCount: z.number(),
  sendCount: z.number(),
  sendMoney: z.number(),
  payMoneySum: z.number(),
  payOrderCount: z.number(),
  remarkCount: z.number(),
});
const Point = z.object({ day: z.string(), salePay: z.number() });
const RankItem = z.object({
  productId: z.number(),
  title: z.string(),
  thumbUrl: z.string(),
  saleNum: z.number(),
  salePay: z.number(),
});

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
        response: { 200: officeSchema(Summary) },
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
        response: { 200: officeSchema(z.array(Point)) },
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
        response: { 200: officeSchema(z.array(RankItem)) },
      },
    },
    async (request) => {
      const { startTime, endTime } = request.body;
      return officeOk(await reports.saleRank(request.caller.businessId, startTime, endTime));
    },
  );
};
