/** The messages between the server and the embedded database's thread (pglite-thread.ts, pglite-worker.ts). */

/** What the thread starts from: a data directory (none: in memory) or a dump's bytes. */
export interface ThreadStart {
  dataDir?: string;
  dump?: ArrayBuffer;
}

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types answered as PostgreSQL's text, unparsed (what drizzle asks for timestamps and dates). */
      textTypes: number[];
      /** The open transaction it belongs to, if any. */
      tx?: number;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** The answer to request `id` (0: the thread's start). */
export interface ThreadAnswer {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { name: string; message: string; fields: Record<string, unknown> };
}
