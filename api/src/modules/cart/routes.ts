import { CartAddRequest, CartDeleteRequest, CartUpdateRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { CartService } from './service';

const Line = z.object({
  id: z.number(),
  skuId: z.number(),
  productId: z.number(),
  price: z.number(),
  num: z.number(),
  title: z.string(),
  specification: z.string(),
  thumbUrl: z.string(),
  stock: z.number(),
  valid: z.boolean(),
  businessId: z.number(),
});
const Group = z.object({ businessId: z.number(), businessName: z.string(), orderCarVOS: z.array(Line) });

/** /api/shopingCar/* (the spec's spelling): the caller's cart. */
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
        response: { 200: apiSchema(z.object({ id: z.number(), num: z.number() })) },
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
        response: {
          200: apiSchema(z.object({ validCarsList: z.array(Group), invalidCarsList: z.array(Line) })),
        },
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
        response: { 200: apiSchema(z.object({ id: z.number(), num: z.number() })) },
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
        response: { 200: apiSchema(z.object({ removed: z.array(z.number()) })) },
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
        response: { 200: apiSchema(z.object({ count: z.number() })) },
      },
    },
    async (request) => apiOk({ count: await cart.count(request.caller.businessId) }),
  );
};
