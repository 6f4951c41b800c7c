import { ResultCode, STOCK_IMPORT_MAX_BYTES, StockImported, StockImportQuery } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { fileAnswer } from '../../http/file-answer';
import { acceptMultipart, readOneFile } from '../../http/multipart-file';
import { actorOf, type DocumentCalls } from './document-calls';
import { importText } from './file-texts';
import { importDocument } from './import';
import { sendFile } from './list-file';
import { stockInTemplate } from './template';

const tooLarge = () => new AppError(413, ResultCode.tooLarge, importText.tooLarge);

/**
 * The template and the import of one kind of stock document (registered by its document routes when the kind
 * is importable). Multipart is accepted by this plugin's routes only.
 */
export const documentImportRoutes: FastifyPluginAsyncZod<DocumentCalls> = async (
  app,
  { base, page, noun, docs, file },
) => {
  const tags = ['stock'];
  const config = { access: access.permission({ scope: 'business', page }) };
  await acceptMultipart(app);

  app.get(
    `${base}/template`,
    {
      config,
      schema: {
        tags,
        summary: `The ${noun} template (xlsx): header row in the caller’s language, an example`,
        response: { 200: fileAnswer('The template workbook', 'xlsx') },
      },
    },
    async (request, reply) =>
      sendFile(reply, `${file}-template`, await stockInTemplate(request.language), 'xlsx'),
  );

  app.post(
    `${base}/import`,
    {
      config,
      schema: {
        tags,
        summary: `Creates a draft ${noun} from a filled template (multipart, one .xlsx up to 1 MB and 2,000 rows); every bad row is reported and nothing is written`,
        querystring: StockImportQuery,
        response: { 200: officeSchema(StockImported) },
      },
    },
    async (request) => {
      const { caller } = request;
      const { filename, body } = await readOneFile(request, STOCK_IMPORT_MAX_BYTES, tooLarge);
      const made = await importDocument(
        docs,
        caller.businessId,
        actorOf(caller.account),
        { ...request.query, filename, file: body },
        request.language,
      );
      return officeOk(made);
    },
  );
};
