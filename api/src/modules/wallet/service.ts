import Decimal from 'decimal.js';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
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
}

/** Filters of the payment details page: one kind, and days (both included) in the business's time zone. */
export interface LedgerFilter {
  kind?: Kind;
  startTime?: string;
  endTime?: string;
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
    const zone = (await businessTimeZone(this.db, businessId)) ?? 'UTC';
    if (filter.startTime)
      out.push(sql`${walletLedger.createdAt} >= (${filter.startTime}::date::timestamp at time zone ${zone})`);
    if (filter.endTime)
      out.push(
        sql`${walletLedger.createdAt} < ((${filter.endTime}::date + 1)::timestamp at time zone ${zone})`,
      );
    return out;
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
