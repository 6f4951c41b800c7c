import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../src/db/schema';
import { scopeKeys } from '../../src/db/seed/menu-tree';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

/*
 * An owner's access check reads the scope's keys from the menu tree, not from the permissions table (issue 19:
 * one statement less on every owner's call). That holds only while the table is exactly the tree.
 */
describe('permission keys of a scope', () => {
  it.each(['business', 'platform'] as const)(
    '%s: the seeded rows are exactly the menu tree’s keys',
    async (scope) => {
      const rows = await t.database.db
        .select({ key: permissions.key })
        .from(permissions)
        .where(eq(permissions.scope, scope));
      expect(new Set(rows.map((row) => row.key))).toEqual(scopeKeys(scope));
      expect(rows.length).toBeGreaterThan(20);
    },
  );
});
