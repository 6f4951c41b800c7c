import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { brandStories, categories, productServices, products, productTypes } from '../schema';

const TYPES = [
  ['General merchandise', '普通商品'],
  ['Apparel and shoes', '服装鞋履'],
  ['Electronics', '电子产品'],
  ['Home and garden', '家居园艺'],
  ['Beauty and health', '美妆健康'],
];

/** The product type of each top category's demo products; every other category is general merchandise. */
const TYPE_OF_CATEGORY: Record<string, string> = {
  "Women's Clothing": 'Apparel and shoes',
  "Men's Clothing": 'Apparel and shoes',
  Shoes: 'Apparel and shoes',
  'Beauty & Health': 'Beauty and health',
  'Phones & Accessories': 'Electronics',
  'Consumer Electronics': 'Electronics',
  'Computer & Office': 'Electronics',
  'Home & Garden': 'Home and garden',
  'Kitchen & Dining': 'Home and garden',
  'Tools & Home Improvement': 'Home and garden',
};

const SERVICES = [
  ['Ships within 48 hours', '48 小时内发货'],
  ['7-day returns', '7 天无理由退货'],
  ['Quality checked', '质检合格'],
  ['Free replacement of damaged items', '破损包换'],
];

const STORIES = [
  [
    'Made by hand since 1998',
    '1998 年起坚持手工制作',
    'A family workshop that still finishes every piece by hand.',
    '一家至今坚持手工完成每件产品的家庭作坊。',
  ],
  [
    'Designed for everyday adventure',
    '为日常探险而设计',
    'Gear tested on the trails around our studio.',
    '每件装备都在工作室附近的山路上测试过。',
  ],
  [
    'Honest materials',
    '真材实料',
    'Natural fibres, recycled packaging, no shortcuts.',
    '天然纤维、可回收包装，绝不偷工减料。',
  ],
];

/** The seller lists of AddProduct (written once, when empty), then a type for untyped products. */
export async function seedDemoSellerLists(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(productTypes);
  if ((existing?.n ?? 0) === 0) await writeLists(tx);
  await typeUntypedProducts(tx);
}

async function writeLists(tx: Tx): Promise<void> {
  await tx
    .insert(productTypes)
    .values(TYPES.map(([nameEn = '', nameZh = ''], sort) => ({ nameEn, nameZh, sort })));
  await tx
    .insert(productServices)
    .values(SERVICES.map(([titleEn = '', titleZh = ''], sort) => ({ titleEn, titleZh, sort })));
  await tx.insert(brandStories).values(
    STORIES.map(([titleEn = '', titleZh = '', contentEn = '', contentZh = ''], sort) => ({
      titleEn,
      titleZh,
      contentEn,
      contentZh,
      sort,
    })),
  );
}

/**
 * The demo catalogue was written without product types, which AddProduct requires: its seller could not
 * save a product back unchanged. Every product still without one gets the type of its top category, on
 * fresh and older databases alike (only rows where it is null, so a seller's choice is never touched).
 */
export async function typeUntypedProducts(tx: Tx): Promise<void> {
  const types = await tx.select().from(productTypes).orderBy(asc(productTypes.sort), asc(productTypes.id));
  const fallback = types.find((t) => t.nameEn === 'General merchandise') ?? types[0];
  if (!fallback) return;
  const tops = await tx.select().from(categories).where(eq(categories.level, 1));
  for (const top of tops) {
    const type = types.find((t) => t.nameEn === TYPE_OF_CATEGORY[top.nameEn]) ?? fallback;
    await tx
      .update(products)
      .set({ productTypeId: type.id })
      .where(and(eq(products.categoryId, top.id), isNull(products.productTypeId)));
  }
  await tx.update(products).set({ productTypeId: fallback.id }).where(isNull(products.productTypeId));
}
