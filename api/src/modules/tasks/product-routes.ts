import {
  IdQuery,
  ProductTaskRequest,
  ProductTaskResult,
  StorePublishQueued,
  StorePublishRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { FILE_TYPES, fileAnswer } from '../../http/file-answer';
import { pages } from '../pages';
import type { ProductTaskService } from './product-task-service';

/** A file name a browser can save: letters, digits, dots, dashes. */
export const fileNameOf = (text: string, extension: string) =>
  `${text.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'download'}.${extension}`;

/** The storefront's Download and Publish (spec 000 §2, §7): a task, or one product's package as a blob. */
export const productTaskRoutes: FastifyPluginAsyncZod<{ tasks: ProductTaskService }> = async (
  app,
  { tasks },
) => {
  const tags = ['download and publish'];

  app.post(
    '/product/saveTask',
    {
      config: { access: access.permission(pages.productDownload, pages.productPublish) },
      schema: {
        tags,
        summary:
          'Create a download (platformDataType 4, queued as an export task) or publish (3, onto the publish list) task for one product or a batch (parentId: comma-separated ids)',
        body: ProductTaskRequest,
        response: { 200: officeSchema(ProductTaskResult) },
      },
    },
    async (request) =>
      officeOk(await tasks.create(request.caller.businessUser, request.body, request.language)),
  );

  app.post(
    '/product/publishToStore',
    {
      config: { access: access.permission(pages.productPublish) },
      schema: {
        tags,
        summary:
          'Publish products to a connected store: queued; each product is created in the store, or updated when it was published there before',
        body: StorePublishRequest,
        response: { 200: officeSchema(StorePublishQueued) },
      },
    },
    async (request) =>
      officeOk(await tasks.publishToStore(request.caller.businessUser, request.body, request.language)),
  );

  app.post(
    '/product/initzip',
    {
      config: { access: access.permission(pages.productDownload, pages.productPublish) },
      schema: {
        tags,
        summary:
          "One product's download package (zip: pictures, spreadsheet, description, Shopify and WooCommerce CSV)",
        body: IdQuery,
        response: { 200: fileAnswer("The product's package", 'zip') },
      },
    },
    async (request, reply) => {
      const { sku, zip } = await tasks.productZip(
        request.caller.businessUser,
        request.body.id,
        request.language,
      );
      return reply
        .header('content-type', FILE_TYPES.zip)
        .header('content-disposition', `attachment; filename="${fileNameOf(sku, 'zip')}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
};
