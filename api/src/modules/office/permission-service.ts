import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { permissions } from '../../db/schema/menus';
import { rolePermissions } from '../../db/schema/roles';
import { permissionKey, scopeKeys } from '../../db/seed/menu-tree';
import type { Principal } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { PermissionLookup, PermissionNeed } from '../../http/permissions';
import { type Actor, loadActor } from './actor';
import { text } from './texts';

export type PermissionRow = typeof permissions.$inferSelect;

function needKey(need: PermissionNeed): string {
  return need.button
    ? permissionKey.button(need.scope, need.page, need.button)
    : permissionKey.page(need.scope, need.page);
}

/**
 * What a caller holds. Owners and super operators hold every permission of their scope; everybody else holds
 * exactly their role's (none without a role). Checked on every call, so a change applies at once.
 */
export class PermissionService implements PermissionLookup {
  constructor(private readonly db: Db) {}

  async holdsAny(principal: Principal, needs: readonly PermissionNeed[]): Promise<boolean> {
    const actor = await loadActor(this.db, principal);
    const keys = needs.filter((need) => need.scope === actor.scope).map(needKey);
    if (keys.length === 0) return false;
    // An owner holds every row of the scope: the menu tree the seed writes (no statement on every call).
    if (actor.holdsAll) return keys.some((key) => scopeKeys(actor.scope).has(key));
    if (actor.roleId === null) return false;
    const found = await this.db
      .select({ id: permissions.id })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(rolePermissions.roleId, actor.roleId), inArray(permissions.key, keys)))
      .limit(1);
    return found.length > 0;
  }

  /** Every permission row of the actor's scope. */
  scopeRows(actor: Actor, db: Db | Tx = this.db): Promise<PermissionRow[]> {
    return db.select().from(permissions).where(eq(permissions.scope, actor.scope));
  }

  /** The ids of the rows a role holds, limited to one scope. */
  async roleIds(roleId: number, scope: Actor['scope'], db: Db | Tx = this.db): Promise<Set<number>> {
    const rows = await db
      .select({ id: permissions.id })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(rolePermissions.roleId, roleId), eq(permissions.scope, scope)));
    return new Set(rows.map((row) => row.id));
  }

  /** The ids the actor holds (and so may grant). */
  async heldIds(actor: Actor, db: Db | Tx = this.db): Promise<Set<number>> {
    if (actor.holdsAll) return new Set((await this.scopeRows(actor, db)).map((row) => row.id));
    return actor.roleId === null ? new Set() : this.roleIds(actor.roleId, actor.scope, db);
  }

  /**
   * Refuses (403) unless the actor holds every permission of this role of their scope: giving the role, or
   * managing someone who holds it, would otherwise reach beyond what the actor may do.
   */
  async assertHoldsRole(actor: Actor, roleId: number, db: Db | Tx = this.db): Promise<void> {
    if (actor.holdsAll) return;
    const held = await this.heldIds(actor, db);
    for (const id of await this.roleIds(roleId, actor.scope, db))
      if (!held.has(id)) throw forbidden(text.grantNotHeld);
  }
}
