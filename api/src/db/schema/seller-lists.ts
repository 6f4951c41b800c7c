import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The lists a seller picks from on AddProduct (spec 000 §7 seller calls): product types, service promises and
 * brand stories. Tags and categories are the catalogue's. Operators manage them; demo data seeds them.
 */
export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const productServices = pgTable('product_services', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brandStories = pgTable('brand_stories', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  contentEn: text('content_en').notNull().default(''),
  contentZh: text('content_zh').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
