import type { Db } from '../../src/db/client';

interface Logged {
  logQuery(query: string, params: unknown[]): void;
}
interface Session {
  logger: Logged;
  options: { logger?: Logged };
}

/**
 * The SQL statements `work` sends through drizzle (both drivers; transactions' statements included, their
 * BEGIN and COMMIT left out: PGlite sends those itself). Nothing else may use the database meanwhile.
 */
export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: Session }).session;
  const seen: string[] = [];
  const counting: Logged = {
    logQuery: (query) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) seen.push(query);
    },
  };
  const before = { logger: session.logger, option: session.options.logger };
  session.logger = counting;
  session.options.logger = counting;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.option;
  }
  return seen;
}
