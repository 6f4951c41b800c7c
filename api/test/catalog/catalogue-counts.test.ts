import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../support/app';
import { catalogWrittenByHand } from '../support/catalog';
import { get } from '../support/http';

/**
 * The list's totals come from catalogue_counts (migrations 0061, 0062: grams), kept by triggers: every counter must equal
 * the count of the rows it stands for, after every kind of write, and the answers' totals must say so.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** Every counter as the rows give it ('key=n'), sorted; keys whose count is 0 left out. */
async function counted(): Promise<string[]> {
  const rows = await queryRows<{ key: string; n: number }>(
    t.database.db,
    sql`select k as key, count(*)::int as n from products p,
          unnest(array_remove(array['all', 'c1:' || p.category_id, 'c2:' || p.category2_id, 'c3:' || p.category3_id,
            'w:' || p.warehouse_id], null)) k
        where p.status = 1 group by k
        union all
        select 'tag:' || t.tag_id, count(*)::int from product_tags t join products p on p.id = t.product_id
        where p.status = 1 group by t.tag_id`,
  );
  // Each one- and two-character substring of the on-shelf titles (no whitespace), counted here in JS.
  const titles = await queryRows<{ title: string }>(
    t.database.db,
    sql`select title from products where status = 1`,
  );
  const grams = new Map<string, number>();
  for (const { title } of titles) {
    const chars = [...title.toLowerCase()];
    const own = new Set<string>();
    chars.forEach((c, i) => {
      own.add(c);
      if (i + 1 < chars.length) own.add(c + chars[i + 1]);
    });
    for (const g of own) if (!/\s/.test(g)) grams.set(`g:${g}`, (grams.get(`g:${g}`) ?? 0) + 1);
  }
  return [...rows.map((r) => `${r.key}=${r.n}`), ...[...grams].map(([k, n]) => `${k}=${n}`)].sort();
}

async function kept(): Promise<string[]> {
  const rows = await queryRows<{ key: string; n: number }>(
    t.database.db,
    sql`select key, n::int as n from catalogue_counts where n <> 0`,
  );
  return rows.map((r) => `${r.key}=${r.n}`).sort();
}

