import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_STATUS, products, productTags, recommendations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { catalogWrittenByHand } from '../support/catalog';
import { get, loginToken, post } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const model = async (url: string, lang?: 'en' | 'zh') => {
  const res = await get(t.app, url, { lang });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().model;
};

describe('home calls', () => {
  it('lists tags in both languages', async () => {
    const en = await model('/v1/mall/index/getProductTags');
    const zh = await model('/v1/mall/index/getProductTags', 'zh');
    expect(en.length).toBeGreaterThanOrEqual(8);
    expect(en[0]).toEqual({ id: expect.any(Number), title: 'Hot Sale' });
    expect(zh[0].title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers the category tree with three levels', async () => {
    const tree = await model('/v1/mall/index/category');
    expect(tree.length).toBeGreaterThanOrEqual(15);
    const third = tree[0].children[0].children[0];
    expect(third).toEqual({ id: expect.any(Number), name: expect.any(String), children: [] });
  });

  it('points banners at products on sale', async () => {
    const banners = await model('/v1/mall/index/getHomePageBanner');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of banners) {
      expect(banner.imgUrl).toMatch(/^\/uploads\//);
      const detail = await get(t.app, `/v1/mall/index/get?id=${banner.parameterJump}`);
      expect(detail.statusCode).toBe(200);
    }
  });

  it('recommends only products on sale', async () => {
    const before = await model('/v1/mall/index/getWntj');
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]).toEqual({
      productId: expect.any(Number),
      title: expect.any(String),
      imgUrl: expect.any(String),
      price: expect.any(Number),
    });
    const [first] = await t.database.db.select().from(recommendations).limit(1);
    await t.database.db
      .update(products)
      .set({ status: PRODUCT_STATUS.offShelf })
      .where(eq(products.id, first?.productId ?? 0));
    await catalogWrittenByHand([first?.productId ?? 0]);
    const after = await model('/v1/mall/index/getWntj');
    expect(after.map((r: { productId: number }) => r.productId)).not.toContain(first?.productId);
    await t.database.db
      .update(products)
      .set({ status: PRODUCT_STATUS.onShelf })
      .where(eq(products.id, first?.productId ?? 0));
    await catalogWrittenByHand([first?.productId ?? 0]);
  });

  it('answers the first six tag modules, or one tag, with on-shelf products of that tag', async () => {
    const modules = await model('/v1/mall/index/getListByTag');
    expect(modules).toHaveLength(6);
    const one = modules[0];
    expect(one.products.length).toBeGreaterThan(0);
    const tagged = await t.database.db
      .select({ productId: productTags.productId })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(and(eq(productTags.tagId, one.tagId), eq(products.status, 1)));
    const ids = new Set(tagged.map((r) => r.productId));
    for (const p of one.products) expect(ids.has(p.id)).toBe(true);
    const single = await model(`/v1/mall/index/getListByTag?tagId=${one.tagId}`);
    expect(single).toHaveLength(1);
    expect((await get(t.app, '/v1/mall/index/getListByTag?tagId=99999')).statusCode).toBe(404);
    expect((await get(t.app, '/v1/mall/index/getListByTag?tagId=x')).statusCode).toBe(400);
  });

  it('lists hot search keys under model.list', async () => {
    const hot = await model('/v1/mall/index/hotSearchKey');
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list[0]).toEqual({ id: expect.any(Number), keyword: expect.any(String) });
  });
});

