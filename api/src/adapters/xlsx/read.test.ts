import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetRows } from './read';

async function book(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lines');
  sheet.addRow(['Code', 'Quantity']);
  fill(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readSheetRows', () => {
  // `_x0000_` is how a sheet's XML carries a NUL; the reader decodes it.
  it('drops NUL characters from cells (PostgreSQL text takes none)', async () => {
    const file = await book((sheet) => {
      sheet.addRow(['DM_x0000_0001', 3]);
    });
    expect(await readSheetRows(file, 2, 10)).toEqual([{ row: 2, cells: ['DM0001', 3] }]);
  });

  it('reads a number too large for a date in a date-formatted cell as blank, not a crash', async () => {
    const file = await book((sheet) => {
      const row = sheet.addRow([7_891_234_567_890_123, 2]);
      row.getCell(1).numFmt = 'yyyy-mm-dd';
    });
    expect(await readSheetRows(file, 2, 10)).toEqual([{ row: 2, cells: ['', 2] }]);
  });
});
