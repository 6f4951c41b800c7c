import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses, operators } from './accounts';
import { brands } from './brands';
import { brandStories, productTypes } from './seller-lists';
import { warehouses } from './warehouses';

/** Money: numeric(14,4) in the database, decimal in code, never float arithmetic. */
const money = (name: string) => numeric(name, { precision: 14, scale: 4 });

/** Three levels: top (1), second (2), third (3). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const PRODUCT_STATUS = { onShelf: 1, offShelf: 2 } as const;

export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: bigint('business_id', { mode: 'number' })
      .notNull()
      .references(() => businesses.id),
    title: text('title').notNull(),
    shortTitle: text('short_title').notNull().default(''),
    sku: text('sku').notNull(),
    /** The lowest variant price: what lists show and sort by. */
    price: money('price').notNull(),
    underlinedPrice: money('underlined_price'),
    /** The brand's name as the product shows it: its brand's (kept in step on a rename), or older free text. */
    brand: text('brand').notNull().default(''),
    /** One of the seller's brands (the brands module's), or null for a free-text brand. */
    brandId: bigint('brand_id', { mode: 'number' }).references(() => brands.id),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    /** The display image (800 px); list thumbnails derive from it. */
    productUrl: text('product_url').notNull().default(''),
    videoUrl: text('video_url'),
    videoPicUrl: text('video_pic_url'),
    categoryId: integer('category_id').references(() => categories.id),
    category2Id: integer('category2_id').references(() => categories.id),
    category3Id: integer('category3_id').references(() => categories.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .default(1)
      .references(() => warehouses.id),
    /** 1 on shelf (public), 2 off shelf. */
    status: smallint('status').notNull().default(PRODUCT_STATUS.offShelf),
    source: text('source').notNull().default('dropmall'),
    /** One unit's shipping weight; it prices the carrier (times the quantity). Every writer gives it. */
    weightGrams: integer('weight_grams').notNull(),
    /** Logistics of the spec's product glossary (contract product-logistics.ts); null on rows made before. */
    lengthCm: numeric('length_cm', { precision: 5, scale: 1 }),
    widthCm: numeric('width_cm', { precision: 5, scale: 1 }),
    heightCm: numeric('height_cm', { precision: 5, scale: 1 }),
    declareNameZh: text('declare_name_zh'),
    declareNameEn: text('declare_name_en'),
    /** ISO 3166 alpha-2, a country of the dictionary (regions level 1). */
    originCountryCode: text('origin_country_code'),
    hsCode: text('hs_code'),
    /** The seller's freight price per unit: shown and exported, not added to the buyer's carrier quote. */
    freightPrice: money('freight_price').notNull().default('0'),
    /** Days from payment to shipping. */
    sendDays: smallint('send_days'),
    /** Up to 10 digits (spec 000 §5), so wider than an integer. */
    purchaseLimit: bigint('purchase_limit', { mode: 'number' }),
    productTypeId: integer('product_type_id').references(() => productTypes.id),
    storyId: integer('story_id').references(() => brandStories.id),
    /** Service promises (serveId), in the seller's order. */
    serveIds: jsonb('serve_ids').$type<number[]>().notNull().default([]),
    keywords: text('keywords').notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** Review of the seller's submission (REVIEW_TRANSITIONS in the contract); the seed's products are approved. */
    reviewState: text('review_state', { enum: ['submitted', 'approved', 'rejected'] })
      .notNull()
      .default('approved'),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => operators.id),
    /** Editorial weight for the default sort; higher first. */
    sortWeight: integer('sort_weight').notNull().default(0),
    publishCount: integer('publish_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    /** Header labels of the variant columns: { cols3: 'Colour', cols4: 'Size', ... }. */
    specTop: jsonb('spec_top').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    // Each public sort has an index led by the on-shelf status; filters narrow through their own.
    index('products_default_idx').on(t.status, t.sortWeight.desc(), t.id.desc()),
    index('products_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.status, t.price, t.id),
    index('products_download_idx').on(t.status, t.downloadCount.desc(), t.id.desc()),
    index('products_publish_idx').on(t.status, t.publishCount.desc(), t.id.desc()),
    index('products_category1_idx').on(t.categoryId, t.status, t.createdAt.desc(), t.id.desc()),
    index('products_category2_idx').on(t.category2Id, t.status, t.createdAt.desc(), t.id.desc()),
    index('products_category3_idx').on(t.category3Id, t.status, t.createdAt.desc(), t.id.desc()),
    index('products_business_idx').on(t.businessId, t.status, t.createdAt.desc()),
    index('products_warehouse_idx').on(t.warehouseId, t.status, t.createdAt.desc()),
    // The seller's list (newest first) and the operators' review queue (oldest submission first).
    index('products_seller_list_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('products_review_queue_idx').on(t.reviewState, t.submittedAt, t.id),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // How many products name a seller-list entry (operators may remove only unused ones).
    index('products_type_idx').on(t.productTypeId),
    index('products_story_idx').on(t.storyId),
    index('products_brand_idx').on(t.brandId),
    index('products_serve_ids_idx').using('gin', sql`${t.serveIds} jsonb_path_ops`),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId, t.productId),
  ],
);

