/**
 * State a test helper keeps for one test database. Test files share a worker's module instances (the API
 * projects run with `isolate: false`), so a helper's memory (a cursor over the demo catalogue, a cache of
 * tokens) is keyed by the database it belongs to; a new file's new database starts afresh.
 */
export function perDatabase<T>(initial: () => T): (database: object) => T {
  const states = new WeakMap<object, T>();
  return (database) => {
    let state = states.get(database);
    if (state === undefined) {
      state = initial();
      states.set(database, state);
    }
    return state;
  };
}

/** A cursor starting at `start` for each database: the next catalogue row a helper may take for itself. */
export function cursorPerDatabase(start: number): (database: object) => number {
  const cursors = perDatabase(() => ({ next: start }));
  return (database) => cursors(database).next++;
}
