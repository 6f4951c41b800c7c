import { asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  banners,
  businesses,
  businessUsers,
  categories,
  hotSearchKeys,
  PRODUCT_STATUS,
  products,
  recommendations,
  tags,
} from '../schema';
import { CATEGORIES } from './catalog/categories';
import { type GeneratedProduct, generateProducts, type ImageSpec } from './catalog/generate';
import type { BannerSpec } from './catalog/images';
import { TAGS } from './catalog/tags';
import type { CategorySeed } from './catalog/types';
import { type CatalogLookups, writeProducts } from './catalog/write-products';
import { DEMO_BUSINESS } from './demo-accounts';

export const DEMO_PRODUCT_COUNT = 340;

/** The suppliers that sell the demo catalogue (no logins: they exist as sellers only). */
const SUPPLIERS = [
  'Shenzhen Brightway Electronics Co., Ltd.',
  'Yiwu Evergreen Home Goods Co., Ltd.',
  'Guangzhou Lumière Apparel Co., Ltd.',
  'Hangzhou Bluepeak Outdoor Co., Ltd.',
];

export const DEMO_BANNERS: (BannerSpec & { productOffset: number })[] = [
  {
    url: '/uploads/catalog/banner-1.jpg',
    from: '#ff7a45',
    to: '#f5222d',
    productOffset: 0,
    products: [
      { drawing: 'tshirt', colour: '#f5f5f2' },
      { drawing: 'sneaker', colour: '#2f5fc4' },
      { drawing: 'backpack', colour: '#1f2023' },
    ],
  },
  {
    url: '/uploads/catalog/banner-2.jpg',
    from: '#36cfc9',
    to: '#1677ff',
    productOffset: 7,
    products: [
      { drawing: 'headphones', colour: '#1f2023' },
      { drawing: 'smartwatch', colour: '#c9ccd1' },
      { drawing: 'earbuds', colour: '#f5f5f2' },
    ],
  },
  {
    url: '/uploads/catalog/banner-3.jpg',
    from: '#95de64',
    to: '#389e0d',
    productOffset: 21,
    products: [
      { drawing: 'plantPot', colour: '#c8643b' },
      { drawing: 'mug', colour: '#2a8c8c' },
      { drawing: 'deskLamp', colour: '#d9a62e' },
    ],
  },
  {
    url: '/uploads/catalog/banner-4.jpg',
    from: '#b37feb',
    to: '#722ed1',
    productOffset: 33,
    products: [
      { drawing: 'lipstick', colour: '#c4142c' },
      { drawing: 'perfume', colour: '#f1a7b9' },
      { drawing: 'necklace', colour: '#d4a93c' },
    ],
  },
  {
    url: '/uploads/catalog/banner-5.jpg',
    from: '#ffd666',
    to: '#fa8c16',
    productOffset: 47,
    products: [
      { drawing: 'football', colour: '#2f5fc4' },
      { drawing: 'tent', colour: '#ef7d22' },
      { drawing: 'dumbbell', colour: '#3a3d42' },
    ],
  },
];

const HOT_KEYS = [
  't-shirt',
  'earbuds',
  'phone case',
  'backpack',
  'smartwatch',
  'yoga mat',
  'sneakers',
  'water bottle',
  'led lamp',
  'pet bed',
];

/** The demo products; the same every time (seeded), so the images can be derived without the database. */
export const demoProducts = (): GeneratedProduct[] => [...generateProducts(DEMO_PRODUCT_COUNT)];

export function demoImageSpecs(): ImageSpec[] {
  return demoProducts().flatMap((p) => p.images);
}

async function writeCategories(
  tx: Tx,
  nodes: CategorySeed[],
  parentId: number | null,
  level: number,
  path: string[],
  out: Map<string, number[]>,
) {
  for (const [sort, node] of nodes.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ parentId, level, nameEn: node.en, nameZh: node.zh, sort })
      .returning({ id: categories.id });
    if (!row) throw new Error('category not written');
    const here = [...path, node.en];
    out.set(here.join('/'), [...(out.get(path.join('/')) ?? []), row.id]);
    if (node.children) await writeCategories(tx, node.children, row.id, level + 1, here, out);
  }
}

/** Categories, tags, suppliers, 340 products, banners, recommendations and hot keys; only into an empty shop. */
export async function seedDemoCatalog(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(products);
  if (Number(existing?.n ?? 0) > 0) return;

  const paths = new Map<string, number[]>();
  await writeCategories(tx, CATEGORIES, null, 1, [], paths);
  const categoryIds = new Map<string, [number, number, number]>();
  for (const [path, ids] of paths)
    if (ids.length === 3) categoryIds.set(path, ids as [number, number, number]);

  const tagRows = await tx
    .insert(tags)
    .values(TAGS.map((t, sort) => ({ titleEn: t.en, titleZh: t.zh, sort })))
    .returning({ id: tags.id, title: tags.titleEn });
  const sellers = await tx
    .insert(businesses)
    .values(SUPPLIERS.map((name) => ({ name, status: 1, settleStatus: 2, rzStatus: 2, country: 'China' })))
    .returning({ id: businesses.id });
  const [demo] = await tx
    .select({ businessId: businessUsers.businessId })
    .from(businessUsers)
    .where(eq(businessUsers.email, DEMO_BUSINESS.email));
  const lookups: CatalogLookups = {
    categories: categoryIds,
    tags: new Map(tagRows.map((t) => [t.title, t.id])),
    sellers: [...sellers.map((s) => s.id), ...(demo ? [demo.businessId] : [])],
  };
  const written = await writeProducts(tx, demoProducts(), lookups);

  const onShelf = written.filter((p) => p.status === PRODUCT_STATUS.onShelf);
  await tx.insert(banners).values(
    DEMO_BANNERS.map((b, sort) => ({
      imgUrl: b.url,
      productId: onShelf[b.productOffset % onShelf.length]?.id ?? null,
      sort,
    })),
  );
  const top = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, PRODUCT_STATUS.onShelf))
    .orderBy(desc(products.sortWeight), asc(products.id))
    .limit(12);
  await tx.insert(recommendations).values(top.map((p, sort) => ({ productId: p.id, sort })));
  await tx.insert(hotSearchKeys).values(HOT_KEYS.map((keyword, sort) => ({ keyword, sort })));
}
