import { ParentRowId, ShippingQuery } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { ShippingService } from './service';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const shippingRoutes: FastifyPluginAsyncZod<{ shipping: ShippingService }> = async (
  app,
  { shipping },
) => {
  const tags = ['shipping and regions'];

  app.get(
    '/base/toolDicPage',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'A dictionary page; dicKey=countries lists countries (id 1 = China, the origin)',
        querystring: z.object({
          dicKey: z.literal('countries'),
          size: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(300).default(300)),
        }),
        response: {
          200: officeSchema(
            z.object({
              records: z.array(z.object({ id: z.number(), dicValue: z.string(), code: z.string() })),
              total: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => officeOk(await shipping.countries(request.language, request.query.size)),
  );

  app.get(
    '/base/toolExpressModelPage',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Shipping methods and fees for a product from one country to another',
        querystring: ShippingQuery,
        response: {
          200: officeSchema(
            z.object({
              records: z.array(
                z.object({
                  id: z.number(),
                  money: z.number(),
                  fromIdName: z.string(),
                  toIdName: z.string(),
                  expectDay: z.string(),
                  expressIdName: z.string(),
                }),
              ),
              total: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => officeOk(await shipping.options(request.query, request.language)),
  );

  app.get(
    '/base/getRegion',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Children of a region; pid = a country id lists its states',
        querystring: z.object({ pid: z.preprocess(blankToUndefined, ParentRowId) }),
        response: { 200: officeSchema(z.array(z.object({ id: z.number(), name: z.string() }))) },
      },
    },
    async (request) => officeOk(await shipping.regions(request.query.pid, request.language)),
  );
};
