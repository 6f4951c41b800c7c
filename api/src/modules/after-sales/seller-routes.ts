import {
  AfterSaleDetail,
  AfterSaleIdRequest,
  AfterSaleListQuery,
  AfterSalePage,
  AgreeRequest,
  RefuseRequest,
} from '@dropmall/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import type { AfterSaleDecisionService } from './decision-service';
import type { AfterSaleQueryService } from './query-service';

/** The seller's after-sales page (business menu, CRM) and its button for decisions. */
export const SELLER_AFTER_SALE_PAGE = '/CRM/afterSale';
export const HANDLE_BUTTON = 'handle after-sale';

/**
 * The seller's side (paths of our design beside the spec's /api/afterSale/*): its list and its decisions
 * (agree, refuse, confirm or reject a parcel, end a return never sent, retry or close a failed refund).
 * Only the order's seller decides (another business gets 404), and only a user holding the page (the button
 * for decisions): owners always, staff by their role.
 */
export const sellerAfterSaleRoutes: FastifyPluginAsyncZod<{
  decide: AfterSaleDecisionService;
  query: AfterSaleQueryService;
}> = async (app, { decide, query }) => {
  const tags = ['after-sales'];
  const page = access.permission({ scope: 'business', page: SELLER_AFTER_SALE_PAGE });
  const handler = access.permission({
    scope: 'business',
    page: SELLER_AFTER_SALE_PAGE,
    button: HANDLE_BUTTON,
  });

  app.post(
    '/api/afterSale/sellerList',
    {
      config: { access: page },
      schema: {
        tags,
        summary: 'Requests made to the caller as seller, newest first, by state',
        body: AfterSaleListQuery,
        response: { 200: apiSchema(AfterSalePage) },
      },
    },
    async (request) =>
      apiOk(await query.list('seller', request.caller.businessId, request.body, request.language)),
  );

  const answer = { 200: apiSchema(AfterSaleDetail) };
  const detailFor = async (request: FastifyRequest, sellerId: number, id: number) =>
    apiOk(await query.detail(sellerId, id, request.language));

  app.post(
    '/api/afterSale/agree',
    {
      config: { access: handler },
      schema: {
        tags,
        summary: 'Agree: a refund is paid at once; a return waits for the goods at the return address',
        body: AgreeRequest,
        response: answer,
      },
    },
    async (request) => {
      const sellerId = request.caller.businessId;
      await decide.agree(sellerId, request.body.id, request.body.addressId);
      return detailFor(request, sellerId, request.body.id);
    },
  );

  app.post(
    '/api/afterSale/refuse',
    {
      config: { access: handler },
      schema: {
        tags,
        summary: 'Refuse a pending request, with a reason',
        body: RefuseRequest,
        response: answer,
      },
    },
    async (request) => {
      const sellerId = request.caller.businessId;
      await decide.refuse(sellerId, request.body.id, request.body.reason);
      return detailFor(request, sellerId, request.body.id);
    },
  );

  app.post(
    '/api/afterSale/confirmReceipt',
    {
      config: { access: handler },
      schema: {
        tags,
        summary: 'The returned goods arrived: the refund is paid',
        body: AfterSaleIdRequest,
        response: answer,
      },
    },
    async (request) => {
      const sellerId = request.caller.businessId;
      await decide.confirmReceipt(sellerId, request.body.id);
      return detailFor(request, sellerId, request.body.id);
    },
  );

  app.post(
    '/api/afterSale/rejectReceipt',
    {
      config: { access: handler },
      schema: {
        tags,
        summary: 'Reject the returned goods, with a reason',
        body: RefuseRequest,
        response: answer,
      },
    },
    async (request) => {
      const sellerId = request.caller.businessId;
      await decide.rejectReceipt(sellerId, request.body.id, request.body.reason);
      return detailFor(request, sellerId, request.body.id);
    },
  );

  app.post(
    '/api/afterSale/retryRefund',
    {
      config: { access: handler },
      schema: {
        tags,
        summary: 'Try a failed refund again: refunding, then paid (succeeded) or failed again',
        body: AfterSaleIdRequest,
        response: answer,
      },
    },
    async (request) => {
      const sellerId = request.caller.businessId;
      await decide.retryRefund(sellerId, request.body.id);
      return detailFor(request, sellerId, request.body.id);
    },
  );

  app.post(
    '/api/afterSale/closeRefund',
    {
      config: { access: handler },
      schema: {
        tags,
        summary: 'Give up a failed refund, with a reason (refund closed; no money moves)',
        body: RefuseRequest,
        response: answer,
      },
    },
    async (request) => {
      const sellerId = request.caller.businessId;
      await decide.closeRefund(sellerId, request.body.id, request.body.reason);
      return detailFor(request, sellerId, request.body.id);
    },
  );

  app.post(
    '/api/afterSale/expireReturn',
    {
      config: { access: handler },
      schema: {
        tags,
        summary: 'End a return the buyer did not send back within the days allowed (failed)',
        body: AfterSaleIdRequest,
        response: answer,
      },
    },
    async (request) => {
      const sellerId = request.caller.businessId;
      await decide.expireReturn(sellerId, request.body.id);
      return detailFor(request, sellerId, request.body.id);
    },
  );
};
