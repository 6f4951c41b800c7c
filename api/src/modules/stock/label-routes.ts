import {
  DocumentLabelsQuery,
  ProductBarcodes,
  ProductBarcodesQuery,
  VariantLabelsRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { fileAnswer } from '../../http/file-answer';
import type { StockLabels } from './labels';
import { sendFile } from './list-file';

const page = (path: string) => ({ scope: 'business' as const, page: path });
const STOCK_IN = page('/stock/merchantStockIn');
/** A product's labels are printed from the product list, or by whoever receives stock. */
const PRODUCTS = page('/businessCenter/product');

/** Barcode labels as PDF: a stock-in document's lines, or chosen variants of the business's products. */
export const stockLabelRoutes: FastifyPluginAsyncZod<{ labels: StockLabels }> = async (app, { labels }) => {
  const tags = ['stock'];

  app.get(
    '/stock/labels/document',
    {
      config: { access: access.permission(STOCK_IN) },
      schema: {
        tags,
        summary: 'Barcode labels (PDF) of a stock-in document’s lines: one a piece, or one a line',
        querystring: DocumentLabelsQuery,
        response: { 200: fileAnswer('The labels, ready to print', 'pdf') },
      },
    },
    async (request, reply) => {
      const { docNo, file } = await labels.document(
        request.caller.businessId,
        request.query,
        request.language,
      );
      return sendFile(reply, `labels-${docNo}`, file, 'pdf');
    },
  );

  app.post(
    '/stock/labels/variants',
    {
      config: { access: access.permission(PRODUCTS, STOCK_IN) },
      schema: {
        tags,
        summary: 'Barcode labels (PDF) of chosen variants of the business’s products, copies each',
        body: VariantLabelsRequest,
        response: { 200: fileAnswer('The labels, ready to print', 'pdf') },
      },
    },
    async (request, reply) => {
      const file = await labels.variants(request.caller.businessId, request.body, request.language);
      return sendFile(reply, 'labels', file, 'pdf');
    },
  );

  app.post(
    '/stock/barcodes',
    {
      config: { access: access.permission(PRODUCTS, STOCK_IN) },
      schema: {
        tags,
        summary: 'A product’s live variants with their barcodes (what its labels print)',
        body: ProductBarcodesQuery,
        response: { 200: officeSchema(ProductBarcodes) },
      },
    },
    async (request) =>
      officeOk(await labels.productBarcodes(request.caller.businessId, request.body.productId)),
  );
};
