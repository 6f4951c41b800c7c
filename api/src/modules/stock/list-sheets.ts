import type {
  ReturnStockInRow,
  StockCountRow,
  StockDocumentRow,
  StockLedgerRow,
  StockPickRow,
} from '@dropmall/contract';
import { ledgerFileText as ledger } from './count-texts';
import type { FileLine } from './document-lines';
import { fileWords } from './file-texts';
import { fileTime, type ListColumn, type ListSheet, productText } from './list-file';

/** The columns of each stock list's file: what the page shows, one row per row (lines on their own sheet). */
const w = fileWords.columns;
type Col<Row> = ListColumn<Row>;
const col = <Row>(header: { en: string; zh: string }, width: number, value: Col<Row>['value']): Col<Row> => ({
  header,
  width,
  value,
});

const documentHead = <Row extends StockDocumentRow>(): Col<Row>[] => [
  col(w.docNo, 22, (r) => r.docNo),
  col(w.warehouse, 16, (r) => r.warehouseName),
  col(w.status, 12, (r, lang) => fileWords.states[r.status][lang]),
];
const documentTail = <Row extends StockDocumentRow>(): Col<Row>[] => [
  col(w.remark, 30, (r) => r.remark),
  col(w.createdAt, 20, (r) => fileTime(r.createdAt)),
  col(w.confirmedAt, 20, (r) => fileTime(r.confirmedAt)),
];
const lineHead: Col<FileLine>[] = [
  col(w.docNo, 22, (l) => l.docNo),
  col(w.barcode, 18, (l) => l.barcode),
  col(w.sku, 18, (l) => l.sku),
  col(w.product, 48, productText),
  col(w.location, 12, (l, lang) => l.locationCode || fileWords.noLocation[lang]),
];

/** A kind of stock document with lines to book: every kind's list has the same columns, under its own name. */
type DocumentKind = keyof typeof fileWords.sheets.documents;

export const documentsSheet = (kind: DocumentKind): ListSheet<StockDocumentRow> => ({
  name: fileWords.sheets.documents[kind],
  columns: [
    ...documentHead(),
    col(w.lines, 8, (r) => r.lineCount),
    col(w.quantity, 10, (r) => r.totalQuantity),
    ...documentTail(),
  ],
});

export const documentLinesSheet = (kind: DocumentKind): ListSheet<FileLine> => ({
  name: fileWords.sheets.documentLines[kind],
  columns: [...lineHead, col(w.quantity, 10, (l) => l.quantity)],
});

export const countsSheet: ListSheet<StockCountRow> = {
  name: fileWords.sheets.counts,
  columns: [
    ...documentHead(),
    col(w.location, 16, (r, lang) =>
      r.locationId === null
        ? fileWords.wholeWarehouse[lang]
        : r.locationId === 0
          ? fileWords.noLocation[lang]
          : r.locationCode,
    ),
    col(w.countedLines, 12, (r) => r.lineCount),
    col(w.differenceLines, 14, (r) => r.differenceLines),
    col(w.netDifference, 12, (r) => r.netDifference),
    ...documentTail(),
  ],
};

export const countLinesSheet: ListSheet<FileLine> = {
  name: fileWords.sheets.countLines,
  columns: [
    ...lineHead,
    col(w.book, 10, (l) => l.book),
    col(w.counted, 10, (l) => l.quantity),
    col(w.difference, 10, (l) => l.quantity - l.book),
  ],
};

export const pickSheet: ListSheet<StockPickRow> = {
  name: fileWords.sheets.pick,
  columns: [
    col(w.warehouse, 16, (r) => r.warehouseName),
    col(w.location, 12, (r, lang) => r.locationCode || fileWords.noLocation[lang]),
    col(w.barcode, 18, (r) => r.barcode),
    col(w.sku, 18, (r) => r.sku),
    col(w.product, 48, productText),
    col(w.quantity, 10, (r) => r.quantity),
    col(w.orders, 40, (r) => r.orders.map((o) => `${o.orderNo} ×${o.quantity}`).join(', ')),
  ],
};

/** A return's line with its return: the returns file has one row per item. */
export type ReturnFileRow = Omit<ReturnStockInRow, 'lines'> & { line: ReturnStockInRow['lines'][number] };
export const returnsSheet: ListSheet<ReturnFileRow> = {
  name: fileWords.sheets.returns,
  columns: [
    col(w.afterSaleNo, 20, (r) => r.afterSaleNo),
    col(w.orderNo, 20, (r) => r.orderNo),
    col(w.buyer, 20, (r) => r.buyerName),
    col(w.carrier, 16, (r) => r.expressCompany),
    col(w.trackingNo, 20, (r) => r.trackingNo),
    col(w.sentBackAt, 20, (r) => fileTime(r.shippedBackAt)),
    col(w.receivedAt, 20, (r) => fileTime(r.receivedAt)),
    col(w.warehouse, 16, (r) => r.warehouseName),
    col(w.location, 12, (r) => r.locationCode),
    col(w.barcode, 18, (r) => r.line.barcode),
    col(w.product, 40, (r) => r.line.title),
    col(w.specification, 20, (r) => r.line.specification),
    col(w.expected, 10, (r) => r.line.expected),
    col(w.received, 10, (r) => r.line.received),
  ],
};

/** The ledger (the sales stock-out page's file): kind and reference in words, quantities signed. */
export const ledgerSheet: ListSheet<StockLedgerRow> = {
  name: ledger.sheet,
  columns: [
    col(ledger.time, 22, (r) => fileTime(r.time)),
    col(ledger.kind, 22, (r, lang) => ledger.kinds[r.kind][lang]),
    col(ledger.reference, 18, (r, lang) => {
      const ref = ledger.refs[r.refType as keyof typeof ledger.refs]?.[lang] ?? r.refType;
      return r.refId === null ? ref : `${ref} ${r.refId}`;
    }),
    col(ledger.sku, 18, (r) => r.sku),
    col(ledger.product, 48, productText),
    col(ledger.warehouse, 16, (r) => r.warehouseName),
    col(ledger.location, 12, (r) => r.locationCode),
    col(ledger.quantity, 10, (r) => r.quantity),
    col(ledger.onHandAfter, 14, (r) => r.onHandAfter),
    col(ledger.reservedAfter, 14, (r) => r.reservedAfter),
  ],
};
