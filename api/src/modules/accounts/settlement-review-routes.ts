import { SettlementListRequest, SettlementReviewPage, SettlementReviewRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { on } from '../../http/permissions';
import type { SettlementService } from './settlement-service';
import { text } from './texts';

/** The platform page the review queue lives on (the platform menu of the permission seed). */
const REVIEW_PAGE = { platform: '/System/settlementReview' };

/** Operators review certification applications (our paths; the spec shows the settlement page only). */
export const settlementReviewRoutes: FastifyPluginAsyncZod<{ settlement: SettlementService }> = async (
  app,
  { settlement },
) => {
  const tags = ['settlement review'];

  app.post(
    '/settlement/list',
    {
      config: { access: access.permission(...on(REVIEW_PAGE)) },
      schema: {
        tags,
        summary: 'Applications in one state (pending by default), oldest first',
        body: SettlementListRequest,
        response: { 200: officeSchema(SettlementReviewPage) },
      },
    },
    async (request) => officeOk(await settlement.list(request.body)),
  );

  app.post(
    '/settlement/review',
    {
      config: { access: access.permission(...on(REVIEW_PAGE, 'review')) },
      schema: {
        tags,
        summary: 'Approve or reject a pending application',
        body: SettlementReviewRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      const { id, decision, reason } = request.body;
      await settlement.review(request.caller.account, id, decision, reason);
      return officeOk(null, translate(text.saved, request.language));
    },
  );
};
