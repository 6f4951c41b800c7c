import {
  SETTLEMENT_MAX_DAYS,
  type SettlementDetail,
  type SettlementLine,
  type SettlementListQuery,
  type SettlementPeriod,
  type SettlementQuery,
  type SettlementSummary,
  type WalletLedgerKind,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { businessProfiles } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import type { PeriodSum, WalletService } from '../wallet/service';
import { cashText } from './texts';
import type { WithdrawalReader } from './withdrawal-reader';

const DAY_MS = 86_400_000;
/** The first zone to reach a day: for an operator reading every seller, "the future" is after today everywhere. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';

/** Days since 1970 of a 'YYYY-MM-DD' that is a real calendar date, else null ('2026-02-30' is not). */
function dayNumber(value: string): number | null {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The first day of the period holding a day: the 1st of its month, or the Monday of its week. */
export function periodStartOf(day: string, unit: SettlementPeriod): string {
  if (unit === 'month') return `${day.slice(0, 7)}-01`;
  const n = dayNumber(day) ?? 0;
  const weekday = new Date(n * DAY_MS).getUTCDay();
  return dayOf(n - ((weekday + 6) % 7));
}

/** The first day of the next period. */
export function nextPeriodStart(start: string, unit: SettlementPeriod): string {
  if (unit === 'week') return dayOf((dayNumber(start) ?? 0) + 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(y, m, 1) / DAY_MS);
}

/** Today in a time zone, as 'YYYY-MM-DD'. */
export const todayIn = (zone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** A business as statements name it: its name and the time zone its days and periods are counted in. */
interface LedgerHolder {
  businessId: number;
  name: string;
  timeZone: string;
}

/** Who reads: a business (its own statements only) or an operator (every seller's). */
export type SettlementReader = { businessId: number } | { operator: true };

/** Where each ledger kind goes on a statement. */
const SECTION: Record<WalletLedgerKind, 'income' | 'refunds' | 'fees' | 'withdrawals' | 'other'> = {
  order_income: 'income',
  income_refund: 'refunds',
  platform_fee: 'fees',
  withdrawal_hold: 'withdrawals',
  withdrawal_return: 'withdrawals',
  system_add: 'other',
  system_deduct: 'other',
  order_payment: 'other',
  order_refund: 'other',
  top_up: 'other',
  dispute_loss: 'other',
};

interface Figures {
  income: Decimal;
  orderCount: number;
  refunds: Decimal;
  fees: Decimal;
  withdrawals: Decimal;
  other: Decimal;
}
const noFigures = (): Figures => ({
  income: new Decimal(0),
  orderCount: 0,
  refunds: new Decimal(0),
  fees: new Decimal(0),
  withdrawals: new Decimal(0),
  other: new Decimal(0),
});

/**
 * Payment settlement: a seller's statements per week or month, computed on demand from the balance ledger
 * (the source of truth), so a statement always agrees with it to the cent and can never drift from it. A
 * period is counted in the business's time zone; the opening balance is the sum of every ledger row before
 * the period, the closing one adds the period's rows: opening + net - withdrawals + other = closing.
 */
export class SettlementService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly reader: WithdrawalReader,
    private readonly feeRate: number,
  ) {}

  async list(who: SettlementReader, query: SettlementListQuery) {
    const from = this.realDay('from', query.from);
    const to = this.realDay('to', query.to);
    if (to < from) throw badRequest(cashText.settlementReversed, { from: query.from, to: query.to });
    const days = to - from + 1;
    if (days > SETTLEMENT_MAX_DAYS)
      throw badRequest(cashText.settlementTooLong, { days, max: SETTLEMENT_MAX_DAYS });
    // An operator's filter naming no business is a search that finds nothing, not a missing statement.
    if (!('businessId' in who) && query.businessId !== undefined && !(await this.exists(query.businessId)))
      return { records: [], total: 0, current: query.current, size: query.size };
    const holder = await this.holderFor(who, query.businessId);
    const zone = holder?.timeZone ?? EARLIEST_ZONE;
    const today = todayIn(zone);
    if (query.from > today) throw badRequest(cashText.settlementFuture, { from: query.from, today });
    // The period in progress ends today for now: its figures are up to this moment.
    const last = [query.to, today].sort()[0] ?? today;
    const statements = await this.statements(holder, query.period, query.from, last);
    statements.sort((a, b) => b.start.localeCompare(a.start) || a.businessName.localeCompare(b.businessName));
    const offset = (query.current - 1) * query.size;
    return {
      records: statements.slice(offset, offset + query.size),
      total: statements.length,
      current: query.current,
      size: query.size,
    };
  }

  /** One statement with its lines: the period holding `start`, of the caller or (operator) of businessId. */
  async detail(who: SettlementReader, query: SettlementQuery): Promise<SettlementDetail> {
    const holder = await this.holderFor(who, query.businessId);
    if (!holder) throw notFound(cashText.settlementNotFound);
    this.realDay('start', query.start);
    const start = periodStartOf(query.start, query.period);
    const today = todayIn(holder.timeZone);
    if (start > today) throw badRequest(cashText.settlementFuture, { from: start, today });
    const [summary] = await this.statements(holder, query.period, start, start);
    if (!summary) throw notFound(cashText.settlementNotFound);
    const until = nextPeriodStart(start, query.period);
    const rows = await this.reader.withNumbers(
      await this.wallet.rowsBetween(holder.businessId, holder.timeZone, start, until),
    );
    const lines = (section: (typeof SECTION)[WalletLedgerKind]): SettlementLine[] =>
      rows
        .filter((r) => SECTION[r.kind] === section)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          amount: toMoney(r.amount),
          orderNo: r.orderNo,
          withdrawalNo: r.withdrawalNo,
          time: r.time,
        }));
    return {
      ...summary,
      orderLines: lines('income'),
      refundLines: lines('refunds'),
      feeLines: lines('fees'),
      withdrawalLines: lines('withdrawals'),
      otherLines: lines('other'),
    };
  }

  private async exists(businessId: number): Promise<boolean> {
    return (await businessProfiles(this.db, [businessId])).length > 0;
  }

  /** A business reads only itself (another's id is 404, as if it did not exist); an operator any, or all. */
  private async holderFor(who: SettlementReader, businessId?: number): Promise<LedgerHolder | null> {
    if ('businessId' in who) {
      if (businessId !== undefined && businessId !== who.businessId)
        throw notFound(cashText.settlementNotFound);
      const [self] = await businessProfiles(this.db, [who.businessId]);
      if (!self) throw notFound(cashText.settlementNotFound);
      return self;
    }
    if (businessId === undefined) return null;
    const [one] = await businessProfiles(this.db, [businessId]);
    if (!one) throw notFound(cashText.settlementNotFound);
    return one;
  }

  private realDay(field: string, value: string): number {
    const n = dayNumber(value);
    if (n === null) throw badRequest(cashText.settlementBadDay, { field, value });
    return n;
  }

  /**
   * The statements of the periods meeting the days first..last. For one business every period is there
   * (an empty one carries its balance); for all sellers (holder null) only the periods a business's ledger
   * moved in.
   */
  private async statements(
    holder: LedgerHolder | null,
    unit: SettlementPeriod,
    first: string,
    last: string,
  ): Promise<SettlementSummary[]> {
    const firstStart = periodStartOf(first, unit);
    const lastStart = periodStartOf(last, unit);
    const until = nextPeriodStart(lastStart, unit);
    // Every seller: the businesses whose ledger moved in the range, give or take the zones' offsets.
    const holders = holder
      ? [holder]
      : await businessProfiles(
          this.db,
          await this.wallet.businessesMoved(
            new Date(((dayNumber(firstStart) ?? 0) - 1) * DAY_MS),
            new Date(((dayNumber(until) ?? 0) + 1) * DAY_MS),
          ),
        );
    // One query per time zone among them (usually one).
    const zones = new Map<string, number[]>();
    for (const h of holders) zones.set(h.timeZone, [...(zones.get(h.timeZone) ?? []), h.businessId]);
    const byBusiness = new Map<number, Map<string, Figures>>();
    const openings = new Map<number, string>();
    for (const [zone, ids] of zones) {
      const [sums, before] = await Promise.all([
        this.wallet.periodSums(unit, zone, firstStart, until, ids),
        this.wallet.balancesBefore(zone, firstStart, ids),
      ]);
      for (const sum of sums) add(byBusiness, sum);
      for (const [id, sum] of before) openings.set(id, sum);
    }
    const out: SettlementSummary[] = [];
    for (const h of holders) {
      const periods = byBusiness.get(h.businessId) ?? new Map<string, Figures>();
      const today = todayIn(h.timeZone);
      let balance = new Decimal(openings.get(h.businessId) ?? '0');
      for (let start = firstStart; start < until; start = nextPeriodStart(start, unit)) {
        const f = periods.get(start);
        if (!f && !holder) continue;
        const figures = f ?? noFigures();
        const net = figures.income.plus(figures.refunds).plus(figures.fees);
        const closing = balance.plus(net).minus(figures.withdrawals).plus(figures.other);
        const end = dayOf((dayNumber(nextPeriodStart(start, unit)) ?? 0) - 1);
        out.push({
          businessId: h.businessId,
          businessName: h.name,
          period: unit,
          start,
          end,
          timeZone: h.timeZone,
          inProgress: end >= today,
          feeRate: this.feeRate,
          openingBalance: toMoney(balance.toFixed(4)),
          income: toMoney(figures.income.toFixed(4)),
          orderCount: figures.orderCount,
          refunds: toMoney(figures.refunds.toFixed(4)),
          fees: toMoney(figures.fees.toFixed(4)),
          net: toMoney(net.toFixed(4)),
          withdrawals: toMoney(figures.withdrawals.toFixed(4)),
          other: toMoney(figures.other.toFixed(4)),
          closingBalance: toMoney(closing.toFixed(4)),
        });
        balance = closing;
      }
    }
    return out;
  }
}

function add(byBusiness: Map<number, Map<string, Figures>>, sum: PeriodSum) {
  const periods = byBusiness.get(sum.businessId) ?? new Map<string, Figures>();
  byBusiness.set(sum.businessId, periods);
  const f = periods.get(sum.periodStart) ?? noFigures();
  periods.set(sum.periodStart, f);
  const amount = new Decimal(sum.sum);
  const section = SECTION[sum.kind];
  if (section === 'withdrawals') f.withdrawals = f.withdrawals.minus(amount);
  else f[section] = f[section].plus(amount);
  if (sum.kind === 'order_income') f.orderCount += sum.n;
}
