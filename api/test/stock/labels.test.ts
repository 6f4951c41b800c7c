import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, variantBarcodes } from '../../src/db/schema';
import { newSeller } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { postJson } from '../seller/product-support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { get } from '../support/http';
import { handOver } from '../support/stock';
import { pdfPages, pdfTexts } from './files-support';
import { call, model } from './support';

/**
 * Barcode labels as PDF (issue 17): a stock-in document's lines (one label a piece, or one a line) and chosen
 * variants of the seller's products; each label carries the code; only the business's own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

const barcodeOf = async (variantId: number) =>
  (await t.database.db.select().from(variantBarcodes).where(eq(variantBarcodes.variantId, variantId)))[0]
    ?.code ?? '';
const documentLabels = (token: string, query: string) =>
  get(t.app, `/v1/stock/labels/document?${query}`, { token });
const variantLabels = (token: string, body: unknown) =>
  postJson(t.app, '/v1/stock/labels/variants', body, { token });

/** A seller with two products and a draft stock-in of 2 of the first and 1 of the second. */
async function sellerWithDocument() {
  const s = await newSeller(t);
  const second = await newSeller(t);
  await handOver(t.database.db, second.productId, s.seller.businessId);
  const token = s.seller.token;
  const codes = [await barcodeOf(s.skuId), await barcodeOf(second.skuId)];
  const id = model<{ id: number }>(await call(t, token, '/stock/document/create', { warehouseId: 1 })).id;
  model(await call(t, token, '/stock/document/scan', { id, code: codes[0] ?? '', quantity: 2 }));
  model(await call(t, token, '/stock/document/scan', { id, code: codes[1] ?? '' }));
  return { token, id, codes, first: s, second };
}

