import type { Db } from './client';

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
