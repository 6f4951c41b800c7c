/**
 * EXPLAIN ANALYZE of every list query shape (page and count) on a database, with the time each took:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dm_bench node --import tsx bench/explain.ts [--plans] [--only word]
 *
 * The shapes are the benchmark's (bench/run.ts); ids are picked from the data as there.
 */
import { parseArgs } from 'node:util';
import { ProductSearchQuery } from '@dropmall/contract';
import { sql } from 'drizzle-orm';
import { openDb, queryRows } from '../api/src/db/client';
import { searchCountQuery, searchPageQuery } from '../api/src/modules/catalog/product-search';

const { values } = parseArgs({ options: { plans: { type: 'boolean' }, only: { type: 'string' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDb({ kind: 'postgres', url, poolSize: 1 });
const { db } = database;

const [ids] = await queryRows<{ top: number; leaf: number; tag: number }>(
  db,
  sql`select (select category_id from products where status = 1 group by 1 order by count(*) desc, 1 limit 1) as top,
             (select category3_id from products where status = 1 group by 1 order by count(*) desc, 1 limit 1) as leaf,
             (select id from tags order by sort, id limit 1) as tag`,
);
if (!ids) throw new Error('no data');
const sorts = ['default', 'price asc', 'price desc', 'newest', 'downloads', 'publishes'];
const shapes: [string, Record<string, string | number>][] = [
  ...sorts.map((s, i): [string, Record<string, number>] => [`list: ${s}`, { sortIndex: i }]),
  ...sorts.map((s, i): [string, Record<string, number>] => [
    `category: ${s}`,
    { categoryId: ids.top, sortIndex: i },
  ]),
  ['leaf category: price asc', { category3Id: ids.leaf, sortIndex: 1 }],
  ['tag: default', { tagId: ids.tag }],
  ['keyword 2 letters (common)', { title: 'ro' }],
  ['keyword 2 letters (none)', { title: 'qz' }],
  ['keyword 1 letter', { title: 'x' }],
  ['keyword long', { title: 'premium watch' }],
  ['page 1000: default', { current: 1000 }],
  ['page 1000: price asc', { current: 1000, sortIndex: 1 }],
];

/** Parameters written into the text (values from this file only). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });

for (const [name, params] of shapes) {
  if (values.only && !name.includes(values.only)) continue;
  const query = ProductSearchQuery.parse({ size: 50, ...params });
  const variants: [string, { sql: string; params: unknown[] }][] = [
    ['page', searchPageQuery(db, query).toSQL()],
    ['count', searchCountQuery(db, query).toSQL()],
  ];
  // A short word is read by the plain test when common (more than TOTAL_CAP matches): that plan too.
  if (/^\S{1,2}$/.test(String(params.title ?? '')))
    variants.push(['page, like', searchPageQuery(db, query, 'like').toSQL()]);
  for (const [kind, built] of variants) {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql.raw(`explain (analyze, buffers) ${inline(built.sql, built.params)}`),
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    console.log(`${`${name} (${kind})`.padEnd(36)} ${time.padStart(12)}  ${plan[0]?.split('  (')[0]}`);
    if (values.plans) console.log(`${plan.join('\n')}\n`);
  }
}
await database.close();
