import {
  type ReconcileDifference,
  type ReconcileKind,
  type ReconcileListQuery,
  type ReconcilePage,
  ResultCode,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, count, desc, eq, gte, inArray, max, ne, notInArray, or, sql } from 'drizzle-orm';
import { canList, type PaymentGateway, type ProviderRecord } from '../../adapters/payments';
import type { Db, Tx } from '../../db/client';
import { payments, providerRecords, reconcileDifferences, topUps } from '../../db/schema/payments';
import { AppError, conflict, notFound } from '../../http/errors';
import { operatorNames } from '../accounts/directory';
import { chargeMatches } from './charge-match';

type DifferenceRow = typeof reconcileDifferences.$inferSelect;
type ProviderRow = typeof providerRecords.$inferSelect;

/** What we hold for a payment number: a payment or a top-up, its state and what the provider was asked for. */
interface Ours {
  paymentNo: string;
  status: string;
  amount: string;
  currency: string;
  chargeAmount: string | null;
  gatewayRef: string;
}

/** A difference as a fetch finds it (before it is stored). */
interface Found {
  kind: ReconcileKind;
  subject: string;
  paymentNo: string;
  providerRef: string;
  theirStatus: string;
  theirAmount: string | null;
  theirCurrency: string | null;
  ourStatus: string;
  ourAmount: string | null;
  ourCurrency: string | null;
}

/** How far back a fetch reads the provider's list (and compares our payments). */
export const RECONCILE_WINDOW_DAYS = 30;

const ABSENT = 'absent';

/**
 * Reconciliation (issue 33, item 5; docs/decisions.md "Reconciliation"): reads the provider's payments and
 * refunds of the last RECONCILE_WINDOW_DAYS, stores them, and compares them with our payments and top-ups.
 * It only records and lists: no money moves here, and resolving is a note.
 */
