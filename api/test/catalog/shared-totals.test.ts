import { ProductSearchQuery } from '@dropmall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { windowFor } from '../../src/modules/catalog/product-search';
import { createTestApp, type TestApp } from '../support/app';
import { catalogWrittenByHand } from '../support/catalog';
import { get } from '../support/http';

/**
 * A filter's total is kept in the catalogue cache and shared by every page, size and sort of that filter
 * (issue 35): a page missing from the page cache then needs no count. It is dropped by the same writes as
 * the lists (generation `l`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

async function page(qs: string) {
  const res = await get(t.app, `/v1/mall/index/page?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return { total: (res.json().model as { total: number }).total, parts: res.headers['x-cache-parts'] };
}

const onShelf = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where status = 1`,
    )
  )[0]?.n;

describe("a filter's total", () => {
  it('is counted once for all its pages and sorts, and again after a write', async () => {
    const n = await onShelf();
    const first = await page('size=5&sortIndex=0');
    expect(first).toEqual({ total: n, parts: 'total=0/1' });
    // Another page, size and sort of the same filter: the total from the cache.
    expect(await page('size=4&sortIndex=1&current=2')).toEqual({ total: n, parts: 'total=1/1' });
    expect(await page('size=6&sortIndex=5&current=3')).toEqual({ total: n, parts: 'total=1/1' });
    // Another filter counts its own.
    expect((await page('size=5&sortIndex=0&title=shirt')).parts).not.toBe('total=1/1');

    await t.database.db.execute(
      sql`update products set status = 2 where id = (select min(id) from products where status = 1)`,
    );
    await catalogWrittenByHand();
    expect(await page('size=4&sortIndex=2&current=2')).toEqual({ total: (n ?? 0) - 1, parts: 'total=0/1' });
  });
});

describe('a deep page', () => {
  const query = (current: number, size = 50) => ProductSearchQuery.parse({ current, size });
  it('in the first half is read from the start', () => {
    expect(windowFor(query(21), 3000)).toEqual({ offset: 1000, limit: 50, reversed: false });
  });
  it('in the second half is read from the end, the last one partial', () => {
    expect(windowFor(query(40), 2020)).toEqual({ offset: 20, limit: 50, reversed: true });
    expect(windowFor(query(41), 2020)).toEqual({ offset: 0, limit: 20, reversed: true });
  });
  it('past the end reads nothing', () => {
    expect(windowFor(query(42), 2020)).toBeNull();
  });
});
