import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDb, queryRows } from '../src/db/client';
import { isUniqueViolation } from '../src/db/unique-violation';
import { testDbKind } from './support/db';

/*
 * The server runs the embedded database on a thread of its own (db/pglite-thread.ts): the same answers,
 * transactions and errors as PGlite on the caller's thread. The rest of the PGlite suite runs it in-thread;
 * restart.test.ts starts real server processes, which use the thread.
 */
describe.skipIf(testDbKind !== 'pglite')('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDb({ kind: 'pglite', thread: true });
    await database.db.execute(
      sql`create table counters (id int primary key, n int not null, at timestamptz)`,
    );
    await database.db.execute(sql`insert into counters values (1, 0, '2026-11-27 10:00:00+00')`);
  }, 60_000);
  afterAll(() => database?.close());

  const count = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select n from counters where id = 1`))[0]?.n;

  it('answers rows with the types drizzle expects (timestamps as text, jsonb parsed)', async () => {
    const [row] = await queryRows<{ at: string; j: unknown; big: number }>(
      database.db,
      sql`select at, '{"a":[1,2]}'::jsonb as j, 42::int8 as big from counters where id = 1`,
    );
    expect(row).toEqual({ at: '2026-11-27 10:00:00+00', j: { a: [1, 2] }, big: 42 });
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    const before = await count();
    const answer = await database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set n = n + 1 where id = 1`);
      return 'done';
    });
    expect(answer).toBe('done');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counters set n = n + 100 where id = 1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('keeps the error PostgreSQL gave (a unique violation is still one)', async () => {
    const error = await database.db.execute(sql`insert into counters values (1, 0, now())`).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { cause?: { constraint?: string } }).cause?.constraint).toBe('counters_pkey');
  });

  it('runs transactions asked at once one after another, none lost', async () => {
    const before = (await count()) ?? 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await queryRows<{ n: number }>(tx, sql`select n from counters where id = 1`);
          await tx.execute(sql`update counters set n = ${(row?.n ?? 0) + 1} where id = 1`);
        }),
      ),
    );
    expect(await count()).toBe(before + 20);
  });

  it('rolls back to a savepoint inside a transaction', async () => {
    const before = (await count()) ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set n = n + 1 where id = 1`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`update counters set n = n + 1000 where id = 1`);
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    expect(await count()).toBe(before + 1);
  });

  it('dumps a database another thread opens with the same rows, and refuses work once closed', async () => {
    const copy = await openDb({ kind: 'pglite', thread: true, fromDump: await database.dump() });
    try {
      expect((await queryRows<{ n: number }>(copy.db, sql`select n from counters where id = 1`))[0]?.n).toBe(
        await count(),
      );
    } finally {
      await copy.close();
    }
    await expect(copy.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
