import { CrmInvoice, CrmInvoiceRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CjkFont } from '../../adapters/pdf/fonts';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { FILE_TYPES, fileAnswer } from '../../http/file-answer';
import { pages } from '../pages';
import { invoicePdf } from './invoice-pdf';
import type { CrmInvoices } from './invoices';

/** The invoice of a store order's fulfilment (CRM invoiceGeneration / invoiceDisplay; paths ours). */
export const crmInvoiceRoutes: FastifyPluginAsyncZod<{
  invoices: CrmInvoices;
  cjkFont: CjkFont | null;
}> = async (app, { invoices, cjkFont }) => {
  const tags = ['stores'];
  const guarded = { access: access.permission(pages.storeOrders) };

  app.post(
    '/store/invoice',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The invoice of a paid store order: numbered the first time, then the same number',
        body: CrmInvoiceRequest,
        response: { 200: officeSchema(CrmInvoice) },
      },
    },
    async (request) => officeOk(await invoices.invoice(request.caller.businessId, request.body.id)),
  );

  app.get(
    '/store/invoice/file',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The invoice as a PDF, in the reader’s language',
        querystring: CrmInvoiceRequest,
        response: { 200: fileAnswer('The invoice', 'pdf') },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.invoice(request.caller.businessId, request.query.id);
      const file = await invoicePdf(invoice, request.language, cjkFont);
      return reply
        .header('content-type', FILE_TYPES.pdf)
        .header('content-disposition', `attachment; filename="${invoice.invoiceNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
