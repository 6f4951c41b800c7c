import ExcelJS from 'exceljs';
import { checkZip } from './zip-guard';

/** Why a spreadsheet upload could not be read: not an .xlsx, one that unpacks too big, or too many rows. */
export class SheetReadError extends Error {
  constructor(readonly reason: 'notXlsx' | 'tooBig' | 'tooManyRows') {
    super(reason);
    this.name = 'SheetReadError';
  }
}

/** A row of the sheet with a value: its number as Excel shows it, and its first cells as text or number. */
export interface SheetRow {
  row: number;
  cells: (string | number)[];
}

/** What the reader will unpack at most: a sheet of a few thousand rows is a few hundred KB of XML. */
const MAX_UNPACKED = 8 * 1024 * 1024;

/** A cell's value as a user sees it: formulas by their result, rich text and links by their text. */
function plain(value: ExcelJS.CellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  // PostgreSQL takes no NUL in text; a cell can carry one (`_x0000_` in its XML).
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A number too large for a date, in a date-formatted cell (a pasted barcode), reads as an invalid Date.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return plain(value.richText.map((r) => r.text).join(''));
  if ('result' in value) return plain((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return plain(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

const blank = (cell: string | number) => typeof cell === 'string' && cell.trim() === '';

/**
 * The first worksheet's rows below its header row (row 1), each with its first `columns` cells; rows whose
 * cells are all blank are left out. Refuses a file that is not an .xlsx, one that unpacks to more than 8 MB
 * (checked before the workbook is parsed), and one with more than `maxRows` such rows.
 */
export async function readSheetRows(file: Buffer, columns: number, maxRows: number): Promise<SheetRow[]> {
  const refusal = checkZip(file, MAX_UNPACKED);
  if (refusal === 'inflatesTooMuch') throw new SheetReadError('tooBig');
  if (refusal) throw new SheetReadError('notXlsx');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new SheetReadError('notXlsx');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new SheetReadError('notXlsx');
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow((row, number) => {
    if (number === 1 || tooMany) return;
    const cells = Array.from({ length: columns }, (_, i) => plain(row.getCell(i + 1).value));
    if (cells.every(blank)) return;
    if (rows.length === maxRows) tooMany = true;
    else rows.push({ row: number, cells });
  });
  if (tooMany) throw new SheetReadError('tooManyRows');
  return rows;
}
