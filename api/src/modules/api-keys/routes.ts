import {
  ApiKeyCallList,
  ApiKeyCreated,
  ApiKeyCreateRequest,
  ApiKeyIdRequest,
  ApiKeyList,
  ApiKeyView,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { ApiKeyService } from './service';

/** The page that guards every key call (db/seed/menu-tree.ts): owners hold it, staff need it in their role. */
export const API_KEY_PAGE = { scope: 'business' as const, page: '/myCenter/api' };

/**
 * A business's API keys (page /myCenter/api; paths ours). No key may call these (contract API_KEY_NEVER):
 * a key cannot make, list or revoke keys. Only the answer to `create` carries a secret.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ keys: ApiKeyService }> = async (app, { keys }) => {
  const tags = ['API keys'];
  const config = { access: access.permission(API_KEY_PAGE) };

  app.post(
    '/apiKey/list',
    {
      config,
      schema: {
        tags,
        summary:
          'The business’s API keys: prefix, scopes, created, last used, expiry, state (never the secret)',
        response: { 200: officeSchema(ApiKeyList) },
      },
    },
    async (request) => officeOk({ records: await keys.list(request.caller.businessId) }),
  );

  app.post(
    '/apiKey/create',
    {
      config,
      schema: {
        tags,
        summary: 'Make an API key acting as the caller within its scopes; the answer shows the secret, once',
        body: ApiKeyCreateRequest,
        response: { 200: officeSchema(ApiKeyCreated) },
      },
    },
    async (request) => officeOk(await keys.create(request.caller.businessUser, request.body)),
  );

  app.post(
    '/apiKey/revoke',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an API key: its next call answers 401',
        body: ApiKeyIdRequest,
        response: { 200: officeSchema(ApiKeyView) },
      },
    },
    async (request) => officeOk(await keys.revoke(request.caller.businessId, request.body.id)),
  );

  app.post(
    '/apiKey/calls',
    {
      config,
      schema: {
        tags,
        summary: 'The newest 100 calls made with the business’s keys (key, route, status, time)',
        response: { 200: officeSchema(ApiKeyCallList) },
      },
    },
    async (request) => officeOk({ records: await keys.calls(request.caller.businessId) }),
  );
};
