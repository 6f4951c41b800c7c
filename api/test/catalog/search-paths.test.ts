import { ProductSearchQuery } from '@dropmall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { DEFERRED_OFFSET, searchPageQuery, shortWordsFor } from '../../src/modules/catalog/product-search';
import { createTestApp, type TestApp } from '../support/app';
import { catalogWrittenByHand } from '../support/catalog';
import { get } from '../support/http';

/**
 * The search reads some pages another way than the plain query (deep pages through their ids first, short
 * words through an index of substrings or by a plain test): the answers must be the plain query's, row for
 * row. A catalogue past DEFERRED_OFFSET is made by copying the demo products, with many ties in every sort
 * (so the id tiebreak decides).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  await t.database.db.execute(sql`
    insert into products (business_id, title, sku, price, category_id, category2_id, category3_id, status,
      sort_weight, publish_count, download_count, created_at, weight_grams)
    select business_id, title, 'PATH' || p.id || '-' || g, price, category_id, category2_id, category3_id, 1,
      (p.id + g) % 3, (p.id * g) % 4, g % 2, date_trunc('day', created_at), weight_grams
    from products p cross join generate_series(1, 4) g where p.status = 1`);
  // Cloning the database and writing ~1,400 products: longer than other files' set-up on a loaded machine.
}, 180_000);
afterAll(() => t.close());

const sorts: [number, string][] = [
  [0, 'sort_weight desc, id desc'],
  [1, 'price asc, id asc'],
  [2, 'price desc, id desc'],
  [3, 'created_at desc, id desc'],
  [4, 'download_count desc, id desc'],
  [5, 'publish_count desc, id desc'],
];

const ids = async (qs: string) => {
  const res = await get(t.app, `/v1/mall/index/page?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  const model = res.json().model as { records: { id: number }[]; total: number };
  return { ids: model.records.map((r) => r.id), total: model.total };
};

const plain = async (where: string, order: string, limit: number, offset: number) =>
  (
    await queryRows<{ id: string | number }>(
      t.database.db,
      sql.raw(
        `select id from products where status = 1 ${where} order by ${order} limit ${limit} offset ${offset}`,
      ),
    )
  ).map((r) => Number(r.id));

describe('search paths answer as the plain query does', () => {
  it('deep pages, in every sort', async () => {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where status = 1`,
    );
    expect(n).toBeGreaterThan(DEFERRED_OFFSET + 100);
    const current = DEFERRED_OFFSET / 50 + 2;
    for (const [sortIndex, order] of sorts) {
      const page = await ids(`sortIndex=${sortIndex}&current=${current}&size=50`);
      expect(page.ids, order).toEqual(await plain('', order, 50, (current - 1) * 50));
      expect(page.total).toBe(n);
    }
    // The last, partial page and one past the end.
    const last = Math.ceil(n / 100);
    const tail = await ids(`current=${last}&size=100`);
    expect(tail.ids).toEqual(await plain('', 'sort_weight desc, id desc', 100, (last - 1) * 100));
    expect(tail.total).toBe(n);
    const past = await ids(`current=${last + 1}&size=100`);
    expect(past).toEqual({ ids: [], total: n });
  });

  it('short words, through the substring index and by the plain test alike', async () => {
    // Kept small: on PGlite every check costs a few hundred ms (the grams function runs on each row read).
    for (const word of ['e', 'ro', 'qz', '_a']) {
      const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
      const where = `and lower(title) like '%${escaped}%'`;
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        t.database.db,
        sql.raw(`select count(*)::int as n from products where status = 1 ${where}`),
      );
      for (const [sortIndex, order] of sorts.filter(
        ([i]) => i === 0 || i === 2 || (i === 3 && word === 'ro'),
      )) {
        const expected = await plain(where, order, 50, 0);
        const page = await ids(`title=${encodeURIComponent(word)}&sortIndex=${sortIndex}`);
        expect(page.ids, `${word} ${order}`).toEqual(expected);
        expect(page.total, word).toBe(n);
        if (sortIndex !== 0) continue;
        const query = ProductSearchQuery.parse({ title: word, sortIndex });
        for (const shortWords of ['grams', 'like'] as const) {
          const [found] = await searchPageQuery(t.database.db, query, shortWords);
          expect((found?.ids ?? []).map(Number), `${word} ${order} ${shortWords}`).toEqual(expected);
        }
      }
      // A later page, and one past the last match (a lone short word's counter says so: no page is read).
      const size = 20;
      for (const current of [2, Math.floor(n / size) + 2]) {
        const page = await ids(`title=${encodeURIComponent(word)}&size=${size}&current=${current}`);
        const expected = await plain(where, 'sort_weight desc, id desc', size, (current - 1) * size);
        expect(page.ids, `${word} page ${current}`).toEqual(expected);
        expect(page.total, `${word} page ${current}`).toBe(n);
      }
    }
  }, 180_000);

  it("reads a short word's page the way its count makes cheaper", () => {
    const first = { offset: 0, limit: 50, reversed: false };
    // 300 matches of 100,000: the walk would meet one every ~330 rows; the index reads just the 300.
    expect(shortWordsFor(300, 100_000, first)).toBe('grams');
    // 40,000 matches: the walk meets 50 within ~125 rows; the index would read all 40,000.
    expect(shortWordsFor(40_000, 100_000, first)).toBe('like');
    // The same word 20,000 rows deep: the walk would read ~50,000 rows.
    expect(shortWordsFor(40_000, 100_000, { ...first, offset: 20_000 })).toBe('grams');
  });

  it("a tag's pages, in every sort, follow every write to the tag or its products' keys", async () => {
    const db = t.database.db;
    const listing = () =>
      queryRows<{ row: string }>(
        db,
        sql`select concat_ws('|', tag_id, product_id, status, price, sort_weight, publish_count, download_count,
          created_at) as row from tag_listings order by 1`,
      );
    const joined = () =>
      queryRows<{ row: string }>(
        db,
        sql`select concat_ws('|', t.tag_id, p.id, p.status, p.price, p.sort_weight, p.publish_count,
          p.download_count, p.created_at) as row
          from product_tags t join products p on p.id = t.product_id order by 1`,
      );
    const [{ tag } = { tag: 0 }] = await queryRows<{ tag: number }>(
      db,
      sql`select tag_id as tag from product_tags group by 1 order by count(*) desc limit 1`,
    );
    // Tag a third of the catalogue, so the tag's pages go past the first.
    await db.execute(sql`insert into product_tags (product_id, tag_id)
      select id, ${tag} from products where id % 3 = 0 on conflict do nothing`);
    const pagesMatch = async (label: string) => {
      expect(
        (await listing()).map((r) => r.row),
        label,
      ).toEqual((await joined()).map((r) => r.row));
      const where = `and exists (select 1 from product_tags t where t.product_id = products.id and t.tag_id = ${tag})`;
      for (const [sortIndex, order] of sorts)
        for (const current of [1, 3]) {
          const page = await ids(`tagId=${tag}&sortIndex=${sortIndex}&current=${current}&size=50`);
          expect(page.ids, `${label}: ${order} page ${current}`).toEqual(
            await plain(where, order, 50, (current - 1) * 50),
          );
        }
    };
    await pagesMatch('tagged');
    // Every key the sorts read changes, a product leaves the shelf, a tag is taken away, a product goes.
    await db.execute(sql`update products set price = price + (id % 7), sort_weight = id % 5,
      download_count = download_count + id % 4, publish_count = id % 3, created_at = created_at - (id % 6) * interval '1 day'
      where id % 2 = 0`);
    await db.execute(sql`update products set status = 2 where id % 9 = 0`);
    await db.execute(sql`delete from product_tags where tag_id = ${tag} and product_id % 4 = 0`);
    // A product made and tagged, then deleted (its tags cascade).
    const [made] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (business_id, title, sku, price, category_id, category2_id, category3_id, status,
        weight_grams) select business_id, title, 'GONE-' || id, price, category_id, category2_id, category3_id, 1,
        weight_grams from products where status = 1 order by id limit 1 returning id`,
    );
    await db.execute(sql`insert into product_tags (product_id, tag_id) values (${made?.id}, ${tag})`);
    expect((await listing()).length).toBe((await joined()).length);
    await db.execute(sql`delete from products where id = ${made?.id}`);
    // Written here by hand: the catalogue cache learns of it as it would of the catalogue module's writes.
    await catalogWrittenByHand();
    await pagesMatch('after the writes');
  }, 180_000);

  it('answers as the plain query past the number of shapes it prepares', async () => {
    // 512 keyword shapes (each word one letter or three, in no title): past the cap, shapes are built per call.
    for (let bits = 0; bits < 512; bits++) {
      const words = Array.from({ length: 9 }, (_, i) => ((bits >> i) & 1 ? 'жжж' : 'ж'));
      expect((await ids(`title=${encodeURIComponent(words.join(' '))}`)).ids).toEqual([]);
    }
    const [{ tag } = { tag: 0 }] = await queryRows<{ tag: number }>(
      t.database.db,
      sql`select tag_id as tag from product_tags group by 1 order by count(*) desc limit 1`,
    );
    const where = `and category_id = 1 and exists (select 1 from product_tags t where t.product_id = products.id and t.tag_id = ${tag})`;
    const page = await ids(`categoryId=1&tagId=${tag}&sortIndex=2&size=10`);
    expect(page.ids.length).toBeGreaterThan(0);
    expect(page.ids).toEqual(await plain(where, 'price desc, id desc', 10, 0));
  }, 180_000);
});
