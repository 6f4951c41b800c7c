import type { AccountState, BusinessUserItem, Page } from '@dropmall/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, businessUsers } from '../../db/schema/accounts';
import { roles } from '../../db/schema/roles';
import { notFound } from '../../http/errors';
import type { Actor } from './actor';
import { likePattern } from './role-service';

export interface BusinessUserQuery {
  current: number;
  size: number;
  keyword?: string | undefined;
  state?: AccountState | undefined;
}

const columns = {
  id: businessUsers.id,
  name: businessUsers.name,
  email: businessUsers.email,
  mobile: businessUsers.mobile,
  businessId: businessUsers.businessId,
  businessName: businesses.name,
  isOwner: businessUsers.isOwner,
  roleId: businessUsers.roleId,
  roleName: roles.name,
  state: businessUsers.state,
  createdAt: businessUsers.createdAt,
};

type Selected = Awaited<ReturnType<typeof base>>[number];

function toItem(row: Selected): BusinessUserItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile ?? '',
    businessId: row.businessId,
    businessName: row.businessName ?? '',
    isOwner: row.isOwner,
    // Owners hold everything; a stale role id on an owner means nothing.
    roleId: row.isOwner ? null : row.roleId,
    roleName: row.isOwner ? '' : (row.roleName ?? ''),
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A business sees its own people only; operators see everybody's. */
export function visibleTo(actor: Actor): SQL | undefined {
  return actor.businessId === null ? undefined : eq(businessUsers.businessId, actor.businessId);
}

function base(db: Db | Tx) {
  return db
    .select(columns)
    .from(businessUsers)
    .innerJoin(businesses, eq(businesses.id, businessUsers.businessId))
    .leftJoin(roles, eq(roles.id, businessUsers.roleId));
}

export async function listBusinessUsers(
  db: Db,
  actor: Actor,
  query: BusinessUserQuery,
): Promise<Page<BusinessUserItem>> {
  const pattern = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    visibleTo(actor),
    query.state ? eq(businessUsers.state, query.state) : undefined,
    pattern
      ? or(
          ilike(businessUsers.name, pattern),
          ilike(businessUsers.email, pattern),
          ilike(businessUsers.mobile, pattern),
          actor.kind === 'operator' ? ilike(businesses.name, pattern) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(businessUsers.createdAt), desc(businessUsers.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db
      .select({ n: count() })
      .from(businessUsers)
      .innerJoin(businesses, eq(businesses.id, businessUsers.businessId))
      .where(where),
  ]);
  return {
    records: rows.map(toItem),
    total: Number(total?.n ?? 0),
    current: query.current,
    size: query.size,
  };
}

/** One business user the actor may see, or 404 (another business's id looks like no id at all). */
export async function findBusinessUser(db: Db | Tx, actor: Actor, id: number): Promise<BusinessUserItem> {
  const [row] = await base(db).where(and(eq(businessUsers.id, id), visibleTo(actor)));
  if (!row) throw notFound();
  return toItem(row);
}
