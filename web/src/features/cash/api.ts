import type {
  CashOverview,
  LedgerQuery,
  LedgerRow,
  Page,
  PayoutAccount,
  SettlementDetail,
  SettlementListQuery,
  SettlementQuery,
  SettlementSummary,
  TopUpListQuery,
  TopUpMethod,
  TopUpOverview,
  TopUpReceipt,
  TopUpView,
  WithdrawalListQuery,
  WithdrawalView,
} from '@dropmall/contract';
import { download, get, post } from '../../lib/http';

/** The withdrawal calls (paths are ours; see docs/decisions.md). */

export type { LedgerQuery };
export type ListQuery = WithdrawalListQuery;

export const cashKeys = {
  all: ['cash'] as const,
  overview: ['cash', 'overview'] as const,
  mine: (query: ListQuery) => ['cash', 'mine', query] as const,
  ledger: (query: LedgerQuery) => ['cash', 'ledger', query] as const,
  queue: (query: ListQuery) => ['cash', 'queue', query] as const,
};

export const fetchOverview = () => get<CashOverview>('/cash/overview');

export const applyWithdrawal = (amount: string, payout: PayoutAccount) =>
  post<WithdrawalView>('/cash/apply', { amount, ...payout });

export const fetchMine = (query: ListQuery) => post<Page<WithdrawalView>>('/cash/list', { ...query });

export const cancelWithdrawal = (id: number) => post<WithdrawalView>('/cash/cancel', { id });

export const fetchLedger = (query: LedgerQuery) => post<Page<LedgerRow>>('/cash/ledger', { ...query });

export const fetchQueue = (query: ListQuery) => post<Page<WithdrawalView>>('/cash/review/list', { ...query });

export const payWithdrawal = (id: number) => post<WithdrawalView>('/cash/review/pay', { id });

export const rejectWithdrawal = (id: number, reason: string) =>
  post<WithdrawalView>('/cash/review/reject', { id, reason });

/** Payment settlement: statements per week or month, one with its lines, and its files. */
export type { SettlementListQuery as SettlementList, SettlementQuery as SettlementOne };

export const settlementKeys = {
  list: (query: SettlementListQuery) => ['cash', 'settlement', 'list', query] as const,
  detail: (one: SettlementQuery) => ['cash', 'settlement', 'detail', one] as const,
};

export const fetchSettlements = (query: SettlementListQuery) =>
  post<Page<SettlementSummary>>('/cash/settlement/list', { ...query });

export const fetchSettlement = (one: SettlementQuery) =>
  post<SettlementDetail>('/cash/settlement/detail', { ...one });

export const downloadSettlement = (one: SettlementQuery, format: 'xlsx' | 'pdf') =>
  download('/cash/settlement/file', { ...one, format }, { method: 'GET' });

/** Balance top-ups (Recharge). */
export const topUpKeys = {
  all: ['cash', 'topup'] as const,
  overview: ['cash', 'topup', 'overview'] as const,
  list: (query: TopUpListQuery) => ['cash', 'topup', 'list', query] as const,
  receipt: (id: number) => ['cash', 'topup', 'receipt', id] as const,
};

export const fetchTopUpOverview = () => get<TopUpOverview>('/cash/topup/overview');

export const createTopUp = (amount: string, method: TopUpMethod) =>
  post<TopUpView>('/cash/topup/create', { amount, method });

export const fetchTopUps = (query: TopUpListQuery) => post<Page<TopUpView>>('/cash/topup/list', { ...query });

export const fetchTopUpReceipt = (id: number) => post<TopUpReceipt>('/cash/topup/detail', { id });
