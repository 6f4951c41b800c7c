import {
  SettlementDetail,
  SettlementFileQuery,
  SettlementListQuery,
  SettlementPage,
  SettlementQuery,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import type { Caller } from '../../http/caller';
import { officeOk, officeSchema } from '../../http/envelope';
import { FILE_TYPES, fileAnswer } from '../../http/file-answer';
import { statementPdf, statementXlsx } from './settlement-files';
import type { SettlementReader, SettlementService } from './settlement-service';

/** The business page of payment settlement, and the operators' page of every seller's statements. */
export const SETTLEMENT_PAGE = '/cashCenter/paymentSettlement';
export const SETTLEMENT_REVIEW_PAGE = '/System/paymentSettlement';
const NEEDS = access.permission(
  { scope: 'business', page: SETTLEMENT_PAGE },
  { scope: 'platform', page: SETTLEMENT_REVIEW_PAGE },
);

/** A business reads its own statements; an operator any seller's (the request's businessId). */
const readerOf = (caller: Caller): SettlementReader =>
  caller.isOperator ? { operator: true } : { businessId: caller.businessId };

/** Payment settlement: statements per week or month, one with its lines, and its files (our paths). */
export const settlementRoutes: FastifyPluginAsyncZod<{ settlement: SettlementService }> = async (
  app,
  { settlement },
) => {
  const tags = ['payment settlement'];

  app.post(
    '/cash/settlement/list',
    {
      config: { access: NEEDS },
      schema: {
        tags,
        summary: 'Statements of the weeks or months meeting a range of days, newest first',
        body: SettlementListQuery,
        response: { 200: officeSchema(SettlementPage) },
      },
    },
    async (request) => officeOk(await settlement.list(readerOf(request.caller), request.body)),
  );

  app.post(
    '/cash/settlement/detail',
    {
      config: { access: NEEDS },
      schema: {
        tags,
        summary: 'One statement with its order, refund, fee, withdrawal and other lines',
        body: SettlementQuery,
        response: { 200: officeSchema(SettlementDetail) },
      },
    },
    async (request) => officeOk(await settlement.detail(readerOf(request.caller), request.body)),
  );

  app.get(
    '/cash/settlement/file',
    {
      config: { access: NEEDS },
      schema: {
        tags,
        summary: 'One statement as an xlsx workbook or a PDF',
        querystring: SettlementFileQuery,
        response: { 200: fileAnswer('The statement in the format asked for', 'xlsx', 'pdf') },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const detail = await settlement.detail(readerOf(request.caller), query);
      const file =
        format === 'xlsx' ? await statementXlsx(detail, request.language) : await statementPdf(detail);
      const name = `settlement-${detail.businessId}-${detail.period}-${detail.start}.${format}`;
      return reply
        .header('content-type', FILE_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
