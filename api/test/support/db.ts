import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDb } from '../../src/db/client';
import { adminPool, databaseUrl, uniqueName } from './postgres';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh, migrated database for one test file, on the kind this project runs against. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'postgres') {
    const name = uniqueName('dm_test');
    const admin = adminPool();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const database = await openDb({ kind: 'postgres', url: databaseUrl(name), poolSize: 10 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  return openDb({ kind: 'pglite', fromDump: dump });
}
