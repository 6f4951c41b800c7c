import type { StockLedgerExportQuery, StockLedgerRow } from '@dropmall/contract';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { ledgerFileText as words } from './count-texts';
import { ledgerPage } from './ledger-reader';

type Lang = 'en' | 'zh';
/** The most rows one file holds (newest first); narrow the filters for older ones. */
export const LEDGER_FILE_MAX = 10_000;
const PAGE = 1_000;

/** Every ledger row under the list's filters, newest first, up to LEDGER_FILE_MAX. */
async function allRows(db: Db, businessId: number, q: StockLedgerExportQuery, lang: Lang) {
  const rows: StockLedgerRow[] = [];
  for (let current = 1; rows.length < LEDGER_FILE_MAX; current++) {
    const page = await ledgerPage(db, businessId, { ...q, current, size: PAGE }, lang);
    rows.push(...page.records);
    if (page.records.length < PAGE) break;
  }
  return rows.slice(0, LEDGER_FILE_MAX);
}

/** The ledger rows as an xlsx workbook in the reader's language (the sales stock-out page's export). */
export async function ledgerXlsx(
  db: Db,
  businessId: number,
  q: StockLedgerExportQuery,
  lang: Lang,
): Promise<Buffer> {
  const rows = await allRows(db, businessId, q, lang);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(words.sheet[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: words.time[lang], key: 'time', width: 22 },
    { header: words.kind[lang], key: 'kind', width: 22 },
    { header: words.reference[lang], key: 'ref', width: 18 },
    { header: words.sku[lang], key: 'sku', width: 18 },
    { header: words.product[lang], key: 'product', width: 48 },
    { header: words.warehouse[lang], key: 'warehouse', width: 16 },
    { header: words.location[lang], key: 'location', width: 12 },
    { header: words.quantity[lang], key: 'quantity', width: 10 },
    { header: words.onHandAfter[lang], key: 'onHand', width: 14 },
    { header: words.reservedAfter[lang], key: 'reserved', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const ref = words.refs[r.refType as keyof typeof words.refs]?.[lang] ?? r.refType;
    sheet.addRow({
      time: r.time.slice(0, 19).replace('T', ' '),
      kind: words.kinds[r.kind][lang],
      ref: r.refId === null ? ref : `${ref} ${r.refId}`,
      sku: r.sku,
      product: `${r.title}${r.options.length ? ` (${r.options.join(' / ')})` : ''}`,
      warehouse: r.warehouseName,
      location: r.locationCode,
      quantity: r.quantity,
      onHand: r.onHandAfter,
      reserved: r.reservedAfter,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
