import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, variantBarcodes } from '../../src/db/schema';
import { type AfterSale, act, apply, itemsOf, ok, sellerToken, ship } from '../after-sales/support';
import { newSeller, paidOrder } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get } from '../support/http';
import { ledgerMismatches } from '../support/stock';
import { sheetsOf } from './files-support';
import { call, model } from './support';

/**
 * Every stock list as an xlsx file under the list's filters (issue 17): stock-in documents with their lines,
 * counts with book vs counted, the pick list, the sales-return stock-in; only the caller's rows, read back
 * with exceljs; each guarded by its page.
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
const skuOf = async (variantId: number) =>
  (await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]
    ?.articleNumber ?? '';
const file = (token: string, path: string, lang?: 'en' | 'zh') =>
  get(t.app, `/v1${path}`, { token, ...(lang ? { lang } : {}) });
const docNoOf = async (token: string, id: number) =>
  model<{ docNo: string }>(await call(t, token, '/stock/document/detail', { id })).docNo;

describe(`stock-in documents as xlsx (${testDbKind})`, () => {
  it('holds the filtered documents and their lines, in the reader’s language, only the caller’s', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const code = await barcodeOf(s.skuId);
    const bin = model<{ id: number }>(
      await call(t, token, '/stock/location/add', { warehouseId: 1, code: 'B-7' }),
    );
    const draft = model<{ id: number }>(
      await call(t, token, '/stock/document/create', { warehouseId: 1, remark: 'alpha' }),
    ).id;
    model(await call(t, token, '/stock/document/scan', { id: draft, code, quantity: 2, locationId: bin.id }));
    const done = model<{ id: number }>(
      await call(t, token, '/stock/document/create', { warehouseId: 1, remark: 'beta' }),
    ).id;
    model(await call(t, token, '/stock/document/scan', { id: done, code }));
    model(await call(t, token, '/stock/document/confirm', { id: done }));
    const [draftNo, doneNo] = [await docNoOf(token, draft), await docNoOf(token, done)];

    const [docs, lines] = await sheetsOf(await file(token, '/stock/document/file?status=draft'));
    expect(docs?.name).toBe('Stock-in documents');
    expect(docs?.rows[0]).toEqual([
      'Number',
      'Warehouse',
      'Status',
      'Lines',
      'Quantity',
      'Remark',
      'Created',
      'Confirmed',
    ]);
    expect(docs?.rows.slice(1)).toEqual([[draftNo, 'China', 'Draft', 1, 2, 'alpha', expect.any(String)]]);
    expect(lines?.name).toBe('Stock-in lines');
    expect(lines?.rows.slice(1)).toEqual([
      [draftNo, code, await skuOf(s.skuId), expect.any(String), 'B-7', 2],
    ]);
    const everything = await sheetsOf(await file(token, '/stock/document/file'));
    expect(everything[0]?.rows.slice(1).map((r) => r[0])).toEqual([doneNo, draftNo]);
    const beta = await sheetsOf(await file(token, '/stock/document/file?keyword=beta'));
    expect(beta[0]?.rows.slice(1).map((r) => [r[0], r[2]])).toEqual([[doneNo, 'Confirmed']]);
    expect(beta[1]?.rows.slice(1).map((r) => [r[0], r[5]])).toEqual([[doneNo, 1]]);
    const zh = await sheetsOf(await file(token, '/stock/document/file?status=draft', 'zh'));
    expect(zh.map((sheet) => sheet.name)).toEqual(['商家入库单', '入库明细']);
    expect(zh[0]?.rows[1]?.[2]).toBe('草稿');

    const other = await newSeller(t);
    const theirs = await sheetsOf(await file(other.seller.token, '/stock/document/file'));
    expect(theirs.map((sheet) => sheet.rows.length)).toEqual([1, 1]);
    expect((await file(token, '/stock/document/file?status=lost')).statusCode).toBe(400);
  });
});

describe(`third-party documents as xlsx (${testDbKind})`, () => {
  it('each kind’s list as the same file under its own names, only that kind’s documents', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const code = await barcodeOf(s.skuId);
    const own = model<{ id: number }>(
      await call(t, token, '/stock/warehouse/save', {
        name: 'Lisbon 3PL',
        country: 'Portugal',
        address: 'Rua Augusta 1',
      }),
    ).id;
    const merchant = model<{ id: number }>(
      await call(t, token, '/stock/document/create', { warehouseId: 1, remark: 'merchant' }),
    ).id;
    const stockIn = model<{ id: number }>(
      await call(t, token, '/stock/thirdPartyIn/create', { warehouseId: own, remark: 'in' }),
    ).id;
    model(
      await call(t, token, '/stock/thirdPartyIn/scan', { id: stockIn, code, quantity: 5, locationId: 0 }),
    );
    model(await call(t, token, '/stock/thirdPartyIn/confirm', { id: stockIn }));
    const stockOut = model<{ id: number }>(
      await call(t, token, '/stock/thirdPartyOut/create', { warehouseId: own, remark: 'out' }),
    ).id;
    model(
      await call(t, token, '/stock/thirdPartyOut/scan', { id: stockOut, code, quantity: 3, locationId: 0 }),
    );
    const numberOf = async (base: string, id: number) =>
      model<{ docNo: string }>(await call(t, token, `${base}/detail`, { id })).docNo;

    const [ins, inLines] = await sheetsOf(await file(token, '/stock/thirdPartyIn/file'));
    expect(ins?.name).toBe('Third-party stock-in');
    expect(ins?.rows[0]?.[0]).toBe('Number');
    expect(ins?.rows.slice(1)).toEqual([
      [
        await numberOf('/stock/thirdPartyIn', stockIn),
        'Lisbon 3PL',
        'Confirmed',
        1,
        5,
        'in',
        expect.any(String),
        expect.any(String),
      ],
    ]);
    expect(inLines?.name).toBe('Third-party stock-in lines');
    expect(inLines?.rows.slice(1)).toEqual([
      [
        await numberOf('/stock/thirdPartyIn', stockIn),
        code,
        await skuOf(s.skuId),
        expect.any(String),
        'no location',
        5,
      ],
    ]);
    const outs = await sheetsOf(await file(token, '/stock/thirdPartyOut/file?status=draft', 'zh'));
    expect(outs.map((sheet) => sheet.name)).toEqual(['第三方出库单', '第三方出库明细']);
    expect(outs[0]?.rows.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual([
      [await numberOf('/stock/thirdPartyOut', stockOut), '草稿', 3],
    ]);
    const merchantFile = await sheetsOf(await file(token, '/stock/document/file'));
    expect(merchantFile[0]?.rows.slice(1).map((r) => r[0])).toEqual([await docNoOf(token, merchant)]);
    const confirmedOuts = await sheetsOf(await file(token, '/stock/thirdPartyOut/file?status=confirmed'));
    expect(confirmedOuts.map((sheet) => sheet.rows.length)).toEqual([1, 1]);
  });
});

describe(`counts as xlsx (${testDbKind})`, () => {
  it('holds the filtered counts with book, counted and difference per line', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const id = model<{ id: number }>(await call(t, token, '/stock/count/create', { warehouseId: 1 })).id;
    model(await call(t, token, '/stock/count/set', { id, variantId: s.skuId, locationId: 0, counted: 97 }));
    const docNo = model<{ docNo: string }>(await call(t, token, '/stock/count/detail', { id })).docNo;
    const [counts, lines] = await sheetsOf(await file(token, '/stock/count/file?status=draft'));
    expect(counts?.rows[0]).toEqual(
      expect.arrayContaining(['Number', 'Location', 'Lines with a difference', 'Net difference']),
    );
    expect(counts?.rows.slice(1)).toEqual([
      // An empty remark is an empty cell.
      [docNo, 'China', 'Draft', 'whole warehouse', 1, 1, -3, undefined, expect.any(String)],
    ]);
    expect(lines?.rows[0]).toEqual([
      'Number',
      'Barcode',
      'SKU',
      'Product',
      'Location',
      'Book',
      'Counted',
      'Difference',
    ]);
    expect(lines?.rows.slice(1)).toEqual([
      [docNo, await barcodeOf(s.skuId), await skuOf(s.skuId), expect.any(String), 'no location', 100, 97, -3],
    ]);
    const confirmed = await sheetsOf(await file(token, '/stock/count/file?status=confirmed'));
    expect(confirmed.map((sheet) => sheet.rows.length)).toEqual([1, 1]);
  });
});

describe(`the pick list as xlsx (${testDbKind})`, () => {
  it('holds what paid orders hold, bin by bin, under the keyword', async () => {
    const s = await newSeller(t);
    const token = s.seller.token;
    const { order } = await paidOrder(t, s.skuId, undefined, 2);
    const [pick] = await sheetsOf(await file(token, '/stock/pick/file'));
    expect(pick?.name).toBe('Pick list');
    expect(pick?.rows.slice(1)).toEqual([
      [
        'China',
        'no location',
        await barcodeOf(s.skuId),
        await skuOf(s.skuId),
        expect.any(String),
        2,
        `${order.orderNo} ×2`,
      ],
    ]);
    const none = await sheetsOf(await file(token, '/stock/pick/file?keyword=NO-SUCH-ORDER'));
    expect(none[0]?.rows).toHaveLength(1);
    const zh = await sheetsOf(await file(token, '/stock/pick/file', 'zh'));
    expect(zh[0]?.name).toBe('拣货单');
    expect(zh[0]?.rows[1]?.[1]).toBe('无库位');
  });
});

describe(`sales-return stock-in as xlsx (${testDbKind})`, () => {
  it('holds one row per returned item of the listed returns', async () => {
    const s = await newSeller(t);
    const { buyer, order } = await paidOrder(t, s.skuId, undefined, 3);
    await ship(t, order.id);
    const seller = await sellerToken(t, s.seller.businessId);
    await addAddress(t.app, t.database.db, seller);
    const [item] = await itemsOf(t, order.id);
    const made = ok<AfterSale>(
      await apply(t, buyer.token, {
        orderId: order.id,
        type: 'return',
        amount: order.total,
        items: [{ orderItemId: item?.id ?? 0, num: 2 }],
      }),
    );
    ok(await act(t, seller, 'agree', { id: made.id }));
    ok(
      await act(t, buyer.token, 'uploadExpressInfo', {
        id: made.id,
        expressCompany: 'Correios',
        trackingNo: `RT9${made.id}`,
      }),
    );

    const [waiting] = await sheetsOf(await file(seller, '/stock/returnIn/file?status=waiting'));
    expect(waiting?.name).toBe('Sales-return stock-in');
    expect(waiting?.rows.slice(1)).toEqual([
      expect.arrayContaining([
        made.afterSaleNo,
        order.orderNo,
        'Correios',
        `RT9${made.id}`,
        await barcodeOf(s.skuId),
        2,
      ]),
    ]);
    const received = await sheetsOf(await file(seller, '/stock/returnIn/file?status=received'));
    expect(received[0]?.rows).toHaveLength(1);
    const byKeyword = await sheetsOf(await file(seller, `/stock/returnIn/file?keyword=RT9${made.id}`));
    expect(byKeyword[0]?.rows).toHaveLength(2);
  });
});

describe(`who may download the lists (${testDbKind})`, () => {
  it('each file needs its list’s page: 403 without it, 200 with it, 401 anonymous', async () => {
    const s = await newSeller(t);
    const files: [string, string][] = [
      ['/stock/document/file', '/stock/merchantStockIn'],
      ['/stock/thirdPartyIn/file', '/stock/thirdPartyStockIn'],
      ['/stock/thirdPartyOut/file', '/stock/thirdPartyStockOut'],
      ['/stock/count/file', '/stock/warehouseDifference'],
      ['/stock/pick/file', '/stock/warehousePickOut'],
      ['/stock/returnIn/file', '/stock/returnStockIn'],
      ['/stock/ledger/file', '/stock/salesStockOut'],
    ];
    for (const [path, page] of files) {
      const only = await newStaff(t, s.seller.token, await roleWith(t, s.seller.token, 'business', [[page]]));
      for (const [other] of files)
        expect((await file(only.token, other)).statusCode, `${page} -> ${other}`).toBe(
          other === path ? 200 : 403,
        );
      expect((await get(t.app, `/v1${path}`)).statusCode).toBe(401);
    }
  }, 60_000);
});

describe('the ledger after the files', () => {
  it('sums to every balance', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
