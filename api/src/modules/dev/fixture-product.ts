import { ProductSubmission } from '@dropmall/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { productTypes } from '../../db/schema/seller-lists';
import { conflict } from '../../http/errors';
import { text } from './texts';

/** A real 1x1 PNG: uploads are checked by their content, as a seller's would be. */
export const FIXTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The price and stock of every fixture product: one variant (Colour: White) at 24.50 USD, 10 in stock. */
export const FIXTURE_PRODUCT = { price: '24.5', stock: 10 } as const;

/** The last category of a level (under a parent): away from the first ones, which the storefront stories filter by. */
async function lastChild(db: Db, level: number, parentId?: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      parentId === undefined
        ? eq(categories.level, level)
        : and(eq(categories.level, level), eq(categories.parentId, parentId)),
    )
    .orderBy(desc(categories.sort), desc(categories.id))
    .limit(1);
  return row?.id;
}

/**
 * What a seller's AddProduct page would submit for a plain product, in the last category chain and the
 * first product type, with `pictureUrl` (one of the seller's uploads) everywhere a picture goes. Parsed by
 * the contract's schema, so it is checked exactly as POST /product/save checks a seller's.
 */
export async function fixtureSubmission(
  db: Db,
  title: string,
  pictureUrl: string,
): Promise<ProductSubmission> {
  const one = await lastChild(db, 1);
  const two = one === undefined ? undefined : await lastChild(db, 2, one);
  const three = two === undefined ? undefined : await lastChild(db, 3, two);
  const [type] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .orderBy(asc(productTypes.id))
    .limit(1);
  if (three === undefined || !type) throw conflict(text.noCatalogue);
  const picture = { id: '', imgUrl: pictureUrl, invalid: 0, sort: 0 };
  return ProductSubmission.parse({
    title,
    shortTitle: 'Mug',
    pp: 'Acme',
    categoryId: one,
    category2Id: two,
    category3Id: three,
    productType: type.id,
    underlinedPrice: '30',
    price: FIXTURE_PRODUCT.price,
    description: '<p>A sturdy mug</p>',
    productUrl: pictureUrl,
    mallProductDetailBannerList: [picture],
    mallProductDetailImgsList: [picture],
    mallSpecTop: { cols3: 'Colour' },
    mallSpecDataList: [
      {
        cols1: '',
        cols2: pictureUrl,
        cols3: 'White',
        articleNumber: 'MUG-W',
        kc: FIXTURE_PRODUCT.stock,
        xyPrice: '10',
        manageVip1Money: '1',
        manageVip2Money: '2',
      },
    ],
  });
}
