import { deflateRawSync, inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { upload } from '../seller/upload-support';
import type { TestApp } from '../support/app';

/** Every sheet of an xlsx answer, each as its name and rows of cell values (row 1 the header). */
export async function sheetsOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/spreadsheetml/);
  return readBook(res.rawPayload);
}

export async function readBook(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}

/** The template with rows written from row 3 on (row 2, the example, left as it is unless `from` is 2). */
export async function filled(template: Buffer, rows: unknown[][], from = 3): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  rows.forEach((cells, i) => {
    sheet.getRow(from + i).values = cells as ExcelJS.CellValue[];
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** POSTs a file to a kind's import (the merchant stock-in's unless `base` says), as the page's upload control sends it. */
export const importFile = (
  t: TestApp,
  token: string,
  warehouseId: number | string,
  body: Buffer,
  lang?: 'en' | 'zh',
  base = '/stock/document',
) =>
  upload(
    t.app,
    `/v1${base}/import?warehouseId=${warehouseId}`,
    { name: 'stock-in.xlsx', body },
    { token, ...(lang ? { lang } : {}) },
  );

/** A zip of one entry: `size` zero bytes, deflated (a few KB that unpack to `size`). */
export function zipBomb(size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(100, 22); // declares a small size: the guard must not believe it
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(100, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/**
 * The texts drawn in a PDF by pdfkit in a standard font (its content streams inflated, each TJ array's hex
 * strings joined): the label codes, which are always drawn in Helvetica.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}

/** A PDF answer's page count (its page objects). */
export function pdfPages(res: LightMyRequestResponse): number {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}
