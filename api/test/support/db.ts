import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDb } from '../../src/db/client';
import { leasePglite } from './pglite-pool';
import { adminPool, databaseUrl, uniqueName } from './postgres';
import { ledgerMismatches } from './stock';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

/**
 * Whether a file that tests the HTTP layer's guards (who may call, what input is refused), not the engine
 * under them, runs in this project. When the suite runs on both PGlite and PostgreSQL (CI) such a file runs
 * once, on PostgreSQL, where it takes half the time; with PGlite alone it runs there.
 */
export const httpGuardsRunHere = testDbKind === 'postgres' || !process.env.TEST_DATABASE_URL;

/**
 * A fresh, migrated database for one test file, on the kind this project runs against. Closing it first
 * checks the stock ledger's invariants over everything the file did (issue 17: the ledger's sums equal on
 * hand and the catalogue's copy after the whole API suite): a file that leaves them broken fails.
 */
export async function openTestDatabase(): Promise<Database> {
  return withStockCheck(await openFreshDatabase());
}

function withStockCheck(database: Database): Database {
  return {
    ...database,
    close: async () => {
      // A file that never migrated (a test of the migrations themselves) has no ledger to check.
      const broken = await ledgerMismatches(database.db).catch((error: unknown) =>
        /stock_ledger|stock_balances/.test(String(error)) ? [] : Promise.reject(error),
      );
      await database.close();
      if (broken.length > 0)
        throw new Error(
          `the stock ledger disagrees with its balances: ${JSON.stringify(broken.slice(0, 5))}`,
        );
    },
  };
}

async function openFreshDatabase(): Promise<Database> {
  if (testDbKind === 'postgres') {
    const created = await newPostgresDatabase();
    const database = await openDb({ kind: 'postgres', url: created.url, poolSize: 10 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  return leasePglite(migratedDump());
}

/** The migrated database's tarball, read once per worker (files share a worker's modules: isolate off). */
let dumpBlob: { file: string; blob: Blob } | undefined;
function migratedDump(): Blob {
  const file = inject('pgliteDump');
  if (dumpBlob?.file !== file) dumpBlob = { file, blob: new Blob([readFileSync(file)]) };
  return dumpBlob.blob;
}

/**
 * PostgreSQL: a database of this test file's own, reached by URL (for server processes): a copy of the
 * migrated and seeded template, or an empty one.
 */
export async function newPostgresDatabase(
  from: 'template' | 'empty' = 'template',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName('dm_test');
  const admin = adminPool();
  await admin.query(
    from === 'template'
      ? `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`
      : `CREATE DATABASE ${name}`,
  );
  return {
    url: databaseUrl(name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** How many migrations the code carries (drizzle-kit's journal): a migrated database has applied each once. */
export function migrationsInJournal(): number {
  const journal = readFileSync(
    new URL('../../src/db/migrations/meta/_journal.json', import.meta.url),
    'utf8',
  );
  return (JSON.parse(journal) as { entries: unknown[] }).entries.length;
}
