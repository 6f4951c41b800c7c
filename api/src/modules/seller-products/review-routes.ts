import {
  IdQuery,
  ReviewDecision,
  ReviewQueueQuery,
  SellerProductPage,
  StoredProduct,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { ProductReader } from '../catalog/seller-product-reader';
import type { ReviewService } from './review-service';

/** The platform page of the queue (the platform menu of the permission seed). */
const PAGE = '/System/productReview';
const need = (button?: string) => ({ scope: 'platform' as const, page: PAGE, ...(button ? { button } : {}) });

/** Operators review seller products (our paths: the spec shows no review calls). */
export const productReviewRoutes: FastifyPluginAsyncZod<{
  reader: ProductReader;
  review: ReviewService;
}> = async (app, { reader, review }) => {
  const tags = ['product review'];

  app.post(
    '/productReview/list',
    {
      config: { access: access.permission(need()) },
      schema: {
        tags,
        summary: 'Products in one review state (submitted by default), oldest first',
        body: ReviewQueueQuery,
        response: { 200: officeSchema(SellerProductPage) },
      },
    },
    async (request) => officeOk(await reader.reviewQueue(request.body)),
  );

  app.get(
    '/productReview/get',
    {
      config: { access: access.permission(need()) },
      schema: {
        tags,
        summary: 'A product as its seller submitted it',
        querystring: IdQuery,
        response: { 200: officeSchema(StoredProduct) },
      },
    },
    async (request) => officeOk(await reader.submission(request.query.id, null)),
  );

  app.post(
    '/productReview/review',
    {
      config: { access: access.permission(need('review')) },
      schema: {
        tags,
        summary: 'Approve (on shelf) or reject with a reason',
        body: ReviewDecision,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      const { id, decision, reason } = request.body;
      await review.decide(request.caller.account.id, id, decision, reason);
      return officeOk(null);
    },
  );
};
