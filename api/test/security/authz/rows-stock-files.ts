import ExcelJS from 'exceljs';
import { upload } from '../../seller/upload-support';
import { post } from '../../support/http';
import { type Row, steady } from './row';
import { documentOfA, documentsOfA, KINDS, warehouseOfA } from './rows-stock';
import { formCall, jsonCall, seen, type World } from './world';

/** The kinds that import from the template. */
const [STOCK_IN, THIRD_PARTY_IN] = KINDS;

/** A filled stock-in template: one row of A's variant. */
async function fileOf(code: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Stock-in').addRows([
    ['Barcode or SKU', 'Quantity', 'Location code'],
    [code, 2, ''],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const barcodesOfA = (w: World) => async () =>
  steady(
    seen(await post(w.t.app, '/v1/stock/barcodes', { productId: w.aSells.productId }, { token: w.a.token })),
  );

/** A kind's import into A's own warehouse (another business: 404, nothing written). */
const importRow = (kind: (typeof KINDS)[number]): Row => ({
  op: `POST ${kind.base}/import`,
  owner: 'business',
  effect: 'changes',
  make: async (w) => {
    const warehouseId = await warehouseOfA(w);
    const body = await fileOf((await documentOfA(w, STOCK_IN, false)).code);
    return {
      send: (token) =>
        upload(
          w.t.app,
          `${kind.base}/import?warehouseId=${warehouseId}`,
          { name: 'stock-in.xlsx', body },
          token ? { token } : {},
        ),
      read: documentsOfA(w, kind.base),
      secrets: [],
    };
  },
});

/** Stock files: another business neither prints A's labels nor imports into A's warehouse. */
export const STOCK_FILE_ROWS: Row[] = [
  {
    op: 'GET /v1/stock/labels/document',
    owner: 'business',
    effect: 'file',
    make: async (w) => {
      const doc = await documentOfA(w, STOCK_IN, true);
      return {
        send: formCall(w.t, 'GET /v1/stock/labels/document', { id: doc.id }),
        read: barcodesOfA(w),
        secrets: [doc.code],
      };
    },
  },
  {
    op: 'POST /v1/stock/labels/variants',
    owner: 'business',
    effect: 'file',
    make: async (w) => ({
      send: jsonCall(w.t, 'POST /v1/stock/labels/variants', {
        items: [{ variantId: w.aSells.skuId, copies: 1 }],
      }),
      read: barcodesOfA(w),
      secrets: [(await documentOfA(w, STOCK_IN, false)).code],
    }),
  },
  {
    op: 'POST /v1/stock/barcodes',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => ({
      send: formCall(w.t, 'POST /v1/stock/barcodes', { productId: w.aSells.productId }),
      read: barcodesOfA(w),
      secrets: [(await documentOfA(w, STOCK_IN, false)).code],
    }),
  },
  // each importable kind: the merchant stock-in and the third-party stock-in
  ...[STOCK_IN, THIRD_PARTY_IN].map(importRow),
];
