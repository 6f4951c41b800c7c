import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDb, queryRows } from '../src/db/client';
import { ensureInstanceId } from '../src/db/instance';
import { expressCompanies } from '../src/db/schema';
import { seedReferenceData } from '../src/db/seed';
import { EXPRESS } from '../src/db/seed/catalog/shipping';
import { migrationsInJournal, newPostgresDatabase, openTestDatabase, testDbKind } from './support/db';

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

  // Two server processes started together on a new database (PGlite has one process by its lock file).
  it.skipIf(testDbKind !== 'postgres')(
    'lets two openers of an empty database migrate and seed in turn',
    async () => {
      const created = await newPostgresDatabase('empty');
      const openers = await Promise.all(
        [1, 2].map(() => openDb({ kind: 'postgres', url: created.url, poolSize: 2 })),
      );
      try {
        await Promise.all(
          openers.map((opener) =>
            opener.exclusively(async () => {
              await opener.migrate();
              await seedReferenceData(opener.db);
            }),
          ),
        );
        const db = openers[0]?.db ?? database.db;
        const [applied] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied?.n).toBe(migrationsInJournal());
        expect(await db.$count(expressCompanies)).toBe(EXPRESS.length);
      } finally {
        await Promise.all(openers.map((opener) => opener.close()));
        await created.drop();
      }
    },
    // Sixteen migrations and the reference data, twice over, on a busy two-core machine.
    120_000,
  );
});
