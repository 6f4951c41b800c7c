import {
  AfterSaleCreateRequest,
  AfterSaleDetail,
  AfterSaleIdRequest,
  AfterSaleListQuery,
  AfterSaleOrderRequest,
  AfterSalePage,
  OrderAfterSaleInfo,
  RefundReasonList,
  TrackingRequest,
} from '@dropmall/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { AfterSaleApplyService } from './apply-service';
import type { AfterSaleQueryService } from './query-service';
import { SELLER_AFTER_SALE_PAGE } from './seller-routes';

export interface AfterSaleRouteDeps {
  apply: AfterSaleApplyService;
  query: AfterSaleQueryService;
}

/** /api/afterSale/* of the buyer (spec 001 §7): reasons, apply, list, detail, cancel, tracking of a return. */
export const afterSaleRoutes: FastifyPluginAsyncZod<AfterSaleRouteDeps> = async (app, { apply, query }) => {
  const tags = ['after-sales'];

  const reasons = {
    config: { access: access.permission(pages.buyerAfterSales, ...pages.buyerOrders) },
    schema: {
      tags,
      summary: 'The refund reasons to choose from',
      response: { 200: apiSchema(RefundReasonList) },
    },
  };
  const reasonList = async (request: FastifyRequest) => apiOk(apply.reasons(request.language));
  app.get('/api/afterSale/refundMemoList', reasons, reasonList);
  app.post('/api/afterSale/refundMemoList', reasons, reasonList);

  app.post(
    '/api/afterSale/orderInfo',
    {
      config: { access: access.permission(pages.buyerAfterSales, ...pages.buyerOrders) },
      schema: {
        tags,
        summary: 'What an order of the caller allows: refundable amount, types, an open request',
        body: AfterSaleOrderRequest,
        response: { 200: apiSchema(OrderAfterSaleInfo) },
      },
    },
    async (request) =>
      apiOk(await apply.orderInfo(request.caller.businessId, request.body.orderId, request.language)),
  );

  app.post(
    '/api/afterSale/create',
    {
      config: { access: access.permission(pages.buyerAfterSales, ...pages.buyerOrders) },
      schema: {
        tags,
        summary: 'Ask for a refund or a return of an order (paramJson); the seller is told',
        body: AfterSaleCreateRequest,
        response: { 200: apiSchema(AfterSaleDetail) },
      },
    },
    async (request) => {
      const businessId = request.caller.businessId;
      const row = await apply.create(businessId, request.body.paramJson);
      return apiOk(await query.detail(businessId, row.id, request.language));
    },
  );

  app.post(
    '/api/afterSale/list',
    {
      config: { access: access.permission(pages.buyerAfterSales) },
      schema: {
        tags,
        summary: 'The caller’s own requests, newest first, by state',
        body: AfterSaleListQuery,
        response: { 200: apiSchema(AfterSalePage) },
      },
    },
    async (request) =>
      apiOk(await query.list('buyer', request.caller.businessId, request.body, request.language)),
  );

  app.post(
    '/api/afterSale/detail',
    {
      config: { access: access.permission(pages.buyerAfterSales, pages.sellerAfterSales) },
      schema: {
        tags,
        summary: 'One request, for its buyer or its seller',
        body: AfterSaleIdRequest,
        response: { 200: apiSchema(AfterSaleDetail) },
      },
    },
    async (request) => {
      const businessId = request.caller.businessId;
      // The seller's side is for those who may handle its after-sales (owners; staff by their role).
      const asSeller = await request.caller.holds({
        scope: 'business',
        page: SELLER_AFTER_SALE_PAGE,
      });
      return apiOk(await query.detail(businessId, request.body.id, request.language, asSeller));
    },
  );

  app.post(
    '/api/afterSale/cancel',
    {
      config: { access: access.permission(pages.buyerAfterSales) },
      schema: {
        tags,
        summary: 'Withdraw a request (pending, or agreed and not yet sent back)',
        body: AfterSaleIdRequest,
        response: { 200: apiSchema(AfterSaleDetail) },
      },
    },
    async (request) => {
      const businessId = request.caller.businessId;
      await apply.cancel(businessId, request.body.id);
      return apiOk(await query.detail(businessId, request.body.id, request.language));
    },
  );

  app.post(
    '/api/afterSale/uploadExpressInfo',
    {
      config: { access: access.permission(pages.buyerAfterSales) },
      schema: {
        tags,
        summary: 'The carrier and tracking number of the goods sent back',
        body: TrackingRequest,
        response: { 200: apiSchema(AfterSaleDetail) },
      },
    },
    async (request) => {
      const businessId = request.caller.businessId;
      await apply.uploadExpressInfo(businessId, request.body);
      return apiOk(await query.detail(businessId, request.body.id, request.language));
    },
  );
};
