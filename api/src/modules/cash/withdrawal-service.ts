import { randomInt } from 'node:crypto';
import {
  formatText,
  messages,
  nextWithdrawalState,
  RETURNS_MONEY,
  type WithdrawalAction,
  type WithdrawalApplyRequest,
  type WithdrawalState,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { withdrawals } from '../../db/schema/withdrawals';
import { conflict, notFound } from '../../http/errors';
import type { Notify } from '../notices';
import type { WalletService } from '../wallet/service';
import { incomeWindowStart } from './income-window';
import { notifyDecided } from './notices';
import { cashText } from './texts';

type Row = typeof withdrawals.$inferSelect;

const newWithdrawalNo = () => `WD${Date.now()}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

/** Who decides: the business (cancel, its own withdrawals only) or an operator (pay, reject). */
export type Decider = { kind: 'business'; businessId: number } | { kind: 'operator'; operatorId: number };

/** What disputes of a business's top-ups keep from being withdrawn (USD), read in the caller's transaction. */
export type DisputeHeld = (tx: Db | Tx, businessId: number) => Promise<Decimal>;

/** Thrown inside the apply transaction to roll the withdrawal row back when the balance does not cover it. */
class BalanceShort extends Error {}

/**
 * Applying for a withdrawal and deciding it. Applying holds the money: the withdrawal row and the balance
 * debit (`withdrawal_hold`, a conditional update that never lets the balance go below zero) are one
 * transaction. Each decision is one update conditional on the state the transition table starts from, so
 * of two operators clicking at once one wins and the other gets 409.
 */
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly notify?: Notify,
    private readonly disputeHeld?: DisputeHeld,
  ) {}

  async apply(businessId: number, applicantId: number, input: WithdrawalApplyRequest): Promise<Row> {
    const { amount, ...payout } = input;
    const due = new Decimal(amount);
    try {
      return await this.db.transaction(async (tx) => {
        // Income still inside its orders' return window stays for the refunds it may owe.
        // So does money a bank may still take back (a disputed top-up), or took without the balance covering it.
        const free = await this.wallet.lockAvailable(tx, businessId, incomeWindowStart());
        const held = (await this.disputeHeld?.(tx, businessId)) ?? new Decimal(0);
        const available = Decimal.max(free.minus(held), 0);
        if (due.greaterThan(available))
          throw conflict('withdrawAboveBalance', { balance: available.toFixed(2) });
        const withdrawalNo = newWithdrawalNo();
        const [row] = await tx
          .insert(withdrawals)
          .values({
            withdrawalNo,
            businessId,
            applicantId,
            amount: due.toFixed(4),
            method: payout.method,
            payout: payout as Record<string, string>,
          })
          .returning();
        if (!row) throw new Error('withdrawal insert returned nothing');
        const after = await this.wallet.debit(tx, businessId, {
          kind: 'withdrawal_hold',
          amount: due,
          reason: formatText(cashText.holdReason.en, { withdrawalNo }),
          withdrawalId: row.id,
        });
        if (!after) throw new BalanceShort();
        return row;
      });
    } catch (error) {
      if (!(error instanceof BalanceShort)) throw error;
      const balance = await this.wallet.balance(businessId);
      throw conflict('withdrawAboveBalance', { balance: balance.toFixed(2) });
    }
  }

  /** The business cancels its own pending withdrawal: the money comes back. */
  cancel(businessId: number, id: number): Promise<Row> {
    return this.decide({ kind: 'business', businessId }, id, 'cancel', '');
  }

  /** An operator pays a pending withdrawal: the held money has left, the ledger does not change. */
  pay(operatorId: number, id: number): Promise<Row> {
    return this.decide({ kind: 'operator', operatorId }, id, 'pay', '');
  }

  /** An operator rejects a pending withdrawal with a reason: the money comes back. */
  reject(operatorId: number, id: number, reason: string): Promise<Row> {
    return this.decide({ kind: 'operator', operatorId }, id, 'reject', reason);
  }

  private async decide(who: Decider, id: number, action: WithdrawalAction, reason: string): Promise<Row> {
    return this.db.transaction(async (tx) => {
      const current = await this.find(tx, who, id);
      const next = nextWithdrawalState(current.state, action);
      if (next === null) throw this.notPending(current.state);
      const [moved] = await tx
        .update(withdrawals)
        .set({
          state: next,
          decidedAt: new Date(),
          rejectReason: action === 'reject' ? reason : '',
          operatorId: who.kind === 'operator' ? who.operatorId : null,
        })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.state, current.state)))
        .returning();
      if (!moved) {
        // Someone decided it between our read and our write: say what it is now.
        const [now] = await tx
          .select({ state: withdrawals.state })
          .from(withdrawals)
          .where(eq(withdrawals.id, id));
        throw this.notPending(now?.state ?? current.state);
      }
      if (RETURNS_MONEY[action]) await this.giveBack(tx, moved, action as 'reject' | 'cancel');
      if (action !== 'cancel')
        await notifyDecided(
          tx,
          this.notify,
          { ...moved, amount: new Decimal(moved.amount).toFixed(2) },
          action,
          reason,
        );
      return moved;
    });
  }

  private async find(tx: Tx, who: Decider, id: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.id, id),
          // A business never sees another's withdrawal: 404, as if it did not exist.
          who.kind === 'business' ? eq(withdrawals.businessId, who.businessId) : undefined,
        ),
      );
    if (!row) throw notFound('withdrawalNotFound');
    return row;
  }

  private notPending(state: WithdrawalState) {
    const text = messages.withdrawalNotPending;
    return conflict({
      en: formatText(text.en, { state: cashText.states[state].en }),
      zh: formatText(text.zh, { state: cashText.states[state].zh }),
    });
  }

  private async giveBack(tx: Tx, row: Row, action: 'reject' | 'cancel'): Promise<void> {
    await this.wallet.credit(tx, row.businessId, {
      kind: 'withdrawal_return',
      amount: new Decimal(row.amount),
      reason: formatText(cashText.returnReason.en, {
        withdrawalNo: row.withdrawalNo,
        action: cashText.actions[action].en,
      }),
      withdrawalId: row.id,
    });
  }
}
