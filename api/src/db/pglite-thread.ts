import type { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import { newThread, workFile } from '../adapters/threads/run-worker';
import type { ThreadAnswer, ThreadRequest, ThreadStart } from './pglite-thread-protocol';

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** The part of PGlite's query surface drizzle uses, on the database thread. */
interface ThreadQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * PGlite on a thread of its own (pglite-worker.ts), behind the part of PGlite's interface drizzle uses:
 * `query`, `transaction`, `dumpDataDir`, `close`. The server's JavaScript and the database's WASM then run on
 * two cores instead of taking turns on one, and the event loop never waits for a query (issue 19: the
 * embedded database against PostgreSQL). Queries and transactions keep PGlite's own order: one connection,
 * a transaction holds it until it ends.
 */
export class PgliteThread implements ThreadQueries {
  private lastId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: ThreadAnswer) => this.settle(answer));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and waits until its database is open. */
  static async start(options: { dataDir?: string; fromDump?: Blob }): Promise<PgliteThread> {
    const start: ThreadStart = {
      dataDir: options.dataDir,
      dump: options.fromDump ? await options.fromDump.arrayBuffer() : undefined,
    };
    const thread = new PgliteThread(newThread(workFile(import.meta.url, 'pglite-worker'), start));
    await new Promise((resolve, reject) => thread.waiting.set(0, { resolve, reject }));
    thread.idle();
    return thread;
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<Results<T>> {
    return this.ask({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      tx,
    }) as Promise<Results<T>>;
  }

  /** Runs `work` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadQueries) => Promise<T>): Promise<T> {
    const id = (await this.ask({ op: 'begin' })) as number;
    const tx: ThreadQueries = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<R>(sql, params, options, id),
    };
    let value: T;
    try {
      value = await work(tx);
    } catch (error) {
      await this.ask({ op: 'end', tx: id, commit: false });
      throw error;
    }
    await this.ask({ op: 'end', tx: id, commit: true });
    return value;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.ask({ op: 'dump' })) as ArrayBuffer]);
  }

  /** Closes the database (its files flushed) and ends the thread. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.ask({ op: 'close' });
    this.stopped = new Error('the database is closed');
    await this.worker.terminate();
  }

  /** This object as drizzle's PGlite driver takes it (it calls only what is above). */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private ask(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    // The thread keeps the process alive only while it owes an answer (a script that forgot to close ends).
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  private settle(answer: ThreadAnswer): void {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.idle();
    if (answer.ok) waiter.resolve(answer.value);
    else waiter.reject(rebuild(answer.error));
  }

  private idle(): void {
    this.worker.unref();
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/** The thread's error as an Error with PostgreSQL's fields (code 23505 and the like) where callers look. */
function rebuild(error: ThreadAnswer['error']): Error {
  const rebuilt = Object.assign(new Error(error?.message ?? 'database thread error'), error?.fields ?? {});
  rebuilt.name = error?.name ?? 'Error';
  return rebuilt;
}