describe('product detail', () => {
  it('answers every field of spec 000 §3 with variant rows in columns', async () => {
    const [p] = await t.database.db.select().from(products).where(eq(products.status, 1)).limit(1);
    const d = await model(`/v1/mall/index/get?id=${p?.id}`);
    expect(d).toMatchObject({
      id: p?.id,
      title: p?.title,
      sku: p?.sku,
      favoritesTag: '',
      description: expect.stringContaining('<p>'),
    });
    expect(d.tagId).toMatch(/^\d+(,\d+)*$/);
    expect(d.mallProductDetailBannerList.length).toBeGreaterThan(0);
    expect(d.mallProductDetailImgsList).toHaveLength(2);
    const columns = Object.keys(d.mallSpecTop);
    expect(columns[0]).toBe('cols3');
    const row = d.mallSpecDataList[0];
    expect(row).toMatchObject({
      cols1: expect.stringMatching(/^\d+$/),
      cols2: expect.stringMatching(/^\/uploads\//),
      kc: expect.any(Number),
    });
    for (const column of columns) expect(typeof row[column]).toBe('string');
    expect(d.price).toBe(Math.min(...d.mallSpecDataList.map((r: { price: number }) => r.price)));
    // The seller's purchase and member prices are not shown to the public.
    for (const r of d.mallSpecDataList) {
      expect([r.xyPrice, r.manageVip1Money, r.manageVip2Money]).toEqual([null, null, null]);
    }
  });

  it('answers 404 for unknown and off-shelf products, 400 for a bad id', async () => {
    const [off] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.status, PRODUCT_STATUS.offShelf))
      .limit(1);
    const res = await get(t.app, `/v1/mall/index/get?id=${off?.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('This product does not exist or is no longer on sale');
    expect((await get(t.app, '/v1/mall/index/get?id=99999999')).statusCode).toBe(404);
    for (const id of ['abc', '-1', '1.5', ''])
      expect((await get(t.app, `/v1/mall/index/get?id=${id}`)).statusCode, id).toBe(400);
  });
});

describe('favourites', () => {
  let token: string;
  let other: string;
  let productId: number;
  beforeAll(async () => {
    token = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
    const email = 'fav-other@example.com';
    await post(t.app, '/v1/business/emailCode', { email, purpose: 'register' });
    const { latestCode } = await import('../support/http');
    await post(t.app, '/v1/mall/index/register', {
      name: 'Other Shop',
      email,
      mobile: '5511955550000',
      loginPwd: 'other123',
      code: await latestCode(t.app, email),
    });
    other = await loginToken(t.app, email, 'other123');
    const [p] = await t.database.db.select().from(products).where(eq(products.status, 1)).limit(1);
    productId = p?.id ?? 0;
  });

  it('needs a business login', async () => {
    expect((await post(t.app, '/v1/business/saveFavorites', { productId })).json().code).toBe(1001);
    const operator = await loginToken(t.app, 'operator@dropmall.test', 'operator123');
    expect(
      (await post(t.app, '/v1/business/saveFavorites', { productId }, { token: operator })).statusCode,
    ).toBe(403);
  });

  it('creates one record however often it is clicked, and the detail shows it', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t.app, '/v1/business/saveFavorites', { productId, invalid: 0 }, { token })),
    );
    const ids = new Set(answers.map((a) => a.json().model.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const detail = (await get(t.app, `/v1/mall/index/get?id=${productId}`, { token })).json().model;
    expect(detail.favoritesTag).toBe(String(id));
    const list = (await get(t.app, '/v1/business/favoritesList', { token })).json().model;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({
      id: productId,
      favoriteId: id,
      onShelf: true,
      favoritesTag: String(id),
    });
    // The list of another business knows nothing of it.
    expect((await get(t.app, '/v1/business/favoritesList', { token: other })).json().model.total).toBe(0);
    expect(
      (await get(t.app, `/v1/mall/index/get?id=${productId}`, { token: other })).json().model.favoritesTag,
    ).toBe('');
  });

  it('lets only the owner remove a record', async () => {
    const detail = (await get(t.app, `/v1/mall/index/get?id=${productId}`, { token })).json().model;
    const id = detail.favoritesTag;
    const stolen = await post(
      t.app,
      '/v1/business/saveFavorites',
      { id, productId, invalid: 1 },
      { token: other },
    );
    expect(stolen.statusCode).toBe(404);
    const removed = await post(t.app, '/v1/business/saveFavorites', { id, productId, invalid: 1 }, { token });
    expect(removed.statusCode).toBe(200);
    expect(
      (await get(t.app, `/v1/mall/index/get?id=${productId}`, { token })).json().model.favoritesTag,
    ).toBe('');
    const again = await post(t.app, '/v1/business/saveFavorites', { id, productId, invalid: 1 }, { token });
    expect(again.statusCode).toBe(404);
    expect((await get(t.app, '/v1/business/favoritesList', { token })).json().model.total).toBe(0);
  });

  it('refuses unknown and off-shelf products', async () => {
    const [off] = await t.database.db.select().from(products).where(eq(products.status, 2)).limit(1);
    expect(
      (await post(t.app, '/v1/business/saveFavorites', { productId: off?.id ?? 0 }, { token })).statusCode,
    ).toBe(404);
    expect((await post(t.app, '/v1/business/saveFavorites', { productId: 'x' }, { token })).statusCode).toBe(
      400,
    );
  });
});
