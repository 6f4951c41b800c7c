import type { AccountState } from '@dropmall/contract';
import { and, count, desc, eq, ilike, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, businessUsers, operators } from '../../db/schema/accounts';

/*
 * The accounts' side of managing people (the back office's staff pages): who the business users are, and
 * the writes on them and on new businesses. The office module decides who may do what and calls these, in
 * its transaction.
 */

type Reader = Db | Tx;

export type BusinessUserRow = Awaited<ReturnType<typeof baseQuery>>[number];
export type NewBusinessUser = Omit<typeof businessUsers.$inferInsert, 'id'>;

function baseQuery(db: Reader) {
  return db
    .select({
      id: businessUsers.id,
      name: businessUsers.name,
      email: businessUsers.email,
      mobile: businessUsers.mobile,
      businessId: businessUsers.businessId,
      businessName: businesses.name,
      isOwner: businessUsers.isOwner,
      roleId: businessUsers.roleId,
      state: businessUsers.state,
      createdAt: businessUsers.createdAt,
    })
    .from(businessUsers)
    .innerJoin(businesses, eq(businesses.id, businessUsers.businessId));
}

/** A business sees its own people only (businessId); null sees everybody's. */
const within = (businessId: number | null) =>
  businessId === null ? undefined : eq(businessUsers.businessId, businessId);

export interface BusinessUserFilter {
  businessId: number | null;
  state?: AccountState | undefined;
  /** A LIKE pattern matched against name, e-mail and mobile (and the business's name, when asked). */
  pattern?: string | null;
  searchBusinessName?: boolean;
}

/** One page of business users, newest first, and how many match. */
export async function listBusinessUsers(
  db: Db,
  filter: BusinessUserFilter,
  page: { current: number; size: number },
): Promise<{ rows: BusinessUserRow[]; total: number }> {
  const { pattern } = filter;
  const where = and(
    within(filter.businessId),
    filter.state ? eq(businessUsers.state, filter.state) : undefined,
    pattern
      ? or(
          ilike(businessUsers.name, pattern),
          ilike(businessUsers.email, pattern),
          ilike(businessUsers.mobile, pattern),
          filter.searchBusinessName ? ilike(businesses.name, pattern) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(businessUsers.createdAt), desc(businessUsers.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db
      .select({ n: count() })
      .from(businessUsers)
      .innerJoin(businesses, eq(businesses.id, businessUsers.businessId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The business of the user with this e-mail (the demo data finds its business so); null when none. */
export async function businessIdOfEmail(db: Reader, email: string): Promise<number | null> {
  const [row] = await db
    .select({ businessId: businessUsers.businessId })
    .from(businessUsers)
    .where(eq(businessUsers.email, email));
  return row?.businessId ?? null;
}

/** One business user, within a business (or anywhere for null); null when there is none. */
export async function findBusinessUser(
  db: Reader,
  businessId: number | null,
  id: number,
): Promise<BusinessUserRow | null> {
  const [row] = await baseQuery(db).where(and(eq(businessUsers.id, id), within(businessId)));
  return row ?? null;
}

/** Whether an e-mail or mobile is used by an operator or a business user (other than `exceptUserId`). */
export async function identityInUse(
  tx: Reader,
  field: 'email' | 'mobile',
  value: string,
  exceptUserId: number | null,
): Promise<boolean> {
  const notSelf = exceptUserId === null ? undefined : ne(businessUsers.id, exceptUserId);
  const [user] = await tx
    .select({ id: businessUsers.id })
    .from(businessUsers)
    .where(and(eq(businessUsers[field], value), notSelf))
    .limit(1);
  const [operator] = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators[field], value))
    .limit(1);
  return Boolean(user || operator);
}

/** Where a person stands for permissions: their business, whether they hold all of it, and their role. */
export async function standingOf(
  db: Reader,
  kind: 'business' | 'operator',
  id: number,
): Promise<{ businessId: number | null; holdsAll: boolean; roleId: number | null } | null> {
  if (kind === 'business') {
    const [user] = await db
      .select({
        businessId: businessUsers.businessId,
        isOwner: businessUsers.isOwner,
        roleId: businessUsers.roleId,
      })
      .from(businessUsers)
      .where(eq(businessUsers.id, id));
    return user ? { businessId: user.businessId, holdsAll: user.isOwner, roleId: user.roleId } : null;
  }
  const [operator] = await db
    .select({ isSuper: operators.isSuper, roleId: operators.roleId })
    .from(operators)
    .where(eq(operators.id, id));
  return operator ? { businessId: null, holdsAll: operator.isSuper, roleId: operator.roleId } : null;
}

/** How many people (business users and operators) hold a role, as an SQL expression on a role id. */
export const roleHoldersSql = (roleId: SQLWrapper) =>
  sql<number>`(select count(*) from ${businessUsers} where ${businessUsers.roleId} = ${roleId})
      + (select count(*) from ${operators} where ${operators.roleId} = ${roleId})`;

/** How many people hold a role. */
export async function countRoleHolders(db: Reader, roleId: number): Promise<number> {
  const [users] = await db.select({ n: count() }).from(businessUsers).where(eq(businessUsers.roleId, roleId));
  const [ops] = await db.select({ n: count() }).from(operators).where(eq(operators.roleId, roleId));
  return Number(users?.n ?? 0) + Number(ops?.n ?? 0);
}

/** A new business; answers its id. */
export async function createBusiness(tx: Tx, name: string): Promise<number> {
  const [business] = await tx.insert(businesses).values({ name }).returning({ id: businesses.id });
  if (!business) throw new Error('business not written');
  return business.id;
}

/** A new business user; answers their id. */
export async function createBusinessUser(tx: Tx, values: NewBusinessUser): Promise<number> {
  const [user] = await tx.insert(businessUsers).values(values).returning({ id: businessUsers.id });
  if (!user) throw new Error('business user not written');
  return user.id;
}

/** Changes a business user; with `inState`, only while they are still in that state. */
export async function updateBusinessUser(
  tx: Tx,
  id: number,
  set: Partial<NewBusinessUser>,
  inState?: AccountState,
): Promise<void> {
  await tx
    .update(businessUsers)
    .set(set)
    .where(and(eq(businessUsers.id, id), inState ? eq(businessUsers.state, inState) : undefined));
}

export async function deleteBusinessUser(tx: Tx, id: number): Promise<void> {
  await tx.delete(businessUsers).where(eq(businessUsers.id, id));
}

/**
 * The active owners of a business other than `exceptUserId`. The owner rows are locked first, so two
 * removals cannot each count the other as the survivor.
 */
export async function otherActiveOwners(tx: Tx, businessId: number, exceptUserId: number): Promise<number> {
  await tx.execute(
    sql`select id from ${businessUsers} where ${businessUsers.businessId} = ${businessId} and ${businessUsers.isOwner} for update`,
  );
  const [others] = await tx
    .select({ n: count() })
    .from(businessUsers)
    .where(
      and(
        eq(businessUsers.businessId, businessId),
        eq(businessUsers.isOwner, true),
        eq(businessUsers.state, 'active'),
        ne(businessUsers.id, exceptUserId),
      ),
    );
  return Number(others?.n ?? 0);
}
