import {
  CartAddRequest,
  CartCount,
  CartDeleteRequest,
  CartLineSaved,
  CartLinesRemoved,
  CartList,
  CartUpdateRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema, officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { CartService } from './service';

/**
 * /api/shopingCar/* (the spec's spelling): the caller's cart. /business/carList and /business/saveCar are
 * the spec's back-office names for the same cart (its list and its add), answered in the office envelope.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const tags = ['cart'];

  app.post(
    '/api/shopingCar/add',
    {
      config: { access: access.permission(pages.cart) },
      schema: {
        tags,
        summary: 'Add a variant (skuId) to the cart',
        body: CartAddRequest,
        response: { 200: apiSchema(CartLineSaved) },
      },
    },
    async (request) => apiOk(await cart.add(request.caller.businessId, request.body.skuId, request.body.num)),
  );

  app.post(
    '/api/shopingCar/list',
    {
      config: { access: access.permission(pages.cart) },
      schema: {
        tags,
        summary: 'The cart grouped by seller; lines that cannot be bought now are listed apart',
        response: { 200: apiSchema(CartList) },
      },
    },
    async (request) => apiOk(await cart.list(request.caller.businessId)),
  );

  app.post(
    '/api/shopingCar/update',
    {
      config: { access: access.permission(pages.cart) },
      schema: {
        tags,
        summary: 'Change the quantity of a line',
        body: CartUpdateRequest,
        response: { 200: apiSchema(CartLineSaved) },
      },
    },
    async (request) => apiOk(await cart.update(request.caller.businessId, request.body.id, request.body.num)),
  );

  app.post(
    '/api/shopingCar/delete',
    {
      config: { access: access.permission(pages.cart) },
      schema: {
        tags,
        summary: 'Remove lines (ids, comma-separated)',
        body: CartDeleteRequest,
        response: { 200: apiSchema(CartLinesRemoved) },
      },
    },
    async (request) => apiOk(await cart.remove(request.caller.businessId, request.body.ids)),
  );

  app.get(
    '/api/shopingCar/count',
    {
      config: { access: access.permission(pages.cart) },
      schema: {
        tags,
        summary: 'How many items the cart holds (the header badge)',
        response: { 200: apiSchema(CartCount) },
      },
    },
    async (request) => apiOk({ count: await cart.count(request.caller.businessId) }),
  );

  app.post(
    '/business/carList',
    {
      config: { access: access.permission(pages.cart) },
      schema: {
        tags,
        summary: 'The cart, as /api/shopingCar/list answers it, in the office envelope',
        response: { 200: officeSchema(CartList) },
      },
    },
    async (request) => officeOk(await cart.list(request.caller.businessId)),
  );

  app.post(
    '/business/saveCar',
    {
      config: { access: access.permission(pages.cart) },
      schema: {
        tags,
        summary: 'Add a variant to the cart, as /api/shopingCar/add does, in the office envelope',
        body: CartAddRequest,
        response: { 200: officeSchema(CartLineSaved) },
      },
    },
    async (request) =>
      officeOk(await cart.add(request.caller.businessId, request.body.skuId, request.body.num)),
  );
};
