import type { Language, PermissionNode } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema/roles';
import type { Principal } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { loadActor } from './actor';
import type { PermissionRow, PermissionService } from './permission-service';
import type { RoleService } from './role-service';
import { text } from './texts';

const bySort = (a: PermissionRow, b: PermissionRow) => a.sort - b.sort || a.id - b.id;

/**
 * Which permissions a role holds (/permissionList/*). The rule of grants: a caller adds or removes only
 * permissions they hold themselves; what a role holds beyond that is left as it is.
 */
export class GrantService {
  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
    private readonly roles: RoleService,
  ) {}

  /** The caller's whole permission tree; what they do not hold is there but disabled. */
  async listAll(principal: Principal, lang: Language): Promise<PermissionNode[]> {
    const actor = await loadActor(this.db, principal);
    const [rows, held] = await Promise.all([
      this.permissions.scopeRows(actor),
      this.permissions.heldIds(actor),
    ]);
    const byParent = new Map<number | null, PermissionRow[]>();
    for (const row of rows.sort(bySort))
      byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
    const build = (parentId: number | null): PermissionNode[] =>
      (byParent.get(parentId) ?? []).map((row) => ({
        id: row.id,
        name: lang === 'zh' ? row.nameZh : row.nameEn,
        kind: row.kind,
        path: row.path,
        disabled: !held.has(row.id),
        children: build(row.id),
      }));
    return build(null);
  }

  async listByRole(principal: Principal, roleId: number): Promise<number[]> {
    const actor = await loadActor(this.db, principal);
    await this.roles.ownRole(actor, roleId);
    return [...(await this.permissions.roleIds(roleId, actor.scope))].sort((a, b) => a - b);
  }

  /**
   * Replaces what a role holds with `ids` plus everything above them (a button needs its page, a page its
   * groups). Asking for a permission the caller does not hold is refused outright.
   */
  async bind(principal: Principal, roleId: number, ids: number[]): Promise<number[]> {
    const actor = await loadActor(this.db, principal);
    return this.db.transaction(async (tx) => {
      await this.roles.ownRole(actor, roleId, tx);
      const rows = await this.permissions.scopeRows(actor, tx);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const held = await this.permissions.heldIds(actor, tx);
      const current = await this.permissions.roleIds(roleId, actor.scope, tx);

      const wanted = new Set<number>();
      for (const id of ids) {
        if (!byId.has(id)) throw badRequest(text.permissionUnknown, { id });
        for (let row = byId.get(id); row; row = row.parentId === null ? undefined : byId.get(row.parentId))
          wanted.add(row.id);
      }
      for (const id of wanted) if (!held.has(id) && !current.has(id)) throw forbidden(text.grantNotHeld);
      // What the caller cannot grant stays exactly as it was, whatever was sent.
      const next = new Set([...wanted].filter((id) => held.has(id)));
      for (const id of current) if (!held.has(id)) next.add(id);

      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
      if (next.size > 0)
        await tx.insert(rolePermissions).values([...next].map((permissionId) => ({ roleId, permissionId })));
      await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, roleId));
      return [...next].sort((a, b) => a - b);
    });
  }
}
