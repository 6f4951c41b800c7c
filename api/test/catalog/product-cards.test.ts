import { ImageRef, ProductListItem, ProductSearchQuery, pageOf } from '@dropmall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../support/app';
import { catalogWrittenByHand } from '../support/catalog';
import { get } from '../support/http';

/**
 * The list's cards are JSON kept by the database (product_cards, migration 0060) and its answers are written
 * around them without the response schema (routes.ts `pageJson`). Here: every card equals the card built
 * from the products and pictures it shows, after every kind of write to them; and the answers are what the
 * schema describes, field for field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Source {
  id: number;
  title: string;
  price: string;
  product_url: string;
  publish_count: number;
  download_count: number;
  source: string;
  sku: string;
}

/** Each product's card as the list shows it, built here from products and product_images. */
async function expectedCards(): Promise<Map<number, ProductListItem>> {
  const db = t.database.db;
  const products = await queryRows<Source>(
    db,
    sql`select id, title, price::text, product_url, publish_count, download_count, source, sku from products`,
  );
  const pictures = await queryRows<{ product_id: number; url: string }>(
    db,
    sql`select product_id, url from product_images where kind = 'banner' and invalid = 0 and sort < 4
      order by product_id, sort, id`,
  );
  const strips = new Map<number, { imgUrl: string }[]>();
  for (const p of pictures) {
    const strip = strips.get(Number(p.product_id)) ?? [];
    strip.push({ imgUrl: p.url });
    strips.set(Number(p.product_id), strip);
  }
  return new Map(
    products.map((p) => {
      const id = Number(p.id);
      const strip = strips.get(id) ?? (p.product_url ? [{ imgUrl: p.product_url }] : []);
      // numeric(14,4) as text has four decimals: in ten-thousandths, rounded half up to the cent.
      const price = Math.round(Number(p.price.replace('.', '')) / 100) / 100;
      return [
        id,
        {
          id,
          title: p.title,
          price,
          productUrl: p.product_url,
          imgs: strip,
          publishCount: p.publish_count,
          downloadCount: p.download_count,
          source: p.source,
          sku: p.sku,
          favoritesTag: '',
        },
      ];
    }),
  );
}

async function storedCards(): Promise<Map<number, ProductListItem>> {
  const rows = await queryRows<{ product_id: number; card: string }>(
    t.database.db,
    sql`select product_id, card from product_cards`,
  );
  return new Map(rows.map((r) => [Number(r.product_id), JSON.parse(r.card) as ProductListItem]));
}

const cardsMatch = async (label: string) => {
  const [stored, expected] = await Promise.all([storedCards(), expectedCards()]);
  expect([...stored.keys()].sort(), label).toEqual([...expected.keys()].sort());
  for (const [id, card] of expected) expect(stored.get(id), `${label}: product ${id}`).toEqual(card);
};

