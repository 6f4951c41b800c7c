import {
  type AfterSaleState,
  type Language,
  ReturnReceiveRequest,
  ReturnStockInExportQuery,
  ReturnStockInPage,
  type ReturnStockInQuery,
  ReturnStockInQuery as ReturnStockInQuerySchema,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { fileAnswer } from '../../http/file-answer';
import { everyRow, listSheet, listWorkbook, sendFile } from './list-file';
import { returnsSheet } from './list-sheets';
import { returnPlaces } from './returns';

/** What the page needs of after-sales (its service, wired in compose.ts): the seller's returns and receiving. */
export interface ReturnDeskPort {
  list(
    sellerId: number,
    q: ReturnStockInQuery,
  ): Promise<{
    records: {
      afterSaleId: number;
      afterSaleNo: string;
      orderId: number;
      orderNo: string;
      buyerName: string;
      state: AfterSaleState;
      expressCompany: string;
      trackingNo: string;
      shippedBackAt: string | null;
      receivedAt: string | null;
      locationId: number;
      lines: {
        lineId: number;
        variantId: number;
        title: string;
        specification: string;
        thumbUrl: string;
        expected: number;
        received: number | null;
      }[];
    }[];
    total: number;
    current: number;
    size: number;
  }>;
  receive(sellerId: number, input: ReturnReceiveRequest, actor: string): Promise<void>;
}

const RETURN_IN = { scope: 'business' as const, page: '/stock/returnStockIn' };

/** A page of returns as the page shows them: after-sales' rows with this module's warehouse, bin and barcodes. */
async function returnPage(
  db: Db,
  returns: ReturnDeskPort,
  businessId: number,
  q: ReturnStockInQuery,
  lang: Language,
): Promise<ReturnStockInPage> {
  const page = await returns.list(businessId, q);
  const places = await returnPlaces(
    db,
    page.records.map((r) => ({
      orderId: r.orderId,
      variantIds: r.lines.map((l) => l.variantId),
      locationId: r.locationId,
    })),
    lang,
  );
  return {
    ...page,
    records: page.records.map(({ orderId: _o, locationId: _l, ...r }, i) => {
      const place = places[i];
      return {
        ...r,
        warehouseId: place?.warehouseId ?? 1,
        warehouseName: place?.warehouseName ?? '',
        locationCode: place?.locationCode ?? '',
        lines: r.lines.map((l) => ({ ...l, barcode: place?.barcodes.get(l.variantId) ?? '' })),
      };
    }),
  };
}

/** Sales-return stock-in: the returns on their way or received, and receiving one into stock. */
export const stockReturnRoutes: FastifyPluginAsyncZod<{ db: Db; returns: ReturnDeskPort }> = async (
  app,
  { db, returns },
) => {
  const tags = ['stock'];

  app.post(
    '/stock/returnIn/list',
    {
      config: { access: access.permission(RETURN_IN) },
      schema: {
        tags,
        summary: 'Returns sent back by buyers (waiting) or received into stock, with their items',
        body: ReturnStockInQuerySchema,
        response: { 200: officeSchema(ReturnStockInPage) },
      },
    },
    async (request) =>
      officeOk(await returnPage(db, returns, request.caller.businessId, request.body, request.language)),
  );

  app.get(
    '/stock/returnIn/file',
    {
      config: { access: access.permission(RETURN_IN) },
      schema: {
        tags,
        summary: 'The returns under the list’s filters as xlsx, one row per item',
        querystring: ReturnStockInExportQuery,
        response: { 200: fileAnswer('The returns workbook', 'xlsx') },
      },
    },
    async (request, reply) => {
      const { businessId } = request.caller;
      const rows = await everyRow((current, size) =>
        returnPage(db, returns, businessId, { ...request.query, current, size }, request.language),
      );
      const items = rows.flatMap(({ lines, ...r }) => lines.map((line) => ({ ...r, line })));
      return sendFile(
        reply,
        'return-stock-in',
        await listWorkbook(request.language, listSheet(returnsSheet, items)),
        'xlsx',
      );
    },
  );

  app.post(
    '/stock/returnIn/receive',
    {
      config: { access: access.permission(RETURN_IN) },
      schema: {
        tags,
        summary: 'Receives a return into stock: the quantity that arrived per item, into a location (once)',
        body: ReturnReceiveRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      const { caller } = request;
      await returns.receive(caller.businessId, request.body, `${caller.account.kind}:${caller.account.id}`);
      return officeOk(null);
    },
  );
};
