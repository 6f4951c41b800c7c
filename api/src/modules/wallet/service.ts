import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { businesses } from '../../db/schema/accounts';
import { type LEDGER_KINDS, walletLedger, wallets } from '../../db/schema/wallet';
import { toMoney } from '../catalog/product-lists';

type Kind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  kind: Kind;
  amount: Decimal;
  reason: string;
  orderId?: number;
  paymentId?: number;
  withdrawalId?: number;
}

/** Filters of the payment details page: one kind, and days (both included) in the business's time zone. */
export interface LedgerFilter {
  kind?: Kind;
  startTime?: string;
  endTime?: string;
}

/** A business as statements name it: its name and the time zone its days and periods are counted in. */
export interface LedgerHolder {
  businessId: number;
  name: string;
  timeZone: string;
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
export class WalletService {
  constructor(private readonly db: Db) {}

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
    const [row] = await this.db
      .select({ zone: businesses.timeZone })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const zone = row?.zone ?? 'UTC';
    if (filter.startTime)
      out.push(sql`${walletLedger.createdAt} >= (${filter.startTime}::date::timestamp at time zone ${zone})`);
    if (filter.endTime)
      out.push(
        sql`${walletLedger.createdAt} < ((${filter.endTime}::date + 1)::timestamp at time zone ${zone})`,
      );
    return out;
  }

  /** The business's name and time zone, or null when there is no such business. */
  async holder(businessId: number): Promise<LedgerHolder | null> {
    const [row] = await this.db
      .select({ businessId: businesses.id, name: businesses.name, timeZone: businesses.timeZone })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return row ?? null;
  }

  /** The names and zones of several businesses. */
  async holders(ids: number[]): Promise<LedgerHolder[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ businessId: businesses.id, name: businesses.name, timeZone: businesses.timeZone })
      .from(businesses)
      .where(inArray(businesses.id, ids));
  }

  /**
   * Statements' figures: the ledger between two local days (from included, until excluded, each business's
   * own zone) summed per business, per period ('week' starts on Monday, 'month') and per kind. One
   * business or all; the (business, created_at) index serves the one-business case.
   */
  async periodSums(unit: 'week' | 'month', from: string, until: string, businessId?: number) {
    const rows = await queryRows<{
      business_id: string | number;
      period_start: string;
      kind: Kind;
      sum: string;
      n: number;
    }>(
      this.db,
      sql`select l.business_id, to_char(date_trunc(${unit}, l.created_at at time zone b.time_zone), 'YYYY-MM-DD') as period_start,
          l.kind, sum(l.amount)::text as sum, count(*)::int as n
        from wallet_ledger l join businesses b on b.id = l.business_id
        where l.created_at >= (${from}::date::timestamp at time zone b.time_zone)
          and l.created_at < (${until}::date::timestamp at time zone b.time_zone)
          ${businessId === undefined ? sql`` : sql`and l.business_id = ${businessId}`}
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
   * The balance of each business before a local day began: the sum of its ledger rows before it (the sum,
   * not a row's balance_after, so rows written by transactions that committed out of order cannot mislead).
   */
  async balancesBefore(day: string, businessId?: number): Promise<Map<number, string>> {
    const rows = await queryRows<{ business_id: string | number; sum: string }>(
      this.db,
      sql`select l.business_id, sum(l.amount)::text as sum
        from wallet_ledger l join businesses b on b.id = l.business_id
        where l.created_at < (${day}::date::timestamp at time zone b.time_zone)
          ${businessId === undefined ? sql`` : sql`and l.business_id = ${businessId}`}
        group by 1`,
    );
    return new Map(rows.map((r) => [Number(r.business_id), r.sum]));
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
    });
    return after;
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

  /** Takes money if the balance covers it; answers null (and changes nothing) when it does not. */
  async debit(tx: Tx, businessId: number, entry: LedgerEntry): Promise<Decimal | null> {
    const amount = entry.amount.toFixed(4);
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - ${amount}`, updatedAt: new Date() })
      .where(sql`${wallets.businessId} = ${businessId} and ${wallets.balance} >= ${amount}`)
      .returning({ balance: wallets.balance });
    if (!row) return null;
    await tx.insert(walletLedger).values({
      businessId,
      kind: entry.kind,
      amount: new Decimal(amount).negated().toFixed(4),
      balanceAfter: row.balance,
      reason: entry.reason,
      orderId: entry.orderId,
      paymentId: entry.paymentId,
      withdrawalId: entry.withdrawalId,
    });
    return new Decimal(row.balance);
  }
}
