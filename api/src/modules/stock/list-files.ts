import type {
  Language,
  StockCountExportQuery,
  StockDocumentExportQuery,
  StockLedgerExportQuery,
  StockPickExportQuery,
} from '@dropmall/contract';
import type { Db } from '../../db/client';
import type { StockCounts } from './counts';
import { linesOfDocuments } from './document-lines';
import type { StockDocuments } from './documents';
import { ledgerPage } from './ledger-reader';
import { everyRow, LIST_FILE_MAX, listSheet, listWorkbook } from './list-file';
import {
  countLinesSheet,
  countsSheet,
  documentLinesSheet,
  documentsSheet,
  ledgerSheet,
  pickSheet,
} from './list-sheets';
import { pickList, type ShippableOrders } from './pick';

/**
 * The stock lists as xlsx files: each reads its list through the list's own call under the same filters
 * (every page, up to LIST_FILE_MAX rows), so the file holds what the page shows. Documents and counts add a
 * sheet of their lines.
 */
export class StockListFiles {
  constructor(
    private readonly db: Db,
    private readonly counts: StockCounts,
    private readonly orders: ShippableOrders,
  ) {}

  /** The documents of one kind (merchant stock-in, third-party stock-in or stock-out) and their lines. */
  async documents(docs: StockDocuments, businessId: number, q: StockDocumentExportQuery, lang: Language) {
    const rows = await everyRow((current, size) => docs.list(businessId, { ...q, current, size }, lang));
    const lines = await linesOfDocuments(this.db, rows);
    const { kind } = docs.rules;
    return listWorkbook(
      lang,
      listSheet(documentsSheet(kind), rows),
      listSheet(documentLinesSheet(kind), lines),
    );
  }

  async countDocuments(businessId: number, q: StockCountExportQuery, lang: Language) {
    const rows = await everyRow((current, size) =>
      this.counts.list(businessId, { ...q, current, size }, lang),
    );
    const lines = await linesOfDocuments(this.db, rows);
    return listWorkbook(lang, listSheet(countsSheet, rows), listSheet(countLinesSheet, lines));
  }

  async pickList(businessId: number, q: StockPickExportQuery, lang: Language) {
    const all = { ...q, current: 1, size: LIST_FILE_MAX };
    const page = await pickList(this.db, this.orders, businessId, all, lang);
    return listWorkbook(lang, listSheet(pickSheet, page.records));
  }

  async ledger(businessId: number, q: StockLedgerExportQuery, lang: Language) {
    const rows = await everyRow((current, size) =>
      ledgerPage(this.db, businessId, { ...q, current, size }, lang),
    );
    return listWorkbook(lang, listSheet(ledgerSheet, rows));
  }
}
