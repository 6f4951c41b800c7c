import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import { categories, productTypes } from '../../src/db/schema';
import { randomIp } from '../support/http';
import { picture, upload } from './upload-support';

/** A JSON POST, as AddProduct sends /product/save. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { token?: string; lang?: 'en' | 'zh' } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    remoteAddress: randomIp(),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

/** Uploads a real picture through the API and answers its URL. */
export async function uploadedPicture(app: FastifyInstance, token: string): Promise<string> {
  const res = await upload(
    app,
    '/v1/upload/image?scope=product',
    { name: 'p.png', body: await picture('png', 120) },
    { token },
  );
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().msg;
}

/** A category chain of the seeded tree (level 1 -> 2 -> 3) and the first product type. */
export async function references(db: Db) {
  const [one] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.level, 1), isNull(categories.parentId)));
  const [two] = await db
    .select()
    .from(categories)
    .where(eq(categories.parentId, one?.id ?? 0));
  const [three] = await db
    .select()
    .from(categories)
    .where(eq(categories.parentId, two?.id ?? 0));
  const [type] = await db.select().from(productTypes);
  if (!one || !two || !three || !type) throw new Error('seed lacks categories or product types');
  return {
    categoryId: one.id,
    category2Id: two.id,
    category3Id: three.id,
    productType: type.id,
    otherCategory: three.id,
  };
}

/** A complete submission with two attributes and two variant rows, using uploaded pictures. */
export async function submission(
  app: FastifyInstance,
  db: Db,
  token: string,
  title = `Linen Shirt ${Date.now()}`,
) {
  const url = await uploadedPicture(app, token);
  const refs = await references(db);
  return {
    title,
    shortTitle: 'Shirt',
    pp: 'Acme',
    keywords: ' linen ',
    intro: ' cool ',
    categoryId: refs.categoryId,
    category2Id: refs.category2Id,
    category3Id: refs.category3Id,
    productType: refs.productType,
    tagId: '1,2',
    serveId: '1',
    storyId: 1,
    underlinedPrice: '30',
    price: '20.5',
    xgNum: '5',
    freightPrice: '1.5',
    weightGrams: 420,
    lengthCm: '30',
    widthCm: '22.5',
    heightCm: '4',
    declareNameZh: '亚麻衬衫',
    declareNameEn: 'Linen shirt',
    originCountryCode: 'CN',
    hsCode: '6205.90',
    sendDays: 3,
    status: 2,
    description: '<p>Breathable <b>linen</b></p>',
    productUrl: url,
    videoUrl: '',
    videoPicUrl: '',
    mallProductDetailBannerList: [
      { id: '', imgUrl: url, invalid: 0, sort: 0 },
      { id: '', imgUrl: url, invalid: 0, sort: 1 },
    ],
    mallProductDetailImgsList: [{ id: '', imgUrl: url, invalid: 0, sort: 0 }],
    mallSpecTop: { cols3: 'Colour', cols4: 'Size' },
    mallSpecDataList: [
      {
        cols1: '',
        cols2: url,
        cols3: 'Red',
        cols4: 'M',
        articleNumber: 'LS-RED/M',
        kc: 10,
        xyPrice: '10',
        manageVip1Money: '1',
        manageVip2Money: '2',
      },
      {
        cols1: '',
        cols2: url,
        cols3: 'Blue',
        cols4: 'L',
        articleNumber: 'LS-BLUE/L',
        kc: 4,
        xyPrice: '11',
        manageVip1Money: '1',
        manageVip2Money: '2',
      },
    ] as Record<string, unknown>[],
  };
}
export type Submission = Awaited<ReturnType<typeof submission>>;
