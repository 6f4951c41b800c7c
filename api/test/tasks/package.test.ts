import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_STATUS, products } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { csvRecords } from '../support/csv';
import { get, loginToken, post } from '../support/http';
import { drawPictures, openZip } from '../support/tasks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** An on-shelf demo product with this many attributes, with its pictures drawn. */
async function productWith(attributes: number) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.status, PRODUCT_STATUS.onShelf),
        sql`(select count(*) from jsonb_object_keys(${products.specTop})) = ${attributes}`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`no demo product with ${attributes} attributes`);
  const detail = (await get(t.app, `/v1/mall/index/get?id=${row.id}`)).json().model;
  const urls: string[] = [
    ...detail.mallProductDetailBannerList.map((i: { imgUrl: string }) => i.imgUrl),
    ...detail.mallProductDetailImgsList.map((i: { imgUrl: string }) => i.imgUrl),
    ...detail.mallSpecDataList.map((v: { cols2: string }) => v.cols2).filter(Boolean),
  ];
  await drawPictures(t, urls);
  return detail as {
    id: number;
    sku: string;
    title: string;
    downloadCount: number;
    mallProductDetailBannerList: { imgUrl: string }[];
    mallProductDetailImgsList: { imgUrl: string }[];
    mallSpecDataList: { cols1: string; cols2: string; articleNumber: string }[];
    mallSpecTop: Record<string, string>;
    weightGrams: number;
    lengthCm: number;
    widthCm: number;
    heightCm: number;
  };
}

