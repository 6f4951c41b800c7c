import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDb, queryRows } from '../../src/db/client';
import { testDbKind } from '../support/db';
import { adminUrl } from '../support/postgres';

/*
 * Repeated statements go to PostgreSQL prepared (db/named-statements.ts): planned once per connection. One
 * connection in the pool, so pg_prepared_statements shows what that connection holds.
 */
describe.skipIf(testDbKind !== 'postgres')('statements sent again are prepared (PostgreSQL)', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const open = async (namedStatements?: boolean) => {
    database = await openDb({ kind: 'postgres', url: adminUrl(), poolSize: 1, namedStatements });
    return database.db;
  };
  /** A column name that makes a statement's text one no other test sends (names are kept per process). */
  const tag = () => `t${randomBytes(4).toString('hex')}`;
  const prepared = async (db: Database['db'], marker: string) =>
    (
      await queryRows<{ name: string; statement: string }>(
        db,
        sql`select name, statement from pg_prepared_statements`,
      )
    ).filter((row) => row.statement.includes(marker));

  it('prepares a parameterised statement from its second use, and answers each call with its own values', async () => {
    const db = await open();
    const marker = tag();
    const plusOne = (n: number) =>
      queryRows<{ n: number }>(db, sql`select ${n}::int + 1 as n, 1 as ${sql.raw(marker)}`);
    expect((await plusOne(1))[0]?.n).toBe(2);
    expect(await prepared(db, marker)).toEqual([]);
    expect((await plusOne(41))[0]?.n).toBe(42);
    expect((await plusOne(99))[0]?.n).toBe(100);
    const rows = await prepared(db, marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toMatch(/^dm_[0-9a-f]{24}$/);
  });

  it('prepares nothing when turned off, not even the queries drizzle prepares by name', async () => {
    const db = await open(false);
    const marker = tag();
    for (const n of [1, 2, 3]) await queryRows(db, sql`select ${n}::int as n, 1 as ${sql.raw(marker)}`);
    const byName = db
      .select({ n: sql<number>`${sql.placeholder('n')}::int + 1`.as(marker) })
      .from(sql`(select 1) as one`)
      .prepare(`${marker}_named`);
    for (const n of [1, 2, 3]) expect(await byName.execute({ n })).toEqual([{ n: n + 1 }]);
    expect(await prepared(db, marker)).toEqual([]);
  });

  it('keeps the queries drizzle prepares by name prepared when on', async () => {
    const db = await open();
    const marker = tag();
    const byName = db
      .select({ n: sql<number>`${sql.placeholder('n')}::int + 1`.as(marker) })
      .from(sql`(select 1) as one`)
      .prepare(`${marker}_named`);
    for (const n of [1, 2]) expect(await byName.execute({ n })).toEqual([{ n: n + 1 }]);
    expect((await prepared(db, marker)).map((r) => r.name)).toEqual([`${marker}_named`]);
  });

  it('leaves statements without parameters unnamed, so a text of several commands still runs', async () => {
    const db = await open();
    const marker = tag();
    const several = sql.raw(`select 1 as ${marker}; select 2 as ${marker}`);
    for (let i = 0; i < 3; i++) await db.execute(several);
    expect(await prepared(db, marker)).toEqual([]);
  });

  it('keeps a prepared statement across a rolled-back transaction and an error on the connection', async () => {
    const db = await open();
    const marker = tag();
    const read = (n: number) =>
      queryRows<{ n: number }>(db, sql`select ${n}::int as n, 1 as ${sql.raw(marker)}`);
    await read(1);
    await expect(
      db.transaction(async (tx) => {
        await queryRows(tx, sql`select ${2}::int as n, 1 as ${sql.raw(marker)}`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect(queryRows(db, sql`select ${1}::int / 0 as n, 1 as ${sql.raw(marker)}`)).rejects.toThrow();
    expect((await read(7))[0]?.n).toBe(7);
    expect(await prepared(db, marker)).toHaveLength(1);
  });
});
