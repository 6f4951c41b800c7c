import { PayMethods, PayRequest, PayResult, WebhookHandled } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { declaredFailures } from '../../http/openapi-failures';
import { pages } from '../pages';
import type { PaymentService } from './service';
import { payText } from './texts';

/** /api/payment/pay, and the gateway's webhook (signed; no session). */
export interface PaymentRouteDeps {
  payments: PaymentService;
  /** The configured gateway's name ('sandbox', 'stripe'): its webhook is /api/payment/webhook/<name>; null: none. */
  webhook: string | null;
  /** The payment password's check (accounts): a balance payment of a business that set one needs it. */
  guardPayment(businessId: number, payType: number, payPassword: string | undefined): Promise<void>;
  /** Whether every one of these orders is a sample order of the business (orders, for Try-on List staff). */
  allSamples(businessId: number, orderIds: number[]): Promise<boolean>;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (
  app,
  { payments, webhook, guardPayment, allSamples },
) => {
  app.post(
    '/api/payment/pay',
    {
      config: { access: access.permission(...pages.checkout, pages.samples), idempotency: 'payment.pay' },
      schema: {
        tags: ['payments'],
        summary:
          'Pay orders: 3 balance, 5 zero total, 1 boleto / 2 pix / 4 card through the gateway (answers payUrl)',
        description:
          'A balance payment (payType 3) of a business that has set a 6-digit payment password carries it as ' +
          '`payPassword` in paramsJson: missing or wrong 400, locked after 5 wrong tries 423 (code 4230).',
        body: PayRequest,
        response: { 200: apiSchema(PayResult) },
        failures: { ...declaredFailures.payPassword, ...declaredFailures.provider },
      },
    },
    async (request) => {
      const { businessId } = request.caller;
      const input = request.body.paramsJson;
      // Try-on List alone pays its samples, not the business's other orders.
      // (Owners hold every page: no lookup, so paying stays at its statement count.)
      if (
        !request.caller.isOwner &&
        !(await request.caller.holdsAny(pages.checkout)) &&
        !(await allSamples(businessId, input.payParamsReq.orderIds))
      )
        throw forbidden(payText.samplesOnly);
      await guardPayment(businessId, input.payType, input.payPassword);
      return apiOk(await payments.pay(businessId, input, request.language));
    },
  );

  // What the payment dialog offers: balance always, the gateway's methods (and what they charge) with one.
  app.get(
    '/api/payment/methods',
    {
      config: { access: access.permission(...pages.checkout, pages.samples) },
      schema: {
        tags: ['payments'],
        summary:
          'The payment methods this mall offers (pix, boleto, card only with a gateway taking them) and their currency',
        response: { 200: apiSchema(PayMethods) },
      },
    },
    async (request) => apiOk(await payments.methodsFor(request.caller.businessId)),
  );

  // No provider, no webhook (PAYMENT_GATEWAY=none).
  if (!webhook) return;
  // The signature covers the raw body, so this route reads it as text before anything parses it. JSON is
  // the only type it takes: any other (a form, say) is refused with 415 before the handler runs.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    hooks.post(
      `/api/payment/webhook/${webhook}`,
      {
        config: { access: access.anonymous },
        schema: {
          tags: ['payments'],
          summary: WEBHOOK_SUMMARY[webhook] ?? `Payment results from the ${webhook} gateway (signed)`,
          response: { 200: apiSchema(WebhookHandled) },
          failures: declaredFailures.signed,
        },
      },
      async (request) => apiOk(await payments.handleWebhook(String(request.body ?? ''), request.headers)),
    );
  });
};

const WEBHOOK_SUMMARY: Record<string, string> = {
  sandbox: 'Payment results from the sandbox gateway (HMAC-SHA256 of the body in X-Sandbox-Signature)',
  stripe:
    'Checkout Session events from Stripe (completed, async_payment_succeeded/failed, expired; Stripe-Signature)',
};
