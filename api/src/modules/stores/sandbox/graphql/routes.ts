import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  defaultFieldResolver,
  execute,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getOperationAST,
  parse,
  validate,
} from 'graphql';
import { access } from '../../../../http/access';
import { adminSchema } from '../admin-schema';
import { SandboxInstallations } from '../installations';
import type { SandboxShops } from '../shops';
import { sandboxBuckets } from './cost-bucket';
import { actualCost, requestedCost } from './query-cost';
import { type AppCaller, rootFields } from './root-fields';

type Params = { shop: string; version: string };
const hidden = { config: { access: access.anonymous }, schema: { hide: true } } as const;

/**
 * The versions Shopify serves: a year of quarterly releases up to the pinned one, and `unstable`; any other
 * path is a 404. (Each is answered from the pinned version's schema: the sandbox keeps one.)
 */
const VERSIONS = new Set(['unstable', ...quarterlyVersions(SHOPIFY_API_VERSION, 4)]);

function quarterlyVersions(newest: string, count: number): string[] {
  const [year = 0, month = 1] = newest.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const quarter = year * 4 + (month - 1) / 3 - i;
    return `${Math.floor(quarter / 4)}-${String((quarter % 4) * 3 + 1).padStart(2, '0')}`;
  });
}

/**
 * A field the sandbox does not answer says so, instead of a quiet null: a document Dropmall starts to send
 * must be answered here too (the schema already refused what Shopify would refuse).
 */
const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source && typeof source === 'object' && !(info.fieldName in source) && info.fieldName !== '__typename')
    throw new GraphQLError(`The sandbox store does not answer ${info.parentType.name}.${info.fieldName}`);
  return defaultFieldResolver(source, args, context, info);
};

/**
 * The sandbox store's GraphQL Admin API on Shopify's paths (`/admin/api/<version>/graphql.json` under
 * /sandbox/store/<handle>), answered from Shopify's own published schema of that version: documents are
 * validated and variables coerced by it, a query costs what Shopify's rules say and is throttled by cost
 * (`THROTTLED`, HTTP 200), the app's scopes are enforced. And the client credentials grant
 * (`/admin/oauth/access_token`) that gives its tokens.
 */
export const sandboxGraphqlRoutes: FastifyPluginAsync<{ shops: SandboxShops }> = async (app, { shops }) => {
  const bucket = sandboxBuckets;
  const installations = new SandboxInstallations(shops);
  app.post<{ Params: { shop: string }; Body: Record<string, unknown> }>(
    '/sandbox/store/:shop/admin/oauth/access_token',
    hidden,
    async (request, reply) => {
      const shop = await shops.byHandle(request.params.shop);
      if (!shop) return reply.status(404).send({ errors: 'Not Found' });
      const b = request.body ?? {};
      // The shop's own app by its client credentials; the platform's installed app by its code (the
      // authorization code grant names no grant_type) or its refresh token.
      const granted =
        b.grant_type === 'client_credentials'
          ? shops.grant(shop, String(b.client_id ?? ''), String(b.client_secret ?? ''))
          : b.grant_type === 'refresh_token' || (b.grant_type === undefined && typeof b.code === 'string')
            ? await installations.grant(shop, b)
            : undefined;
      if (granted === undefined)
        return reply
          .status(400)
          .send({ error: 'unsupported_grant_type', error_description: 'The grant type is not supported' });
      if (!granted)
        return reply
          .status(400)
          .send({ error: 'invalid_client', error_description: 'Client authentication failed' });
      return granted;
    },
  );

  app.post<{ Params: Params; Body: { query?: unknown; variables?: unknown; operationName?: unknown } }>(
    '/sandbox/store/:shop/admin/api/:version/graphql.json',
    hidden,
    async (request, reply) => {
      if (!VERSIONS.has(request.params.version)) return reply.status(404).send({ errors: 'Not Found' });
      const schema = adminSchema();
      if (!schema)
        return reply.status(503).send({
          errors: "The sandbox store needs Shopify's schema (@shopify/dev-mcp, a development dependency)",
        });
      const header = request.headers['x-shopify-access-token'];
      const token = typeof header === 'string' ? header : undefined;
      const caller = await callerOf(request.params.shop, token);
      if (!caller)
        return reply
          .status(401)
          .send({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      reply.header('x-shopify-api-version', request.params.version);
      return answer(schema, request, reply, caller);
    },
  );

  /** The shop and the app calling it: the shop's own app by its token, or the platform's installed app. */
  async function callerOf(handle: string, token: string | undefined): Promise<AppCaller | null> {
    const shop = await shops.authenticate(handle, token);
    if (shop) return { shop, scopes: shop.scopes.split(',').filter(Boolean), appClientId: null };
    const byHandle = token ? await shops.byHandle(handle) : null;
    const installed = byHandle && token ? await installations.authenticate(byHandle, token) : null;
    return byHandle && installed
      ? { shop: byHandle, scopes: installed.scopes, appClientId: installed.clientId }
      : null;
  }

  async function answer(
    schema: GraphQLSchema,
    request: FastifyRequest<{
      Params: Params;
      Body: { query?: unknown; variables?: unknown; operationName?: unknown };
    }>,
    reply: FastifyReply,
    caller: AppCaller,
  ) {
    const { shop } = caller;
    const body = request.body ?? {};
    if (typeof body.query !== 'string')
      return reply.status(400).send({ errors: { query: 'Required parameter missing or invalid' } });
    const variables =
      body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
    let document: ReturnType<typeof parse>;
    try {
      document = parse(body.query);
    } catch (error) {
      return { errors: [{ message: (error as Error).message, extensions: { code: 'syntaxError' } }] };
    }
    const invalid = validate(schema, document);
    if (invalid.length > 0) return { errors: invalid.map((e) => e.toJSON()) };
    const operation = getOperationAST(
      document,
      typeof body.operationName === 'string' ? body.operationName : undefined,
    );
    if (!operation) return { errors: [{ message: 'An operation name is required' }] };
    const cost = requestedCost(schema, document, operation, variables);
    if (cost > bucket.maxQueryCost)
      return {
        errors: [
          {
            message: `Query cost is ${cost}, which exceeds the single query max cost limit (${bucket.maxQueryCost}).`,
            extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: bucket.maxQueryCost },
          },
        ],
      };
    const charged = bucket.take(shop.id, cost);
    const extensions = {
      cost: {
        requestedQueryCost: cost,
        actualQueryCost: charged.ok ? cost : null,
        throttleStatus: charged.throttleStatus,
      },
    };
    if (!charged.ok)
      return {
        errors: [
          {
            message: 'Throttled',
            extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
          },
        ],
        extensions,
      };
    const fields = rootFields(shops, caller, request.params.version);
    const result = await execute({
      schema,
      document,
      operationName: operation.name?.value,
      variableValues: variables,
      rootValue: operation.operation === 'mutation' ? fields.mutation : fields.query,
      fieldResolver,
      typeResolver: (value) => (value as { __typename?: string }).__typename,
    });
    const actual = Math.min(cost, actualCost(result.data) + (operation.operation === 'mutation' ? 10 : 0));
    bucket.refund(shop.id, cost - actual);
    const after = bucket.take(shop.id, 0);
    return {
      ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
      data: result.data ?? null,
      extensions: {
        cost: { requestedQueryCost: cost, actualQueryCost: actual, throttleStatus: after.throttleStatus },
      },
    };
  }
};
