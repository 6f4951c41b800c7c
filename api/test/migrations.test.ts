import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client';
import { ensureInstanceId } from '../src/db/instance';
import { openTestDatabase, testDbKind } from './support/db';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`migrations on ${testDbKind}`, () => {
  it('created the tables of the schema', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(['app_meta', 'sessions']));
  });
  it('is a no-op when applied again', async () => {
    await database.migrate();
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      )[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await database.migrate();
    expect(await count()).toBe(before);
  });
  it('keeps one instance id, however often it is asked for', async () => {
    const first = await ensureInstanceId(database.db);
    expect(await ensureInstanceId(database.db)).toBe(first);
  });
});
