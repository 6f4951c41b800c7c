import { canGoOnShelf, nextReviewState, type ReviewState } from '@dropmall/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import {
  lockProduct,
  moveShelf,
  PRODUCT_STATUS,
  productShelf,
  updateProduct,
} from '../catalog/product-store';
import type { Notify } from '../notices';
import { notifyReviewed, type ProductReviewedEvent } from './notices';

export type { ProductReviewedEvent };

/** What other modules hear when an operator decides (messages connect here; see `onReviewed`). */
export interface ReviewServiceOptions {
  /** Sends the seller the decision as a message, inside the decision's transaction. */
  notify?: Notify;
  /** Called after a decision is stored; a failure here is logged by the caller, never undoes the decision. */
  onReviewed?: (event: ProductReviewedEvent) => Promise<void>;
  /** Where a failing `onReviewed` is reported (the app's logger). */
  logError?: (error: unknown, message: string) => void;
}

/**
 * The moves of a product's review and shelf (REVIEW_TRANSITIONS in the contract, checked here only):
 * approve puts a submitted product on shelf (into the mall search), reject keeps it off with a reason;
 * sellers take approved products off shelf and back.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly options: ReviewServiceOptions = {},
  ) {}

  async decide(
    operatorId: number,
    id: number,
    decision: 'approve' | 'reject',
    reason = '',
  ): Promise<ProductReviewedEvent> {
    const event = await this.db.transaction(async (tx) => {
      const row = await lockProduct(tx, id, null);
      if (!row) throw notFound('productNotFound');
      const next = nextReviewState(row.reviewState as ReviewState, decision);
      if (next === null) throw conflict('notWaitingForReview');
      const reviewedAt = new Date();
      await updateProduct(tx, id, {
        reviewState: next,
        status: decision === 'approve' ? PRODUCT_STATUS.onShelf : PRODUCT_STATUS.offShelf,
        rejectReason: decision === 'reject' ? reason : null,
        reviewedAt,
        reviewerId: operatorId,
      });
      const decided = {
        productId: id,
        businessId: row.businessId,
        title: row.title,
        decision,
        reason,
        operatorId,
      };
      await notifyReviewed(tx, this.options.notify, decided, reviewedAt);
      return decided;
    });
    try {
      await this.options.onReviewed?.(event);
    } catch (error) {
      this.options.logError?.(error, 'onReviewed failed; the decision stands');
    }
    return event;
  }

  /** A seller takes an on-shelf product off: it leaves the mall at once. */
  async offShelf(businessId: number, id: number): Promise<void> {
    const row = await this.own(businessId, id);
    if (row.status !== PRODUCT_STATUS.onShelf) throw conflict('alreadyOffShelf');
    await this.setStatus(businessId, id, PRODUCT_STATUS.onShelf, PRODUCT_STATUS.offShelf);
  }

  /** Back on shelf without review only while the approved content is unchanged (an edit resubmits it). */
  async onShelf(businessId: number, id: number): Promise<void> {
    const row = await this.own(businessId, id);
    if (row.status === PRODUCT_STATUS.onShelf) throw conflict('alreadyOnShelf');
    if (!canGoOnShelf(row.reviewState as ReviewState)) throw conflict('onShelfNeedsApproval');
    await this.setStatus(businessId, id, PRODUCT_STATUS.offShelf, PRODUCT_STATUS.onShelf);
  }

  private async own(businessId: number, id: number) {
    const row = await productShelf(this.db, businessId, id);
    if (!row) throw notFound('productNotFound');
    return row;
  }

  /** A conditional move, so two clicks (or a racing review) cannot both apply. */
  private async setStatus(businessId: number, id: number, from: number, to: number): Promise<void> {
    if (!(await moveShelf(this.db, businessId, id, from, to)))
      throw conflict(to === PRODUCT_STATUS.onShelf ? 'alreadyOnShelf' : 'alreadyOffShelf');
  }
}
