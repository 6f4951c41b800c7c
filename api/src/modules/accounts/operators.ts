import type { AccountState } from '@dropmall/contract';
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { operators } from '../../db/schema/accounts';

/*
 * The accounts' side of the platform's own staff (the operators' Platform Staff page): who they are, and the
 * writes on them. The office module decides who may do what and calls these, in its transaction.
 */

const columns = {
  id: operators.id,
  name: operators.name,
  email: operators.email,
  mobile: operators.mobile,
  isSuper: operators.isSuper,
  roleId: operators.roleId,
  state: operators.state,
  createdAt: operators.createdAt,
};

export interface OperatorRow {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  isSuper: boolean;
  roleId: number | null;
  state: AccountState;
  createdAt: Date;
}
export type NewOperator = Omit<typeof operators.$inferInsert, 'id'>;

/** One page of operators, newest first, and how many match; `pattern` is a LIKE pattern for name, e-mail, mobile. */
export async function listOperators(
  db: Db,
  filter: { state?: AccountState | undefined; pattern?: string | null },
  page: { current: number; size: number },
): Promise<{ rows: OperatorRow[]; total: number }> {
  const { pattern } = filter;
  const where = and(
    filter.state ? eq(operators.state, filter.state) : undefined,
    pattern
      ? or(ilike(operators.name, pattern), ilike(operators.email, pattern), ilike(operators.mobile, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(operators)
      .where(where)
      .orderBy(desc(operators.createdAt), desc(operators.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(operators).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One operator, locked for the change the caller's transaction is making; null when there is none. */
export async function findOperatorForUpdate(tx: Tx, id: number): Promise<OperatorRow | null> {
  const [row] = await tx.select(columns).from(operators).where(eq(operators.id, id)).for('update');
  return row ?? null;
}

export async function createOperator(tx: Tx, values: NewOperator): Promise<number> {
  const [row] = await tx.insert(operators).values(values).returning({ id: operators.id });
  if (!row) throw new Error('operator not written');
  return row.id;
}

export async function updateOperator(tx: Tx, id: number, set: Partial<NewOperator>): Promise<void> {
  await tx.update(operators).set(set).where(eq(operators.id, id));
}

/**
 * Locks the super operators' rows, first thing in a transaction that may disable one: two disables at once
 * then run one after the other (and in one order, so they cannot deadlock).
 */
export async function lockSuperOperators(tx: Tx): Promise<void> {
  await tx.execute(sql`select id from ${operators} where ${operators.isSuper} order by id for update`);
}

/** The active super operators other than `exceptId` (after `lockSuperOperators`). */
export async function otherActiveSupers(tx: Tx, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.isSuper, true), eq(operators.state, 'active'), ne(operators.id, exceptId)));
  return Number(row?.n ?? 0);
}