describe('catalogue counts', () => {
  it('equal the rows they count after every kind of write, and give the answers their totals', async () => {
    const db = t.database.db;
    expect(await kept()).toEqual(await counted());
    // Off the shelf and back, moved to another category and warehouse, tags given and taken, a new product,
    // a deleted one, and a write that changes nothing counted.
    await db.execute(sql`update products set status = 2 where id % 4 = 0`);
    await db.execute(sql`update products set status = 1 where id % 8 = 0`);
    await db.execute(sql`update products set category_id = (select min(id) from categories where level = 1),
      category2_id = null, category3_id = null where id % 5 = 1`);
    await db.execute(sql`update products set download_count = download_count + 1`);
    // Titles renamed (a new word, one taken away), one renamed as it leaves the shelf, one as it comes back.
    await db.execute(sql`update products set title = title || ' Qz 裙' where id % 6 = 0`);
    await db.execute(sql`update products set title = substr(title, 3) where id % 6 = 3`);
    await db.execute(
      sql`update products set title = 'Xw ' || title, status = case when status = 1 then 2 else 1 end where id % 9 = 4`,
    );
    await db.execute(sql`insert into product_tags (product_id, tag_id)
      select p.id, (select min(id) from tags) from products p where p.id % 3 = 2 on conflict do nothing`);
    await db.execute(sql`delete from product_tags where product_id % 7 = 0`);
    // A tag row changed in place (no code does it): its listing moves with it.
    await db.execute(sql`update product_tags pt set tag_id = (select max(id) from tags)
      where (pt.product_id, pt.tag_id) in (select product_id, min(tag_id) from product_tags
        where product_id % 5 = 0 group by product_id) and not exists (select 1 from product_tags o
        where o.product_id = pt.product_id and o.tag_id = (select max(id) from tags))`);
    const [made] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (business_id, title, sku, price, category_id, category2_id, category3_id, status,
        weight_grams) select business_id, 'Counted', 'COUNT-' || id, 1, category_id, category2_id, category3_id, 1,
        weight_grams from products where status = 1 order by id limit 1 returning id`,
    );
    await db.execute(
      sql`insert into product_tags (product_id, tag_id) values (${made?.id}, (select min(id) from tags))`,
    );
    expect(await kept()).toEqual(await counted());
    await db.execute(sql`delete from products where id = ${made?.id}`);
    expect(await kept()).toEqual(await counted());

    // tag_listings (kept by statement triggers, migration 0063) is product_tags joined with the products' keys.
    const listings = (from: 'tag_listings' | 'joined') =>
      queryRows<{ row: string }>(
        db,
        from === 'tag_listings'
          ? sql`select concat_ws(' ', tag_id, product_id, status, price, sort_weight, publish_count, download_count,
              created_at) as row from tag_listings order by 1`
          : sql`select concat_ws(' ', t.tag_id, p.id, p.status, p.price, p.sort_weight, p.publish_count,
              p.download_count, p.created_at) as row from product_tags t join products p on p.id = t.product_id
              order by 1`,
      );
    expect(await listings('tag_listings')).toEqual(await listings('joined'));

    await catalogWrittenByHand();
    const [tag] = await queryRows<{ id: number }>(db, sql`select min(id) as id from tags`);
    for (const [qs, key] of [
      ['', 'all'],
      [`tagId=${tag?.id}`, `tag:${tag?.id}`],
      ['warehouse=1', 'w:1'],
      ['title=qz', 'g:qz'],
      ['title=%E8%A3%99', 'g:裙'],
      ['title=W', 'g:w'],
    ] as const) {
      const res = await get(t.app, `/v1/mall/index/page?size=5&${qs}`);
      const expected = (await counted()).find((c) => c.startsWith(`${key}=`))?.split('=')[1];
      expect(res.json().model.total, qs).toBe(Math.min(Number(expected ?? 0), 10_000));
    }
  });

  it('are written once per statement, however many rows it changes', async () => {
    // Row triggers wrote counters once per row: within one transaction every write walked the versions the
    // earlier ones left (a 1M-product seed's tags ran for over 15 minutes). Now one statement tagging many
    // products, or taking many off the shelf, writes each counter row it changes once.
    let written = { tagged: -1, shelved: -1, changed: -1 };
    await t.database.db
      .transaction(async (tx) => {
        const writes = async () =>
          (
            await queryRows<{ n: number }>(
              tx as never,
              sql`select (n_tup_ins + n_tup_upd)::int as n from pg_stat_xact_user_tables
                  where relname = 'catalogue_counts'`,
            )
          )[0]?.n ?? 0;
        const counters = async () =>
          new Map(
            (
              await queryRows<{ key: string; n: number }>(
                tx as never,
                sql`select key, n::int as n from catalogue_counts`,
              )
            ).map((r) => [r.key, r.n]),
          );
        const start = await writes();
        await tx.execute(sql`delete from product_tags`);
        await tx.execute(sql`insert into product_tags (product_id, tag_id)
          select p.id, tg.id from products p cross join (select id from tags order by id limit 2) tg`);
        const tagged = (await writes()) - start;
        const before = await counters();
        await tx.execute(sql`update products set status = 2 where status = 1`);
        const after = await counters();
        const changed = [...after].filter(([key, n]) => before.get(key) !== n).length;
        written = { tagged, shelved: (await writes()) - start - tagged, changed };
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const [{ products = 0, tags = 0 } = {}] = await queryRows<{ products: number; tags: number }>(
      t.database.db,
      sql`select count(*)::int as products, (select count(*)::int from tags) as tags from products`,
    );
    expect(products).toBeGreaterThan(2 * tags);
    // Taking every tag writes each tag's counter once; giving two tags to every product, those two.
    expect(written.tagged).toBeGreaterThan(0);
    expect(written.tagged).toBeLessThanOrEqual(tags + 2);
    // Every product off the shelf: each counter it changes (categories, warehouses, grams, tags) once.
    expect(written.changed).toBeGreaterThan(2);
    expect(written.shelved).toBe(written.changed);
  });
});
