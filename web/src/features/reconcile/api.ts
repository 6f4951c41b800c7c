import type {
  ReconcileDifference,
  ReconcileFetchResult,
  ReconcileListQuery,
  ReconcilePage,
} from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The operators' reconciliation calls (paths ours; docs/decisions.md "Reconciliation"). */
export const reconcileKeys = {
  all: ['reconcile'] as const,
  list: (query: ReconcileListQuery) => ['reconcile', 'list', query] as const,
};

export const fetchDifferences = (query: ReconcileListQuery) =>
  get<ReconcilePage>('/reconcile/list', { ...query });

export const fetchFromProvider = () => post<ReconcileFetchResult>('/reconcile/fetch');

export const resolveDifference = (id: number, note: string) =>
  post<ReconcileDifference>('/reconcile/resolve', { id, note });
