import type {
  Page,
  StockCountDetail,
  StockCounted,
  StockCountPageQuery,
  StockCountRow,
  StockDocumentCreated,
  StockPickPage,
  StockPickPageQuery,
} from '@dropmall/contract';
import { post } from '../../lib/http';

/** The calls of the difference query (counts) and the pick list (our paths; docs/decisions.md). */
export type CountQuery = StockCountPageQuery;
export type PickQuery = StockPickPageQuery;

export const countKeys = {
  all: ['stock'] as const,
  counts: (query: CountQuery) => ['stock', 'counts', query] as const,
  count: (id: number) => ['stock', 'count', id] as const,
  pick: (query: PickQuery) => ['stock', 'pick', query] as const,
};

export const fetchCounts = (query: CountQuery) =>
  post<Page<StockCountRow>>('/stock/count/list', { ...query });
export const createCount = (warehouseId: number, locationId: number | undefined, remark: string) =>
  post<StockDocumentCreated>('/stock/count/create', {
    warehouseId,
    remark,
    ...(locationId === undefined ? {} : { locationId }),
  });
export const fetchCount = (id: number) => post<StockCountDetail>('/stock/count/detail', { id });
export const scanCount = (id: number, code: string, quantity: number, locationId: number) =>
  post<StockCounted>('/stock/count/scan', { id, code, quantity, locationId });
export const setCounted = (id: number, variantId: number, locationId: number, counted: number) =>
  post<StockCounted>('/stock/count/set', { id, variantId, locationId, counted });
export const confirmCount = (id: number) => post<null>('/stock/count/confirm', { id });
export const deleteCount = (id: number) => post<null>('/stock/count/delete', { id });
export const fetchPickList = (query: PickQuery) => post<StockPickPage>('/stock/pick/list', { ...query });
