import { count } from 'drizzle-orm';
import type { Tx } from '../client';
import { brandStories, productServices, productTypes } from '../schema';

const TYPES = [
  ['General merchandise', '普通商品'],
  ['Apparel and shoes', '服装鞋履'],
  ['Electronics', '电子产品'],
  ['Home and garden', '家居园艺'],
  ['Beauty and health', '美妆健康'],
];

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

/** The seller lists of AddProduct; written once, when empty. */
export async function seedDemoSellerLists(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(productTypes);
  if ((existing?.n ?? 0) > 0) return;
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
