import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { type LEDGER_KINDS, walletLedger, wallets } from '../../db/schema/wallet';
import { businessTimeZone } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';

type Kind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  kind: Kind;
  amount: Decimal;
  reason: string;
  orderId?: number;
  paymentId?: number;
  withdrawalId?: number;
  /** A `top_up` row: the top-up it credits (once: a unique index) and the provider's reference. */
  topUpId?: number;
  reference?: string;
  /** A `dispute_loss` row: the dispute it recovers (once: a unique index). */
  disputeId?: number;
}

/** Filters of the payment details page: one kind, and days (both included) in the business's time zone. */
export interface LedgerFilter {
  kind?: Kind;
  startTime?: string;
  endTime?: string;
}

/** The ledger summed per business, per period (its first local day) and kind; sum is exact decimal text. */
export interface PeriodSum {
  businessId: number;
  periodStart: string;
  kind: Kind;
  sum: string;
  n: number;
}

/**
 * The balance of a business as a ledger. Every change writes one ledger row and moves the balance in the
 * same transaction; a debit is one conditional update, so the balance can never go below zero, however many
 * payments race for it.
 */
/** A module told of a credit, in its transaction. */
export type CreditListener = (tx: Tx, businessId: number) => Promise<void>;

export class WalletService {
  private readonly creditListeners: CreditListener[] = [];

  constructor(private readonly db: Db) {}

  /** Told in every crediting transaction (automatic payment weighs again what a low balance held). */
  onCredit(listener: CreditListener): void {
    this.creditListeners.push(listener);
  }

