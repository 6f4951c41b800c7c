import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
}

export interface Sheet {
  name: string;
  columns: SheetColumn[];
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
}

/**
 * Writes an .xlsx workbook to a stream row by row (exceljs's streaming writer): each row is committed and
 * leaves memory as soon as it is written. Every sheet has a bold, frozen header row.
 */
export async function writeWorkbook(out: Writable, sheets: Sheet[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    for await (const row of sheet.rows) worksheet.addRow(row).commit();
    worksheet.commit();
  }
  await workbook.commit();
}

/** The same workbook collected in memory: for files answered at once (a list's export, a template). */
export async function workbookBuffer(sheets: Sheet[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeWorkbook(out, sheets);
  await ended;
  return Buffer.concat(chunks);
}
