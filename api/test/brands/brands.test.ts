import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../../src/db/schema';
import { expectOk, expectRefused, newStaff, roleWith, SUPER_OPERATOR } from '../office/support';
import { postJson, submission, uploadedPicture } from '../seller/product-support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, loginToken, post } from '../support/http';

/** The Brand List (issue 17, item 6): a business's brands, which its products name. */
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
}, 120_000);
afterAll(() => t.close());

interface Brand {
  id: number;
  name: string;
  logoUrl: string;
  description: string;
  website: string;
  state: 'active' | 'hidden';
  productCount: number;
}

const call = (token: string, path: string, body: Record<string, string | number> = {}, lang?: 'en' | 'zh') =>
  post(t.app, `/v1/brand/${path}`, body, { token, ...(lang ? { lang } : {}) });
const seller = async () => (await newBuyer(t.database.db)).token;
const list = async (token: string, body: Record<string, string | number> = {}) =>
  expectOk<{ records: Brand[]; total: number }>(await call(token, 'list', body));
const add = async (token: string, fields: Record<string, string> = {}) =>
  expectOk<{ id: number }>(await call(token, 'save', { name: `Brand ${Date.now()}`, ...fields })).id;
const saveProduct = (token: string, body: unknown) => postJson(t.app, '/v1/product/save', body, { token });
const brandRows = async (token: string) => (await list(token)).records;

