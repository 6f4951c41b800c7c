import { StockCountExportQuery, StockLedgerExportQuery, StockPickExportQuery } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { fileAnswer } from '../../http/file-answer';
import { sendFile } from './list-file';
import type { StockListFiles } from './list-files';

const page = (path: string) => ({ scope: 'business' as const, page: path });

/**
 * The stock lists as xlsx files (GET, the list's filters as the query): each guarded by its list's page and
 * holding only the caller's rows. Each kind of stock document has its file among its own calls
 * (document-routes.ts); the sales-return list's file is in return-routes.ts (it reads after-sales).
 */
export const stockFileRoutes: FastifyPluginAsyncZod<{ files: StockListFiles }> = async (app, { files }) => {
  const tags = ['stock'];

  app.get(
    '/stock/count/file',
    {
      config: { access: access.permission(page('/stock/warehouseDifference')) },
      schema: {
        tags,
        summary: 'Stock counts under the list’s filters as xlsx, with a sheet of book vs counted per line',
        querystring: StockCountExportQuery,
        response: { 200: fileAnswer('The stock counts workbook', 'xlsx') },
      },
    },
    async (request, reply) => {
      const { businessId } = request.caller;
      const file = await files.countDocuments(businessId, request.query, request.language);
      return sendFile(reply, 'stock-counts', file, 'xlsx');
    },
  );

  app.get(
    '/stock/pick/file',
    {
      config: { access: access.permission(page('/stock/warehousePickOut')) },
      schema: {
        tags,
        summary: 'The pick list under its filters as xlsx, bin by bin',
        querystring: StockPickExportQuery,
        response: { 200: fileAnswer('The pick list workbook', 'xlsx') },
      },
    },
    async (request, reply) => {
      const file = await files.pickList(request.caller.businessId, request.query, request.language);
      return sendFile(reply, 'pick-list', file, 'xlsx');
    },
  );

  app.get(
    '/stock/ledger/file',
    {
      config: { access: access.permission(page('/stock/salesStockOut')) },
      schema: {
        tags,
        summary: 'The stock ledger under the list’s filters as an xlsx workbook (newest 10,000 rows)',
        querystring: StockLedgerExportQuery,
        response: { 200: fileAnswer('The stock ledger workbook', 'xlsx') },
      },
    },
    async (request, reply) => {
      const file = await files.ledger(request.caller.businessId, request.query, request.language);
      return sendFile(reply, 'stock-ledger', file, 'xlsx');
    },
  );
};
