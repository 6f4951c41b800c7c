import { type CrmAttention, STORE_ORDER_WAIT_HOURS, type WebhookEvent } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, isNotNull, isNull, notExists, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { LockSpace, lockForTransaction } from '../../db/advisory-locks';
import type { Db, Tx } from '../../db/client';
import {
  storeAutoPayments,
  storeLowBalanceAlerts,
  storeOrders,
  storeOrderWaitingAlerts,
  storeSyncItems,
  stores,
} from '../../db/schema/stores';
import type { Notify } from '../notices';
import { lowBalanceNotice, orderWaitingNotice } from './alert-texts';
import type { CrmOrders } from './crm-orders';

/** What the alerts ask of other modules (wired in compose.ts). */
export interface AlertDeps {
  /** The business's balance in USD (wallet), read in the caller's transaction. */
  balance(businessId: number, tx: Tx): Promise<number>;
  /** An outgoing webhook event for the business, written in the caller's transaction. */
  announce?(tx: Tx, event: WebhookEvent, businessId: number, data: Record<string, unknown>): Promise<void>;
}

/** Orders checked per batch of the waiting check. */
const BATCH = 100;
/** Orders of failing businesses one check passes over before it ends (the rest wait for the next check). */
const MAX_PASSED = 5000;
const usd = (d: Decimal | number | string) => new Decimal(d).toFixed(2);

/**
 * A store order waiting on the business: its customer paid the store, its fulfilment is not paid (unmatched,
 * details missing, to pay, a payment started), placed more than STORE_ORDER_WAIT_HOURS ago. The dashboard's
 * count, My Orders' `waiting` filter and the periodic check all use this one predicate.
 */
export const waitingOnBusiness = (): SQL =>
  and(
    eq(storeOrders.status, 'pending'),
    isNull(storeOrders.paidAt),
    eq(storeOrders.customerPaid, true),
    sql`${storeOrders.placedAt} < now() - make_interval(hours => ${STORE_ORDER_WAIT_HOURS})`,
  ) as SQL;

/**
 * The notifications that matter (issue 34 item 6; docs/decisions.md "Notifications that matter"): a low
 * balance for automatic payment, told once per episode; store orders waiting more than a day, told once per
 * order; both a message and an outgoing webhook, written in the transaction that records them (a primary
 * key each: two API instances checking at once tell once). Also the dashboard's "Needs attention" counts.
 */
export class StoreAlerts {
  constructor(
    private readonly db: Db,
    private readonly crm: CrmOrders,
    private readonly deps: AlertDeps,
    private readonly notify?: Notify,
    private readonly log: (err: unknown, msg: string) => void = () => {},
    /** Waiting orders read per batch (tests make it small). */
    private readonly batchSize = BATCH,
  ) {}

  /**
   * Opens the business's low-balance episode when its balance is below what automatic payment needs (told
   * once: the row's primary key), or closes it when the balance covers it again. In the caller's transaction.
   */
  async lowBalance(tx: Tx, businessId: number): Promise<void> {
    const [on] = await tx
      .select({ min: sql<string | null>`max(${stores.autoPayMinBalance})` })
      .from(stores)
      .where(
        and(
          eq(stores.businessId, businessId),
          eq(stores.autoPay, true),
          sql`${stores.state} <> 'disconnected'`,
        ),
      );
    if (on?.min === null || on?.min === undefined) return this.clear(tx, businessId);
    const [waiting] = await tx
      .select({
        held: sql<string>`coalesce(sum((${storeAutoPayments.params}->>'cost')::numeric)
          filter (where ${storeAutoPayments.state} = 'held'), 0)::text`,
        heldOrders: sql<number>`(count(*) filter (where ${storeAutoPayments.state} = 'held'))::int`,
        reserved: sql<string>`coalesce(sum(${storeAutoPayments.amount})
          filter (where ${storeAutoPayments.state} = 'reserved'), 0)::text`,
      })
      .from(storeAutoPayments)
      .where(
        and(
          eq(storeAutoPayments.businessId, businessId),
          sql`(${storeAutoPayments.state} = 'reserved' or (${storeAutoPayments.state} = 'held'
            and ${storeAutoPayments.reason} = 'belowMinBalance'))`,
        ),
      );
    const need = new Decimal(on.min).plus(waiting?.held ?? 0).plus(waiting?.reserved ?? 0);
    const balance = new Decimal(await this.deps.balance(businessId, tx));
    if (balance.greaterThanOrEqualTo(need)) return this.clear(tx, businessId);
    const [opened] = await tx
      .insert(storeLowBalanceAlerts)
      .values({ businessId, balance: usd(balance), need: usd(need) })
      .onConflictDoNothing()
      .returning();
    if (!opened) return;
    const heldOrders = Number(waiting?.heldOrders ?? 0);
    await this.notify?.(tx, {
      to: { businessId },
      category: 'system',
      ...lowBalanceNotice(usd(balance), usd(need), heldOrders),
      link: '/cashCenter/recharge',
      eventKey: `auto-pay-low-balance:${businessId}:${opened.since.getTime()}`,
    });
    await this.deps.announce?.(tx, 'balance.autoPayLow', businessId, {
      balance: Number(usd(balance)),
      need: Number(usd(need)),
      heldOrders,
      since: opened.since.toISOString(),
    });
  }

