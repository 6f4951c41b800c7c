import {
  WithdrawalIdRequest,
  WithdrawalPage,
  WithdrawalQueueQuery,
  WithdrawalRejectRequest,
  WithdrawalView,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { WithdrawalReader } from './withdrawal-reader';
import type { WithdrawalService } from './withdrawal-service';

/** The platform page of the queue (the platform menu's Review group). */
export const WITHDRAWAL_REVIEW_PAGE = '/System/withdrawalReview';
const need = (button?: string) => ({
  scope: 'platform' as const,
  page: WITHDRAWAL_REVIEW_PAGE,
  ...(button ? { button } : {}),
});

/** Operators pay or reject withdrawals (our paths). */
export const withdrawalReviewRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalService;
  reader: WithdrawalReader;
}> = async (app, { withdrawals, reader }) => {
  const tags = ['withdrawal review'];
  const answer = async (id: number) => {
    const view = await reader.one(id);
    if (!view) throw notFound('withdrawalNotFound');
    return officeOk(view);
  };

  app.post(
    '/cash/review/list',
    {
      config: { access: access.permission(need()) },
      schema: {
        tags,
        summary: 'Withdrawals in one state (pending by default), oldest first',
        body: WithdrawalQueueQuery,
        response: { 200: officeSchema(WithdrawalPage) },
      },
    },
    async (request) => officeOk(await reader.queue(request.body)),
  );

  app.post(
    '/cash/review/pay',
    {
      config: { access: access.permission(need('review')) },
      schema: {
        tags,
        summary: 'Mark a pending withdrawal paid (the money was sent to the payout account)',
        body: WithdrawalIdRequest,
        response: { 200: officeSchema(WithdrawalView) },
      },
    },
    async (request) => {
      const row = await withdrawals.pay(request.caller.account.id, request.body.id);
      return answer(row.id);
    },
  );

  app.post(
    '/cash/review/reject',
    {
      config: { access: access.permission(need('review')) },
      schema: {
        tags,
        summary: 'Reject a pending withdrawal with a reason: the amount returns to the business’s balance',
        body: WithdrawalRejectRequest,
        response: { 200: officeSchema(WithdrawalView) },
      },
    },
    async (request) => {
      const { id, reason } = request.body;
      const row = await withdrawals.reject(request.caller.account.id, id, reason);
      return answer(row.id);
    },
  );
};
