import {
  LocationAddRequest,
  LocationView,
  StockInventoryPage,
  StockInventoryQuery,
  StockLedgerPage,
  StockLedgerQuery,
  StockPlaces,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { StockService } from './service';

/** The Stock Management pages (menu seed) that guard the calls. */
const page = (path: string) => ({ scope: 'business' as const, page: path });
const STOCK_OUT = page('/stock/salesStockOut');
const INVENTORY = page('/stock/inventory');
const STOCK_PAGES = [
  INVENTORY,
  page('/stock/merchantStockIn'),
  page('/stock/returnStockIn'),
  STOCK_OUT,
  page('/stock/warehousePickOut'),
  page('/stock/warehouseDifference'),
  page('/stock/thirdPartyStockIn'),
  page('/stock/thirdPartyStockOut'),
];

/** Places, locations and the ledger; each kind of document's calls are in document-routes.ts. */
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  const tags = ['stock'];

  app.post(
    '/stock/places',
    {
      config: { access: access.permission(...STOCK_PAGES) },
      schema: {
        tags,
        summary: 'Warehouses the business may use (the platform’s and its own) and its locations in them',
        response: { 200: officeSchema(StockPlaces) },
      },
    },
    async (request) => officeOk(await stock.places(request.caller.businessId, request.language)),
  );

  app.post(
    '/stock/location/add',
    {
      config: { access: access.permission(...STOCK_PAGES) },
      schema: {
        tags,
        summary: 'Adds a location (bin) in a warehouse',
        body: LocationAddRequest,
        response: { 200: officeSchema(LocationView) },
      },
    },
    async (request) => officeOk(await stock.addLocation(request.caller.businessId, request.body)),
  );

  app.post(
    '/stock/ledger/list',
    {
      config: { access: access.permission(STOCK_OUT) },
      schema: {
        tags,
        summary: 'The stock ledger, newest first (the sales stock-out page reads kind sales_out)',
        body: StockLedgerQuery,
        response: { 200: officeSchema(StockLedgerPage) },
      },
    },
    async (request) =>
      officeOk(await stock.ledger(request.caller.businessId, request.body, request.language)),
  );

  app.post(
    '/stock/inventory/list',
    {
      config: { access: access.permission(INVENTORY) },
      schema: {
        tags,
        summary:
          'Stock lines (variant, warehouse, location) with in stock and the synchronized / manual outbound split',
        body: StockInventoryQuery,
        response: { 200: officeSchema(StockInventoryPage) },
      },
    },
    async (request) =>
      officeOk(await stock.inventory(request.caller.businessId, request.body, request.language)),
  );
};