  /** In a crediting transaction: an open episode is closed when the balance now covers the need. */
  async balanceRaised(tx: Tx, businessId: number): Promise<void> {
    const [open] = await tx
      .select({ id: storeLowBalanceAlerts.businessId })
      .from(storeLowBalanceAlerts)
      .where(eq(storeLowBalanceAlerts.businessId, businessId));
    if (open) await this.lowBalance(tx, businessId);
  }

  private async clear(tx: Tx, businessId: number): Promise<void> {
    await tx.delete(storeLowBalanceAlerts).where(eq(storeLowBalanceAlerts.businessId, businessId));
  }

  /**
   * The periodic check (STORE_ALERTS_MINUTES): every store order waiting more than a day that was not told yet
   * is told (once: the alert row's primary key, inserted in the transaction that writes the message and the
   * webhook); and every business with automatic payment on has its balance weighed. Answers the orders told.
   */
  async check(): Promise<number> {
    let told = 0;
    // Orders of a business whose check failed are passed over for the rest of this check (told or taken by
    // another instance, an order is left out by its alert row), so the orders after them are told too.
    const passed: number[] = [];
    for (;;) {
      const batch = await this.db
        .select()
        .from(storeOrders)
        .innerJoin(stores, eq(stores.id, storeOrders.storeId))
        .where(
          and(
            waitingOnBusiness(),
            notExists(
              this.db
                .select({ one: sql`1` })
                .from(storeOrderWaitingAlerts)
                .where(eq(storeOrderWaitingAlerts.storeOrderId, storeOrders.id)),
            ),
            passed.length > 0 ? notInArray(storeOrders.id, passed) : undefined,
          ),
        )
        .orderBy(asc(storeOrders.placedAt), asc(storeOrders.id))
        .limit(this.batchSize);
      let fresh = 0;
      const byBusiness = new Map<number, typeof batch>();
      for (const r of batch)
        byBusiness.set(r.store_orders.businessId, [...(byBusiness.get(r.store_orders.businessId) ?? []), r]);
      for (const [businessId, rows] of byBusiness) {
        try {
          const stages = await this.crm.stages(
            businessId,
            rows.map((r) => r.store_orders),
            'en',
          );
          for (const { store_orders: order, stores: store } of rows) {
            const stage = stages.get(order.id) ?? 'toPay';
            if (await this.tellWaiting(order, store.name, stage)) fresh += 1;
          }
        } catch (error) {
          // One business's failure does not keep the others untold; its orders are tried on the next check.
          this.log(error, 'waiting store orders check failed for a business');
          passed.push(...rows.map((r) => r.store_orders.id));
        }
      }
      told += fresh;
      if (batch.length < this.batchSize || passed.length > MAX_PASSED) break;
    }
    // Those with automatic payment on, and those with an episode open (turned off since: it closes).
    const businesses = await this.db
      .selectDistinct({ id: stores.businessId })
      .from(stores)
      .where(and(eq(stores.autoPay, true), sql`${stores.state} <> 'disconnected'`))
      .union(this.db.select({ id: storeLowBalanceAlerts.businessId }).from(storeLowBalanceAlerts));
    for (const { id } of businesses) {
      try {
        // Under the reservation lock a credit's wake takes too: a top-up committing now is either seen here,
        // or closes the episode this opens.
        await this.db.transaction(async (tx) => {
          await lockForTransaction(tx, LockSpace.autoPayReserve, id);
          await this.lowBalance(tx, id);
        });
      } catch (error) {
        this.log(error, 'low balance check failed for a business');
      }
    }
    return told;
  }

