import type { ReportRangeQuery, ReportSummary, SalePoint, SaleRankItem } from '@dropmall/contract';
import { post } from '../../lib/http';

/** The dashboard calls (spec 001 §7 /orderReport/*): a range of days, both ends included. */
export type DayRange = ReportRangeQuery;

export const reportKeys = {
  summary: (range: DayRange) => ['reports', 'summary', range] as const,
  chart: (range: DayRange) => ['reports', 'chart', range] as const,
  rank: (range: DayRange) => ['reports', 'rank', range] as const,
};

export const fetchSummary = (range: DayRange) => post<ReportSummary>('/orderReport/getSummary', { ...range });
export const fetchSaleChart = (range: DayRange) =>
  post<SalePoint[]>('/orderReport/getSaleChart', { ...range });
export const fetchSaleRank = (range: DayRange) =>
  post<SaleRankItem[]>('/orderReport/getSaleRank', { ...range });
