import type { Page, RoleItem } from '@dropmall/contract';
import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { rolePermissions, roles } from '../../db/schema/roles';
import type { Principal } from '../../http/auth';
import { conflict, forbidden, notFound } from '../../http/errors';
import { countRoleHolders, roleHoldersSql } from '../accounts/business-users';
import { type Actor, loadActor } from './actor';
import type { PermissionService } from './permission-service';
import { text } from './texts';

type RoleRow = typeof roles.$inferSelect;

/** The roles an actor may manage: its business's own, or the platform's for operators. */
export function ownRoles(actor: Pick<Actor, 'scope' | 'businessId'>): SQL {
  const owner = actor.businessId === null ? isNull(roles.businessId) : eq(roles.businessId, actor.businessId);
  return and(eq(roles.scope, actor.scope), owner) as SQL;
}

/** `%` and `_` typed by a user are letters, not wildcards. */

/**
 * Roles of a business (for its staff) or of the platform (for operators). A role is only ever seen or
 * changed by its owner: any other id answers 404, as if it did not exist.
 */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
  ) {}

  actor(principal: Principal, db: Db | Tx = this.db): Promise<Actor> {
    return loadActor(db, principal);
  }

  /** The actor's role with this id, or 404. */
  async ownRole(actor: Actor, id: number, db: Db | Tx = this.db): Promise<RoleRow> {
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.id, id), ownRoles(actor)));
    if (!role) throw notFound();
    return role;
  }

  async list(principal: Principal, query: { current: number; size: number; name?: string | undefined }) {
    const actor = await this.actor(principal);
    const where = and(
      ownRoles(actor),
      query.name ? ilike(roles.name, containsPattern(query.name)) : undefined,
    );
    // Drizzle writes a lone table's columns unqualified, which inside a subquery would mean the inner table.
    const roleId = sql.raw('"roles"."id"');
    const users = roleHoldersSql(roleId);
    const grants = sql<number>`(select count(*) from ${rolePermissions} where ${rolePermissions.roleId} = ${roleId})`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ role: roles, userCount: users, permissionCount: grants })
        .from(roles)
        .where(where)
        .orderBy(desc(roles.createdAt), desc(roles.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(roles).where(where),
    ]);
    const page: Page<RoleItem> = {
      records: rows.map(({ role, userCount, permissionCount }) => ({
        id: role.id,
        name: role.name,
        remark: role.remark,
        userCount: Number(userCount),
        permissionCount: Number(permissionCount),
        createdAt: role.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
    };
    return page;
  }

  /** Role names are unique per owner (a business, or the platform). */
  private async assertNameFree(actor: Actor, name: string, exceptId: number | null, db: Db | Tx) {
    const [taken] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          ownRoles(actor),
          sql`lower(${roles.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(roles.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) throw conflict(text.roleNameTaken, { name });
  }

  async create(principal: Principal, input: { name: string; remark?: string | undefined }) {
    const actor = await this.actor(principal);
    await this.assertNameFree(actor, input.name, null, this.db);
    const [role] = await this.db
      .insert(roles)
      .values({
        scope: actor.scope,
        businessId: actor.businessId,
        name: input.name,
        remark: input.remark ?? '',
      })
      .returning();
    if (!role) throw new Error('role not written');
    return { id: role.id };
  }

  async update(principal: Principal, input: { id: number; name: string; remark?: string | undefined }) {
    const actor = await this.actor(principal);
    await this.ownRole(actor, input.id);
    await this.assertNameFree(actor, input.name, input.id, this.db);
    await this.db
      .update(roles)
      .set({ name: input.name, remark: input.remark ?? '', updatedAt: new Date() })
      .where(eq(roles.id, input.id));
    return { id: input.id };
  }

  /** A role that anybody holds stays: deleting it would silently strip their access. */
  async remove(principal: Principal, id: number) {
    const actor = await this.actor(principal);
    await this.db.transaction(async (tx) => {
      await this.ownRole(actor, id, tx);
      const holders = await countRoleHolders(tx, id);
      if (holders > 0) throw conflict(text.roleInUse, { count: holders });
      await tx.delete(roles).where(eq(roles.id, id));
    });
  }

  /** The name of the role an account holds (shown after login), null without one. */
  async roleNameOf(subject: { kind: Principal['kind']; id: number }): Promise<string | null> {
    const actor = await loadActor(this.db, { ...subject, sessionId: 0, businessId: null, isOwner: false });
    if (actor.roleId === null) return null;
    const [role] = await this.db.select({ name: roles.name }).from(roles).where(eq(roles.id, actor.roleId));
    return role?.name ?? null;
  }

  /** Id and name of the roles to choose from; operators may name a business to list its roles. */
  async box(principal: Principal, businessId: number | undefined) {
    const actor = await this.actor(principal);
    const owner =
      actor.kind === 'operator' && businessId !== undefined
        ? { scope: 'business' as const, businessId }
        : actor;
    return this.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(ownRoles(owner))
      .orderBy(asc(roles.name), asc(roles.id));
  }

  /**
   * A new role with the same permissions. Copying is granting: the caller must hold every permission of
   * the source, or a staff member could mint a role more powerful than themselves.
   */
  async copy(principal: Principal, input: { id: number; name?: string | undefined }, lang: 'en' | 'zh') {
    const actor = await this.actor(principal);
    return this.db.transaction(async (tx) => {
      const source = await this.ownRole(actor, input.id, tx);
      const granted = await this.permissions.roleIds(source.id, actor.scope, tx);
      const held = await this.permissions.heldIds(actor, tx);
      for (const id of granted) if (!held.has(id)) throw forbidden(text.grantNotHeld);
      const name = input.name ?? (await this.freeCopyName(actor, source.name, lang, tx));
      await this.assertNameFree(actor, name, null, tx);
      const [role] = await tx
        .insert(roles)
        .values({ scope: actor.scope, businessId: actor.businessId, name, remark: source.remark })
        .returning({ id: roles.id });
      if (!role) throw new Error('role not written');
      if (granted.size > 0)
        await tx
          .insert(rolePermissions)
          .values([...granted].map((permissionId) => ({ roleId: role.id, permissionId })));
      return { id: role.id, name };
    });
  }

  private async freeCopyName(actor: Actor, base: string, lang: 'en' | 'zh', tx: Tx): Promise<string> {
    const stem = `${base}${text.copySuffix[lang]}`.slice(0, 50);
    const taken = new Set(
      (await tx.select({ name: roles.name }).from(roles).where(ownRoles(actor))).map((r) =>
        r.name.toLowerCase(),
      ),
    );
    if (!taken.has(stem.toLowerCase())) return stem;
    for (let n = 2; ; n++) {
      const candidate = `${stem.slice(0, 45)} ${n}`;
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }
}
