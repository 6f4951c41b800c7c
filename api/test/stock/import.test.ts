import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkZip } from '../../src/adapters/xlsx/zip-guard';
import { productVariants, stockDocuments, variantBarcodes } from '../../src/db/schema';
import { newSeller } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { upload } from '../seller/upload-support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { get } from '../support/http';
import { handOver, ledgerMismatches } from '../support/stock';
import { filled, importFile, readBook, zipBomb } from './files-support';
import { call, model, ownWarehouse } from './support';

/**
 * Stock-in documents from the xlsx template (issue 17): the template round-trips into a draft with those
 * lines; every bad row is reported with its row number and nothing is written; big files are refused.
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
const template = async (token: string, lang?: 'en' | 'zh') => {
  const res = await get(t.app, '/v1/stock/document/template', { token, ...(lang ? { lang } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const documentsOf = async (businessId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(stockDocuments)
      .where(and(eq(stockDocuments.businessId, businessId)))
  )[0]?.n ?? 0;

/** A seller with two products (two variants to put in stock), a location A-01 in China, and the codes. */
async function sellerWithTwo() {
  const s = await newSeller(t);
  const second = await newSeller(t);
  await handOver(t.database.db, second.productId, s.seller.businessId);
  const sku = `SKU-${randomBytes(4).toString('hex')}`;
  await t.database.db
    .update(productVariants)
    .set({ articleNumber: sku })
    .where(eq(productVariants.id, second.skuId));
  const bin = model<{ id: number }>(
    await call(t, s.seller.token, '/stock/location/add', { warehouseId: 1, code: 'A-01' }),
  );
  return {
    token: s.seller.token,
    businessId: s.seller.businessId,
    first: { id: s.skuId, barcode: await barcodeOf(s.skuId) },
    second: { id: second.skuId, sku },
    binId: bin.id,
  };
}

interface Detail {
  status: string;
  warehouseId: number;
  remark: string;
  lines: { variantId: number; locationId: number; locationCode: string; quantity: number }[];
}

