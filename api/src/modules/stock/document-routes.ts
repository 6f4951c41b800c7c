import {
  StockDocumentCreate,
  StockDocumentCreated,
  StockDocumentDetail,
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
import type { StockDocuments } from './documents';

/** One kind of stock document's calls: where they live, the page that guards them, what the reference calls it. */
export interface DocumentCalls {
  /** e.g. '/stock/document' (merchant stock-in), '/stock/thirdPartyIn'. */
  base: string;
  /** The Stock Management page (menu seed) whose permission the calls need. */
  page: string;
  /** The document's name in the OpenAPI summaries, e.g. 'stock-in'. */
  noun: string;
  docs: StockDocuments;
}

/** Who did it, as the ledger records it. */
export const actorOf = (account: { kind: string; id: number }) => `${account.kind}:${account.id}`;

/** list, create, detail, scan, setLine and confirm of one kind of stock document. */
export const documentRoutes: FastifyPluginAsyncZod<DocumentCalls> = async (
  app,
  { base, page, noun, docs },
) => {
  const tags = ['stock'];
  const config = { access: access.permission({ scope: 'business', page }) };

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
