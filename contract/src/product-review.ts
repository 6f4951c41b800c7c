import { z } from 'zod';
import { RowId } from './ids';

/**
 * The review of a seller's product, as a table of allowed moves (checked in one place on the server).
 * A saved product waits for review off shelf; approval puts it on shelf; a rejection carries a reason and the
 * seller edits and submits again. Editing an approved product submits it again.
 */
export const REVIEW_STATES = ['submitted', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export type ReviewAction = 'submit' | 'approve' | 'reject';

export const REVIEW_TRANSITIONS: Record<ReviewState, Partial<Record<ReviewAction, ReviewState>>> = {
  submitted: { submit: 'submitted', approve: 'approved', reject: 'rejected' },
  approved: { submit: 'submitted' },
  rejected: { submit: 'submitted' },
};

/** Where an action leads from a state, or null when the table does not allow it. */
export function nextReviewState(from: ReviewState, action: ReviewAction): ReviewState | null {
  return REVIEW_TRANSITIONS[from][action] ?? null;
}

/** Product status: 1 on shelf (public), 2 off shelf. Only an approved product may be on shelf. */
export const ProductStatus = { onShelf: 1, offShelf: 2 } as const;

export function canGoOnShelf(state: ReviewState): boolean {
  return state === 'approved';
}

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const pageFields = {
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
};

/** The seller's product list: search by title or SKU, filter by status and review state. */
export const SellerProductListQuery = z.object({
  ...pageFields,
  title: z.preprocess(blank, z.string().trim().max(100).optional()),
  status: z.preprocess(blank, z.coerce.number().int().min(1).max(2).optional()),
  reviewState: z.preprocess(blank, z.enum(REVIEW_STATES).optional()),
});
export type SellerProductListQuery = z.infer<typeof SellerProductListQuery>;

/** The operators' queue: one review state (submitted by default), oldest submission first. */
export const ReviewQueueQuery = z.object({
  ...pageFields,
  reviewState: z.preprocess(blank, z.enum(REVIEW_STATES).default('submitted')),
  title: z.preprocess(blank, z.string().trim().max(100).optional()),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

export const ReviewDecision = z
  .object({
    id: z.preprocess(blank, RowId),
    decision: z.enum(['approve', 'reject']),
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().max(500, { message: 'tooLong' }).optional(),
    ),
  })
  .refine((d) => d.decision === 'approve' || Boolean(d.reason), {
    message: 'rejectReasonRequired',
    path: ['reason'],
  });

export const ShelfRequest = z.object({ id: z.preprocess(blank, RowId) });

/** A row of the seller's list and of the review queue. */
export interface SellerProductRow {
  id: number;
  title: string;
  sku: string;
  productUrl: string;
  price: number;
  status: number;
  reviewState: ReviewState;
  rejectReason: string;
  stock: number;
  variantCount: number;
  publishCount: number;
  downloadCount: number;
  businessId: number;
  businessName: string;
  submittedAt: string;
  updatedAt: string;
}
