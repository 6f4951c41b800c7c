import {
  type Page,
  RzStatus,
  type SettlementRequest,
  type SettlementReviewItem,
  type SettlementState,
  SettleStatus,
} from '@dropmall/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { businesses, settlements } from '../../db/schema/accounts';
import type { Principal } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { asClause, type Notify } from '../notices';
import type { FindForeignFile } from '../uploads/service';
import { findAccountById } from './account-store';
import { text } from './texts';

type Application = z.infer<typeof SettlementRequest>;

/**
 * Certification of a business (our design). A business whose rzStatus is 4 submits its company details;
 * settleStatus goes none -> pending -> approved (rzStatus 2) or rejected (it may submit again).
 */
export class SettlementService {
  constructor(
    private readonly db: Db,
    private readonly findForeignFile: FindForeignFile,
    private readonly notify?: Notify,
  ) {}

  private async businessIdOf(principal: Principal): Promise<number> {
    if (principal.kind !== 'business') throw forbidden(text.businessOnly);
    const account = await findAccountById(this.db, 'business', principal.id);
    if (!account?.businessId) throw notFound();
    return account.businessId;
  }

  /**
   * The business's certification state; with `mayApply` (the caller holds the permission, which the route
   * checks) its latest application as well, else no application: a staff member who may not apply learns only
   * where certification stands, not the company's tax id, phone or address.
   */
  async state(principal: Principal, mayApply: boolean): Promise<SettlementState> {
    const businessId = await this.businessIdOf(principal);
    const [business] = await this.db.select().from(businesses).where(eq(businesses.id, businessId));
    const [latest] = mayApply
      ? await this.db
          .select()
          .from(settlements)
          .where(eq(settlements.businessId, businessId))
          .orderBy(desc(settlements.submittedAt), desc(settlements.id))
          .limit(1)
      : [];
    return {
      settleStatus: business?.settleStatus ?? SettleStatus.none,
      rzStatus: business?.rzStatus ?? RzStatus.required,
      mayApply,
      application: latest
        ? {
            id: latest.id,
            legalName: latest.legalName,
            idType: latest.idType,
            idNo: latest.idNo,
            contactName: latest.contactName,
            contactPhone: latest.contactPhone,
            address: latest.address,
            documentUrl: latest.documentUrl ?? '',
            state: latest.state,
            rejectReason: latest.rejectReason ?? '',
            submittedAt: latest.submittedAt.toISOString(),
          }
        : null,
    };
  }

  /** Submits the company details; the route lets only who may apply (the Business Info permission) call it. */
  async submit(principal: Principal, application: Application) {
    const businessId = await this.businessIdOf(principal);
    // The document picture must be one this business uploaded.
    if (application.documentUrl && (await this.findForeignFile(businessId, [application.documentUrl])))
      throw badRequest('fileUrlInvalid', { field: 'documentUrl' });
    await this.db.transaction(async (tx) => {
      // Only a business that still needs certification and has nothing under review may submit.
      const moved = await tx
        .update(businesses)
        .set({ settleStatus: SettleStatus.pending, updatedAt: new Date() })
        .where(and(eq(businesses.id, businessId), eq(businesses.rzStatus, RzStatus.required)))
        .returning({ settleStatus: businesses.settleStatus });
      if (moved.length === 0) throw conflict(text.settlementNotNeeded);
      const [open] = await tx
        .select({ id: settlements.id })
        .from(settlements)
        .where(and(eq(settlements.businessId, businessId), eq(settlements.state, 'pending')))
        .limit(1);
      if (open) throw conflict(text.settlementPending);
      await tx.insert(settlements).values({ ...application, businessId });
    });
    return this.state(principal, true);
  }

  /** The operators' review queue: applications in one state, the oldest first (first come, first served). */
  async list(query: {
    current: number;
    size: number;
    state: SettlementReviewItem['state'];
  }): Promise<Page<SettlementReviewItem>> {
    const where = eq(settlements.state, query.state);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ application: settlements, businessName: businesses.name })
        .from(settlements)
        .innerJoin(businesses, eq(businesses.id, settlements.businessId))
        .where(where)
        .orderBy(asc(settlements.submittedAt), asc(settlements.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(settlements).where(where),
    ]);
    return {
      records: rows.map(({ application: a, businessName }) => ({
        id: a.id,
        businessId: a.businessId,
        businessName,
        legalName: a.legalName,
        idType: a.idType,
        idNo: a.idNo,
        contactName: a.contactName,
        contactPhone: a.contactPhone,
        address: a.address,
        documentUrl: a.documentUrl ?? '',
        state: a.state,
        rejectReason: a.rejectReason ?? '',
        submittedAt: a.submittedAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
    };
  }

  /**
   * An operator's decision on a pending application. Who may decide is the route's permission check
   * (settlement review); the reviewer must still be an operator, whom the record names.
   */
  async review(reviewer: Principal, id: number, decision: 'approve' | 'reject', reason?: string) {
    if (reviewer.kind !== 'operator') throw forbidden();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(settlements)
        .set({
          state: decision === 'approve' ? 'approved' : 'rejected',
          rejectReason: decision === 'reject' ? (reason ?? '') : null,
          reviewedAt: new Date(),
          reviewerId: reviewer.id,
        })
        .where(and(eq(settlements.id, id), eq(settlements.state, 'pending')))
        .returning({ businessId: settlements.businessId });
      if (!row) throw notFound();
      await tx
        .update(businesses)
        .set(
          decision === 'approve'
            ? { settleStatus: SettleStatus.approved, rzStatus: RzStatus.certified, updatedAt: new Date() }
            : { settleStatus: SettleStatus.rejected, updatedAt: new Date() },
        )
        .where(eq(businesses.id, row.businessId));
      await this.notify?.(tx, {
        to: { businessId: row.businessId },
        category: 'system',
        title: decision === 'approve' ? text.settlementApprovedTitle : text.settlementRejectedTitle,
        content: decision === 'approve' ? text.settlementApprovedContent : text.settlementRejectedContent,
        params: { reason: asClause(reason ?? '') || '-' },
        link: decision === 'approve' ? '/Welcome' : '/Settlement',
        eventKey: `settlement-${decision}:${id}`,
      });
    });
  }
}
