import { z } from 'zod';
import { RowId } from './ids';
import { pageOf } from './page';

/**
 * Reconciliation (issue 33, item 5): the payment provider's payments and refunds, fetched from its list API,
 * against Dropmall's payments and top-ups. A difference is listed until an operator resolves it with a note;
 * a resolved one stays listed as resolved. Nothing here moves money.
 */
export const RECONCILE_KINDS = [
  /** The provider took the money; our payment or top-up is not paid, or we have none by that number. */
  'paid_there_unpaid_here',
  /** Ours is paid through the provider; the provider lists it unpaid, or not at all. */
  'paid_here_absent_there',
  /** Both say paid, at another amount or in another currency. */
  'amount_differs',
  /** The provider refunded a payment we do not know. */
  'refund_unknown_here',
] as const;
export type ReconcileKind = (typeof RECONCILE_KINDS)[number];

export const RECONCILE_STATES = ['open', 'resolved'] as const;
export type ReconcileState = (typeof RECONCILE_STATES)[number];

export const reconcileMessages = {
  reconcileNotFound: { en: 'This difference does not exist', zh: '该差异不存在' },
  reconcileAlreadyResolved: {
    en: 'This difference is already resolved',
    zh: '该差异已处理',
  },
  reconcileNoteRequired: {
    en: 'Write a note of 1 to 500 characters saying how it was resolved',
    zh: '请填写 1 到 500 个字符的处理说明',
  },
  reconcileUnavailable: {
    en: 'The payment provider cannot list its payments: no reconciliation is possible',
    zh: '支付服务商无法列出其支付记录，无法对账',
  },
  reconcileProviderFailed: {
    en: 'The payment provider did not answer; please try again in a moment',
    zh: '支付服务商暂无响应，请稍后重试',
  },
} as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);

export const ReconcileListQuery = z.object({
  /** open (default), resolved, or all. */
  state: z.preprocess(blank, z.enum(['open', 'resolved', 'all']).default('open')),
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});
export type ReconcileListQuery = z.infer<typeof ReconcileListQuery>;

export const ReconcileDifference = z.object({
  id: z.number(),
  provider: z.string(),
  kind: z.enum(RECONCILE_KINDS),
  /** Our payment or top-up number ('' when the provider's record names none). */
  paymentNo: z.string(),
  /** The provider's id of the payment or refund ('' when it lists none). */
  providerRef: z.string(),
  /** What the provider says: paid, unpaid, expired, a refund's state, or absent. */
  theirStatus: z.string(),
  theirAmount: z.string().nullable(),
  theirCurrency: z.string().nullable(),
  /** What we say: pending, paid, failed, expired, or absent. */
  ourStatus: z.string(),
  ourAmount: z.string().nullable(),
  ourCurrency: z.string().nullable(),
  state: z.enum(RECONCILE_STATES),
  note: z.string(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  detectedAt: z.string(),
});
export type ReconcileDifference = z.infer<typeof ReconcileDifference>;

export const ReconcilePage = pageOf(ReconcileDifference).extend({
  /** When the provider was last fetched (null: never). */
  lastFetchedAt: z.string().nullable(),
  /** How many provider records the last fetches stored. */
  providerRecords: z.number(),
});
export type ReconcilePage = z.infer<typeof ReconcilePage>;

export const ReconcileResolveRequest = z.object({
  id: RowId,
  note: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: 'reconcileNoteRequired' })
      .min(1, { message: 'reconcileNoteRequired' })
      .max(500, { message: 'reconcileNoteRequired' }),
  ),
});
export type ReconcileResolveRequest = z.infer<typeof ReconcileResolveRequest>;

export const ReconcileFetchResult = z.object({
  /** Provider records read in this fetch. */
  fetched: z.number(),
  /** Open differences after it. */
  open: z.number(),
  fetchedAt: z.string(),
});
export type ReconcileFetchResult = z.infer<typeof ReconcileFetchResult>;