describe(`brand list (${testDbKind})`, () => {
  it('adds a brand with a logo of its own and a website, lists it, edits it', async () => {
    const token = await seller();
    const logo = await uploadedPicture(t.app, token);
    const id = await add(token, {
      name: '  Acme Outdoor ',
      logoUrl: logo,
      description: 'Tents and packs',
      website: 'https://acme.example',
    });
    expect(await brandRows(token)).toMatchObject([
      {
        id,
        name: 'Acme Outdoor',
        logoUrl: logo,
        description: 'Tents and packs',
        website: 'https://acme.example',
        state: 'active',
        productCount: 0,
      },
    ]);
    expectOk(await call(token, 'save', { id, name: 'Acme Trail', logoUrl: logo, website: '' }));
    expect(await brandRows(token)).toMatchObject([{ id, name: 'Acme Trail', website: '', description: '' }]);
    // Search by part of the name, any case; filter by state.
    expect((await list(token, { name: 'trail' })).total).toBe(1);
    expect((await list(token, { name: 'nothing' })).total).toBe(0);
    expect((await list(token, { state: 'hidden' })).total).toBe(0);
  });

  it('refuses each bad input with a clear 4xx in the caller’s language, and writes nothing', async () => {
    const token = await seller();
    const refused = async (
      body: Record<string, string>,
      status: number,
      message: RegExp,
      lang?: 'en' | 'zh',
    ) => {
      const res = await call(token, 'save', body, lang);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().msg).toMatch(message);
    };
    await refused({ name: '' }, 400, /brand name is 1 to 60 characters/);
    await refused({ name: '   ' }, 400, /brand name is 1 to 60/);
    await refused({ name: '' }, 400, /品牌名称为 1 到 60 个字符/, 'zh');
    await refused({ name: 'x'.repeat(61) }, 400, /brand name is 1 to 60/);
    await refused({ name: 'Ok', description: 'd'.repeat(501) }, 400, /description has at most 500/);
    await refused({ name: 'Ok', website: 'acme.example' }, 400, /starting with http/);
    await refused({ name: 'Ok', website: 'javascript:alert(1)' }, 400, /starting with http/);
    await refused({ name: 'Ok', logoUrl: 'file:///etc/passwd' }, 400, /picture you uploaded/);
    // Another business's upload is not a logo of this one.
    const other = await seller();
    const theirs = await uploadedPicture(t.app, other);
    await refused({ name: 'Ok', logoUrl: theirs }, 400, /picture you uploaded/);
    expect(await brandRows(token)).toEqual([]);

    // A name taken within the business, whatever its case and spaces: 409, in both languages.
    await add(token, { name: 'Acme' });
    await refused({ name: ' ACME ' }, 409, /already have a brand named "ACME"/);
    await refused({ name: 'acme' }, 409, /您已有名为“acme”的品牌/, 'zh');
    const second = await add(token, { name: 'Beta' });
    await refused({ id: String(second), name: 'aCmE' }, 409, /already have a brand/);
    expect((await brandRows(token)).map((b) => b.name).sort()).toEqual(['Acme', 'Beta']);
    // The same name is free in another business.
    await add(other, { name: 'Acme' });
  });

  it('two saves of one new name at once keep one brand', async () => {
    const token = await seller();
    const answers = await Promise.all([
      call(token, 'save', { name: 'Racer' }),
      call(token, 'save', { name: 'RACER' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await brandRows(token)).toHaveLength(1);
  });

  it('another business’s brand answers 404 to every call and is left as it was', async () => {
    const owner = await seller();
    const id = await add(owner, { name: 'Mine', description: 'keep' });
    const thief = await seller();
    const notFound = (res: LightMyRequestResponse) =>
      expect(expectRefused(res, 404, 4040)).toBe('That brand does not exist');
    notFound(await call(thief, 'save', { id, name: 'Taken' }));
    notFound(await call(thief, 'state', { id, state: 'hidden' }));
    notFound(await call(thief, 'delete', { id }));
    expect(await brandRows(thief)).toEqual([]);
    expect(expectOk<unknown[]>(await call(thief, 'options'))).toEqual([]);
    expect(await brandRows(owner)).toMatchObject([
      { id, name: 'Mine', description: 'keep', state: 'active' },
    ]);
    // An unknown id too.
    notFound(await call(owner, 'delete', { id: 2_000_000_000 }));
  });

  it('answers staff only with the page permission; the product page reads the options only', async () => {
    const owner = await seller();
    const id = await add(owner, { name: 'Staffed' });
    const withPage = await newStaff(
      t,
      owner,
      await roleWith(t, owner, 'business', [['/businessCenter/brandList']]),
    );
    const productsOnly = await newStaff(
      t,
      owner,
      await roleWith(t, owner, 'business', [['/businessCenter/product']]),
    );
    const none = await newStaff(t, owner, await roleWith(t, owner, 'business', [['/About']]));
    for (const [path, body] of [
      ['list', {}],
      ['save', { name: 'Nope' }],
      ['state', { id, state: 'hidden' }],
      ['delete', { id }],
      ['options', {}],
    ] as const)
      expectRefused(await call(none.token, path, body), 403, 4030);
    expectRefused(await call(productsOnly.token, 'save', { name: 'Nope' }), 403);
    expectRefused(await call(productsOnly.token, 'list'), 403);
    expect(expectOk<{ name: string }[]>(await call(productsOnly.token, 'options'))).toMatchObject([
      { name: 'Staffed' },
    ]);
    expectOk(await call(withPage.token, 'save', { name: 'By staff' }));
    expect((await brandRows(owner)).map((b) => b.name).sort()).toEqual(['By staff', 'Staffed']);
    // Anonymous: log in first.
    expectRefused(await post(t.app, '/v1/brand/list', {}), 401, 1001);
  });

  it('the product form names a brand of its own (its name is the product’s), never another’s', async () => {
    const token = await seller();
    const brandId = await add(token, { name: 'Northwind' });
    const body = await submission(t.app, t.database.db, token, 'Brand Test Jacket');

    // Another business's brand id is refused like an unknown one, and no product is written.
    const other = await seller();
    const foreign = await add(other, { name: 'Foreign' });
    const refused = await saveProduct(token, { ...body, brandId: foreign });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().msg).toBe('That brand is not one of your brands');
    expect(
      await t.database.db.select().from(products).where(eq(products.title, 'Brand Test Jacket')),
    ).toEqual([]);

    // Its own: the brand's name replaces the typed text.
    const { id } = expectOk<{ id: number }>(await saveProduct(token, { ...body, pp: 'typed', brandId }));
    const stored = expectOk<{ pp: string; brandId: number | null }>(
      await get(t.app, `/v1/product/get?id=${id}`, { token }),
    );
    expect(stored).toMatchObject({ pp: 'Northwind', brandId });
    expect((await brandRows(token))[0]?.productCount).toBe(1);

    // The mall's detail shows the brand's name; renaming the brand renames it there.
    expectOk(await post(t.app, '/v1/productReview/review', { id, decision: 'approve' }, { token: operator }));
    const mallBrand = async () =>
      expectOk<{ brand: string }>(await get(t.app, `/v1/mall/index/get?id=${id}`)).brand;
    expect(await mallBrand()).toBe('Northwind');
    expectOk(await call(token, 'save', { id: brandId, name: 'Northwind Co' }));
    expect(await mallBrand()).toBe('Northwind Co');

    // Free text stays possible (older products, API clients); then a brand name is required.
    const free = await saveProduct(token, { ...body, title: 'Free Text Brand', pp: 'Just text' });
    const freeId = expectOk<{ id: number }>(free).id;
    expect(
      expectOk<{ pp: string; brandId: null }>(await get(t.app, `/v1/product/get?id=${freeId}`, { token })),
    ).toMatchObject({ pp: 'Just text', brandId: null });
    const blank = await saveProduct(token, { ...body, title: 'No Brand', pp: '' });
    expect(blank.statusCode, blank.body).toBe(400);
    expect(blank.json().msg).toBe('pp is required');
  });

  it('a hidden brand stays on its products but is not given to another; delete waits until none names it', async () => {
    const token = await seller();
    const brandId = await add(token, { name: 'Retired' });
    const body = await submission(t.app, t.database.db, token, 'Hidden Brand Lamp');
    const { id } = expectOk<{ id: number }>(await saveProduct(token, { ...body, brandId }));

    expectOk(await call(token, 'state', { id: brandId, state: 'hidden' }));
    expect(await brandRows(token)).toMatchObject([{ id: brandId, state: 'hidden', productCount: 1 }]);
    expect((await list(token, { state: 'hidden' })).total).toBe(1);
    // A new product cannot take it (409 with the name); the product that has it keeps it when edited.
    const newOne = await saveProduct(token, { ...body, title: 'Another Lamp', brandId });
    expect(newOne.statusCode, newOne.body).toBe(409);
    expect(newOne.json().msg).toMatch(/brand "Retired" is hidden/);
    expectOk(await saveProduct(token, { ...body, id, brandId, intro: 'edited' }));

    // In use: delete is refused with the count, in both languages.
    const inUse = await call(token, 'delete', { id: brandId });
    expect(expectRefused(inUse, 409, 4090)).toMatch(/^1 of your products name this brand/);
    expect(expectRefused(await call(token, 'delete', { id: brandId }, 'zh'), 409)).toMatch(/您有 1 个商品/);
    expect(await brandRows(token)).toHaveLength(1);

    // The product takes free text: the brand is unused and can go.
    expectOk(await saveProduct(token, { ...body, id, pp: 'Generic' }));
    expectOk(await call(token, 'state', { id: brandId, state: 'active' }));
    expect((await brandRows(token))[0]).toMatchObject({ state: 'active', productCount: 0 });
    expectOk(await call(token, 'delete', { id: brandId }));
    expect(await brandRows(token)).toEqual([]);
    expect(await t.database.db.select().from(brands).where(eq(brands.id, brandId))).toEqual([]);
  });
});
