import type { Db, Tx } from '../../db/client';
import type { Principal } from '../../http/auth';
import { noToken } from '../../http/errors';
import type { PermissionScope } from '../../http/permissions';
import { standingOf } from '../accounts/business-users';

/**
 * The caller of a management call, as permissions see them: which scope they act in, which business (null
 * for operators), and whether they hold the whole scope (an owner, a super operator) or only their role's.
 */
export interface Actor {
  kind: Principal['kind'];
  id: number;
  scope: PermissionScope;
  businessId: number | null;
  holdsAll: boolean;
  roleId: number | null;
}

export async function loadActor(db: Db | Tx, principal: Principal): Promise<Actor> {
  // A business session's check has read the account already (its business, owner flag and role).
  const standing =
    principal.kind === 'business' && principal.roleId !== undefined && principal.businessId !== null
      ? { businessId: principal.businessId, holdsAll: principal.isOwner, roleId: principal.roleId }
      : await standingOf(db, principal.kind, principal.id);
  // The session check found the account a moment ago; it can only be gone if it was deleted since.
  if (!standing) throw noToken();
  return {
    kind: principal.kind,
    id: principal.id,
    scope: principal.kind === 'business' ? 'business' : 'platform',
    businessId: standing.businessId,
    holdsAll: standing.holdsAll,
    roleId: standing.holdsAll ? null : standing.roleId,
  };
}
