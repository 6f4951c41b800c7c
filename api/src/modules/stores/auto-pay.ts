import type { AutoPayHoldReason, AutoPaySave, StoreView } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { LockSpace, lockForTransaction } from '../../db/advisory-locks';
import { perTransaction } from '../../db/after-commit';
import type { Db, Tx } from '../../db/client';
import { storeAutoPayments, storeOrders, stores } from '../../db/schema/stores';
import { AppError, notFound } from '../../http/errors';
import { translate } from '../../http/language';
import { businessTimeZone } from '../accounts/directory';
import { DrainLoop } from '../drain-loop';
import type { Notify } from '../notices';
import type { StoreAlerts } from './alerts';
import { autoPayHeldNotice } from './auto-pay-texts';
import type { CrmOrders } from './crm-orders';
import { crmTexts } from './crm-texts';
import { type StoreService, storeView } from './service';
import { storeTexts } from './texts';

type StoreRow = typeof stores.$inferSelect;
type AutoRow = typeof storeAutoPayments.$inferSelect;
type Params = Record<string, string | number>;

/** What automatic payment asks of other modules (wired in compose.ts). */
export interface AutoPayDeps {
  /** The business's balance in USD (wallet), read in the reserving transaction. */
  balance(businessId: number, tx: Tx): Promise<number>;
  /** The payment password's check (accounts): turning automatic payment on is consenting to it. */
  guardPayment(businessId: number, payType: number, payPassword: string | undefined): Promise<void>;
  /** The outgoing webhook `storeOrder.autoPayHeld`, written in the caller's transaction. */
  announceHeld?(tx: Tx, businessId: number, data: Record<string, unknown>): Promise<void>;
}

/** How long a runner holds an order it took; a crashed run's order is taken again after this. */
const LEASE_MS = 2 * 60_000;
/** The price moved between the weighing and the payment: weighed again after this, a few times. */
const AGAIN_MS = 5_000;
const MAX_ATTEMPTS = 4;
/** One kick per transaction that raised a balance, after it commits. */
const KICK_AFTER_COMMIT = {};
/** Refusals of the payment that say the order changed under it: weighed again, not held. */
const MOVED = new Set<unknown>([crmTexts.amountChanged, crmTexts.changedWhilePaying]);

const usd = (d: Decimal | number | string) => new Decimal(d).toFixed(2);

/**
 * Automatic fulfilment payment (docs/decisions.md "Automatic fulfilment payment (issue 34)"). A store order
 * kept while its store's automatic payment is on is queued (`queue`, in keep's transaction: one row per store
 * order, the primary key); a runner takes due rows (FOR UPDATE SKIP LOCKED, then a lease) and weighs each:
 * payable at all (the CRM's own reasons), within the per-order cap, then, under the business's advisory
 * lock, within the store's daily cap and above the minimum balance, counting the automatic payments reserved
 * and not yet paid. It pays through `CrmOrders.pay`, the manual payment's own path (the same mall orders,
 * the same balance payment and ledger line). An order that cannot be paid is held with its reason, and the
 * business is told once per order and reason (a message and the webhook `storeOrder.autoPayHeld`).
 */
