import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDb, queryRows } from '../../src/db/client';
import { testDbKind } from '../support/db';
import { adminPool, adminUrl } from '../support/postgres';
import { until } from '../support/remote';

/*
 * The server ends a connection the pool has lent out (a failover, a restart, a terminate during a
 * transaction): the transaction fails, and the process lives on with a pool that connects again. Before
 * db/named-statements.ts listened for it, the client's unheard 'error' event ended the whole process, and
 * here it would end the test run with an unhandled error.
 */
describe.skipIf(testDbKind !== 'postgres')('a connection lost in a transaction (PostgreSQL)', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  for (const namedStatements of [true, false]) {
    it(`fails that transaction only and connects again (named statements ${namedStatements ? 'on' : 'off'})`, async () => {
      database = await openDb({ kind: 'postgres', url: adminUrl(), poolSize: 1, namedStatements });
      const db = database.db;
      const admin = adminPool();
      try {
        const lost = db.transaction(async (tx) => {
          const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await admin.query('select pg_terminate_backend($1)', [me?.pid]);
          await until(
            async () =>
              (await admin.query('select 1 from pg_stat_activity where pid = $1', [me?.pid])).rowCount,
            (left) => left === 0,
            10_000,
            50,
          );
          await queryRows(tx, sql`select 1 as still_here`);
        });
        await expect(lost).rejects.toThrow();
        const [after] = await queryRows<{ n: number }>(db, sql`select 41 + 1 as n`);
        expect(after?.n).toBe(42);
      } finally {
        await admin.end();
      }
    });
  }
});
