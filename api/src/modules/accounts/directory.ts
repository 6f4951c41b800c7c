import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, businessUsers, operators } from '../../db/schema/accounts';

type Reader = Db | Tx;

/**
 * What other modules may know of businesses, their users and operators: whether one exists, its name, its time
 * zone, whether a user may act (API keys). They ask here instead of joining the accounts tables, so the accounts
 * module stays free to change them.
 */
export async function businessNames(db: Reader, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(inArray(businesses.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The business's IANA time zone, or null for no such business. */
export async function businessTimeZone(db: Reader, id: number): Promise<string | null> {
  const [row] = await db.select({ zone: businesses.timeZone }).from(businesses).where(eq(businesses.id, id));
  return row?.zone ?? null;
}

export async function businessExists(db: Reader, id: number): Promise<boolean> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id));
  return row !== undefined;
}

/** Operators' names by id (who resolved, who reviewed). */
export async function operatorNames(db: Reader, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The first operator (the demo operator on a fresh start), or null when there is none. */
export async function firstOperatorId(db: Reader): Promise<number | null> {
  const [row] = await db.select({ id: operators.id }).from(operators).orderBy(asc(operators.id)).limit(1);
  return row?.id ?? null;
}

/** Businesses' names and time zones by id (statements name their business and count its days in its zone). */
export async function businessProfiles(
  db: Reader,
  ids: Iterable<number>,
): Promise<Array<{ businessId: number; name: string; timeZone: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db
    .select({ businessId: businesses.id, name: businesses.name, timeZone: businesses.timeZone })
    .from(businesses)
    .where(inArray(businesses.id, wanted));
}

/**
 * A business user who may act now (state active), with their business and whether they own it; null for an
 * unknown, disabled or frozen one. API keys act as their maker through this.
 */
export async function activeBusinessUser(
  db: Reader,
  id: number,
): Promise<{ businessId: number; isOwner: boolean } | null> {
  const [row] = await db
    .select({ businessId: businessUsers.businessId, isOwner: businessUsers.isOwner })
    .from(businessUsers)
    .where(and(eq(businessUsers.id, id), eq(businessUsers.state, 'active')))
    .limit(1);
  return row ?? null;
}

/** Every business's id as a subquery (column `id`), for one statement that writes a row per business. */
export function everyBusinessId(db: Reader) {
  return db.select({ id: businesses.id }).from(businesses);
}

/** The e-mail addresses of the active operators (for alerts the platform must act on: a payment dispute). */
export async function activeOperatorEmails(db: Reader): Promise<string[]> {
  const rows = await db
    .select({ email: operators.email })
    .from(operators)
    .where(eq(operators.state, 'active'));
  return rows.map((r) => r.email).filter(Boolean);
}
