import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Work that must wait for a transaction's COMMIT (telling a cache that rows changed: done before the commit,
 * a reader could still read the old rows and store them again). `db.transaction` (patched by
 * `runHooksAfterCommit`, which `openDb` applies to every database) runs the hooks its work registered once
 * it has committed, before it answers its caller, so a write's answer leaves after them. A rolled-back
 * transaction drops them. Outside a transaction the hook runs at once.
 */

type Hook = () => Promise<void>;

interface Scope {
  hooks: Hook[];
  /** Per-transaction values (`perTransaction`), by key. */
  values: Map<object, unknown>;
  /** Set once the hooks ran: a late registration (a promise left running) runs at once. */
  done: boolean;
}

const current = new AsyncLocalStorage<Scope>();

/**
 * The value under `key` for the transaction this code runs in, made by `start` on first use; `start`'s hook
 * runs after the commit. Null outside a transaction (the caller acts at once).
 */
export function perTransaction<T>(key: object, start: () => { value: T; hook: Hook }): T | null {
  const scope = current.getStore();
  if (!scope || scope.done) return null;
  if (scope.values.has(key)) return scope.values.get(key) as T;
  const made = start();
  scope.values.set(key, made.value);
  scope.hooks.push(made.hook);
  return made.value;
}

interface Transactional {
  // biome-ignore lint/suspicious/noExplicitAny: any drizzle database: its transaction handle type is its own.
  transaction(work: (tx: any) => Promise<any>, config?: any): Promise<any>;
}

/** Makes `db.transaction` run the registered hooks after its COMMIT (each root transaction its own). */
export function runHooksAfterCommit<D extends Transactional>(db: D): D {
  const original = db.transaction.bind(db);
  // biome-ignore lint/suspicious/noExplicitAny: passed through as drizzle typed them.
  const patched = async (work: (tx: any) => Promise<unknown>, config?: unknown): Promise<unknown> => {
    const scope: Scope = { hooks: [], values: new Map(), done: false };
    let result: unknown;
    try {
      result = await current.run(scope, () => original(work, config));
    } finally {
      scope.done = true;
    }
    for (const hook of scope.hooks) await hook();
    return result;
  };
  db.transaction = patched as D['transaction'];
  return db;
}