describe('product cards', () => {
  it('are the card of every product, after every write to what a card shows', async () => {
    const db = t.database.db;
    await cardsMatch('as seeded');
    // Each field a card shows, on some products; a price that rounds up; a title with quotes and a newline.
    await db.execute(sql`update products set price = 12.3450 where id % 5 = 1`);
    await db.execute(sql`update products set title = 'Say "hi"' || chr(10) || 'é 裙 ' || id, sku = sku || '-X',
      download_count = download_count + 3, publish_count = publish_count + 2, source = 'seller'
      where id % 5 = 2`);
    // Pictures: a product's strip replaced, one hidden, one moved past the fourth, all removed from another.
    const [some] = await queryRows<{ id: number }>(
      db,
      sql`select product_id as id from product_images where kind = 'banner' group by 1 having count(*) >= 2 limit 1`,
    );
    const pid = Number(some?.id);
    await db.execute(sql`insert into product_images (product_id, kind, url, sort)
      values (${pid}, 'banner', '/uploads/new-first.jpg', -1), (${pid}, 'banner', '/uploads/new-second.jpg', 0)`);
    await db.execute(
      sql`update product_images set invalid = 1 where product_id = ${pid} and url = '/uploads/new-second.jpg'`,
    );
    await db.execute(
      sql`update product_images set sort = 9 where product_id = ${pid} and url = '/uploads/new-first.jpg'`,
    );
    await db.execute(sql`delete from product_images where product_id = (
      select product_id from product_images where product_id <> ${pid} and kind = 'banner' limit 1)`);
    // A product with no picture at all, then without its main picture either; a new product; one deleted.
    await db.execute(sql`update products set product_url = '' where id = (
      select p.id from products p where not exists (select 1 from product_images i where i.product_id = p.id
        and i.kind = 'banner') limit 1)`);
    const [made] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (business_id, title, sku, price, category_id, category2_id, category3_id, status,
        weight_grams) select business_id, 'Fresh', 'CARD-' || id, 9.99, category_id, category2_id, category3_id, 1,
        weight_grams from products order by id limit 1 returning id`,
    );
    await db.execute(sql`insert into product_images (product_id, kind, url, sort)
      values (${made?.id}, 'banner', '/uploads/fresh.jpg', 0)`);
    await cardsMatch('after the writes');
    await db.execute(sql`delete from products where id = ${made?.id}`);
    await cardsMatch('after a delete');
  });

  it('has both changes when two transactions change one product at once (PostgreSQL)', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite runs one transaction at a time
    const db = t.database.db;
    const [product] = await queryRows<{ id: number }>(db, sql`select id from products order by id limit 1`);
    const pid = Number(product?.id);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let pictureWritten = () => {};
    const written = new Promise<void>((resolve) => {
      pictureWritten = resolve;
    });
    // One adds a picture first in the strip and holds its transaction open...
    const first = db.transaction(async (tx) => {
      await tx.execute(sql`insert into product_images (product_id, kind, url, sort)
        values (${pid}, 'banner', '/uploads/concurrent.jpg', -5)`);
      pictureWritten();
      await gate;
    });
    await written;
    // ...the other renames the product meanwhile: its card waits for the first's, then is written with both.
    const second = db.transaction(async (tx) => {
      await tx.execute(sql`update products set title = 'Renamed meanwhile' where id = ${pid}`);
    });
    for (;;) {
      const [waiting] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if ((waiting?.n ?? 0) > 0) break;
    }
    release();
    await Promise.all([first, second]);
    const card = (await storedCards()).get(pid);
    expect(card?.title).toBe('Renamed meanwhile');
    expect(card?.imgs[0]).toEqual({ imgUrl: '/uploads/concurrent.jpg' });
    await cardsMatch('after the two');
  });

  it('make answers the response schema describes, each record its product card', async () => {
    await catalogWrittenByHand();
    const strict = z
      .object({
        code: z.literal(0),
        msg: z.string(),
        model: pageOf(ProductListItem.extend({ imgs: z.array(ImageRef.strict()) }).strict()).strict(),
      })
      .strict();
    const cards = await expectedCards();
    for (const params of [
      {},
      { sortIndex: 1, size: 7 },
      { categoryId: 1, sortIndex: 4, current: 2, size: 5 },
      { title: 'e', sortIndex: 2 },
      { tagId: 1, sortIndex: 3 },
      { current: 3, size: 5, sortIndex: 5 },
    ]) {
      const qs = new URLSearchParams(
        Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const res = await get(t.app, `/v1/mall/index/page?${qs}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const { model } = strict.parse(res.json());
      const query = ProductSearchQuery.parse(params);
      expect([model.current, model.size], JSON.stringify(params)).toEqual([query.current, query.size]);
      expect(model.records.length, JSON.stringify(params)).toBeGreaterThan(0);
      for (const record of model.records) expect(record).toEqual(cards.get(record.id));
    }
  });
});
