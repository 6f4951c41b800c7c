import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCarrier, newSeller, paidOrder, ship } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { get } from '../support/http';
import { ledgerMismatches } from '../support/stock';

/** The stock ledger as an xlsx file (the sales stock-out page's export). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

async function sheetOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe(`the ledger file (${testDbKind})`, () => {
  it('exports the filtered ledger in the reader’s language, only the caller’s own rows', async () => {
    const s = await newSeller(t);
    const { order } = await paidOrder(t, s.skuId, undefined, 2);
    const shipped = await ship(t, s.seller.token, {
      id: order.id,
      expressId: (await firstCarrier(t, s.seller.token)).id,
      trackingNo: 'BR123456780',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const res = await get(t.app, '/v1/stock/ledger/file?kind=sales_out', { token: s.seller.token });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="stock-ledger-/);
    const en = await sheetOf(res);
    expect(en.name).toBe('Stock ledger');
    expect(en.rows[0]).toEqual(expect.arrayContaining(['Time', 'Kind', 'Quantity', 'On hand after']));
    expect(en.rows.slice(1)).toEqual([
      expect.arrayContaining(['Sales stock-out', `Order ${order.id}`, -2, 98]),
    ]);
    const zh = await sheetOf(
      await get(t.app, '/v1/stock/ledger/file?kind=sales_out', { token: s.seller.token, lang: 'zh' }),
    );
    expect(zh.name).toBe('库存流水');
    expect(zh.rows[1]).toEqual(expect.arrayContaining(['销售出库', `订单 ${order.id}`]));
    // Another business's file has none of these rows; a bad filter is a 400.
    const other = await newSeller(t);
    const theirs = await sheetOf(
      await get(t.app, '/v1/stock/ledger/file?kind=sales_out', { token: other.seller.token }),
    );
    expect(theirs.rows).toHaveLength(1);
    expect(
      (await get(t.app, '/v1/stock/ledger/file?kind=stolen', { token: s.seller.token })).statusCode,
    ).toBe(400);
    expect((await get(t.app, '/v1/stock/ledger/file')).statusCode).toBe(401);
  });

  it('answers staff only with the sales stock-out page permission', async () => {
    const s = await newSeller(t);
    const withIt = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/salesStockOut']]),
    );
    const without = await newStaff(
      t,
      s.seller.token,
      await roleWith(t, s.seller.token, 'business', [['/stock/warehouseDifference']]),
    );
    expect((await get(t.app, '/v1/stock/ledger/file', { token: withIt.token })).statusCode).toBe(200);
    expect((await get(t.app, '/v1/stock/ledger/file', { token: without.token })).statusCode).toBe(403);
  });
});

describe('the ledger after the file', () => {
  it('sums to every balance', async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});
