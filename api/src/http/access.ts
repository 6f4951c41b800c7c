import { API_KEY_MARK, apiKeyMayCall, ResultCode } from '@dropmall/contract';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiKeyLookup, bearerToken, type Principal, type SessionLookup } from './auth';
import { Caller } from './caller';
import { AppError, forbidden, noToken, sessionExpired } from './errors';
import type { PermissionLookup, PermissionNeed } from './permissions';
import { apiKeyText, businessOnly } from './texts';

/**
 * Who may call a route. Every route of the API says it in its definition (`config: { access }`); a route
 * that says nothing stops the server at start-up. The check runs in `onRequest`, before the body is read,
 * so an anonymous caller learns "log in" (1001), never which fields its body lacked.
 */
export type Access =
  /** Anyone; a good token still tells the handler who is asking (prices, favourites). */
  | { kind: 'anonymous' }
  /** Any session, business user or operator: their own menu, password, logout. */
  | { kind: 'signedIn' }
  /** Any user of a business, owner or staff, with no page needed: what every user must do (agreements). */
  | { kind: 'business' }
  /** A session holding at least one of these permissions (owners hold all of their scope's). */
  | { kind: 'permission'; anyOf: readonly PermissionNeed[] };

export const access = {
  anonymous: { kind: 'anonymous' },
  signedIn: { kind: 'signedIn' },
  business: { kind: 'business' },
  permission: (...anyOf: PermissionNeed[]): Access => ({ kind: 'permission', anyOf }),
} as const satisfies Record<string, Access | ((...needs: PermissionNeed[]) => Access)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; required on every route under the guarded prefixes. */
    access?: Access;
  }
}

/** The routes that must declare their access: the API and the sandbox providers' pages. */
const GUARDED = /^\/(v1|sandbox)(\/|$)/;

export class UndeclaredAccessError extends Error {}

/** Who checks the token of a request: sessions, and API keys when the app has them. */
interface Lookups {
  sessions: SessionLookup;
  permissions: PermissionLookup;
  keys?: ApiKeyLookup | undefined;
}

async function principalOf(
  request: FastifyRequest,
  { sessions, keys }: Lookups,
  required: boolean,
): Promise<Principal | null> {
  const token = bearerToken(request);
  if (token?.startsWith(API_KEY_MARK) && keys) {
    // A key that is presented must be good, on every route: a program learns at once that its key is dead.
    const result = await keys.check(token);
    if (result.status === 'valid') return result.principal;
    throw new AppError(401, ResultCode.noToken, apiKeyText.refused);
  }
  const result = token ? await sessions.check(token) : ({ status: 'unknown' } as const);
  if (result.status === 'valid') return result.principal;
  if (!required) return null;
  throw result.status === 'expired' ? sessionExpired() : noToken();
}

/** Checks one request against its route's declaration; sets `request.principal` and `request.caller`. */
async function admit(request: FastifyRequest, declared: Access, lookups: Lookups): Promise<void> {
  const { permissions } = lookups;
  const principal = await principalOf(request, lookups, declared.kind !== 'anonymous');
  request.principal = principal;
  request.caller = new Caller(principal, permissions);
  if (principal === null) return;
  // A key opens only the calls of its scopes (contract/src/api-keys.ts), then its maker's permissions apply.
  if (
    principal.apiKey &&
    !apiKeyMayCall(principal.apiKey.scopes, request.method, request.routeOptions.url ?? '')
  ) {
    throw forbidden(apiKeyText.outOfScope);
  }
  if (declared.kind === 'business' && principal.kind !== 'business') throw forbidden(businessOnly);
  if (declared.kind === 'permission' && !(await permissions.holdsAny(principal, declared.anyOf))) {
    throw forbidden();
  }
}

/**
 * Enforces every route's declared access. Register it before the routes and before the OpenAPI plugin, so
 * that a route without a declaration is refused as it is added and the document shows which need a token.
 */
export const accessPlugin = fp<Lookups>(
  async (app, lookups) => {
    const { keys } = lookups;
    app.decorateRequest('principal', null);
    app.decorateRequest('caller', null as unknown as Caller);

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!GUARDED.test(route.url)) return;
      const declared = route.config?.access;
      if (!declared) {
        throw new UndeclaredAccessError(`${String(route.method)} ${route.url} declares no access`);
      }
      if (declared.kind !== 'anonymous' && route.schema) {
        route.schema = { ...route.schema, security: [{ bearer: [] }] };
      }
    });

    app.addHook('onRequest', async (request) => {
      const declared = request.routeOptions.config?.access;
      if (declared) await admit(request, declared, lookups);
    });

    // Every call made with a key is recorded once the answer has gone, without holding the answer up; the
    // records still being written are awaited when the app closes.
    const writing = new Set<Promise<void>>();
    app.addHook('onResponse', async (request, reply) => {
      const key = request.principal?.apiKey;
      const businessId = request.principal?.businessId;
      if (!keys || !key || !businessId) return;
      const written: Promise<void> = keys
        .record({
          keyId: key.id,
          businessId,
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
          status: reply.statusCode,
          at: new Date(),
        })
        .catch((err: unknown) => request.log.error({ err }, 'could not record an API key call'))
        .finally(() => writing.delete(written));
      writing.add(written);
    });
    app.addHook('onClose', async () => {
      await Promise.all([...writing]);
    });
  },
  { name: 'access' },
);
