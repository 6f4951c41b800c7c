import { ProductSubmission } from '@dropmall/contract';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { lastCategory } from '../catalog/reads';
import { readSellerList } from '../seller-products/lists-store';
import { text } from './texts';

/** A real 1x1 PNG: uploads are checked by their content, as a seller's would be. */
export const FIXTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The price and stock of every fixture product: one variant (Colour: White) at 24.50 USD, 10 in stock; a mug
 * of 350 g in a 12 x 10 x 10 cm box, made in China, shipped within 2 days.
 */
export const FIXTURE_PRODUCT = { price: '24.5', stock: 10, weightGrams: 350 } as const;

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
  // The last category of each level: away from the first ones, which the storefront stories filter by.
  const one = await lastCategory(db, 1);
  const two = one === undefined ? undefined : await lastCategory(db, 2, one);
  const three = two === undefined ? undefined : await lastCategory(db, 3, two);
  // The first product type: the lowest id.
  const [type] = (await readSellerList(db, 'productTypes')).sort((a, b) => a.id - b.id);
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
    weightGrams: FIXTURE_PRODUCT.weightGrams,
    lengthCm: '12',
    widthCm: '10',
    heightCm: '10',
    declareNameZh: '陶瓷马克杯',
    declareNameEn: 'Ceramic mug',
    originCountryCode: 'CN',
    hsCode: '691200',
    sendDays: 2,
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
