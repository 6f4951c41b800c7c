import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce } from '../../src/db/prepared';
import { businesses } from '../../src/db/schema/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { sentStatements } from '../support/statements';

/*
 * `builtOnce` (db/prepared.ts) keeps the text drizzle built for a query and runs it on any handle through
 * drizzle's own session: it leans on drizzle's internals, so these tests hold it to what a built query does
 * (rows mapped by the columns' types, joins' nulls, a transaction's own connection), on both engines.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

class Rollback extends Error {}

describe('a statement built once', () => {
  const idsOf = builtOnce<{ id: number; n: number }[]>((db) =>
    db
      .select({ id: sql<number>`g`.mapWith(Number), n: sql<number>`g * 2`.mapWith(Number) })
      .from(sql`generate_series(1, 100) as g`)
      .where(sql`g = any(${sql.placeholder('ids')})`),
  );

  it('sends one text for lists of any length and maps its rows as drizzle does', async () => {
    const sent = await sentStatements(async () => {
      expect(await idsOf(t.database.db, { ids: [3] })).toEqual([{ id: 3, n: 6 }]);
      expect(await idsOf(t.database.db, { ids: [1, 2, 50] })).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 4 },
        { id: 50, n: 100 },
      ]);
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.query).toBe(sent[1]?.query);
    expect(sent.map((s) => s.params)).toEqual([[[3]], [[1, 2, 50]]]);
  });

  it('runs inside the caller’s transaction: what it wrote there is rolled back with it', async () => {
    const db = t.database.db;
    const { businessId } = await newBuyer(db);
    const [before] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    if (!before) throw new Error('no business');
    const rename = builtOnce<{ id: number; name: string; createdAt: Date }[]>((tx) =>
      tx
        .update(businesses)
        .set({ name: sql`${sql.placeholder('name')}::text` })
        .where(eq(businesses.id, sql.placeholder('id')))
        .returning({ id: businesses.id, name: businesses.name, createdAt: businesses.createdAt }),
    );
    await expect(
      db.transaction(async (tx) => {
        const [row] = await rename(tx, { id: businessId, name: 'Seen in the transaction' });
        // The columns' own types: a number id, a Date.
        expect(row).toEqual({ id: businessId, name: 'Seen in the transaction', createdAt: before.createdAt });
        const [inside] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
        expect(inside?.name).toBe('Seen in the transaction');
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    const [after] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(after?.name).toBe(before.name);
    // And on the pool, where it commits.
    await rename(db, { id: businessId, name: 'Renamed' });
    const [renamed] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(renamed?.name).toBe('Renamed');
  });
});
