import {
  CountryPage,
  CountryQuery,
  Region,
  RegionQuery,
  ShippingOptionPage,
  ShippingQuery,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { ShippingService } from './service';

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
        querystring: CountryQuery,
        response: { 200: officeSchema(CountryPage) },
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
        response: { 200: officeSchema(ShippingOptionPage) },
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
        querystring: RegionQuery,
        response: { 200: officeSchema(z.array(Region)) },
      },
    },
    async (request) => officeOk(await shipping.regions(request.query.pid, request.language)),
  );
};
