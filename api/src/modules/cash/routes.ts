import {
  CashOverview,
  LedgerPage,
  LedgerQuery,
  WithdrawalApplyRequest,
  WithdrawalIdRequest,
  WithdrawalListQuery,
  WithdrawalPage,
  WithdrawalView,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { WalletService } from '../wallet/service';
import type { WithdrawalReader } from './withdrawal-reader';
import type { WithdrawalService } from './withdrawal-service';

/** The business pages of "Withdrawal management" (spec 001 §2) that guard each call. */
const page = (path: string) => ({ scope: 'business' as const, page: path });
const APPLY = page('/cashCenter/applyCash');
const RECORDS = page('/cashCenter/cashRecord');
const DETAILS = page('/cashCenter/paymentDetails');

/** A business applies for withdrawals, follows them, cancels pending ones and reads its ledger (our paths). */
export const cashRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalService;
  reader: WithdrawalReader;
  wallet: WalletService;
}> = async (app, { withdrawals, reader, wallet }) => {
  const tags = ['withdrawals'];

  app.get(
    '/cash/overview',
    {
      config: { access: access.permission(APPLY) },
      schema: {
        tags,
        summary: 'Balance, amount held by pending withdrawals, minimum',
        response: { 200: officeSchema(CashOverview) },
      },
    },
    async (request) => officeOk(await reader.overview(request.caller.businessId)),
  );

  app.post(
    '/cash/apply',
    {
      config: { access: access.permission(APPLY) },
      schema: {
        tags,
        summary: 'Apply for a withdrawal: the amount leaves the balance and is held until decided',
        body: WithdrawalApplyRequest,
        response: { 200: officeSchema(WithdrawalView) },
      },
    },
    async (request) => {
      const businessId = request.caller.businessId;
      const row = await withdrawals.apply(businessId, request.caller.account.id, request.body);
      const view = await reader.one(row.id);
      if (!view) throw notFound('withdrawalNotFound');
      return officeOk(view);
    },
  );

  app.post(
    '/cash/list',
    {
      config: { access: access.permission(RECORDS) },
      schema: {
        tags,
        summary: 'The caller’s withdrawals, newest first, optionally in one state',
        body: WithdrawalListQuery,
        response: { 200: officeSchema(WithdrawalPage) },
      },
    },
    async (request) => officeOk(await reader.mine(request.caller.businessId, request.body)),
  );

  app.post(
    '/cash/cancel',
    {
      config: { access: access.permission(RECORDS) },
      schema: {
        tags,
        summary: 'Cancel a pending withdrawal of the caller: the amount returns to the balance',
        body: WithdrawalIdRequest,
        response: { 200: officeSchema(WithdrawalView) },
      },
    },
    async (request) => {
      const row = await withdrawals.cancel(request.caller.businessId, request.body.id);
      const view = await reader.one(row.id);
      if (!view) throw notFound('withdrawalNotFound');
      return officeOk(view);
    },
  );

  app.post(
    '/cash/ledger',
    {
      config: { access: access.permission(DETAILS) },
      schema: {
        tags,
        summary: 'Payment details: the balance ledger, newest first, by kind and days',
        body: LedgerQuery,
        response: { 200: officeSchema(LedgerPage) },
      },
    },
    async (request) => {
      const { current, size, ...filter } = request.body;
      const page = await wallet.ledger(request.caller.businessId, current, size, filter);
      return officeOk({ ...page, records: await reader.withNumbers(page.records) });
    },
  );
};
