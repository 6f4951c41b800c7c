import {
  ExportDownloadLink,
  ExportRecordPage,
  ExportRecordQuery,
  IdQuery,
  OrderExportQueued,
  OrderExportRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FileNotFound, type FileStorage } from '../../adapters/storage';
import { access } from '../../http/access';
import { apiOk, apiSchema, officeOk, officeSchema } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { FILE_TYPES, fileAnswer } from '../../http/file-answer';
import { pages } from '../pages';
import { fileNameOf } from './product-routes';
import type { ProductTaskService } from './product-task-service';
import type { TaskStore } from './task-store';
import { taskText } from './texts';

/** A task's file type, as the task records it, and its media type. */
const CONTENT_TYPES = { zip: FILE_TYPES.zip, xls: FILE_TYPES.xlsx } as const;

/** Long enough to start a download on a slow line; a copied link stops working soon after. */
const LINK_SECONDS = 300;

/** Export records (/System/exportRecord): the business's tasks, their files, and the order-list export. */
export const exportRoutes: FastifyPluginAsyncZod<{
  store: TaskStore;
  storage: FileStorage;
  tasks: ProductTaskService;
}> = async (app, { store, storage, tasks }) => {
  const tags = ['export records'];

  app.post(
    '/exportRecord/list',
    {
      config: { access: access.permission(pages.exportRecords) },
      schema: {
        tags,
        summary: "The caller's business's export tasks (of one platformDataType, or all), newest first",
        body: ExportRecordQuery,
        response: { 200: officeSchema(ExportRecordPage) },
      },
    },
    async (request) =>
      officeOk(
        await store.list(
          request.caller.businessId,
          request.body.platformDataType,
          request.body.current,
          request.body.size,
          request.language,
        ),
      ),
  );

  app.get(
    '/exportRecord/download',
    {
      config: { access: access.permission(pages.exportRecords) },
      schema: {
        tags,
        summary: 'The file of a finished export; only its business may fetch it',
        querystring: IdQuery,
        response: {
          200: fileAnswer('The export: a zip of product packages, or a spreadsheet', 'zip', 'xlsx'),
        },
      },
    },
    async (request, reply) => {
      const { key, type, name } = await fileOf(request.caller.businessId, request.query.id);
      const file = await storage.open(key, 'private').catch((error: unknown) => {
        throw error instanceof FileNotFound ? notFound(taskText.fileGone) : error;
      });
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/exportRecord/downloadLink',
    {
      config: { access: access.permission(pages.exportRecords) },
      schema: {
        tags,
        summary:
          'A finished export as a signed link to object storage, valid 5 minutes; url null when files are on disk',
        querystring: IdQuery,
        response: { 200: officeSchema(ExportDownloadLink) },
      },
    },
    async (request) => {
      const { key, type, name } = await fileOf(request.caller.businessId, request.query.id);
      if (!storage.downloadLink) return officeOk({ url: null, expiresInSeconds: 0 });
      if (!(await storage.exists(key, 'private'))) throw notFound(taskText.fileGone);
      const url = await storage.downloadLink(key, 'private', {
        fileName: name,
        contentType: type,
        expiresInSeconds: LINK_SECONDS,
      });
      return officeOk({ url, expiresInSeconds: LINK_SECONDS });
    },
  );

  /** The file of the caller's business's finished task: 404 for another's, 409 while it is not done. */
  async function fileOf(businessId: number, id: number) {
    const task = await store.owned(businessId, id);
    if (task.status !== 'done' || !task.fileKey) throw conflict(taskText.notReady);
    const extension = task.fileKey.split('.').pop() ?? task.fileType;
    return {
      key: task.fileKey,
      type: CONTENT_TYPES[task.fileType],
      name: fileNameOf(`export-${task.id}`, extension),
    };
  }

  app.post(
    '/api/order/exportOrder',
    {
      config: { access: access.permission(...pages.buyerOrders) },
      schema: {
        tags: ['orders'],
        summary: "Queue the caller's order list (one status or all) as a spreadsheet export",
        body: OrderExportRequest,
        response: { 200: apiSchema(OrderExportQueued) },
      },
    },
    async (request) =>
      apiOk(await tasks.exportOrders(request.caller.businessUser, request.body.status, request.language)),
  );
};