export class AutoPayer {
  private readonly loop = new DrainLoop();
  private kickOn = false;

  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly crm: CrmOrders,
    private readonly deps: AutoPayDeps,
    private readonly notify?: Notify,
    private readonly log: (err: unknown, msg: string) => void = () => {},
    /** The low-balance episode: opened when an order is held for the balance, closed by money coming in. */
    private readonly alerts?: Pick<StoreAlerts, 'lowBalance' | 'balanceRaised'>,
  ) {}

  /** The store's settings saved; turning it on asks for the payment password when one is set. */
  async save(businessId: number, input: AutoPaySave): Promise<StoreView> {
    const row = await this.stores.mine(businessId, input.id);
    if (row.state === 'disconnected') throw notFound(storeTexts.notFound);
    if (input.enabled && !row.autoPay) await this.deps.guardPayment(businessId, 3, input.payPassword);
    const [updated] = await this.db
      .update(stores)
      .set({
        autoPay: input.enabled,
        autoPayOrderCap: usd(input.orderCap),
        autoPayDailyCap: usd(input.dailyCap),
        autoPayMinBalance: usd(input.minBalance),
        updatedAt: sql`now()`,
      })
      .where(eq(stores.id, row.id))
      .returning();
    return storeView(updated ?? row);
  }

  /**
   * In keep's transaction, for a pending store order not yet paid: queued when its store's automatic payment
   * is on; one held before is weighed again (the store's newer version may qualify). True when queued.
   */
  async queue(tx: Tx, store: StoreRow, storeOrderId: number): Promise<boolean> {
    if (!store.autoPay) return false;
    const [row] = await tx
      .insert(storeAutoPayments)
      .values({ storeOrderId, storeId: store.id, businessId: store.businessId })
      .onConflictDoUpdate({
        target: storeAutoPayments.storeOrderId,
        // The reason stays (not shown while due): the business is not told the same reason twice.
        set: { state: 'due', nextAt: sql`now()`, attempts: 0, updatedAt: sql`now()` },
        setWhere: eq(storeAutoPayments.state, 'held'),
      })
      .returning({ id: storeAutoPayments.storeOrderId });
    return row !== undefined;
  }

  /**
   * The business fixed in the office what held an order (bound a line, gave the tax id, corrected the
   * address): a held order is weighed again, as if the store had sent it anew.
   */
  async requeue(storeOrderId: number): Promise<void> {
    const rows = await this.db
      .update(storeAutoPayments)
      .set({ state: 'due', nextAt: sql`now()`, attempts: 0, updatedAt: sql`now()` })
      .where(and(eq(storeAutoPayments.storeOrderId, storeOrderId), eq(storeAutoPayments.state, 'held')))
      .returning({ id: storeAutoPayments.storeOrderId });
    if (rows.length > 0) this.kick();
  }

  /** Payments started soon after an order is queued (the background runner is on); tests drain by hand. */
  startKicks(on: boolean): void {
    this.kickOn = on;
  }

  /** After keep's transaction committed a queued order. */
  kick(): void {
    if (!this.kickOn) return;
    setTimeout(() => {
      if (!this.kickOn) return;
      this.drain().catch((err: unknown) => this.log(err, 'automatic payment failed'));
    }, 100).unref();
  }

  /** Runs every due order until none is left (`at`: the clock, for tests). Never two runs at once here. */
  drain(at?: Date): Promise<void> {
    return this.loop.drain(async () => (await this.runDue(at ?? new Date())) > 0);
  }

  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** Takes up to `limit` due orders (or reserved ones whose runner's lease passed) and weighs each. */
  async runDue(at: Date, limit = 10): Promise<number> {
    await this.wakeNewDay(at);
    const due = this.db
      .select({ id: storeAutoPayments.storeOrderId })
      .from(storeAutoPayments)
      .where(and(inArray(storeAutoPayments.state, ['due', 'reserved']), lte(storeAutoPayments.nextAt, at)))
      .orderBy(asc(storeAutoPayments.nextAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await this.db
      .update(storeAutoPayments)
      .set({
        nextAt: new Date(at.getTime() + LEASE_MS),
        attempts: sql`${storeAutoPayments.attempts} + 1`,
      })
      .where(inArray(storeAutoPayments.storeOrderId, due))
      .returning();
    for (const row of taken) {
      try {
        await this.attempt(row);
      } catch (error) {
        // Left to its lease: taken again later (paying is idempotent), held after a few attempts.
        this.log(error, 'automatic payment of a store order failed');
        if (row.attempts >= MAX_ATTEMPTS)
          await this.hold(row, 'payFailed', { detailEn: 'internal error', detailZh: '内部错误' });
      }
    }
    return taken.length;
  }

  /** One order: weighed, reserved, paid; or held with its reason. */
  private async attempt(row: AutoRow): Promise<void> {
    const [store] = await this.db.select().from(stores).where(eq(stores.id, row.storeId));
    // Turned off meanwhile: an order not yet reserved is left to be paid by hand.
    if (!store || ((!store.autoPay || store.state === 'disconnected') && row.state === 'due'))
      return this.drop(row);
    const seen = await this.crm.assess(row.storeOrderId, 'en');
    if (!seen) return this.drop(row);
    const { order, priced, started } = seen;
    const no = { order: order.shopOrderNumber };
    if (order.paidAt) return row.state === 'due' ? this.drop(row) : this.settlePaid(row);
    if (order.status === 'fulfilled') return this.drop(row);
    if (order.status === 'cancelled') return this.hold(row, 'cancelled', no);
    if (!order.customerPaid)
      return this.hold(row, 'customerUnpaid', { ...no, status: order.paymentStatus || '—' });
    if (started && row.state === 'due') return this.hold(row, 'paymentStarted', no);
    if (priced?.blocked) return this.hold(row, priced.blocked.reason, { ...no, ...priced.blocked.params });
    // A reserved row taken again (its runner stopped): its reservation stands, the payment is made again.
    const cost = row.state === 'reserved' && row.amount ? new Decimal(row.amount) : priced?.cost?.total;
    if (cost === undefined) return this.drop(row);
    const amount = new Decimal(cost);
    if (row.state === 'due') {
      if (amount.greaterThan(store.autoPayOrderCap))
        return this.hold(row, 'overOrderCap', { ...no, cost: usd(amount), cap: usd(store.autoPayOrderCap) });
      if (!(await this.reserve(row, store, order.shopOrderNumber, amount))) return;
    }
    try {
      await this.crm.pay(
        order.businessId,
        { ids: [order.id], payType: 3, payMoney: amount.toNumber() },
        'en',
        true,
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      if (MOVED.has(error.text) && row.attempts < MAX_ATTEMPTS) return this.again(row);
      return this.hold(row, 'payFailed', {
        ...no,
        detailEn: translate(error.text, 'en', error.params),
        detailZh: translate(error.text, 'zh', error.params),
      });
    }
    await this.settlePaid(row);
  }

  /**
   * Under the business's lock: the store's automatic payments of the business's day (reserved or paid) plus
   * this one within the daily cap, and the balance less the reserved ones not yet paid, less this one, at
   * least the minimum. True when reserved; otherwise the order is held here.
   */
  private async reserve(row: AutoRow, store: StoreRow, orderNo: string, amount: Decimal): Promise<boolean> {
    const zone = (await businessTimeZone(this.db, store.businessId)) ?? 'UTC';
    const held = await this.db.transaction(async (tx) => {
      await lockForTransaction(tx, LockSpace.autoPayReserve, store.businessId);
      const dayStart = sql`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})`;
      const nextDay = sql`((date_trunc('day', now() at time zone ${zone}) + interval '1 day') at time zone ${zone})`;
      const [spent] = await tx
        .select({ sum: sql<string>`coalesce(sum(${storeAutoPayments.amount}), 0)` })
        .from(storeAutoPayments)
        .where(
          and(
            eq(storeAutoPayments.storeId, store.id),
            inArray(storeAutoPayments.state, ['reserved', 'paid']),
            gte(storeAutoPayments.reservedAt, dayStart),
          ),
        );
      const today = new Decimal(spent?.sum ?? 0);
      const no = { order: orderNo, cost: usd(amount) };
      if (today.plus(amount).greaterThan(store.autoPayDailyCap))
        return {
          reason: 'overDailyCap' as const,
          params: { ...no, cap: usd(store.autoPayDailyCap), spent: usd(today) },
          wakeAt: nextDay,
        };
      const [open] = await tx
        .select({ sum: sql<string>`coalesce(sum(${storeAutoPayments.amount}), 0)` })
        .from(storeAutoPayments)
        .where(
          and(eq(storeAutoPayments.businessId, store.businessId), eq(storeAutoPayments.state, 'reserved')),
        );
      const balance = new Decimal(await this.deps.balance(store.businessId, tx));
      if (
        balance
          .minus(open?.sum ?? 0)
          .minus(amount)
          .lessThan(store.autoPayMinBalance)
      ) {
        // Held in this transaction, under the lock that a credit's wake takes too (balanceRaised): a top-up
        // that commits while this order is weighed either is seen here or finds the order held and wakes it.
        const params = { ...no, min: usd(store.autoPayMinBalance) };
        await this.hold(row, 'belowMinBalance', params, undefined, tx);
        return { heldHere: true as const };
      }
      await tx
        .update(storeAutoPayments)
        .set({ state: 'reserved', amount: usd(amount), reservedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(storeAutoPayments.storeOrderId, row.storeOrderId));
      return null;
    });
    if (held && !('heldHere' in held))
      await this.hold(row, held.reason, held.params, 'wakeAt' in held ? held.wakeAt : undefined);
    return held === null;
  }

  /**
   * Orders held by the daily cap are weighed again when the business's next day begins (their `next_at`,
   * set when held): the cap is per day, so the day's end is what lifts it. Told once still: the reason stays.
   */
  private async wakeNewDay(at: Date): Promise<void> {
    await this.db
      .update(storeAutoPayments)
      .set({ state: 'due', attempts: 0, updatedAt: sql`now()` })
      .where(
        and(
          eq(storeAutoPayments.state, 'held'),
          eq(storeAutoPayments.reason, 'overDailyCap'),
          lte(storeAutoPayments.nextAt, at),
        ),
      );
  }

  /**
   * In the transaction that credits a business's balance (a top-up, a refund, a sale's income; wired in
   * compose.ts): its orders held below the minimum balance are weighed again once it commits.
   */
  async balanceRaised(tx: Tx, businessId: number): Promise<void> {
    // The reservation's lock: an order being weighed against the old balance is held before this wakes.
    await lockForTransaction(tx, LockSpace.autoPayReserve, businessId);
    // Before the held orders are woken: their costs are part of what the balance must cover.
    await this.alerts?.balanceRaised(tx, businessId);
    const woken = await tx
      .update(storeAutoPayments)
      .set({ state: 'due', nextAt: sql`now()`, attempts: 0, updatedAt: sql`now()` })
      .where(
        and(
          eq(storeAutoPayments.businessId, businessId),
          eq(storeAutoPayments.state, 'held'),
          eq(storeAutoPayments.reason, 'belowMinBalance'),
        ),
      )
      .returning({ id: storeAutoPayments.storeOrderId });
    if (woken.length === 0) return;
    if (perTransaction(KICK_AFTER_COMMIT, () => ({ value: true, hook: async () => this.kick() })) === null)
      this.kick();
  }

  /**
   * Held with its reason; the business is told when the reason is new for this order. `wakeAt`: when the
   * reason passes by itself (the business's next day, for the daily cap), the order is weighed again then.
   */
  private async hold(
    row: AutoRow,
    reason: AutoPayHoldReason,
    params: Params,
    wakeAt?: SQL,
    within?: Tx,
  ): Promise<void> {
    const run = async (tx: Tx) => {
      const [before] = await tx
        .select()
        .from(storeAutoPayments)
        .where(eq(storeAutoPayments.storeOrderId, row.storeOrderId))
        .for('update');
      if (!before || before.state === 'paid') return;
      await tx
        .update(storeAutoPayments)
        .set({
          state: 'held',
          reason,
          params,
          amount: null,
          reservedAt: null,
          updatedAt: sql`now()`,
          ...(wakeAt ? { nextAt: wakeAt } : {}),
        })
        .where(eq(storeAutoPayments.storeOrderId, row.storeOrderId));
      // Held for the balance: the business's low-balance episode opens (told once per episode).
      if (reason === 'belowMinBalance') await this.alerts?.lowBalance(tx, row.businessId);
      if (before.reason === reason) return;
      const [found] = await tx
        .select({ no: storeOrders.shopOrderNumber, store: stores.name })
        .from(storeOrders)
        .innerJoin(stores, eq(stores.id, storeOrders.storeId))
        .where(eq(storeOrders.id, row.storeOrderId));
      if (!found) return;
      await this.notify?.(tx, {
        to: { businessId: row.businessId },
        category: 'order',
        ...autoPayHeldNotice(found.store, found.no, reason, params),
        link: '/CRM/pendingOrder',
        eventKey: `store-auto-pay-held:${row.storeOrderId}:${reason}`,
      });
      await this.deps.announceHeld?.(tx, row.businessId, {
        storeOrderId: row.storeOrderId,
        storeId: row.storeId,
        shopOrderNumber: found.no,
        reason,
      });
    };
    await (within ? run(within) : this.db.transaction(run));
  }

  /** Paid (by this run, or by the paid event already): the row says so. */
  private async settlePaid(row: AutoRow): Promise<void> {
    await this.db
      .update(storeAutoPayments)
      .set({ state: 'paid', updatedAt: sql`now()` })
      .where(
        and(eq(storeAutoPayments.storeOrderId, row.storeOrderId), eq(storeAutoPayments.state, 'reserved')),
      );
  }

  /** The order changed under the payment: weighed again shortly, its reservation let go. */
  private async again(row: AutoRow): Promise<void> {
    await this.db
      .update(storeAutoPayments)
      .set({ state: 'due', amount: null, reservedAt: null, nextAt: new Date(Date.now() + AGAIN_MS) })
      .where(eq(storeAutoPayments.storeOrderId, row.storeOrderId));
  }

  /** Nothing automatic to do for it (turned off, paid by hand, fulfilled in the store). */
  private async drop(row: AutoRow): Promise<void> {
    await this.db
      .delete(storeAutoPayments)
      .where(and(eq(storeAutoPayments.storeOrderId, row.storeOrderId), eq(storeAutoPayments.state, 'due')));
  }
}
