import { eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, businessUsers, operators } from '../../db/schema/accounts';

/** A person who can log in, whichever table holds them. */
export interface Account {
  kind: 'business' | 'operator';
  id: number;
  businessId: number | null;
  isOwner: boolean;
  name: string;
  email: string;
  mobile: string | null;
  passwordHash: string;
  state: 'active' | 'disabled' | 'frozen';
  failedLogins: number;
}

/** An e-mail address when it has an @, else a mobile number. */
export function usernameKind(username: string): 'email' | 'mobile' {
  return username.includes('@') ? 'email' : 'mobile';
}

export function normalizeUsername(username: string): string {
  const clean = username.replace(/\s+/g, '');
  return usernameKind(clean) === 'email' ? clean.toLowerCase() : clean;
}

type Reader = Db | Tx;

export async function findAccount(db: Reader, username: string): Promise<Account | null> {
  const key = normalizeUsername(username);
  const [user] = await db
    .select()
    .from(businessUsers)
    .where(or(eq(businessUsers.email, key), eq(businessUsers.mobile, key)))
    .limit(1);
  if (user) return { ...user, kind: 'business' };
  const [operator] = await db
    .select()
    .from(operators)
    .where(or(eq(operators.email, key), eq(operators.mobile, key)))
    .limit(1);
  return operator ? { ...operator, kind: 'operator', businessId: null, isOwner: false } : null;
}

export async function findAccountById(
  db: Reader,
  kind: Account['kind'],
  id: number,
): Promise<Account | null> {
  if (kind === 'business') {
    const [user] = await db.select().from(businessUsers).where(eq(businessUsers.id, id));
    return user ? { ...user, kind } : null;
  }
  const [operator] = await db.select().from(operators).where(eq(operators.id, id));
  return operator ? { ...operator, kind, businessId: null, isOwner: false } : null;
}

/** Whether any account, business user or operator, already uses this e-mail or mobile. */
export async function identityTaken(db: Reader, field: 'email' | 'mobile', value: string): Promise<boolean> {
  const users = await db
    .select({ n: sql<number>`1` })
    .from(businessUsers)
    .where(eq(businessUsers[field], value))
    .limit(1);
  if (users.length > 0) return true;
  const ops = await db
    .select({ n: sql<number>`1` })
    .from(operators)
    .where(eq(operators[field], value))
    .limit(1);
  return ops.length > 0;
}

export function accountTable(kind: Account['kind']) {
  return kind === 'business' ? businessUsers : operators;
}

export async function loadBusiness(db: Reader, businessId: number) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  return row ?? null;
}
