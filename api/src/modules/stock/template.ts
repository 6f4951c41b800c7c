import { type Language, STOCK_IMPORT_MAX_ROWS } from '@dropmall/contract';
import ExcelJS from 'exceljs';
import { fileWords } from './file-texts';

/** Row 2 of the template: an example the import skips while it is left unchanged. */
export const TEMPLATE_EXAMPLE = ['DM0000000001', 10, 'A-01'] as const;

/**
 * The stock-in template: a header row in the reader's language (barcode or SKU, quantity, location code), the
 * example row in grey, a note beside the header, codes kept as text (leading zeros survive) and the quantity
 * column checked by Excel itself (a whole number from 1 to a million).
 */
export async function stockInTemplate(lang: Language): Promise<Buffer> {
  const words = fileWords.template;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(fileWords.sheets.template[lang], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: words.code[lang], key: 'code', width: 24, style: { numFmt: '@' } },
    { header: words.quantity[lang], key: 'quantity', width: 12 },
    { header: words.location[lang], key: 'location', width: 24, style: { numFmt: '@' } },
  ];
  sheet.getRow(1).font = { bold: true };
  const example = sheet.addRow([...TEMPLATE_EXAMPLE]);
  example.font = { italic: true, color: { argb: 'FF8C8C8C' } };
  const note = sheet.getCell('E1');
  note.value = words.note[lang];
  note.font = { italic: true, color: { argb: 'FF595959' } };
  sheet.getColumn(5).width = 90;
  for (let row = 2; row <= STOCK_IMPORT_MAX_ROWS + 1; row++)
    sheet.getCell(`B${row}`).dataValidation = {
      type: 'whole',
      operator: 'between',
      allowBlank: true,
      formulae: [1, 1_000_000],
      showErrorMessage: true,
    };
  return Buffer.from(await book.xlsx.writeBuffer());
}
