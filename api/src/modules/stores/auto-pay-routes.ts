import { AutoPaySave, StoreView } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { declaredFailures } from '../../http/openapi-failures';
import type { AutoPayer } from './auto-pay';
import { STORE_PAGE } from './routes';

/** A store's automatic fulfilment payment settings (docs/decisions.md "Automatic fulfilment payment"). */
export const autoPayRoutes: FastifyPluginAsyncZod<{ autoPay: AutoPayer }> = async (app, { autoPay }) => {
  app.post(
    '/store/autoPay/save',
    {
      config: { access: access.permission(STORE_PAGE) },
      schema: {
        tags: ['stores'],
        summary:
          'Automatic fulfilment payment of a store: on/off, per-order cap, daily cap, minimum balance (turning it on asks for the payment password when set)',
        body: AutoPaySave,
        response: { 200: officeSchema(StoreView) },
        failures: { ...declaredFailures.payPassword },
      },
    },
    async (request) => officeOk(await autoPay.save(request.caller.businessId, request.body)),
  );
};
