/**
 * Fills a database with N more generated products and their variants, pictures and tags, for benchmarks:
 *   npm run seed:catalog -- --products 100000
 * Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the server first: it holds the lock).
 */
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { loadConfig, uploadsDir } from '../../config';
import { openDb } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { businesses, categories, products, tags } from '../schema';
import { type GeneratedProduct, generateProducts } from './catalog/generate';
import { renderCatalogImages } from './catalog/images';
import { type CatalogLookups, writeProducts } from './catalog/write-products';
import { DEMO_BANNERS, demoImageSpecs } from './demo-catalog';
import { seedDemoData, seedReferenceData } from './index';

const BATCH = 2000;

async function lookups(db: Awaited<ReturnType<typeof openDb>>['db']): Promise<CatalogLookups> {
  const cats = await db.select().from(categories);
  const byId = new Map(cats.map((c) => [c.id, c]));
  const categoryIds = new Map<string, [number, number, number]>();
  for (const c of cats.filter((x) => x.level === 3)) {
    const parent = byId.get(c.parentId ?? 0);
    const top = byId.get(parent?.parentId ?? 0);
    if (parent && top)
      categoryIds.set(`${top.nameEn}/${parent.nameEn}/${c.nameEn}`, [top.id, parent.id, c.id]);
  }
  const tagRows = await db.select().from(tags);
  const sellers = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.rzStatus, 2));
  return {
    categories: categoryIds,
    tags: new Map(tagRows.map((t) => [t.titleEn, t.id])),
    sellers: sellers.map((s) => s.id),
  };
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const wanted = Number(values.products);
  if (!Number.isInteger(wanted) || wanted < 1) throw new Error('--products takes a whole number above 0');
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const database = config.DATABASE_URL
    ? await openDb({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDb({ kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite` });
  try {
    // A server starting on the same database meanwhile migrates and seeds in turn with this.
    await database.exclusively(async () => {
      await database.migrate();
      await seedReferenceData(database.db);
      await seedDemoData(database.db);
    });
    const refs = await lookups(database.db);
    const [existing] = await database.db.select({ n: count() }).from(products);
    const offset = Number(existing?.n ?? 0);
    const started = Date.now();
    const source = generateProducts(wanted, 7, offset);
    for (let done = 0; done < wanted; ) {
      const batch: GeneratedProduct[] = [];
      for (let i = 0; i < BATCH && done + i < wanted; i++) {
        const next = source.next();
        if (next.done) break;
        batch.push(next.value);
      }
      // Spread creation times over the last 90 days, as the demo does.
      await database.db.transaction((tx) => writeProducts(tx, batch, refs));
      done += batch.length;
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\r${done} / ${wanted} products (${Math.round(done / seconds)}/s)`);
    }
    process.stdout.write('\n');
    await renderCatalogImages(uploadsDir(config), demoImageSpecs(), DEMO_BANNERS);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
