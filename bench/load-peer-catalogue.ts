/**
 * Loads the peers' shared benchmark catalogue (catalogue.json of the bench-peers recipe: 2,000 products x 5
 * size variants, 10 categories, 20 brands, integer-cent prices) into a PostgreSQL database, so that Dropmall
 * is measured on the same data as Vendure and Medusa (docs/benchmarks.md, "Peers in the same run"):
 *
 *   createdb -h 127.0.0.1 -U postgres dm_peers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dm_peers \
 *     node --import tsx bench/load-peer-catalogue.ts --file $PEERS/data/catalogue.json
 *
 * As bench/seed.ts: it migrates and writes the demo shop, then inserts in set-based statements (the file is
 * one jsonb parameter, unpacked by jsonb_to_recordset). Each catalogue category becomes a top-level category
 * named as in the file, the brand is the product's free-text brand, each size a variant (article number =
 * the sku, price in currency units = cents / 100, stock as given); every product is on shelf and reuses a
 * demo product's display, banner and detail pictures, as the seed does. Product skus are the variant skus
 * without the size ("P0042"); runs again add only what is missing. VACUUM ANALYZE ends it.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../api/src/db/client';
import { openBenchDatabase } from './bench-database';

interface PeerProduct {
  title: string;
  handle: string;
  description: string;
  category: string;
  brand: string;
  variants: { sku: string; size: string; price: number; stock: number }[];
}

const { values } = parseArgs({ options: { file: { type: 'string' } } });
if (!values.file) throw new Error('--file <catalogue.json> is required');
const catalogue = JSON.parse(readFileSync(values.file, 'utf8')) as PeerProduct[];
// One row per product (n = its place in the file), its variants as a jsonb array.
const rows = catalogue.map((p, n) => ({
  n,
  sku: p.variants[0]?.sku.replace(/-[^-]+$/, '') ?? p.handle,
  title: p.title,
  description: p.description,
  category: p.category,
  brand: p.brand,
  variants: p.variants,
}));

const { database, step } = await openBenchDatabase();
const { db } = database;
try {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`
      create temp table peer on commit drop as
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(n int, sku text, title text, description text, category text, brand text, variants jsonb)`);
    // Templates for the seller and the pictures: the demo products, as bench/seed.ts uses them.
    await tx.execute(sql`
      create temp table peer_templates on commit drop as
      select row_number() over (order by id) - 1 as t, id, business_id, product_url
      from products where sku like 'DM%' and status = 1`);
    await tx.execute(sql`
      insert into categories (parent_id, level, name_en, name_zh, sort)
      select null, 1, c.category, c.category, 1000 + row_number() over (order by c.category)
      from (select distinct category from peer) c
      where not exists (select 1 from categories k where k.level = 1 and k.name_en = c.category)`);
    await tx.execute(sql`
      insert into products (business_id, title, sku, price, brand, description, product_url, category_id,
        status, weight_grams, spec_top, created_at, updated_at)
      select tp.business_id, p.title, p.sku,
        (select min((v->>'price')::int) from jsonb_array_elements(p.variants) v) / 100.0,
        p.brand, p.description, tp.product_url, k.id, 1, 500, '{"cols3":"Size"}'::jsonb,
        now() - p.n * interval '1 minute', now()
      from peer p
      join peer_templates tp on tp.t = p.n % (select count(*) from peer_templates)
      join categories k on k.level = 1 and k.name_en = p.category
      on conflict (sku) do nothing`);
    // The products this run wrote: those without variants yet.
    await tx.execute(sql`
      create temp table peer_new on commit drop as
      select pr.id, p.variants, tp.id as template from peer p
      join products pr on pr.sku = p.sku
      join peer_templates tp on tp.t = p.n % (select count(*) from peer_templates)
      where not exists (select 1 from product_variants pv where pv.product_id = pr.id)`);
    await tx.execute(sql`
      insert into product_variants (product_id, image, options, price, article_number, stock, purchase_price,
        vip1_money, vip2_money, sort)
      select n.id, pr.product_url, jsonb_build_array(v.value->>'size'), (v.value->>'price')::int / 100.0,
        v.value->>'sku', (v.value->>'stock')::int, (v.value->>'price')::int / 100.0,
        (v.value->>'price')::int / 100.0, (v.value->>'price')::int / 100.0, v.ordinality - 1
      from peer_new n join products pr on pr.id = n.id
      cross join jsonb_array_elements(n.variants) with ordinality v`);
    await tx.execute(sql`
      insert into product_images (product_id, kind, url, sort)
      select n.id, i.kind, i.url, i.sort from peer_new n
      join product_images i on i.product_id = n.template and i.invalid = 0
        and ((i.kind = 'banner' and i.sort < 3) or (i.kind = 'detail' and i.sort < 2))`);
    const [{ added } = { added: 0 }] = await queryRows<{ added: number }>(
      tx as never,
      sql`select count(*)::int as added from peer_new`,
    );
    step(`${added} products with their variants and pictures`);
  });
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
  const [summary] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from products) as products,
               (select count(*)::int from products where sku ~ '^P[0-9]+$') as "from the file",
               (select count(*)::int from product_variants) as variants,
               (select count(*)::int from product_images) as pictures`,
  );
  console.log(summary);
} finally {
  await database.close();
}
