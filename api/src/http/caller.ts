import type { Principal } from './auth';
import { forbidden, noToken } from './errors';
import type { PermissionLookup, PermissionNeed } from './permissions';
import { businessOnly } from './texts';

/**
 * Who is calling, as a handler reads it: made once per request by the access hook (access.ts), so that no
 * route derives the business, the account or a permission again. The getters refuse what the route's
 * declared access would have refused, with the same answers.
 */
export class Caller {
  constructor(
    /** The session's account; null when an `anonymous` route is called without a good token. */
    readonly principal: Principal | null,
    private readonly permissions: PermissionLookup,
  ) {}

  /** The signed-in account (business user or operator); an anonymous call is answered 1001. */
  get account(): Principal {
    if (this.principal === null) throw noToken();
    return this.principal;
  }

  /** The business a business user works for; never missing on a `business` route, operators get 403. */
  get businessId(): number {
    const principal = this.principal;
    if (principal?.kind !== 'business' || principal.businessId === null) throw forbidden(businessOnly);
    return principal.businessId;
  }

  /** A business user and their business, for what is recorded against both (tasks, uploads, reads). */
  get businessUser(): { businessId: number; userId: number } {
    return { businessId: this.businessId, userId: this.account.id };
  }

  /** The viewer's business on public pages (its prices, its favourites); null when anonymous or an operator. */
  get viewerBusinessId(): number | null {
    return this.principal?.businessId ?? null;
  }

  /** Whether the caller holds one of these permissions (owners hold all of their scope's). */
  async holdsAny(needs: readonly PermissionNeed[]): Promise<boolean> {
    return this.principal !== null && this.permissions.holdsAny(this.principal, needs);
  }

  /** A business's owner (holds all of its permissions); false for staff, operators and anonymous callers. */
  get isOwner(): boolean {
    return this.principal?.kind === 'business' && this.principal.isOwner;
  }

  get isOperator(): boolean {
    return this.principal?.kind === 'operator';
  }

  /** Whether the caller holds one of the permissions, for a route that answers each side differently. */
  async holds(...anyOf: PermissionNeed[]): Promise<boolean> {
    return this.principal !== null && (await this.permissions.holdsAny(this.principal, anyOf));
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before the handler of every route that declares its access (all of /v1 and /sandbox). */
    caller: Caller;
  }
}
