import {
  WebhookDeliveryIdRequest,
  WebhookDeliveryList,
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointEnable,
  WebhookEndpointIdRequest,
  WebhookEndpointList,
  WebhookEndpointView,
  WebhookSettings,
  WebhookSettingsSave,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { WebhookEndpoints } from './endpoints';
import type { WebhookLog } from './service';
import type { WebhookSettingsStore } from './stock-low';

/** The page that guards every webhook call: the API keys page (owners hold it, staff need it in their role). */
export const WEBHOOK_PAGE = { scope: 'business' as const, page: '/myCenter/api' };

/**
 * A business's webhook endpoints and their delivery logs (page /myCenter/api, Webhooks tab; paths ours).
 * No API key may call these (contract API_KEY_NEVER). Only the answer to `create` carries a secret.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  endpoints: WebhookEndpoints;
  log: WebhookLog;
  settings: WebhookSettingsStore;
}> = async (app, { endpoints, log, settings }) => {
  const tags = ['Webhooks'];
  const config = { access: access.permission(WEBHOOK_PAGE) };

  app.post(
    '/webhook/settings',
    {
      config,
      schema: {
        tags,
        summary: 'The business’s webhook settings: the stock.low threshold (default 5)',
        response: { 200: officeSchema(WebhookSettings) },
      },
    },
    async (request) => officeOk(await settings.get(request.caller.businessId)),
  );

  app.post(
    '/webhook/saveSettings',
    {
      config,
      schema: {
        tags,
        summary:
          'Set the stock.low threshold: a variant whose available quantity falls to it or below fires once',
        body: WebhookSettingsSave,
        response: { 200: officeSchema(WebhookSettings) },
      },
    },
    async (request) => officeOk(await settings.save(request.caller.businessId, request.body)),
  );

  app.post(
    '/webhook/list',
    {
      config,
      schema: {
        tags,
        summary: 'The business’s webhook endpoints: address, events, enabled (never the secret)',
        response: { 200: officeSchema(WebhookEndpointList) },
      },
    },
    async (request) => officeOk({ records: await endpoints.list(request.caller.businessId) }),
  );

  app.post(
    '/webhook/create',
    {
      config,
      schema: {
        tags,
        summary:
          'Register an endpoint (http/https, public address) for events; the answer shows its signing secret, once',
        body: WebhookEndpointCreate,
        response: { 200: officeSchema(WebhookEndpointCreated) },
      },
    },
    async (request) => officeOk(await endpoints.create(request.caller.businessId, request.body)),
  );

  app.post(
    '/webhook/enable',
    {
      config,
      schema: {
        tags,
        summary: 'Turn an endpoint on or off (an endpoint that is off gets no new deliveries)',
        body: WebhookEndpointEnable,
        response: { 200: officeSchema(WebhookEndpointView) },
      },
    },
    async (request) =>
      officeOk(await endpoints.setEnabled(request.caller.businessId, request.body.id, request.body.enabled)),
  );

  app.post(
    '/webhook/delete',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        body: WebhookEndpointIdRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await endpoints.remove(request.caller.businessId, request.body.id);
      return officeOk(null);
    },
  );

  app.post(
    '/webhook/deliveries',
    {
      config,
      schema: {
        tags,
        summary: 'The endpoint’s newest 100 deliveries: event, status, attempts, next try, answer',
        body: WebhookEndpointIdRequest,
        response: { 200: officeSchema(WebhookDeliveryList) },
      },
    },
    async (request) => officeOk({ records: await log.list(request.caller.businessId, request.body.id) }),
  );

  app.post(
    '/webhook/resend',
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivery again now (same id and body, a fresh timestamp and signature)',
        body: WebhookDeliveryIdRequest,
        response: { 200: officeSchema(WebhookDeliveryView) },
      },
    },
    async (request) => officeOk(await log.resend(request.caller.businessId, request.body.id)),
  );
};