describe(`labels of a stock-in document (${testDbKind})`, () => {
  it('prints one label a piece, or one a line, each with its code', async () => {
    const d = await sellerWithDocument();
    const [first, second] = d.codes;
    const perUnit = await documentLabels(d.token, `id=${d.id}&layout=roll`);
    expect(perUnit.headers['content-disposition']).toMatch(/attachment; filename="labels-SI\d+-[\d-]+\.pdf"/);
    expect(pdfPages(perUnit)).toBe(3);
    expect(pdfTexts(perUnit.rawPayload).filter((s) => s.startsWith('DM'))).toEqual([first, first, second]);
    const perLine = await documentLabels(d.token, `id=${d.id}&layout=roll&per=line`);
    expect(pdfPages(perLine)).toBe(2);
    expect(pdfTexts(perLine.rawPayload).filter((s) => s.startsWith('DM'))).toEqual([first, second]);
    // A4 sheets hold 24 labels a page.
    const sheet = await documentLabels(d.token, `id=${d.id}`);
    expect(pdfPages(sheet)).toBe(1);
    expect(pdfTexts(sheet.rawPayload)).toEqual(expect.arrayContaining([first, second]));
    // A confirmed document prints the same.
    model(await call(t, d.token, '/stock/document/confirm', { id: d.id }));
    expect(pdfPages(await documentLabels(d.token, `id=${d.id}&layout=roll`))).toBe(3);
  });

  it('refuses more than 1,000 labels, an empty draft, another business’s document, a count or a third-party document (404)', async () => {
    const d = await sellerWithDocument();
    model(
      await call(t, d.token, '/stock/document/scan', { id: d.id, code: d.codes[0] ?? '', quantity: 998 }),
    );
    const many = await documentLabels(d.token, `id=${d.id}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toBe(
      'At most 1000 labels per file (1001 asked): print one label per line, or in parts',
    );
    expect(pdfPages(await documentLabels(d.token, `id=${d.id}&per=line`))).toBe(1);
    const empty = model<{ id: number }>(
      await call(t, d.token, '/stock/document/create', { warehouseId: 1 }),
    ).id;
    expect((await documentLabels(d.token, `id=${empty}`)).statusCode).toBe(409);
    const other = await newSeller(t);
    const theirs = await documentLabels(other.seller.token, `id=${d.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('That stock document does not exist');
    const count = model<{ id: number }>(await call(t, d.token, '/stock/count/create', { warehouseId: 1 })).id;
    expect((await documentLabels(d.token, `id=${count}`)).statusCode).toBe(404);
    // a third-party document is not the stock-in page's (guarded by another page): not found here
    const own = model<{ id: number }>(
      await call(t, d.token, '/stock/warehouse/save', {
        name: 'Porto 3PL',
        country: 'Portugal',
        address: 'Rua 1',
      }),
    ).id;
    const thirdParty = model<{ id: number }>(
      await call(t, d.token, '/stock/thirdPartyIn/create', { warehouseId: own }),
    ).id;
    model(await call(t, d.token, '/stock/thirdPartyIn/scan', { id: thirdParty, code: d.codes[0] ?? '' }));
    expect((await documentLabels(d.token, `id=${thirdParty}`)).statusCode).toBe(404);
    expect((await documentLabels(d.token, `id=${d.id}&layout=poster`)).statusCode).toBe(400);
  });
});

describe(`labels of chosen variants (${testDbKind})`, () => {
  it('prints each variant’s copies, with the product’s short title; lists a product’s barcodes', async () => {
    const d = await sellerWithDocument();
    await t.database.db
      .update(products)
      .set({ shortTitle: 'Short name' })
      .where(eq(products.id, d.first.productId));
    const res = await variantLabels(d.token, {
      layout: 'roll',
      items: [
        { variantId: d.first.skuId, copies: 2 },
        { variantId: d.second.skuId, copies: 1 },
      ],
    });
    expect(pdfPages(res)).toBe(3);
    const texts = pdfTexts(res.rawPayload);
    expect(texts.filter((s) => s.startsWith('DM'))).toEqual([d.codes[0], d.codes[0], d.codes[1]]);
    const barcodes = model<{ variantId: number; barcode: string; title: string }[]>(
      await call(t, d.token, '/stock/barcodes', { productId: d.first.productId }),
    );
    expect(barcodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ variantId: d.first.skuId, barcode: d.codes[0], title: 'Short name' }),
      ]),
    );
    const live = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, d.first.productId));
    expect(barcodes.length).toBeLessThanOrEqual(live.length);
  });

  it('refuses another business’s variant or product (404), no copies, and too many labels', async () => {
    const d = await sellerWithDocument();
    const other = await newSeller(t);
    const foreign = await variantLabels(d.token, {
      items: [
        { variantId: d.first.skuId, copies: 1 },
        { variantId: other.skuId, copies: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('That variant is not one of your products');
    expect((await call(t, d.token, '/stock/barcodes', { productId: other.productId })).statusCode).toBe(404);
    expect((await variantLabels(d.token, { items: [] })).statusCode).toBe(400);
    expect(
      (await variantLabels(d.token, { items: [{ variantId: d.first.skuId, copies: 0 }] })).statusCode,
    ).toBe(400);
    const many = await variantLabels(d.token, {
      items: [
        { variantId: d.first.skuId, copies: 600 },
        { variantId: d.second.skuId, copies: 600 },
      ],
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toMatch(/At most 1000 labels/);
  });
});

describe(`who may print labels (${testDbKind})`, () => {
  it('document labels need the stock-in page; variant labels the product list or the stock-in page', async () => {
    const d = await sellerWithDocument();
    const staff = async (page: string) =>
      (await newStaff(t, d.token, await roleWith(t, d.token, 'business', [[page]]))).token;
    const stockIn = await staff('/stock/merchantStockIn');
    const productList = await staff('/businessCenter/product');
    const counting = await staff('/stock/warehouseDifference');
    const items = { items: [{ variantId: d.first.skuId, copies: 1 }] };
    expect((await documentLabels(stockIn, `id=${d.id}`)).statusCode).toBe(200);
    expect((await documentLabels(productList, `id=${d.id}`)).statusCode).toBe(403);
    expect((await documentLabels(counting, `id=${d.id}`)).statusCode).toBe(403);
    expect((await variantLabels(stockIn, items)).statusCode).toBe(200);
    expect((await variantLabels(productList, items)).statusCode).toBe(200);
    expect((await variantLabels(counting, items)).statusCode).toBe(403);
    expect((await call(t, counting, '/stock/barcodes', { productId: d.first.productId })).statusCode).toBe(
      403,
    );
    expect((await documentLabels('', `id=${d.id}`)).statusCode).toBe(401);
  });
});
