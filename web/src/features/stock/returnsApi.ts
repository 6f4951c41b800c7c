import type {
  Page,
  ReturnReceiveRequest,
  ReturnStockInPageQuery,
  ReturnStockInRow,
} from '@dropmall/contract';
import { post, postJson } from '../../lib/http';

/** The sales-return stock-in calls (see docs/decisions.md, "Sales-return stock-in"). */
export type ReturnQuery = ReturnStockInPageQuery;
export type ReturnRow = ReturnStockInRow;
export type ReturnLine = ReturnStockInRow['lines'][number];

export const returnKeys = {
  all: ['stock', 'returns'] as const,
  list: (query: ReturnQuery) => ['stock', 'returns', query] as const,
};

export const fetchReturns = (query: ReturnQuery) =>
  post<Page<ReturnStockInRow>>('/stock/returnIn/list', { ...query });
export const receiveReturn = (input: ReturnReceiveRequest) =>
  postJson<null>('/stock/returnIn/receive', input);
