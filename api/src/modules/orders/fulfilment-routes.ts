import { RowId, SellerOrderQuery, ShipRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { officeOk, officeSchema } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { callerBusinessId } from '../shared-business';
import { CarrierSchema, SellerOrderPage, SellerOrderSchema, TrackingSchema } from './fulfilment-schemas';
import type { FulfilmentService } from './fulfilment-service';

const IdBody = z.object({ id: RowId });

/** The CRM pages whose holders work on the business's orders as a seller (spec 001 §2 menu). */
export const SELLER_ORDER_PAGES = ['/CRM/pendingOrder', '/CRM/orderFulfillment'] as const;

/**
 * /order/*: carriers (spec 001 §7 /order/getExpressCompany), the tracking record (/order/expresslist), and
 * the seller's list, detail and ship (paths ours). The seller calls need one of the CRM pages.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod<{ fulfilment: FulfilmentService }> = async (
  app,
  { fulfilment },
) => {
  const tags = ['order fulfilment'];
  const security = [{ bearer: [] }];
  const seller = app.requirePermission(
    ...SELLER_ORDER_PAGES.map((page) => ({ scope: 'business' as const, page })),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/order/getExpressCompany',
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The carriers (express companies) an order can be shipped with',
        response: { 200: officeSchema(z.array(CarrierSchema)) },
      },
      handler: async (request) => officeOk(await fulfilment.carriers(requestLanguage(request))),
    });
  }

  app.post(
    '/order/sellerOrderList',
    {
      preHandler: seller,
      schema: {
        tags,
        security,
        summary: 'The caller’s orders as a seller, newest first, by status and order number or addressee',
        body: SellerOrderQuery,
        response: { 200: officeSchema(SellerOrderPage) },
      },
    },
    async (request) =>
      officeOk(
        await fulfilment.list(callerBusinessId(request.principal), request.body, requestLanguage(request)),
      ),
  );

  app.post(
    '/order/sellerOrderDetail',
    {
      preHandler: seller,
      schema: {
        tags,
        security,
        summary: 'One order of the caller as its seller',
        body: IdBody,
        response: { 200: officeSchema(SellerOrderSchema) },
      },
    },
    async (request) =>
      officeOk(
        await fulfilment.detail(
          callerBusinessId(request.principal),
          request.body.id,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    '/order/ship',
    {
      preHandler: seller,
      schema: {
        tags,
        security,
        summary: 'Ship a paid order with a carrier and its tracking number; the buyer is told',
        body: ShipRequest,
        response: { 200: officeSchema(SellerOrderSchema) },
      },
    },
    async (request) =>
      officeOk(
        await fulfilment.ship(callerBusinessId(request.principal), request.body, requestLanguage(request)),
      ),
  );

  app.post(
    '/order/expresslist',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The tracking record of an order, for its buyer or its seller',
        body: IdBody,
        response: { 200: officeSchema(TrackingSchema) },
      },
    },
    async (request) => {
      const businessId = callerBusinessId(request.principal);
      const asSeller = await app.holdsPermission(
        request.principal,
        ...SELLER_ORDER_PAGES.map((page) => ({ scope: 'business' as const, page })),
      );
      return officeOk(
        await fulfilment.tracking(businessId, request.body.id, requestLanguage(request), asSeller),
      );
    },
  );
};
