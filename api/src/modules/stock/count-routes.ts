import {
  StockCountCreate,
  StockCountDetail,
  StockCounted,
  StockCountPage,
  StockCountQuery,
  StockCountScan,
  StockCountSet,
  StockDocumentCreated,
  StockDocumentId,
  StockPickPage,
  StockPickQuery,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { StockCounts } from './counts';
import { actorOf } from './document-calls';
import type { StockPicking } from './service';

/** The Stock Management pages (menu seed) that guard these calls. */
const COUNT = { scope: 'business' as const, page: '/stock/warehouseDifference' };
const PICK = { scope: 'business' as const, page: '/stock/warehousePickOut' };

/** Counts (`/stock/warehouseDifference`) and the pick list (`/stock/warehousePickOut`). */
export const countRoutes: FastifyPluginAsyncZod<{
  counts: StockCounts;
  picking: StockPicking;
}> = async (app, { counts, picking }) => {
  const tags = ['stock'];
  const config = { access: access.permission(COUNT) };

  app.post(
    '/stock/count/list',
    {
      config,
      schema: {
        tags,
        summary: 'Stock counts, newest first, with filters',
        body: StockCountQuery,
        response: { 200: officeSchema(StockCountPage) },
      },
    },
    async (request) => officeOk(await counts.list(request.caller.businessId, request.body, request.language)),
  );

  app.post(
    '/stock/count/create',
    {
      config,
      schema: {
        tags,
        summary: 'Opens a draft count of a warehouse, or of one location in it',
        body: StockCountCreate,
        response: { 200: officeSchema(StockDocumentCreated) },
      },
    },
    async (request) =>
      officeOk(await counts.create(request.caller.businessId, actorOf(request.caller.account), request.body)),
  );

  app.post(
    '/stock/count/detail',
    {
      config,
      schema: {
        tags,
        summary: 'A count: book against counted per variant and location',
        body: StockDocumentId,
        response: { 200: officeSchema(StockCountDetail) },
      },
    },
    async (request) =>
      officeOk(await counts.detail(request.caller.businessId, request.body.id, request.language)),
  );

  app.post(
    '/stock/count/scan',
    {
      config,
      schema: {
        tags,
        summary: 'Counts a scanned barcode or SKU (adds to its counted quantity)',
        body: StockCountScan,
        response: { 200: officeSchema(StockCounted) },
      },
    },
    async (request) => officeOk(await counts.scan(request.caller.businessId, request.body)),
  );

  app.post(
    '/stock/count/set',
    {
      config,
      schema: {
        tags,
        summary: 'Sets the counted quantity of a variant in a location (0: none there)',
        body: StockCountSet,
        response: { 200: officeSchema(StockCounted) },
      },
    },
    async (request) => officeOk(await counts.set(request.caller.businessId, request.body)),
  );

  app.post(
    '/stock/count/delete',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a draft count with its lines (409 once confirmed)',
        body: StockDocumentId,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await counts.remove(request.caller.businessId, request.body.id);
      return officeOk(null);
    },
  );

  app.post(
    '/stock/count/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Confirms a count: books each difference as a count adjustment, once',
        body: StockDocumentId,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await counts.confirm(
        request.caller.businessId,
        request.body.id,
        actorOf(request.caller.account),
        request.language,
      );
      return officeOk(null);
    },
  );

  app.post(
    '/stock/pick/list',
    {
      config: { access: access.permission(PICK) },
      schema: {
        tags,
        summary: 'The pick list: what paid orders waiting to ship hold, bin by bin',
        body: StockPickQuery,
        response: { 200: officeSchema(StockPickPage) },
      },
    },
    async (request) =>
      officeOk(await picking.list(request.caller.businessId, request.body, request.language)),
  );
};