const zipOf = (id: number, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/product/initzip',
    payload: `id=${id}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const downloadCount = async (id: number) =>
  (await get(t.app, `/v1/mall/index/get?id=${id}`)).json().model.downloadCount as number;

describe('the download package (/product/initzip)', () => {
  for (const attributes of [1, 2]) {
    it(`holds every picture, the spreadsheet, the description and both store CSVs (${attributes} attribute(s))`, async () => {
      const product = await productWith(attributes);
      const buyer = await newBuyer(t.database.db);
      const res = await zipOf(product.id, buyer.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.zip"/);

      const zip = await openZip(res.rawPayload);
      const folder = product.sku.replace(/[^\w.-]+/g, '_');
      const carousel = zip.names.filter((n) => n.startsWith(`${folder}/carousel/`));
      const detail = zip.names.filter((n) => n.startsWith(`${folder}/detail/`));
      const variants = zip.names.filter((n) => n.startsWith(`${folder}/variants/`));
      expect(carousel).toHaveLength(product.mallProductDetailBannerList.length);
      expect(detail).toHaveLength(product.mallProductDetailImgsList.length);
      expect(variants).toHaveLength(product.mallSpecDataList.filter((v) => v.cols2).length);
      expect(zip.names).toEqual(
        expect.arrayContaining([
          `${folder}/description.html`,
          'products.xlsx',
          'shopify-products.csv',
          'woocommerce-products.csv',
        ]),
      );
      expect(zip.names).not.toContain('missing-pictures.txt');
      // The pictures are the stored JPEGs, whole.
      const first = await zip.buffer(carousel[0] ?? '');
      expect(first.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(await zip.text(`${folder}/description.html`)).toContain(product.title.replace(/&/g, '&#38;'));

      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await zip.buffer('products.xlsx')) as never);
      expect(book.worksheets.map((w) => w.name)).toEqual(['Products', 'Variants']);
      expect(book.getWorksheet('Products')?.getRow(2).getCell(1).value).toBe(product.id);
      expect(book.getWorksheet('Variants')?.actualRowCount).toBe(product.mallSpecDataList.length + 1);

      const shopify = csvRecords(await zip.text('shopify-products.csv'));
      expect(shopify.filter((r) => r.SKU !== '')).toHaveLength(product.mallSpecDataList.length);
      expect(shopify[0]?.Title).toBe(product.title);
      expect(shopify[0]?.['Option1 name']).toBe(product.mallSpecTop.cols3);
      if (attributes === 2) expect(shopify[0]?.['Option2 name']).toBe(product.mallSpecTop.cols4);
      expect(shopify[0]?.['Product image URL']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
      const woo = csvRecords(await zip.text('woocommerce-products.csv'));
      expect(woo.map((r) => r.Type)).toEqual([
        'variable',
        ...product.mallSpecDataList.map(() => 'variation'),
      ]);
      expect(woo[0]?.[`Attribute ${attributes} name`]).toBe(product.mallSpecTop[`cols${2 + attributes}`]);

      // The product's weight and box reach every variant row of both stores' files.
      const grams = String(product.weightGrams);
      expect(shopify.filter((r) => r.SKU !== '').map((r) => r['Weight value (grams)'])).toEqual(
        product.mallSpecDataList.map(() => grams),
      );
      for (const row of woo)
        expect(row).toMatchObject({
          'Weight (kg)': String(product.weightGrams / 1000),
          'Length (cm)': String(product.lengthCm),
          'Width (cm)': String(product.widthCm),
          'Height (cm)': String(product.heightCm),
        });
      const sheet = book.getWorksheet('Products');
      const header = (sheet?.getRow(1).values ?? []) as unknown[];
      const cell = (name: string) => sheet?.getRow(2).getCell(header.indexOf(name)).value;
      expect([cell('Weight (g)'), cell('Length (cm)'), cell('Country of origin')]).toEqual([
        product.weightGrams,
        product.lengthCm,
        'CN',
      ]);
      expect(String(cell('HS code'))).toMatch(/^\d{6,10}$/);
      expect(cell('Declaration name (Chinese)')).toMatch(/\p{Script=Han}/u);
    });
  }

  it('counts a download once per business, however often it downloads', async () => {
    const product = await productWith(1);
    const before = await downloadCount(product.id);
    const one = await newBuyer(t.database.db);
    const two = await newBuyer(t.database.db);
    expect((await zipOf(product.id, one.token)).statusCode).toBe(200);
    expect((await zipOf(product.id, one.token)).statusCode).toBe(200);
    expect(await downloadCount(product.id)).toBe(before + 1);
    expect((await zipOf(product.id, two.token)).statusCode).toBe(200);
    expect(await downloadCount(product.id)).toBe(before + 2);
    // Both are on each business's download list, the first with two downloads.
    const list = await post(t.app, '/v1/product/downloadList', {}, { token: one.token });
    expect(list.json().model.records).toEqual([
      expect.objectContaining({ productId: product.id, times: 2, downloadCount: before + 2 }),
    ]);
  });

  it('says which pictures are missing instead of failing', async () => {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, PRODUCT_STATUS.onShelf))
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    const buyer = await newBuyer(t.database.db);
    const res = await zipOf(row?.id ?? 0, buyer.token);
    expect(res.statusCode).toBe(200);
    const zip = await openZip(res.rawPayload);
    expect(await zip.text('missing-pictures.txt')).toMatch(/carousel\/01\.jpg\t\/uploads\//);
  });

  it('refuses visitors, operators, off-shelf and unknown products', async () => {
    const product = await productWith(1);
    const anonymous = await zipOf(product.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(1001);

    const operator = await loginToken(t.app, 'operator@dropmall.test', 'operator123');
    expect((await zipOf(product.id, operator)).statusCode).toBe(403);

    const buyer = await newBuyer(t.database.db);
    expect((await zipOf(999_999_999, buyer.token)).statusCode).toBe(404);
    await t.database.db
      .update(products)
      .set({ status: PRODUCT_STATUS.offShelf })
      .where(eq(products.id, product.id));
    try {
      const off = await t.app.inject({
        method: 'POST',
        url: '/v1/product/initzip',
        payload: `id=${product.id}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${buyer.token}`,
          'accept-language': 'zh',
        },
      });
      expect(off.statusCode).toBe(404);
      expect(off.json().msg).toBe('该商品不存在或已下架');
    } finally {
      await t.database.db
        .update(products)
        .set({ status: PRODUCT_STATUS.onShelf })
        .where(eq(products.id, product.id));
    }
  });
});
