import {
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
      const task = await store.owned(request.caller.businessId, request.query.id);
      if (task.status !== 'done' || !task.fileKey) throw conflict(taskText.notReady);
      const file = await storage.open(task.fileKey, 'private').catch((error: unknown) => {
        throw error instanceof FileNotFound ? notFound(taskText.fileGone) : error;
      });
      const extension = task.fileKey.split('.').pop() ?? task.fileType;
      return reply
        .header('content-type', CONTENT_TYPES[task.fileType])
        .header('content-disposition', `attachment; filename="${fileNameOf(`export-${task.id}`, extension)}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

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