  /** Pass the transaction when inside one: PGlite has one connection, and a query beside it would wait forever. */
  async balance(businessId: number, tx: Db | Tx = this.db): Promise<number> {
    const [row] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.businessId, businessId));
    return toMoney(row?.balance ?? '0');
  }

  async ledger(businessId: number, current: number, size: number, filter: LedgerFilter = {}) {
    const where = and(
      eq(walletLedger.businessId, businessId),
      ...(await this.conditions(businessId, filter)),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(walletLedger)
        .where(where)
        .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(walletLedger).where(where),
    ]);
    return {
      records: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: toMoney(r.amount),
        balanceAfter: toMoney(r.balanceAfter),
        reason: r.reason,
        orderId: r.orderId,
        withdrawalId: r.withdrawalId,
        reference: r.reference,
        time: r.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      current,
      size,
    };
  }

  /** Days are the business's (its time zone), written so the (business, created_at) indexes serve them. */
  private async conditions(businessId: number, filter: LedgerFilter): Promise<SQL[]> {
    const out: SQL[] = [];
    if (filter.kind) out.push(eq(walletLedger.kind, filter.kind));
    if (!filter.startTime && !filter.endTime) return out;
    const zone = (await businessTimeZone(this.db, businessId)) ?? 'UTC';
    if (filter.startTime)
      out.push(sql`${walletLedger.createdAt} >= (${filter.startTime}::date::timestamp at time zone ${zone})`);
    if (filter.endTime)
      out.push(
        sql`${walletLedger.createdAt} < ((${filter.endTime}::date + 1)::timestamp at time zone ${zone})`,
      );
    return out;
  }

  /** The businesses whose ledger moved between two moments (for statements of every seller). */
  async businessesMoved(from: Date, until: Date): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: walletLedger.businessId })
      .from(walletLedger)
      .where(
        and(
          sql`${walletLedger.createdAt} >= ${from.toISOString()}`,
          sql`${walletLedger.createdAt} < ${until.toISOString()}`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * Statements' figures: the ledger of some businesses (all in one time zone) between two local days (from
   * included, until excluded) summed per business, per period ('week' starts on Monday, 'month') and per
   * kind. The (business, created_at) index serves it.
   */
  async periodSums(unit: 'week' | 'month', zone: string, from: string, until: string, ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await queryRows<{
      business_id: string | number;
      period_start: string;
      kind: Kind;
      sum: string;
      n: number;
    }>(
      this.db,
      sql`select business_id, to_char(date_trunc(${unit}, created_at at time zone ${zone}), 'YYYY-MM-DD') as period_start,
          kind, sum(amount)::text as sum, count(*)::int as n
        from wallet_ledger
        where business_id in ${ids}
          and created_at >= (${from}::date::timestamp at time zone ${zone})
          and created_at < (${until}::date::timestamp at time zone ${zone})
        group by 1, 2, 3`,
    );
    return rows.map(
      (r): PeriodSum => ({
        businessId: Number(r.business_id),
        periodStart: r.period_start,
        kind: r.kind,
        sum: r.sum,
        n: Number(r.n),
      }),
    );
  }

  /**
   * The balance of some businesses (one time zone) before a local day began: the sum of their ledger rows
   * before it (the sum, not a row's balance_after, so rows of transactions that committed out of order
   * cannot mislead).
   */
  async balancesBefore(zone: string, day: string, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: walletLedger.businessId, sum: sql<string>`sum(${walletLedger.amount})::text` })
      .from(walletLedger)
      .where(
        and(
          inArray(walletLedger.businessId, ids),
          sql`${walletLedger.createdAt} < (${day}::date::timestamp at time zone ${zone})`,
        ),
      )
      .groupBy(walletLedger.businessId);
    return new Map(rows.map((r) => [r.id, r.sum]));
  }

  /** A business's ledger rows between two local days (from included, until excluded), oldest first. */
  async rowsBetween(businessId: number, timeZone: string, from: string, until: string) {
    const rows = await this.db
      .select()
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.businessId, businessId),
          sql`${walletLedger.createdAt} >= (${from}::date::timestamp at time zone ${timeZone})`,
          sql`${walletLedger.createdAt} < (${until}::date::timestamp at time zone ${timeZone})`,
        ),
      )
      .orderBy(asc(walletLedger.createdAt), asc(walletLedger.id));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      orderId: r.orderId,
      withdrawalId: r.withdrawalId,
      time: r.createdAt.toISOString(),
    }));
  }

  /** Adds money (a top-up, a refund). */
  async credit(tx: Tx, businessId: number, entry: LedgerEntry): Promise<Decimal> {
    const amount = entry.amount.toFixed(4);
    const [row] = await tx
      .insert(wallets)
      .values({ businessId, balance: amount })
      .onConflictDoUpdate({
        target: wallets.businessId,
        set: { balance: sql`${wallets.balance} + ${amount}`, updatedAt: new Date() },
      })
      .returning({ balance: wallets.balance });
    const after = new Decimal(row?.balance ?? amount);
    await tx.insert(walletLedger).values({
      businessId,
      kind: entry.kind,
      amount,
      balanceAfter: after.toFixed(4),
      reason: entry.reason,
      orderId: entry.orderId,
      paymentId: entry.paymentId,
      withdrawalId: entry.withdrawalId,
      topUpId: entry.topUpId,
      reference: entry.reference,
      disputeId: entry.disputeId,
    });
    for (const listener of this.creditListeners) await listener(tx, businessId);
    return after;
  }

  /** The ledger line that credited a top-up, if any. */
  async topUpLine(topUpId: number) {
    const [row] = await this.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.topUpId, topUpId), eq(walletLedger.kind, 'top_up')));
    return row
      ? {
          id: row.id,
          amount: toMoney(row.amount),
          balanceAfter: toMoney(row.balanceAfter),
          time: row.createdAt.toISOString(),
        }
      : null;
  }

  /** What after-sales paid back to the buyer of an order (its `order_refund` rows). */
  async refundedOnOrder(tx: Tx, orderId: number): Promise<Decimal> {
    const [row] = await tx
      .select({ sum: sql<string>`coalesce(sum(${walletLedger.amount}), 0)::text` })
      .from(walletLedger)
      .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, 'order_refund')));
    return new Decimal(row?.sum ?? '0');
  }

  /**
   * Locks the business's wallet row for the rest of the transaction and answers what it may take out now:
   * the balance less the income credited since `incomeSince` (net of what was taken back from it), which an
   * after-sale may still need.
   */
  async lockAvailable(tx: Tx, businessId: number, incomeSince: Date): Promise<Decimal> {
    const [wallet] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.businessId, businessId))
      .for('update');
    if (!wallet) return new Decimal(0);
    const held = await this.incomeSince(businessId, incomeSince, tx);
    return Decimal.max(new Decimal(wallet.balance).minus(held), 0);
  }

  /** Income credited since a moment, net of what was taken back from it (never below zero). */
  async incomeSince(businessId: number, since: Date, tx: Db | Tx = this.db): Promise<Decimal> {
    const [recent] = await tx
      .select({ sum: sql<string>`coalesce(sum(${walletLedger.amount}), 0)::text` })
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.businessId, businessId),
          sql`${walletLedger.kind} in ('order_income', 'income_refund')`,
          sql`${walletLedger.createdAt} > ${since.toISOString()}`,
        ),
      );
    return Decimal.max(new Decimal(recent?.sum ?? '0'), 0);
  }

  /**
   * Takes money if the balance covers it; answers null (and changes nothing) when it does not. One statement:
   * the conditional update is the gate, and its ledger row is written from the balance it returns (the
   * checkout pays with this, so a round trip saved here is one per paid order).
   */
  async debit(tx: Tx, businessId: number, entry: LedgerEntry): Promise<Decimal | null> {
    const amount = entry.amount.toFixed(4);
    const [row] = await queryRows<{ balance: string }>(
      tx,
      sql`with debited as (
        update ${wallets} set balance = balance - ${amount}::numeric, updated_at = now()
        where business_id = ${businessId} and balance >= ${amount}::numeric
        returning balance)
      insert into ${walletLedger}
        (business_id, kind, amount, balance_after, reason, order_id, payment_id, withdrawal_id, top_up_id,
          reference, dispute_id)
      select ${businessId}, ${entry.kind}, ${entry.amount.negated().toFixed(4)}::numeric, balance,
        ${entry.reason}, ${entry.orderId ?? null}::bigint, ${entry.paymentId ?? null}::bigint,
        ${entry.withdrawalId ?? null}::bigint, ${entry.topUpId ?? null}::bigint, ${entry.reference ?? ''},
        ${entry.disputeId ?? null}::bigint
      from debited
      returning balance_after::text as balance`,
    );
    return row ? new Decimal(row.balance) : null;
  }
}