  private async tellWaiting(
    order: typeof storeOrders.$inferSelect,
    storeName: string,
    stage: Parameters<typeof orderWaitingNotice>[2],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storeOrderWaitingAlerts)
        .values({ storeOrderId: order.id, businessId: order.businessId })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await this.notify?.(tx, {
        to: { businessId: order.businessId },
        category: 'order',
        ...orderWaitingNotice(storeName, order.shopOrderNumber, stage),
        link: `/CRM/myOrder?waiting=true&storeId=${order.storeId}`,
        eventKey: `store-order-waiting:${order.id}`,
      });
      await this.deps.announce?.(tx, 'storeOrder.waiting', order.businessId, {
        storeOrderId: order.id,
        storeId: order.storeId,
        shopOrderNumber: order.shopOrderNumber,
        placedAt: order.placedAt.toISOString(),
        stage,
      });
      return true;
    });
  }

  /**
   * The dashboard's "Needs attention": one counter per kind (contract CRM_ATTENTION_KINDS), only those that
   * need it now. `storeId`: the chosen store's orders (the balance is the business's).
   */
  async attention(businessId: number, storeId?: number): Promise<CrmAttention[]> {
    const [[episode], [held], [waiting], [sync]] = await Promise.all([
      this.db
        .select({ id: storeLowBalanceAlerts.businessId })
        .from(storeLowBalanceAlerts)
        .where(eq(storeLowBalanceAlerts.businessId, businessId)),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storeAutoPayments)
        .where(
          and(
            eq(storeAutoPayments.businessId, businessId),
            eq(storeAutoPayments.state, 'held'),
            eq(storeAutoPayments.reason, 'belowMinBalance'),
            storeId ? eq(storeAutoPayments.storeId, storeId) : undefined,
          ),
        ),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storeOrders)
        .where(
          and(
            eq(storeOrders.businessId, businessId),
            storeId ? eq(storeOrders.storeId, storeId) : undefined,
            waitingOnBusiness(),
          ),
        ),
      this.syncTrouble(businessId, storeId),
    ]);
    const counters: CrmAttention[] = [
      ...(episode ? [{ kind: 'lowBalance' as const, count: Number(held?.n ?? 0) }] : []),
      { kind: 'ordersWaiting', count: Number(waiting?.n ?? 0) },
      { kind: 'syncFailed', count: Number(sync?.failed ?? 0) },
      { kind: 'priceHeld', count: Number(sync?.held ?? 0) },
    ];
    return counters.filter((c) => c.kind === 'lowBalance' || c.count > 0);
  }

  /**
   * The sync's trouble in the business's active stores: products whose last push failed (per store) and
   * store prices held for approval. Both read partial indexes on the business (migration 0057).
   */
  private syncTrouble(businessId: number, storeId?: number) {
    const t = storeSyncItems;
    return this.db
      .select({
        failed: sql<number>`count(distinct (${t.storeId}, ${t.productId})) filter (where ${t.lastError} is not null)::int`,
        held: sql<number>`count(*) filter (where ${t.heldPrice} is not null)::int`,
      })
      .from(t)
      .innerJoin(stores, and(eq(stores.id, t.storeId), eq(stores.state, 'active')))
      .where(
        and(
          eq(t.businessId, businessId),
          storeId ? eq(t.storeId, storeId) : undefined,
          or(isNotNull(t.lastError), isNotNull(t.heldPrice)),
        ),
      );
  }
}
