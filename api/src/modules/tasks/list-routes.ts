import { Readable } from 'node:stream';
import {
  IdsRequest,
  PublishedCsvQuery,
  TakenProductPage,
  TakenRemoved,
  TaskDataType,
  TaskPageQuery,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { FILE_TYPES, fileAnswer } from '../../http/file-answer';
import type { StorePublishing } from './handlers';
import type { PublishedCsv } from './published-csv';
import type { TakeKind, TakenProductsService } from './taken-service';

const LISTS: { kind: TakeKind; name: 'publish' | 'download'; page: string }[] = [
  { kind: TaskDataType.publish, name: 'publish', page: '/businessCenter/productPublish' },
  { kind: TaskDataType.download, name: 'download', page: '/businessCenter/productDownload' },
];

/** The publish and download lists of the back office, and the publish list's store import files. */
export const takenListRoutes: FastifyPluginAsyncZod<{
  taken: TakenProductsService;
  csv: PublishedCsv;
  publishing?: StorePublishing | undefined;
}> = async (app, { taken, csv, publishing }) => {
  const tags = ['download and publish'];

  for (const { kind, name, page } of LISTS) {
    const guard = access.permission({ scope: 'business', page });
    app.post(
      `/product/${name}List`,
      {
        config: { access: guard },
        schema: {
          tags,
          summary: `The caller's ${name} list, latest first`,
          body: TaskPageQuery,
          response: { 200: officeSchema(TakenProductPage) },
        },
      },
      async (request) => {
        const { businessId } = request.caller;
        const storesOf =
          publishing && kind === TaskDataType.publish
            ? (ids: number[]) => publishing.publicationsOf(businessId, ids, request.language)
            : undefined;
        return officeOk(
          await taken.list(businessId, kind, request.body.current, request.body.size, storesOf),
        );
      },
    );
    app.post(
      `/product/${name}Delete`,
      {
        config: { access: guard },
        schema: {
          tags,
          summary: `Take entries off the ${name} list (the product's count stays)`,
          body: IdsRequest,
          response: { 200: officeSchema(TakenRemoved) },
        },
      },
      async (request) =>
        officeOk({
          removed: await taken.remove(request.caller.businessId, kind, request.body.ids),
        }),
    );
  }

  app.get(
    '/product/publishCsv',
    {
      config: { access: access.permission({ scope: 'business', page: '/businessCenter/productPublish' }) },
      schema: {
        tags,
        summary: 'The published products as a Shopify or WooCommerce import file (CSV)',
        querystring: PublishedCsvQuery,
        response: { 200: fileAnswer('The import file, in the platform’s own columns', 'csv') },
      },
    },
    async (request, reply) => {
      const { platform } = request.query;
      const lines = csv.lines(request.caller.businessId, platform, request.language);
      return reply
        .header('content-type', `${FILE_TYPES.csv}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${platform}-products.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  );
};
