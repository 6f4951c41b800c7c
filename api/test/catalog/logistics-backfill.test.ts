import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client';
import { products } from '../../src/db/schema';
import { openTestDatabase } from '../support/db';

/**
 * Migration 0034 gives products made before the logistics fields the values the demo seed gives its own
 * (seed/catalog/logistics.ts). Here the seeded catalogue's logistics are wiped, as an older database has
 * none, and the migration's statement runs again: every product gets back exactly what the seed wrote.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const backfill = readFileSync(
  new URL('../../src/db/migrations/0036_product_logistics_backfill.sql', import.meta.url),
  'utf8',
);

const logistics = () =>
  database.db
    .select({
      id: products.id,
      lengthCm: products.lengthCm,
      widthCm: products.widthCm,
      heightCm: products.heightCm,
      declareNameZh: products.declareNameZh,
      declareNameEn: products.declareNameEn,
      originCountryCode: products.originCountryCode,
      hsCode: products.hsCode,
      sendDays: products.sendDays,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .orderBy(asc(products.id));

describe('the logistics backfill of migration 0034', () => {
  it('gives an older database’s products the seed’s values, category by category', async () => {
    const seeded = await logistics();
    expect(seeded.length).toBeGreaterThan(300);
    expect(seeded.every((p) => p.declareNameEn && p.lengthCm && p.sendDays)).toBe(true);
    // Not one weight for all: the catalogue's weights follow its goods.
    expect(new Set(seeded.map((p) => p.weightGrams)).size).toBeGreaterThan(100);

    await database.db.execute(sql`update products set length_cm = null, width_cm = null, height_cm = null,
      declare_name_zh = null, declare_name_en = null, origin_country_code = null, hs_code = null, send_days = null`);
    await database.db.execute(sql.raw(backfill));
    expect(await logistics()).toEqual(seeded);
  });

  it('fills a product without a category with general values, and leaves filled products alone', async () => {
    const [first, second] = await logistics();
    await database.db
      .update(products)
      .set({
        categoryId: null,
        category2Id: null,
        category3Id: null,
        declareNameEn: null,
        declareNameZh: null,
      })
      .where(eq(products.id, first?.id ?? 0));
    await database.db
      .update(products)
      .set({ hsCode: '999999' })
      .where(eq(products.id, second?.id ?? 0));
    await database.db.execute(sql.raw(backfill));
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select declare_name_en, declare_name_zh, length_cm, hs_code from products where id = ${first?.id ?? 0}`,
    );
    // Its box was kept (only missing values are filled); the names fall back to general merchandise.
    expect(row).toEqual({
      declare_name_en: 'General merchandise',
      declare_name_zh: '日用百货',
      length_cm: first?.lengthCm,
      hs_code: first?.hsCode,
    });
    const [other] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, second?.id ?? 0));
    expect(other?.hsCode).toBe('999999');
  });
});
