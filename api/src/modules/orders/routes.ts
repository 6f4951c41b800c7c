import {
  ConfirmRequest,
  OrderDetail,
  OrderIdRequest,
  OrderListQuery,
  OrderPage,
  OrderPreview,
  SubmitRequest,
  SubmitResult,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { CheckoutService } from './checkout-service';
import type { OrderService } from './order-service';

/** /api/order/*: the order preview, submitting, and the buyer's orders. */
export const orderRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; orders: OrderService }> = async (
  app,
  { checkout, orders },
) => {
  const tags = ['orders'];

  app.post(
    '/api/order/confirmOrder',
    {
      config: { access: access.permission(...pages.checkout) },
      schema: {
        tags,
        summary: 'The order preview of the selected cart lines',
        body: ConfirmRequest,
        response: { 200: apiSchema(OrderPreview) },
      },
    },
    async (request) =>
      apiOk(await checkout.confirm(request.caller.businessId, request.body.paramJsonStr, request.language)),
  );

  app.post(
    '/api/order/submitOrder',
    {
      config: { access: access.permission(...pages.checkout), idempotency: 'order.submit' },
      schema: {
        tags,
        summary: 'Create one order per seller group; answers the order ids',
        body: SubmitRequest,
        response: { 200: apiSchema(SubmitResult) },
      },
    },
    async (request) =>
      apiOk(await checkout.submit(request.caller.businessId, request.body.paramJsonStr, request.language)),
  );

  app.post(
    '/api/order/orderList',
    {
      config: { access: access.permission(...pages.buyerOrders) },
      schema: {
        tags,
        summary: 'The caller’s orders, newest first, by status',
        body: OrderListQuery,
        response: { 200: apiSchema(OrderPage) },
      },
    },
    async (request) => {
      const { status, current, size, invoiced } = request.body;
      return apiOk(await orders.list(request.caller.businessId, status, current, size, invoiced));
    },
  );

  app.post(
    '/api/order/orderDetail',
    {
      config: { access: access.permission(...pages.buyerOrders) },
      schema: {
        tags,
        summary: 'One order with its items, address, and carrier and tracking number once shipped',
        body: OrderIdRequest,
        response: { 200: apiSchema(OrderDetail) },
      },
    },
    async (request) =>
      apiOk(await orders.detail(request.caller.businessId, request.body.id, request.language)),
  );

  app.post(
    '/api/order/cancelOrder',
    {
      config: { access: access.permission(...pages.buyerOrders) },
      schema: {
        tags,
        summary: 'Cancel an unpaid order (stock and coupon come back)',
        body: OrderIdRequest,
        response: { 200: apiSchema(OrderDetail) },
      },
    },
    async (request) => apiOk(await orders.cancel(request.caller.businessId, request.body.id)),
  );

  app.post(
    '/api/order/confirmReceiptOrder',
    {
      config: { access: access.permission(...pages.buyerOrders) },
      schema: {
        tags,
        summary: 'Confirm a shipped order as received',
        body: OrderIdRequest,
        response: { 200: apiSchema(OrderDetail) },
      },
    },
    async (request) => apiOk(await orders.confirmReceipt(request.caller.businessId, request.body.id)),
  );
};
