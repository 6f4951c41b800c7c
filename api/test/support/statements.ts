import { NoopLogger } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * The SQL statements `work` sends through drizzle (both drivers; transactions' and prepared statements'
 * included, their BEGIN and COMMIT left out: PGlite sends those itself). Nothing else may use the database
 * meanwhile. The app's database has no logger, so every session and every prepared statement (made once and
 * kept, as the session check and the cart's variant read are) logs to a NoopLogger: its method is what
 * counts.
 */
export async function statementsOf(_db: Db, work: () => Promise<unknown>): Promise<string[]> {
  return (await sentStatements(work)).map((s) => s.query);
}

/** `statementsOf` with each statement's parameters. */
export async function sentStatements(
  work: () => Promise<unknown>,
): Promise<{ query: string; params: unknown[] }[]> {
  const seen: { query: string; params: unknown[] }[] = [];
  const original = Object.getOwnPropertyDescriptor(NoopLogger.prototype, 'logQuery');
  (NoopLogger.prototype as { logQuery(query: string, params: unknown[]): void }).logQuery = (
    query,
    params,
  ) => {
    if (!/^\s*(begin|commit|rollback)\b/i.test(query)) seen.push({ query, params });
  };
  try {
    await work();
  } finally {
    if (original) Object.defineProperty(NoopLogger.prototype, 'logQuery', original);
  }
  return seen;
}
