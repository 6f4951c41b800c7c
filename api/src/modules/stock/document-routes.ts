import {
  StockDocumentCreate,
  StockDocumentCreated,
  StockDocumentDetail,
  StockDocumentExportQuery,
  StockDocumentId,
  StockDocumentPage,
  StockDocumentQuery,
  StockLineSetRequest,
  StockScanned,
  StockScanRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { fileAnswer } from '../../http/file-answer';
import { actorOf, type DocumentCalls } from './document-calls';
import { documentImportRoutes } from './import-routes';
import { sendFile } from './list-file';

/** list, its xlsx file, create, detail, scan, setLine and confirm of one kind of stock document (and import). */
export const documentRoutes: FastifyPluginAsyncZod<DocumentCalls> = async (app, calls) => {
  const { base, page, noun, docs, file, files } = calls;
  const tags = ['stock'];
  const config = { access: access.permission({ scope: 'business', page }) };
  // multipart only in the import's own plugin: no other call of the kind takes it
  if (calls.importable) await app.register(documentImportRoutes, calls);

  app.post(
    `${base}/list`,
    {
      config,
      schema: {
        tags,
        summary: `The ${noun} documents, newest first, with filters`,
        body: StockDocumentQuery,
        response: { 200: officeSchema(StockDocumentPage) },
      },
    },
    async (request) => officeOk(await docs.list(request.caller.businessId, request.body, request.language)),
  );

  app.get(
    `${base}/file`,
    {
      config,
      schema: {
        tags,
        summary: `The ${noun} documents under the list’s filters as xlsx, with a sheet of their lines`,
        querystring: StockDocumentExportQuery,
        response: { 200: fileAnswer('The documents workbook', 'xlsx') },
      },
    },
    async (request, reply) => {
      const { businessId } = request.caller;
      return sendFile(
        reply,
        file,
        await files.documents(docs, businessId, request.query, request.language),
        'xlsx',
      );
    },
  );

  app.post(
    `${base}/create`,
    {
      config,
      schema: {
        tags,
        summary: `Opens a draft ${noun} document`,
        body: StockDocumentCreate,
        response: { 200: officeSchema(StockDocumentCreated) },
      },
    },
    async (request) =>
      officeOk(await docs.create(request.caller.businessId, actorOf(request.caller.account), request.body)),
  );

  app.post(
    `${base}/detail`,
    {
      config,
      schema: {
        tags,
        summary: `A ${noun} document with its lines`,
        body: StockDocumentId,
        response: { 200: officeSchema(StockDocumentDetail) },
      },
    },
    async (request) =>
      officeOk(await docs.detail(request.caller.businessId, request.body.id, request.language)),
  );

  app.post(
    `${base}/scan`,
    {
      config,
      schema: {
        tags,
        summary: `Adds a line to a draft ${noun} by barcode or SKU, or increments it (the scanner)`,
        body: StockScanRequest,
        response: { 200: officeSchema(StockScanned) },
      },
    },
    async (request) => officeOk(await docs.scan(request.caller.businessId, request.body)),
  );

  app.post(
    `${base}/setLine`,
    {
      config,
      schema: {
        tags,
        summary: `Sets a draft ${noun} line’s quantity (0 removes it)`,
        body: StockLineSetRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await docs.setLine(request.caller.businessId, request.body);
      return officeOk(null);
    },
  );

  app.post(
    `${base}/delete`,
    {
      config,
      schema: {
        tags,
        summary: `Deletes a draft ${noun} with its lines (409 once confirmed: it is in the ledger)`,
        body: StockDocumentId,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await docs.remove(request.caller.businessId, request.body.id);
      return officeOk(null);
    },
  );

  app.post(
    `${base}/confirm`,
    {
      config,
      schema: {
        tags,
        summary: `Confirms a draft ${noun}: books every line into the stock ledger, once`,
        body: StockDocumentId,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await docs.confirm(
        request.caller.businessId,
        request.body.id,
        actorOf(request.caller.account),
        request.language,
      );
      return officeOk(null);
    },
  );
};
