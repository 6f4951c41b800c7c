import {
  SampleBulkAdded,
  SampleBulkRequest,
  SampleCreated,
  SampleCreateRequest,
  SampleListQuery,
  SamplePage,
  SampleReviewRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { SampleService } from './service';

/** Business Management -> Try-on List, and the product detail's "Order a sample" (our paths, under /sample). */
export const sampleRoutes: FastifyPluginAsyncZod<{ samples: SampleService }> = async (app, { samples }) => {
  const tags = ['samples'];
  const config = { access: access.permission(pages.samples) };
  app.post(
    '/sample/create',
    {
      config: { ...config, idempotency: 'sample.create' },
      schema: {
        tags,
        summary: 'Orders one unit of a variant as a sample: an unpaid mall order flagged as a sample',
        body: SampleCreateRequest,
        response: { 200: officeSchema(SampleCreated) },
      },
    },
    async (request) =>
      officeOk(await samples.create(request.caller.businessId, request.body, request.language)),
  );
  app.post(
    '/sample/list',
    {
      config,
      schema: {
        tags,
        summary: 'The business’s samples, newest first, with their orders’ states',
        body: SampleListQuery,
        response: { 200: officeSchema(SamplePage) },
      },
    },
    async (request) => officeOk(await samples.list(request.caller.businessId, request.body)),
  );
  app.post(
    '/sample/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Order in bulk: adds the sample’s variant to the cart in the quantity given',
        body: SampleBulkRequest,
        response: { 200: officeSchema(SampleBulkAdded) },
      },
    },
    async (request) => officeOk(await samples.bulk(request.caller.businessId, request.body)),
  );
  app.post(
    '/sample/review',
    {
      config,
      schema: {
        tags,
        summary: 'Saves the business’s verdict on a sample (liked / not for me) and its note',
        body: SampleReviewRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await samples.review(request.caller.businessId, request.body);
      return officeOk(null);
    },
  );
};
