import { WalletBalance, WalletLedgerPage, WalletLedgerQuery } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { WalletService } from './service';

/** The balance and its ledger (our paths; the spec names the ledger's fields in its glossary). */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const tags = ['wallet'];

  app.get(
    '/api/wallet/balance',
    {
      config: {
        access: access.permission(...pages.checkout, pages.samples, pages.paymentDetails, pages.applyCash),
      },
      schema: {
        tags,
        summary: 'The caller’s balance (USD)',
        response: { 200: apiSchema(WalletBalance) },
      },
    },
    async (request) =>
      apiOk({ balance: await wallet.balance(request.caller.businessId), currency: 'USD' as const }),
  );

  app.get(
    '/api/wallet/ledger',
    {
      config: { access: access.permission(pages.paymentDetails) },
      schema: {
        tags,
        summary: 'Balance movements, newest first',
        querystring: WalletLedgerQuery,
        response: { 200: apiSchema(WalletLedgerPage) },
      },
    },
    async (request) =>
      apiOk(await wallet.ledger(request.caller.businessId, request.query.current, request.query.size)),
  );
};
