import { StoreWebhookAnswer } from '@dropmall/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { declaredFailures } from '../../http/openapi-failures';
import type { ShopifyAppEvents } from './shopify-app-events';

/**
 * The platform's public Shopify app's compliance webhooks (customers/data_request, customers/redact,
 * shop/redact): the one URL the operator sets for all three in the app's configuration. Anonymous, but signed
 * with the app's secret over the raw body, which is read as text before anything parses it.
 */
export const shopifyAppRoutes: FastifyPluginAsyncZod<{ appEvents: ShopifyAppEvents }> = async (
  app,
  { appEvents },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_r, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/store/shopify/compliance',
    {
      config: { access: access.anonymous },
      schema: {
        tags: ['stores'],
        summary:
          "Shopify's privacy requests to the platform's app (X-Shopify-Hmac-Sha256 with the app's secret over the body)",
        response: { 200: officeSchema(StoreWebhookAnswer) },
        failures: declaredFailures.signed,
      },
    },
    async (request) =>
      officeOk(await appEvents.receiveCompliance(String(request.body ?? ''), request.headers)),
  );
};