export class ReconcileService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway | null,
  ) {}

  /** Whether the configured gateway can be reconciled at all. */
  get available(): boolean {
    return canList(this.gateway);
  }

  /** Reads the provider's list and refreshes the differences; fetching twice gives the same rows. */
  async fetch(now = new Date()): Promise<{ fetched: number; open: number; fetchedAt: string }> {
    const gateway = this.gateway;
    if (!canList(gateway)) throw conflict('reconcileUnavailable');
    const windowStart = new Date(now.getTime() - RECONCILE_WINDOW_DAYS * 86_400_000);
    const since = gateway.listsFrom && gateway.listsFrom > windowStart ? gateway.listsFrom : windowStart;
    let listed: ProviderRecord[];
    try {
      listed = await gateway.listRecords(since);
    } catch (cause) {
      throw Object.assign(new AppError(502, ResultCode.internal, 'reconcileProviderFailed'), { cause });
    }
    const provider = gateway.name;
    await this.db.transaction(async (tx) => {
      for (const r of listed) {
        const values = {
          provider,
          kind: r.kind,
          ref: r.ref,
          paymentNo: r.paymentNo,
          status: r.status,
          amount: r.amount,
          currency: r.currency,
          providerCreatedAt: r.createdAt,
          fetchedAt: now,
        };
        await tx
          .insert(providerRecords)
          .values(values)
          .onConflictDoUpdate({ target: [providerRecords.provider, providerRecords.ref], set: values });
      }
      const theirs = await tx
        .select()
        .from(providerRecords)
        .where(and(eq(providerRecords.provider, provider), gte(providerRecords.providerCreatedAt, since)));
      const { found, examined } = await this.compare(tx, provider, since, theirs);
      for (const f of found) {
        const { subject, kind, ...fields } = f;
        await tx
          .insert(reconcileDifferences)
          .values({ provider, kind, subject, ...fields, detectedAt: now })
          .onConflictDoUpdate({
            target: [reconcileDifferences.provider, reconcileDifferences.kind, reconcileDifferences.subject],
            set: fields,
            // A resolved difference stays as the operator left it.
            setWhere: eq(reconcileDifferences.state, 'open'),
          });
      }
      // Open differences of the payments examined that this fetch no longer finds are gone (a late webhook).
      if (examined.length > 0) {
        const stillFound = found.map((f) => `${f.kind}:${f.subject}`);
        await tx
          .delete(reconcileDifferences)
          .where(
            and(
              eq(reconcileDifferences.provider, provider),
              eq(reconcileDifferences.state, 'open'),
              inArray(reconcileDifferences.paymentNo, examined),
              stillFound.length > 0
                ? notInArray(
                    sql`${reconcileDifferences.kind} || ':' || ${reconcileDifferences.subject}`,
                    stillFound,
                  )
                : sql`true`,
            ),
          );
      }
    });
    const [open] = await this.db
      .select({ n: count() })
      .from(reconcileDifferences)
      .where(eq(reconcileDifferences.state, 'open'));
    return { fetched: listed.length, open: open?.n ?? 0, fetchedAt: now.toISOString() };
  }

  /** The differences between the provider's records and ours, and the payment numbers looked at. */
  private async compare(tx: Tx, provider: string, since: Date, theirs: ProviderRow[]) {
    const found: Found[] = [];
    const theirPayments = theirs.filter((r) => r.kind === 'payment');
    const numbers = [...new Set(theirs.map((r) => r.paymentNo).filter((n) => n !== ''))];
    const ours = await this.ours(tx, provider, since, numbers);
    const theirByNo = new Map<string, ProviderRow[]>();
    for (const r of theirPayments) theirByNo.set(r.paymentNo, [...(theirByNo.get(r.paymentNo) ?? []), r]);

    for (const r of theirPayments) {
      if (r.status !== 'paid') continue;
      const mine = ours.get(r.paymentNo);
      const base = {
        subject: r.ref,
        paymentNo: r.paymentNo,
        providerRef: r.ref,
        theirStatus: r.status,
        theirAmount: r.amount,
        theirCurrency: r.currency,
        ourStatus: mine?.status ?? ABSENT,
        ourAmount: mine ? (mine.chargeAmount ?? mine.amount) : null,
        ourCurrency: mine?.currency ?? null,
      };
      if (mine?.status !== 'paid') found.push({ kind: 'paid_there_unpaid_here', ...base });
      else if (!chargeMatches(mine, { amount: r.amount, currency: r.currency }))
        found.push({ kind: 'amount_differs', ...base });
    }
    for (const mine of ours.values()) {
      if (mine.status !== 'paid') continue;
      const listed = theirByNo.get(mine.paymentNo) ?? [];
      if (listed.some((r) => r.status === 'paid')) continue;
      const nearest = listed.find((r) => r.ref === mine.gatewayRef) ?? listed[0];
      found.push({
        kind: 'paid_here_absent_there',
        subject: `ours:${mine.paymentNo}`,
        paymentNo: mine.paymentNo,
        providerRef: nearest?.ref ?? mine.gatewayRef,
        theirStatus: nearest?.status ?? ABSENT,
        theirAmount: nearest?.amount ?? null,
        theirCurrency: nearest?.currency ?? null,
        ourStatus: mine.status,
        ourAmount: mine.chargeAmount ?? mine.amount,
        ourCurrency: mine.currency,
      });
    }
    for (const r of theirs) {
      if (r.kind !== 'refund' || (r.paymentNo && ours.has(r.paymentNo))) continue;
      found.push({
        kind: 'refund_unknown_here',
        subject: r.ref,
        paymentNo: r.paymentNo,
        providerRef: r.ref,
        theirStatus: r.status,
        theirAmount: r.amount,
        theirCurrency: r.currency,
        ourStatus: ABSENT,
        ourAmount: null,
        ourCurrency: null,
      });
    }
    const examined = [...new Set([...numbers, ...ours.keys()])];
    return { found, examined };
  }

  /**
   * Our payments and top-ups through this provider: those the provider names, and every one created in the
   * window (so one the provider does not list is seen).
   */
  private async ours(tx: Tx, provider: string, since: Date, numbers: string[]): Promise<Map<string, Ours>> {
    const named = (column: typeof payments.paymentNo | typeof topUps.topUpNo) =>
      numbers.length > 0 ? inArray(column, numbers) : sql`false`;
    const paymentRows = await tx
      .select({
        paymentNo: payments.paymentNo,
        status: payments.status,
        amount: payments.amount,
        currency: payments.currency,
        chargeAmount: payments.chargeAmount,
        gatewayRef: payments.gatewayRef,
      })
      .from(payments)
      .where(
        or(named(payments.paymentNo), and(eq(payments.gateway, provider), gte(payments.createdAt, since))),
      );
    const topUpRows = await tx
      .select({
        paymentNo: topUps.topUpNo,
        status: topUps.state,
        amount: topUps.amount,
        currency: topUps.currency,
        chargeAmount: topUps.chargeAmount,
        gatewayRef: topUps.gatewayRef,
      })
      .from(topUps)
      .where(or(named(topUps.topUpNo), and(eq(topUps.gateway, provider), gte(topUps.createdAt, since))));
    return new Map([...paymentRows, ...topUpRows].map((r) => [r.paymentNo, r]));
  }

  async list(query: ReconcileListQuery): Promise<ReconcilePage> {
    const where = query.state === 'all' ? undefined : eq(reconcileDifferences.state, query.state);
    const [rows, [total], [stats]] = await Promise.all([
      this.db
        .select()
        .from(reconcileDifferences)
        .where(where)
        .orderBy(desc(reconcileDifferences.detectedAt), desc(reconcileDifferences.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(reconcileDifferences).where(where),
      this.db.select({ n: count(), last: max(providerRecords.fetchedAt) }).from(providerRecords),
    ]);
    const names = await operatorNames(
      this.db,
      rows.flatMap((r) => (r.resolvedBy === null ? [] : [r.resolvedBy])),
    );
    return {
      records: rows.map((r) => view(r, names)),
      total: total?.n ?? 0,
      current: query.current,
      size: query.size,
      lastFetchedAt: stats?.last ? new Date(stats.last).toISOString() : null,
      providerRecords: stats?.n ?? 0,
    };
  }

  /** An operator marks an open difference resolved, with a note; nothing else changes. */
  async resolve(operatorId: number, id: number, note: string): Promise<ReconcileDifference> {
    const [row] = await this.db
      .update(reconcileDifferences)
      .set({ state: 'resolved', note, resolvedBy: operatorId, resolvedAt: new Date() })
      .where(and(eq(reconcileDifferences.id, id), ne(reconcileDifferences.state, 'resolved')))
      .returning();
    if (!row) {
      const [exists] = await this.db
        .select({ id: reconcileDifferences.id })
        .from(reconcileDifferences)
        .where(eq(reconcileDifferences.id, id));
      throw exists ? conflict('reconcileAlreadyResolved') : notFound('reconcileNotFound');
    }
    return view(row, await operatorNames(this.db, [operatorId]));
  }
}

const money = (v: string | null) => (v === null ? null : new Decimal(v).toFixed(2));

function view(r: DifferenceRow, names: Map<number, string>): ReconcileDifference {
  return {
    id: r.id,
    provider: r.provider,
    kind: r.kind,
    paymentNo: r.paymentNo,
    providerRef: r.providerRef,
    theirStatus: r.theirStatus,
    theirAmount: money(r.theirAmount),
    theirCurrency: r.theirCurrency,
    ourStatus: r.ourStatus,
    ourAmount: money(r.ourAmount),
    ourCurrency: r.ourCurrency,
    state: r.state,
    note: r.note,
    resolvedBy: r.resolvedBy === null ? null : (names.get(r.resolvedBy) ?? String(r.resolvedBy)),
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
    detectedAt: r.detectedAt.toISOString(),
  };
}
