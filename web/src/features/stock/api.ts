import type {
  LocationView,
  Page,
  StockDocumentCreated,
  StockDocumentDetail,
  StockDocumentPageQuery,
  StockDocumentRow,
  StockLedgerPageQuery,
  StockLedgerRow,
  StockPlaces,
  StockScanned,
} from '@dropmall/contract';
import { post } from '../../lib/http';

/** The stock calls (our paths; see docs/decisions.md, "Stock ledger"). */

export type DocumentQuery = StockDocumentPageQuery;
export type LedgerQuery = StockLedgerPageQuery;

/** Where a kind of stock document's calls live (merchant stock-in, third-party stock-in and stock-out). */
export type DocumentBase = '/stock/document' | '/stock/thirdPartyIn' | '/stock/thirdPartyOut';

export const stockKeys = {
  all: ['stock'] as const,
  places: ['stock', 'places'] as const,
  documents: (base: DocumentBase, query: DocumentQuery) => ['stock', 'documents', base, query] as const,
  document: (base: DocumentBase, id: number) => ['stock', 'document', base, id] as const,
  ledger: (query: LedgerQuery) => ['stock', 'ledger', query] as const,
};

export const fetchPlaces = () => post<StockPlaces>('/stock/places');
export const addLocation = (warehouseId: number, code: string) =>
  post<LocationView>('/stock/location/add', { warehouseId, code });
/** One kind of stock document's calls: the same seven under each base. */
export const documentCalls = (base: DocumentBase) => ({
  list: (query: DocumentQuery) => post<Page<StockDocumentRow>>(`${base}/list`, { ...query }),
  create: (warehouseId: number, remark: string) =>
    post<StockDocumentCreated>(`${base}/create`, { warehouseId, remark }),
  detail: (id: number) => post<StockDocumentDetail>(`${base}/detail`, { id }),
  scan: (id: number, code: string, quantity: number, locationId: number) =>
    post<StockScanned>(`${base}/scan`, { id, code, quantity, locationId }),
  setLine: (id: number, lineId: number, quantity: number) =>
    post<null>(`${base}/setLine`, { id, lineId, quantity }),
  confirm: (id: number) => post<null>(`${base}/confirm`, { id }),
  remove: (id: number) => post<null>(`${base}/delete`, { id }),
});
export const fetchLedger = (query: LedgerQuery) =>
  post<Page<StockLedgerRow>>('/stock/ledger/list', { ...query });
