import type { Principal } from './auth';

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
