import {
  AcknowledgeRequest,
  ExpressCompany,
  OrderIdRequest,
  SellerOrder,
  SellerOrderPage,
  SellerOrderQuery,
  ShipRequest,
  TrackingRecord,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { FulfilmentService } from './fulfilment-service';

/**
 * /order/*: carriers (spec 001 §7 /order/getExpressCompany), the tracking record (/order/expresslist), and
 * the seller's list, detail and ship (paths ours). The seller calls need one of the CRM pages.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ fulfilment: FulfilmentService }> = async (
  app,
  { fulfilment },
) => {
  const tags = ['order fulfilment'];
  const seller = access.permission(...pages.sellerOrders);

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/order/getExpressCompany',
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The carriers (express companies) an order can be shipped with',
        response: { 200: officeSchema(z.array(ExpressCompany)) },
      },
      handler: async (request) => officeOk(await fulfilment.carriers(request.language)),
    });
  }

  app.post(
    '/order/sellerOrderList',
    {
      config: { access: seller },
      schema: {
        tags,
        summary: 'The caller’s orders as a seller, newest first, by status and order number or addressee',
        body: SellerOrderQuery,
        response: { 200: officeSchema(SellerOrderPage) },
      },
    },
    async (request) =>
      officeOk(await fulfilment.list(request.caller.businessId, request.body, request.language)),
  );

  app.post(
    '/order/sellerOrderDetail',
    {
      config: { access: seller },
      schema: {
        tags,
        summary: 'One order of the caller as its seller',
        body: OrderIdRequest,
        response: { 200: officeSchema(SellerOrder) },
      },
    },
    async (request) =>
      officeOk(await fulfilment.detail(request.caller.businessId, request.body.id, request.language)),
  );

  app.post(
    '/order/ship',
    {
      config: { access: seller },
      schema: {
        tags,
        summary: 'Ship a paid order with a carrier and its tracking number; the buyer is told',
        body: ShipRequest,
        response: { 200: officeSchema(SellerOrder) },
      },
    },
    async (request) =>
      officeOk(await fulfilment.ship(request.caller.businessId, request.body, request.language)),
  );

  app.post(
    '/order/acknowledge',
    {
      config: { access: seller },
      schema: {
        tags,
        summary:
          'Acknowledge paid orders: they move to pending dispatch (all or none; 409 when one is not paid)',
        body: AcknowledgeRequest,
        response: { 200: officeSchema(z.array(SellerOrder)) },
      },
    },
    async (request) =>
      officeOk(await fulfilment.acknowledge(request.caller.businessId, request.body.ids, request.language)),
  );

  app.post(
    '/order/expresslist',
    {
      config: { access: access.permission(...pages.buyerOrders, ...pages.sellerOrders) },
      schema: {
        tags,
        summary: 'The tracking record of an order, for its buyer or its seller',
        body: OrderIdRequest,
        response: { 200: officeSchema(TrackingRecord) },
      },
    },
    async (request) => {
      const businessId = request.caller.businessId;
      const asSeller = await request.caller.holds(...pages.sellerOrders);
      return officeOk(await fulfilment.tracking(businessId, request.body.id, request.language, asSeller));
    },
  );
};
