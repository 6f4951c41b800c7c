import { CrmInvoice, CrmInvoiceReissueRequest, CrmInvoiceRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CjkFont } from '../../adapters/pdf/fonts';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { FILE_TYPES, fileAnswer } from '../../http/file-answer';
import { pages } from '../pages';
import { invoicePdf } from './invoice-pdf';
import type { CrmInvoices } from './invoices';

/**
 * The invoice of a store order's fulfilment (CRM invoiceGeneration / invoiceDisplay; paths ours): generate,
 * show (a version), reissue with a reason, and the PDF.
 */
export const crmInvoiceRoutes: FastifyPluginAsyncZod<{
  invoices: CrmInvoices;
  cjkFont: CjkFont | null;
}> = async (app, { invoices, cjkFont }) => {
  const tags = ['stores'];
  const guarded = { access: access.permission(pages.storeOrders) };
  const answer = { 200: officeSchema(CrmInvoice) };

  app.post(
    '/store/invoice/generate',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Generate the invoice of a paid store order: the year’s next number, version 1; the order is invoiced (409 when unpaid or invoiced already)',
        body: CrmInvoiceRequest.pick({ id: true }),
        response: answer,
      },
    },
    async (request) => officeOk(await invoices.generate(request.caller.businessId, request.body.id)),
  );

  app.post(
    '/store/invoice/reissue',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Reissue a corrected invoice: a new version of the same number, the older kept (409 when none)',
        body: CrmInvoiceReissueRequest,
        response: answer,
      },
    },
    async (request) =>
      officeOk(await invoices.reissue(request.caller.businessId, request.body.id, request.body.reason)),
  );

  app.post(
    '/store/invoice',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'The invoice of a store order as issued: the newest version, or the one named (409 before it is generated)',
        body: CrmInvoiceRequest,
        response: answer,
      },
    },
    async (request) =>
      officeOk(await invoices.invoice(request.caller.businessId, request.body.id, request.body.version)),
  );

  app.get(
    '/store/invoice/file',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The invoice (a version, else the newest) as a PDF, in the reader’s language',
        querystring: CrmInvoiceRequest,
        response: { 200: fileAnswer('The invoice', 'pdf') },
      },
    },
    async (request, reply) => {
      const { id, version } = request.query;
      const invoice = await invoices.invoice(request.caller.businessId, id, version);
      const file = await invoicePdf(invoice, request.language, cjkFont);
      return reply
        .header('content-type', FILE_TYPES.pdf)
        .header('content-disposition', `attachment; filename="${invoice.invoiceNo}-v${invoice.version}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
