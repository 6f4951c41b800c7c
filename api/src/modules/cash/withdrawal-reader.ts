import {
  MIN_WITHDRAWAL_USD,
  type PayoutAccount,
  type WithdrawalListQuery,
  type WithdrawalQueueQuery,
  type WithdrawalView,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema/withdrawals';
import { businessNames } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import { orderNumbers } from '../orders/reads';
import type { WalletService } from '../wallet/service';
import { incomeWindowStart } from './income-window';
import type { DisputeHeld } from './withdrawal-service';

type Row = typeof withdrawals.$inferSelect;

export function withdrawalView(row: Row, businessName: string): WithdrawalView {
  return {
    id: row.id,
    withdrawalNo: row.withdrawalNo,
    businessId: row.businessId,
    businessName,
    amount: toMoney(row.amount),
    currency: 'USD',
    state: row.state,
    payout: row.payout as PayoutAccount,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The lists: a business's own withdrawals (newest first) and the operators' queue (oldest first). */
export class WithdrawalReader {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly disputeHeld?: DisputeHeld,
  ) {}

  async overview(businessId: number) {
    const [held] = await this.db
      .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
      .from(withdrawals)
      .where(and(eq(withdrawals.businessId, businessId), eq(withdrawals.state, 'pending')));
    const balance = new Decimal(await this.wallet.balance(businessId));
    // Income of the last 30 days waits for its orders' return window (see WithdrawalService.apply).
    const incomeHeld = Decimal.min(await this.wallet.incomeSince(businessId, incomeWindowStart()), balance);
    // Disputed top-ups keep their amount back too (see WithdrawalService.apply).
    const disputed = (await this.disputeHeld?.(this.db, businessId)) ?? new Decimal(0);
    return {
      balance: toMoney(Decimal.max(balance.minus(incomeHeld).minus(disputed), 0).toFixed(4)),
      incomeHeld: toMoney(incomeHeld.toFixed(4)),
      pending: toMoney(held?.sum ?? '0'),
      minimum: MIN_WITHDRAWAL_USD,
      currency: 'USD' as const,
    };
  }

  mine(businessId: number, query: WithdrawalListQuery) {
    const where = and(
      eq(withdrawals.businessId, businessId),
      query.state ? eq(withdrawals.state, query.state) : undefined,
    );
    return this.page(where, [desc(withdrawals.createdAt), desc(withdrawals.id)], query);
  }

  queue(query: WithdrawalQueueQuery) {
    return this.page(
      eq(withdrawals.state, query.state),
      [asc(withdrawals.createdAt), asc(withdrawals.id)],
      query,
    );
  }

  async one(id: number) {
    const { records } = await this.page(eq(withdrawals.id, id), [asc(withdrawals.id)], {
      current: 1,
      size: 1,
    });
    return records[0] ?? null;
  }

  /** Ledger rows with the order and withdrawal numbers they name (the reasons are worded by the page). */
  async withNumbers<T extends { orderId: number | null; withdrawalId: number | null }>(rows: T[]) {
    const ids = (pick: (r: T) => number | null) => [...new Set(rows.map(pick).filter((id) => id !== null))];
    const orderIds = ids((r) => r.orderId);
    const withdrawalIds = ids((r) => r.withdrawalId);
    const [orderNo, withdrawalNos] = await Promise.all([
      orderNumbers(this.db, orderIds),
      withdrawalIds.length === 0
        ? []
        : this.db
            .select({ id: withdrawals.id, no: withdrawals.withdrawalNo })
            .from(withdrawals)
            .where(inArray(withdrawals.id, withdrawalIds)),
    ]);
    const withdrawalNo = new Map(withdrawalNos.map((w) => [w.id, w.no]));
    return rows.map((r) => ({
      ...r,
      orderNo: r.orderId === null ? null : (orderNo.get(r.orderId) ?? null),
      withdrawalNo: r.withdrawalId === null ? null : (withdrawalNo.get(r.withdrawalId) ?? null),
    }));
  }

  private async page(where: SQL | undefined, order: SQL[], query: { current: number; size: number }) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    const nameOf = await businessNames(
      this.db,
      rows.map((w) => w.businessId),
    );
    return {
      records: rows.map((w) => withdrawalView(w, nameOf.get(w.businessId) ?? '')),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
    };
  }
}