describe(`the stock-in template (${testDbKind})`, () => {
  it('has a header row in the caller’s language and an example row', async () => {
    const s = await newSeller(t);
    const [en] = await readBook(await template(s.seller.token));
    expect(en?.name).toBe('Stock-in');
    expect(en?.rows[0]?.slice(0, 3)).toEqual(['Barcode or SKU', 'Quantity', 'Location code (optional)']);
    expect(en?.rows[1]).toEqual(['DM0000000001', 10, 'A-01']);
    const [zh] = await readBook(await template(s.seller.token, 'zh'));
    expect(zh?.rows[0]?.slice(0, 3)).toEqual(['条码或 SKU', '数量', '库位编码（可选）']);
  });

  it('round-trips: filled in, imported, a draft with those lines (duplicates summed, the example skipped)', async () => {
    const s = await sellerWithTwo();
    const file = await filled(await template(s.token), [
      [s.first.barcode, 5, 'A-01'],
      [s.second.sku, '3', ''],
      [],
      [s.first.barcode, 2, 'a-01'], // the same variant and bin again (the code's case is forgiven): summed
      [s.first.barcode, 4],
    ]);
    const res = await importFile(t, s.token, 1, file);
    const made = model<{ id: number; lines: number; quantity: number; rows: number }>(res);
    expect(made).toMatchObject({ lines: 3, quantity: 14, rows: 4 });
    const detail = model<Detail>(await call(t, s.token, '/stock/document/detail', { id: made.id }));
    expect(detail).toMatchObject({ status: 'draft', warehouseId: 1, remark: 'Imported from stock-in.xlsx' });
    expect(
      detail.lines
        .map((l) => [l.variantId, l.locationCode, l.quantity])
        .sort((a, b) => Number(a[2]) - Number(b[2])),
    ).toEqual([
      [s.second.id, '', 3],
      [s.first.id, '', 4],
      [s.first.id, 'A-01', 7],
    ]);
    // A draft like any other: confirming books it.
    model(await call(t, s.token, '/stock/document/confirm', { id: made.id }));
  });

  it('reports every bad row with its number and reason, and writes nothing', async () => {
    const s = await sellerWithTwo();
    const other = await newSeller(t);
    const before = await documentsOf(s.businessId);
    const rows = [
      ['NOPE-404', 1, ''], // row 3: unknown
      [await barcodeOf(other.skuId), 1, ''], // row 4: another business's barcode
      [s.first.barcode, 0, ''], // row 5
      [s.first.barcode, 'abc', ''], // row 6
      [s.first.barcode, 2.5, ''], // row 7
      [s.first.barcode, -3, ''], // row 8
      [s.first.barcode, 1, 'ZZ-99'], // row 9: not a bin of the seller
      [s.first.barcode, 600000, 'A-01'], // row 10: fine alone
      [s.first.barcode, 600000, 'A-01'], // row 11: the two pass a million
      ['', 4, ''], // row 12: no code
      [s.second.sku, 1, ''], // row 13: fine
    ];
    const file = await filled(await template(s.token), rows);
    const res = await importFile(t, s.token, 1, file);
    expect(res.statusCode, res.body).toBe(400);
    const msg: string = res.json().msg;
    expect(msg.split('\n')).toEqual([
      '9 rows cannot be imported; nothing was imported:',
      'Row 3: no product of yours has the barcode or SKU "NOPE-404"',
      `Row 4: no product of yours has the barcode or SKU "${await barcodeOf(other.skuId)}"`,
      'Row 5: the quantity "0" is not a whole number from 1 to 1,000,000',
      'Row 6: the quantity "abc" is not a whole number from 1 to 1,000,000',
      'Row 7: the quantity "2.5" is not a whole number from 1 to 1,000,000',
      'Row 8: the quantity "-3" is not a whole number from 1 to 1,000,000',
      'Row 9: the location "ZZ-99" is not one of your locations in China',
      'Row 11: with the rows above of the same product and location the quantity passes 1,000,000',
      'Row 12: the barcode or SKU is empty',
    ]);
    const zh = await importFile(t, s.token, 1, file, 'zh');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toMatch(
      /^有 9 行无法导入，未导入任何数据：\n第 3 行：您的商品中没有条码或 SKU 为“NOPE-404”的商品/,
    );
    expect(zh.json().msg).toContain('第 9 行：库位“ZZ-99”不是您在中国的库位');
    expect(await documentsOf(s.businessId)).toBe(before);
  });

  it('refuses a SKU several variants share, a file of only the example, and says so', async () => {
    const s = await sellerWithTwo();
    await t.database.db
      .update(productVariants)
      .set({ articleNumber: s.second.sku })
      .where(eq(productVariants.id, s.first.id));
    const shared = await importFile(
      t,
      s.token,
      1,
      await filled(await template(s.token), [[s.second.sku, 1]]),
    );
    expect(shared.statusCode).toBe(400);
    expect(shared.json().msg).toContain(
      `Row 3: several of your variants have the SKU "${s.second.sku}": use the barcode`,
    );
    const onlyExample = await importFile(t, s.token, 1, await template(s.token));
    expect(onlyExample.statusCode).toBe(400);
    expect(onlyExample.json().msg).toMatch(/no rows below the header/);
    expect(await documentsOf(s.businessId)).toBe(0);
  });
});

describe(`what the import refuses as a whole (${testDbKind})`, () => {
  it('a file over 1 MB (413), over 2,000 rows, not a workbook, or a zip that unpacks too big (400)', async () => {
    const s = await sellerWithTwo();
    const big = await importFile(t, s.token, 1, randomBytes(1024 * 1024 + 10));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 4130,
      msg: 'The file is larger than 1 MB: split it into smaller files',
    });
    const many = Array.from({ length: 2001 }, () => [s.first.barcode, 1]);
    const tooMany = await importFile(t, s.token, 1, await filled(await template(s.token), many, 2));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('The file has more than 2000 rows: split it into several documents');
    const exactly = await importFile(t, s.token, 1, await filled(await template(s.token), many.slice(1), 2));
    expect(model<{ quantity: number }>(exactly).quantity).toBe(2000);
    const text = await importFile(t, s.token, 1, Buffer.from('barcode,quantity\nDM1,2\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toMatch(/not an Excel workbook/);
    const bomb = zipBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const exploded = await importFile(t, s.token, 1, bomb);
    expect(exploded.statusCode).toBe(400);
    expect(exploded.json().msg).toMatch(/too much data/);
    const none = await upload(
      t.app,
      '/v1/stock/document/import?warehouseId=1',
      { name: 'x', body: Buffer.alloc(0) },
      { token: s.token },
    );
    expect(none.statusCode).toBe(400);
    expect(await documentsOf(s.businessId)).toBe(1);
  });

  it('checks a zip’s real unpacked size, not what it declares', () => {
    expect(checkZip(zipBomb(1024), 4096)).toBeNull();
    expect(checkZip(zipBomb(8192), 4096)).toBe('inflatesTooMuch');
    expect(checkZip(Buffer.from('PK\x03\x04 not really'), 4096)).toBe('notZip');
    // A record that counts no entries (or bytes between the directory and its record) would hide the bomb
    // from a check that trusts the count; the unzipper under ExcelJS reads every entry it finds anyway.
    const undercounted = zipBomb(64 * 1024 * 1024);
    undercounted.writeUInt16LE(0, undercounted.length - 22 + 8);
    undercounted.writeUInt16LE(0, undercounted.length - 22 + 10);
    expect(checkZip(undercounted, 4096)).not.toBeNull();
    const bomb = zipBomb(8192);
    const gap = Buffer.concat([bomb.subarray(0, bomb.length - 22), Buffer.alloc(16), bomb.subarray(-22)]);
    expect(checkZip(gap, 1 << 20)).toBe('notZip');
  });
});

