import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businessUsers, operators } from '../../db/schema/accounts';
import type { Principal } from '../../http/auth';
import { noToken } from '../../http/errors';
import type { PermissionScope } from '../../http/permissions';

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
  if (principal.kind === 'business') {
    const [user] = await db
      .select({
        businessId: businessUsers.businessId,
        isOwner: businessUsers.isOwner,
        roleId: businessUsers.roleId,
      })
      .from(businessUsers)
      .where(eq(businessUsers.id, principal.id));
    // The session check found the account a moment ago; it can only be gone if it was deleted since.
    if (!user) throw noToken();
    return {
      kind: 'business',
      id: principal.id,
      scope: 'business',
      businessId: user.businessId,
      holdsAll: user.isOwner,
      roleId: user.isOwner ? null : user.roleId,
    };
  }
  const [operator] = await db
    .select({ isSuper: operators.isSuper, roleId: operators.roleId })
    .from(operators)
    .where(eq(operators.id, principal.id));
  if (!operator) throw noToken();
  return {
    kind: 'operator',
    id: principal.id,
    scope: 'platform',
    businessId: null,
    holdsAll: operator.isSuper,
    roleId: operator.isSuper ? null : operator.roleId,
  };
}
