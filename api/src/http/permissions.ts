import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from './auth';
import { forbidden } from './errors';

/** Whose back office a permission belongs to: a business's (owners, staff) or the platform's (operators). */
export type PermissionScope = 'business' | 'platform';

/** One permission a route accepts: a page of the menu, or a button label on that page. */
export interface PermissionNeed {
  scope: PermissionScope;
  page: string;
  button?: string;
}

/** How the HTTP layer asks whether a caller holds a permission. The office module implements it. */
export interface PermissionLookup {
  holdsAny(principal: Principal, needs: readonly PermissionNeed[]): Promise<boolean>;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: the caller must be logged in (1001/1007 otherwise) and hold at least one of the given
     * permissions (403 otherwise). The one place management routes are guarded; the web app only hides
     * what this already refuses.
     */
    requirePermission: (...anyOf: PermissionNeed[]) => PreHandler;
    /** Whether a caller holds one of the permissions, for a route that answers each side differently. */
    holdsPermission: (principal: Principal | null, ...anyOf: PermissionNeed[]) => Promise<boolean>;
  }
}

/**
 * The needs of one action on a page that both scopes have under their own path (or only one of them has):
 * `on({ business: '/System/staffManagement', platform: '/System/staffList' }, 'add staff')`.
 */
export function on(pages: Partial<Record<PermissionScope, string>>, button?: string): PermissionNeed[] {
  return Object.entries(pages).map(([scope, page]) => ({
    scope: scope as PermissionScope,
    page: page as string,
    ...(button ? { button } : {}),
  }));
}

export const permissionPlugin = fp<{ permissions: PermissionLookup }>(
  async (app, { permissions }) => {
    app.decorate(
      'holdsPermission',
      async (principal: Principal | null, ...anyOf: PermissionNeed[]) =>
        principal !== null && (await permissions.holdsAny(principal, anyOf)),
    );
    app.decorate('requirePermission', (...anyOf: PermissionNeed[]): PreHandler => {
      return async (request, reply) => {
        if (!request.principal) await app.requireAuth(request, reply);
        const principal = request.principal;
        if (!principal || !(await permissions.holdsAny(principal, anyOf))) throw forbidden();
      };
    });
  },
  { name: 'permissions', dependencies: ['auth'] },
);
