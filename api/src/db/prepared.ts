import type { Db, Tx } from './client';

/**
 * Statements prepared once per database handle, for module functions that take the handle as an argument
 * (a service prepares in its constructor instead). Drizzle builds a prepared query's SQL once and binds it to
 * the handle it was made on; building a query's SQL costs more CPU than most of them take in PostgreSQL, and
 * the checkout runs the same few on every call (docs/decisions.md, "Statements built once, and what drizzle
 * is not given"). Give it the pool's handle, never a transaction's: the statements would outlive it.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statements = made.get(db);
    if (!statements) {
      statements = prepare(db);
      made.set(db, statements);
    }
    return statements;
  };
}

/** What drizzle keeps of a prepared query: its text, its parameters (placeholders among them), its row mapping. */
interface BuiltQuery {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  _isResponseInArrayMode?: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
}

/** A handle's session, which makes a prepared query of a text already built (drizzle's own `_prepare` does). */
interface SessionOfHandle {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: unknown,
      name: undefined,
      arrayMode: boolean,
      mapper: unknown,
    ): { joinsNotNullableMap?: unknown; execute(values?: Record<string, unknown>): Promise<unknown> };
  };
}

/**
 * A statement built once and run on any handle, a transaction's included: `build` makes the drizzle query
 * (placeholders for what changes, `sql.placeholder`) on the first handle it is run on; its text, parameters
 * and row mapping are kept, and each run asks the handle's own session for a prepared query of that text, as
 * drizzle's `prepare` does after building. Drizzle builds a query anew on every call otherwise: 100-500 us of
 * CPU for an insert of the 37 columns of orders or a join, a dozen times an order (docs/benchmarks.md, session 45).
 * A list goes as one array parameter (`= any(...)`), so the text is the same whatever its length.
 */
export function builtOnce<R>(
  build: (db: Db | Tx) => { prepare(name: string): unknown },
): (on: Db | Tx, values?: Record<string, unknown>) => Promise<R> {
  let built: BuiltQuery | undefined;
  return (on, values) => {
    // The name is not used: each run's prepared query is unnamed (the named-statements client names it).
    built ??= build(on).prepare('built_once') as BuiltQuery;
    const query = (on as unknown as SessionOfHandle).session.prepareQuery(
      { sql: built.queryString, params: built.params },
      built.fields,
      undefined,
      built._isResponseInArrayMode ?? true,
      built.customResultMapper,
    );
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values) as Promise<R>;
  };
}
