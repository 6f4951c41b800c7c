/**
 * The embedded database's own thread (db/pglite-thread.ts starts it): PGlite runs here, so its WASM backend
 * works beside the server's JavaScript instead of in turn with it, and a slow query never holds the server's
 * event loop. Answers each request of the main thread by its id; a transaction stays open across requests
 * until the main thread ends it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadAnswer, ThreadRequest, ThreadStart } from './pglite-thread-protocol';

if (!parentPort) throw new Error('pglite-worker runs in a worker thread');
const port = parentPort;
const start = workerData as ThreadStart;

/** Thrown inside PGlite's transaction callback to have it roll back; not an error of anyone's. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** Settles when PGlite has sent COMMIT or ROLLBACK. */
  done: Promise<void>;
}

const open = new Map<number, OpenTransaction>();
let lastTransaction = 0;

/** drizzle keeps some types as PostgreSQL's text (timestamps, dates, numeric arrays): identity parsers. */
const keepAsText = (types: number[]) =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

/** Opens a transaction that stays open until `end`; answers its id once BEGIN has run. */
function begin(db: PGlite): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((started, failed) => {
    let opened = false;
    const entry = { done: Promise.resolve() } as OpenTransaction;
    entry.done = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            entry.tx = tx;
            entry.end = (ok) => (ok ? commit() : rollback(ROLLBACK));
            opened = true;
            open.set(id, entry);
            started(id);
          }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (error === ROLLBACK) return;
          // BEGIN failed: nobody holds the id yet. Otherwise COMMIT failed, and `end` answers it.
          if (!opened) return failed(error);
          throw error;
        },
      );
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const entry = open.get(id);
  if (!entry) throw new Error(`transaction ${id} is not open`);
  open.delete(id);
  entry.end(commit);
  await entry.done;
}

async function run(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : open.get(request.tx)?.tx;
      if (!target) throw new Error(`transaction ${request.tx} is not open`);
      return target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: keepAsText(request.textTypes),
      });
    }
    case 'begin':
      return begin(db);
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      return (await db.dumpDataDir('none')).arrayBuffer();
    case 'close':
      return db.close();
  }
}

/** What crosses back of an error: PostgreSQL's fields (code, constraint, detail...) with the message. */
function describe(error: unknown): ThreadAnswer['error'] {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
  return { name: error.name, message: error.message, fields };
}

async function main(): Promise<void> {
  const db = new PGlite({
    dataDir: start.dataDir,
    loadDataDir: start.dump ? new Blob([start.dump]) : undefined,
    extensions: { pg_trgm },
  });
  await db.waitReady;
  port.on('message', (request: ThreadRequest) => {
    run(db, request).then(
      (value) => {
        const answer: ThreadAnswer = { id: request.id, ok: true, value };
        port.postMessage(answer, value instanceof ArrayBuffer ? [value] : []);
      },
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies ThreadAnswer),
    );
  });
  port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies ThreadAnswer);
}

main().catch((error: unknown) =>
  port.postMessage({ id: 0, ok: false, error: describe(error) } satisfies ThreadAnswer),
);
