import type {
  LabelLayout,
  ProductBarcode,
  StockImported,
  StockLedgerPageQuery,
  VariantLabelsRequest,
} from '@dropmall/contract';
import { download, type Fields, post, request } from '../../lib/http';
import type { DocumentBase, DocumentQuery } from './api';
import type { CountQuery, PickQuery } from './count-api';
import type { ReturnQuery } from './returnsApi';

/** The stock files: each list as xlsx under its filters, the stock-in template and import, label PDFs. */

/** A list's filters without its paging: the file holds every row (up to 10,000). */
function filtersOf(query: Fields & { current: number; size: number }): Fields {
  const { current: _current, size: _size, ...filters } = query;
  return filters;
}
const file = (path: string, query: Fields & { current: number; size: number }) =>
  download(path, filtersOf(query), { method: 'GET' });

/** A kind of stock document's list (merchant stock-in, third-party stock-in or stock-out). */
export const downloadDocuments = (base: DocumentBase, query: DocumentQuery) => file(`${base}/file`, query);
export const downloadCounts = (query: CountQuery) => file('/stock/count/file', query);
export const downloadPickList = (query: PickQuery) => file('/stock/pick/file', query);
export const downloadReturns = (query: ReturnQuery) => file('/stock/returnIn/file', query);
export const downloadLedger = (query: StockLedgerPageQuery) => file('/stock/ledger/file', query);

export const downloadTemplate = (base: DocumentBase) =>
  download(`${base}/template`, undefined, { method: 'GET' });

/** The filled template as a new draft in a warehouse; quiet: the dialog shows the rows the server refused. */
export function importDocument(base: DocumentBase, warehouseId: number, remark: string, upload: File) {
  const form = new FormData();
  form.append('file', upload);
  return request<StockImported>({
    method: 'POST',
    path: `${base}/import`,
    params: { warehouseId, remark },
    data: form,
    quiet: true,
  });
}

export const downloadDocumentLabels = (id: number, per: 'unit' | 'line', layout: LabelLayout) =>
  download('/stock/labels/document', { id, per, layout }, { method: 'GET' });

export const fetchProductBarcodes = (productId: number) =>
  post<ProductBarcode[]>('/stock/barcodes', { productId });

export const downloadVariantLabels = (body: VariantLabelsRequest) =>
  download('/stock/labels/variants', { ...body }, { method: 'POST', json: true });

/** Today as a file name's date: 2026-11-26. */
export const today = () => new Date().toISOString().slice(0, 10);
