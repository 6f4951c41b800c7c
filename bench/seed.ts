/**
 * The benchmark catalogue: grows a PostgreSQL database to N products (default 100,000) with 5 variants,
 * 3 banner and 2 detail pictures each and a tag on one product in three, in a few set-based statements
 * (generate_series), not row by row:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dm_bench npm run bench:seed -- --products 100000
 *
 * It migrates and writes the demo shop first (as a server start does), then copies the demo products as
 * templates: a generated product takes a template's title with one of 24 words before it and one of 16
 * after it (so keywords of every length find something), a leaf category spread evenly over the tree,
 * and random price, weight, counts and creation time (last 180 days). 90 % are on shelf. The template's
 * pictures are reused (no drawing). Runs again add only what is missing; VACUUM ANALYZE ends it, as a
 * database that has been running a while would be (visibility map set, statistics current).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../api/src/db/client';
import { openBenchDatabase } from './bench-database';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const wanted = Number(values.products);
if (!Number.isInteger(wanted) || wanted < 1) throw new Error('--products takes a whole number above 0');

const { database, step } = await openBenchDatabase();
const { db } = database;
try {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  const missing = wanted - n;
  if (missing <= 0) {
    console.log(`${n} products already: nothing to add`);
  } else {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      // Templates: the demo products (the first ones written); leaves: every level-3 category with its parents.
      await tx.execute(sql`
        create temp table bench_templates on commit drop as
        select row_number() over (order by id) - 1 as t, id, title, short_title, brand, description, product_url,
               business_id, spec_top, product_type_id, weight_grams
        from products where sku like 'DM%' and status = 1`);
      await tx.execute(sql`
        create temp table bench_leaves on commit drop as
        select row_number() over (order by c3.id) - 1 as l, c1.id as c1, c2.id as c2, c3.id as c3
        from categories c3 join categories c2 on c2.id = c3.parent_id join categories c1 on c1.id = c2.parent_id
        where c3.level = 3`);
      const [counts] = await queryRows<{ t: number; l: number; start: number }>(
        tx as never,
        sql`select (select count(*)::int from bench_templates) as t, (select count(*)::int from bench_leaves) as l,
                   (select coalesce(max(id), 0)::int from products) as start`,
      );
      if (!counts || counts.t === 0) throw new Error('no demo products to copy: is SEED_DEMO off?');
      const { t, l, start } = counts;
      // A bulk load's usual order: the secondary indexes of the two largest tables go first and are built again
      // at the end (at 1M products, keeping ~40 indexes current row by row took longer than all the rest).
      const dropped = await queryRows<{ name: string; def: string }>(
        tx as never,
        sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
            from pg_index i join pg_class c on c.oid = i.indrelid
            where c.relname in ('products', 'product_variants') and not i.indisprimary and not i.indisunique`,
      );
      for (const index of dropped) await tx.execute(sql.raw(`drop index ${index.name}`));
      await tx.execute(sql`
        insert into products (business_id, title, short_title, sku, price, underlined_price, brand, description,
          product_url, category_id, category2_id, category3_id, warehouse_id, status, source, weight_grams,
          product_type_id, spec_top, sort_weight, publish_count, download_count, created_at, updated_at)
        select tp.business_id,
          (array['Classic','Soft','Vintage','Premium','Slim','Mini','Smart','Eco','Retro','Cozy','Urban','Sporty',
                 'Deluxe','Basic','Travel','Kids','Pro','Lite','Fresh','Bold','Warm','Cool','Daily','Royal'])[1 + g % 24]
            || ' ' || tp.title || ' ' ||
          (array['2026','XL','Set','Pack','Plus','Max','Duo','One','Air','Go','Neo','Zen','Flex','Edge','Home','Trip'])[1 + (g / 24) % 16],
          tp.short_title, 'BM' || lpad(g::text, 8, '0'),
          round((2 + random() * 300)::numeric, 2), round((10 + random() * 400)::numeric, 2),
          tp.brand, tp.description, tp.product_url, lf.c1, lf.c2, lf.c3, 1,
          case when g % 10 = 0 then 2 else 1 end, 'dropmall', tp.weight_grams, tp.product_type_id, tp.spec_top,
          (random() * 100)::int, (random() * 5000)::int, (random() * 5000)::int,
          now() - random() * interval '180 days', now()
        from generate_series(${start + 1}::int, ${start + missing}::int) g
        join bench_templates tp on tp.t = g % ${t}
        join bench_leaves lf on lf.l = (g::bigint * 7919) % ${l}`);
      step(`${missing} products`);
      // Which template each new product copies, from its sku number (the same g % t as above).
      await tx.execute(sql`
        create temp table bench_new on commit drop as
        select p.id, tp.id as template from products p
        join bench_templates tp on tp.t = substr(p.sku, 3)::int % ${t}
        where p.sku like 'BM%' and p.id > ${start}`);
      await tx.execute(sql`
        insert into product_variants (product_id, image, options, price, article_number, stock, purchase_price,
          vip1_money, vip2_money, sort)
        select n.id, tp.product_url, jsonb_build_array((array['Red','Blue','Black','White','Green'])[1 + v], 'One size'),
          round((2 + random() * 300)::numeric, 2), 'BM' || n.id || '-' || (v + 1), (random() * 500)::int,
          round((1 + random() * 150)::numeric, 2), round((1 + random() * 200)::numeric, 2),
          round((1 + random() * 200)::numeric, 2), v
        from bench_new n join products tp on tp.id = n.template cross join generate_series(0, 4) v`);
      step(`${missing * 5} variants`);
      await tx.execute(sql`
        insert into product_images (product_id, kind, url, sort)
        select n.id, i.kind, i.url, i.sort from bench_new n
        join product_images i on i.product_id = n.template and i.invalid = 0
          and ((i.kind = 'banner' and i.sort < 3) or (i.kind = 'detail' and i.sort < 2))`);
      step('pictures');
      await tx.execute(sql`
        insert into product_tags (product_id, tag_id)
        select n.id, tg.id from bench_new n
        join (select row_number() over (order by id) - 1 as k, id from tags) tg
          on tg.k = n.id % (select count(*) from tags)
        where n.id % 3 = 0
        on conflict do nothing`);
      step('tags');
      for (const index of dropped) await tx.execute(sql.raw(index.def));
      step(`${dropped.length} indexes built again`);
    });
  }
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
  const [summary] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from products) as products,
               (select count(*)::int from products where status = 1) as "on shelf",
               (select count(*)::int from product_variants) as variants,
               (select count(*)::int from product_images) as pictures,
               (select count(*)::int from product_tags) as tags`,
  );
  console.log(summary);
} finally {
  await database.close();
}
