import type { AccountState, BusinessUserItem, Page } from '@dropmall/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { roles } from '../../db/schema/roles';
import { notFound } from '../../http/errors';
import {
  type BusinessUserRow,
  findBusinessUser as findUser,
  listBusinessUsers as listUsers,
} from '../accounts/business-users';
import type { Actor } from './actor';

export interface BusinessUserQuery {
  current: number;
  size: number;
  keyword?: string | undefined;
  state?: AccountState | undefined;
}

/** The names of the roles these people hold, by id (business users and operators alike). */
export async function roleNames(
  db: Db | Tx,
  rows: readonly { roleId: number | null }[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.roleId === null ? [] : [r.roleId])))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
  return new Map(found.map((r) => [r.id, r.name]));
}

function toItem(row: BusinessUserRow, names: Map<number, string>): BusinessUserItem {
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
    roleName: row.isOwner || row.roleId === null ? '' : (names.get(row.roleId) ?? ''),
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A business sees its own people only; operators see everybody's. */
export async function listBusinessUsers(
  db: Db,
  actor: Actor,
  query: BusinessUserQuery,
): Promise<Page<BusinessUserItem>> {
  const { rows, total } = await listUsers(
    db,
    {
      businessId: actor.businessId,
      state: query.state,
      pattern: query.keyword ? containsPattern(query.keyword) : null,
      searchBusinessName: actor.kind === 'operator',
    },
    query,
  );
  const names = await roleNames(db, rows);
  return { records: rows.map((r) => toItem(r, names)), total, current: query.current, size: query.size };
}

/** One business user the actor may see, or 404 (another business's id looks like no id at all). */
export async function findBusinessUser(db: Db | Tx, actor: Actor, id: number): Promise<BusinessUserItem> {
  const row = await findUser(db, actor.businessId, id);
  if (!row) throw notFound();
  return toItem(row, await roleNames(db, [row]));
}