/**
 * How many on-shelf products each list filter holds ('all', 'c1:<id>', 'c2:<id>', 'c3:<id>', 'w:<id>',
 * 'tag:<id>'): a read model written only by the database's triggers (migration 0061), so a list's total is
 * one row read however large the catalogue, never a count of its rows (issue 35).
 */
export const catalogueCounts = pgTable('catalogue_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * A product's card as the catalogue lists it (ProductListItem without the caller's favourite flag), already
 * JSON: a read model of products and product_images written only by the database's triggers (migration
 * 0060), so every write keeps it. A list page is then its ids from a sort index and these texts joined, with
 * nothing to read per card and nothing to serialise (issue 35).
 */
export const productCards = pgTable('product_cards', {
  productId: bigint('product_id', { mode: 'number' })
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  card: text('card').notNull(),
});

/**
 * A tag's products with their sort keys: a read model of product_tags and products, written only by the
 * database's triggers (migration 0059), so every write keeps it, whoever makes it. A tag's page is then a
 * walk of one of these indexes (issue 35), where a walk of the whole catalogue's sort index testing each
 * product's tags read ~30 products per match.
 */
export const tagListings = pgTable(
  'tag_listings',
  {
    tagId: integer('tag_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    status: smallint('status').notNull(),
    price: money('price').notNull(),
    sortWeight: integer('sort_weight').notNull(),
    publishCount: integer('publish_count').notNull(),
    downloadCount: integer('download_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.productId] }),
    index('tag_listings_product_idx').on(t.productId),
    index('tag_listings_default_idx').on(t.tagId, t.status, t.sortWeight.desc(), t.productId.desc()),
    index('tag_listings_price_idx').on(t.tagId, t.status, t.price, t.productId),
    index('tag_listings_newest_idx').on(t.tagId, t.status, t.createdAt.desc(), t.productId.desc()),
    index('tag_listings_download_idx').on(t.tagId, t.status, t.downloadCount.desc(), t.productId.desc()),
    index('tag_listings_publish_idx').on(t.tagId, t.status, t.publishCount.desc(), t.productId.desc()),
  ],
);

/** Carousel ('banner') and detail ('detail') pictures; invalid=1 marks a deleted one (spec 000 §4). */
export const productImages = pgTable(
  'product_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['banner', 'detail'] }).notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    invalid: smallint('invalid').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.kind, t.sort)],
);

/** A variant row: its id is the SKU id (cols1), `image` is cols2, `options[i]` is cols(3+i). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    price: money('price').notNull(),
    articleNumber: text('article_number').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    purchasePrice: money('purchase_price').notNull(),
    vip1Money: money('vip1_money').notNull(),
    vip2Money: money('vip2_money').notNull(),
    sort: integer('sort').notNull().default(0),
    invalid: smallint('invalid').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sort),
    // Store order lines are matched by the SKU a store sends, which is the article number when there is one.
    index('product_variants_article_idx').on(t.articleNumber).where(sql`${t.articleNumber} <> ''`),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imgUrl: text('img_url').notNull(),
  productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'set null' }),
  sort: integer('sort').notNull().default(0),
});

export const recommendations = pgTable('recommendations', {
  id: serial('id').primaryKey(),
  productId: bigint('product_id', { mode: 'number' })
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});

export const hotSearchKeys = pgTable('hot_search_keys', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull(),
  sort: integer('sort').notNull().default(0),
});
