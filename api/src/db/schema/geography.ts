import { index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One tree for countries and their divisions: countries are level 1 under parent 0 (their ids are the
 * country dictionary's, 1 = China, the shipping origin), then state, city, district.
 */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    level: smallint('level').notNull(),
    code: text('code').notNull().default(''),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('regions_parent_idx').on(t.parentId, t.sort)],
);

export const expressCompanies = pgTable('express_companies', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The price of one method from one country to another: a first weight, then per extra unit. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id')
      .notNull()
      .references(() => regions.id),
    toId: integer('to_id')
      .notNull()
      .references(() => regions.id),
    expressId: integer('express_id')
      .notNull()
      .references(() => expressCompanies.id),
    firstWeightGrams: integer('first_weight_grams').notNull(),
    firstFee: numeric('first_fee', { precision: 14, scale: 4 }).notNull(),
    extraUnitGrams: integer('extra_unit_grams').notNull(),
    extraFee: numeric('extra_fee', { precision: 14, scale: 4 }).notNull(),
    minDays: smallint('min_days').notNull(),
    maxDays: smallint('max_days').notNull(),
  },
  (t) => [index('shipping_rates_route_idx').on(t.fromId, t.toId)],
);
