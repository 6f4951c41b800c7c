/**
 * The one file that opens a database driver. With no DATABASE_URL the server runs on PGlite (PostgreSQL
 * compiled to WASM) persisted in the data directory; with one it uses a node-postgres pool. Both sit behind
 * the same drizzle `Db`, the same migrations and the same queries.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { LockSpace } from './advisory-locks';
import { runHooksAfterCommit } from './after-commit';
import { NamingClient, UnnamedClient } from './named-statements';
import { PgliteThread } from './pglite-thread';

/*
 * No relational schema is given to drizzle: the code queries with the SQL-like builders only, and with a
 * schema drizzle would make a query helper for each of the ~75 tables in every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle: the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbOptions =
  /** `namedStatements` (default true): repeated statements go prepared (named-statements.ts). */
  | { kind: 'postgres'; url: string; poolSize?: number; namedStatements?: boolean }
  /**
   * dataDir undefined = in memory; `fromDump` starts from a tarball made by `dump`. `thread`: PGlite runs on a
   * thread of its own (pglite-thread.ts), as the server runs it; otherwise on the caller's.
   */
  | { kind: 'pglite'; dataDir?: string; fromDump?: Blob; thread?: boolean };

export interface Database {
  db: Db;
  /**
   * A handle whose named statements keep one generic plan (`plan_cache_mode = force_generic_plan`), planned
   * once per connection instead of on every call. Only for reads whose best plan is the same for every value
   * of their parameters, each EXPLAINed as a generic plan in its test: the catalogue's category pages, whose
   * planning (products has ~30 indexes) cost five times their running (docs/benchmarks.md). On PGlite, and
   * when statements go unnamed, it is `db`.
   */
  plannedOnce: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations; a no-op when the schema is current. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, seeding) while no other process does its own on this database, so processes
   * started together do it one after another instead of racing to create the same tables and rows.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Closes the pool or flushes and closes PGlite, so a restart finds every committed row. */
  close(): Promise<void>;
  /** A tarball of the whole embedded database (PGlite only), to clone a migrated database quickly. */
  dump(): Promise<Blob>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export async function openDb(options: DbOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      Client: options.namedStatements === false ? UnnamedClient : NamingClient,
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = runHooksAfterCommit(drizzlePg(pool) as unknown as Db);
    const genericPool =
      options.namedStatements === false
        ? null
        : new pg.Pool({
            connectionString: options.url,
            max: GENERIC_POOL_SIZE,
            idleTimeoutMillis: 60_000,
            Client: NamingClient,
            options: '-c plan_cache_mode=force_generic_plan',
          });
    genericPool?.on('error', () => {});
    return {
      db,
      plannedOnce: genericPool ? (drizzlePg(genericPool) as unknown as Db) : db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      exclusively: (work) => holdingStartupLock(options.url, work),
      close: async () => {
        await Promise.all([pool.end(), genericPool?.end()]);
      },
      dump: () => Promise.reject(new Error('dump is only for the embedded database')),
    };
  }
  const client = options.thread
    ? (await PgliteThread.start(options)).asPglite()
    : // The options-object form: the two-argument form silently drops extensions.
      await PGlite.create({
        dataDir: options.dataDir,
        loadDataDir: options.fromDump,
        extensions: { pg_trgm },
      });
  const db = runHooksAfterCommit(drizzlePglite(client) as unknown as Db);
  return {
    db,
    plannedOnce: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process per data directory (its lock file), so there is nobody to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** Connections of the generic-plan handle: its reads take well under a millisecond each. */
const GENERIC_POOL_SIZE = 4;

/** Advisory lock keys of the start-up work. */
const STARTUP_LOCK = [LockSpace.startup, 0] as const;

/**
 * Holds a session advisory lock on a connection of its own (not one of the pool's, which `work` needs,
 * however small the pool): PostgreSQL releases it when that connection ends, so a process that dies
 * while migrating never leaves the others waiting.
 */
async function holdingStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Rows of a raw SQL query, the same on both drivers (both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
