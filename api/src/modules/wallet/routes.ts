import { WALLET_LEDGER_KINDS } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
      config: { access: access.permission(...pages.checkout, pages.paymentDetails, pages.applyCash) },
      schema: {
        tags,
        summary: 'The caller’s balance (USD)',
        response: { 200: apiSchema(z.object({ balance: z.number(), currency: z.literal('USD') })) },
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
        querystring: z.object({
          current: z.coerce.number().int().min(1).max(100_000).default(1),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: apiSchema(
            z.object({
              records: z.array(
                z.object({
                  id: z.number(),
                  kind: z.enum(WALLET_LEDGER_KINDS),
                  amount: z.number(),
                  balanceAfter: z.number(),
                  reason: z.string(),
                  orderId: z.number().nullable(),
                  withdrawalId: z.number().nullable(),
                  time: z.string(),
                }),
              ),
              total: z.number(),
              current: z.number(),
              size: z.number(),
            }),
          ),
        },
      },
    },
    async (request) =>
      apiOk(await wallet.ledger(request.caller.businessId, request.query.current, request.query.size)),
  );
};