describe(`who may import (${testDbKind})`, () => {
  it('needs the stock-in page; another business’s warehouse is 404; anonymous is 401', async () => {
    const s = await sellerWithTwo();
    const file = await filled(await template(s.token), [[s.first.barcode, 1]]);
    const without = await newStaff(
      t,
      s.token,
      await roleWith(t, s.token, 'business', [['/stock/salesStockOut']]),
    );
    expect((await importFile(t, without.token, 1, file)).statusCode).toBe(403);
    expect((await get(t.app, '/v1/stock/document/template', { token: without.token })).statusCode).toBe(403);
    const withIt = await newStaff(
      t,
      s.token,
      await roleWith(t, s.token, 'business', [['/stock/merchantStockIn']]),
    );
    expect((await importFile(t, withIt.token, 1, file)).statusCode).toBe(200);
    const other = await newSeller(t);
    const theirs = await ownWarehouse(t, other.seller.businessId);
    const foreign = await importFile(t, s.token, theirs, file);
    expect(foreign.statusCode).toBe(404);
    expect((await importFile(t, '', 1, file)).statusCode).toBe(401);
    expect((await importFile(t, s.token, 'x', file)).statusCode).toBe(400);
    expect(await documentsOf(s.businessId)).toBe(1);
  });
});

describe(`a third-party stock-in from the same template (${testDbKind})`, () => {
  it('imports into an own warehouse only, as a third-party draft, under the third-party stock-in page', async () => {
    const s = await sellerWithTwo();
    const own = await ownWarehouse(t, s.businessId);
    const IN = '/stock/thirdPartyIn';
    const res = await get(t.app, `/v1${IN}/template`, { token: s.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="third-party-stock-in-template-[\d-]+\.xlsx"/,
    );
    const file = await filled(res.rawPayload, [
      [s.first.barcode, 4],
      [s.second.sku, 1],
      [s.first.barcode, 2],
    ]);

    const made = model<{ id: number; lines: number; quantity: number }>(
      await importFile(t, s.token, own, file, undefined, IN),
    );
    expect(made).toMatchObject({ lines: 2, quantity: 7 });
    const doc = model<Detail & { kind: string; docNo: string }>(
      await call(t, s.token, `${IN}/detail`, { id: made.id }),
    );
    expect(doc).toMatchObject({ kind: 'third_party_in', status: 'draft', warehouseId: own });
    expect(doc.docNo).toMatch(/^TI\d+$/);
    expect(doc.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [s.first.id, 6],
      [s.second.id, 1],
    ]);
    // not a merchant stock-in: that kind's calls do not see it
    expect((await call(t, s.token, '/stock/document/detail', { id: made.id })).statusCode).toBe(404);

    // a platform warehouse is refused as the kind's create refuses it; nothing written
    const before = await documentsOf(s.businessId);
    const platform = await importFile(t, s.token, 1, file, undefined, IN);
    expect(platform.statusCode).toBe(400);
    expect(await documentsOf(s.businessId)).toBe(before);

    // the kind's page guards it: the merchant stock-in page is not enough
    const merchantOnly = await newStaff(
      t,
      s.token,
      await roleWith(t, s.token, 'business', [['/stock/merchantStockIn']]),
    );
    expect((await importFile(t, merchantOnly.token, own, file, undefined, IN)).statusCode).toBe(403);
    const thirdParty = await newStaff(
      t,
      s.token,
      await roleWith(t, s.token, 'business', [['/stock/thirdPartyStockIn']]),
    );
    expect((await importFile(t, thirdParty.token, own, file, undefined, IN)).statusCode).toBe(200);
    expect((await importFile(t, thirdParty.token, own, file)).statusCode).toBe(403);
    // the stock-out takes no import
    expect((await importFile(t, s.token, own, file, undefined, '/stock/thirdPartyOut')).statusCode).toBe(404);
  });
});

describe('the ledger after the imports', () => {
  it('sums to every balance', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
