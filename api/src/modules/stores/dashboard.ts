import {
  CRM_PERIODS,
  CRM_STAGES,
  type CrmDashboard,
  type CrmDashboardQuery,
  type CrmStage,
} from '@dropmall/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { storeOrderLines, storeOrderMallOrders, storeOrders, stores } from '../../db/schema/stores';
import { notFound } from '../../http/errors';
import { businessTimeZone } from '../accounts/directory';
import { paidOrdersSince } from '../orders/paid-orders';
import type { StoreAlerts } from './alerts';
import type { StoreService } from './service';

const DAY_MS = 86_400_000;
const money = (n: number) => Math.round(n * 100) / 100;
const zeroStages = (): Record<CrmStage, number> =>
  Object.fromEntries(CRM_STAGES.map((s) => [s, 0])) as Record<CrmStage, number>;

interface Bounds {
  today: string;
  /** Epoch ms where today, the last 7 days and the last 30 days begin, in the business's zone. */
  starts: Record<(typeof CRM_PERIODS)[number]['key'], number>;
}

/**
 * The CRM dashboard's figures: every one an aggregate over the business's store orders (index
 * store_orders_business_placed_idx), plus the money of the mall orders that fulfilled them, asked of the
 * orders module. A store of another business is not found.
 */
export class CrmDashboardService {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly alerts: Pick<StoreAlerts, 'attention'>,
  ) {}

  private async bounds(zone: string): Promise<Bounds> {
    const local = sql`(now() at time zone ${zone})::date`;
    const startOf = (back: number) =>
      sql`(extract(epoch from ((${local} - ${back}::int)::timestamp at time zone ${zone})) * 1000)::float8`;
    const [row] = await queryRows<{ today: string; d1: number; d7: number; d30: number }>(
      this.db,
      sql`select ${local}::text as today, ${startOf(0)} as d1, ${startOf(6)} as d7, ${startOf(29)} as d30`,
    );
    if (!row) throw new Error('no time bounds');
    return {
      today: row.today,
      starts: { today: Number(row.d1), week: Number(row.d7), month: Number(row.d30) },
    };
  }

  async figures(businessId: number, q: CrmDashboardQuery): Promise<CrmDashboard> {
    const zone = await businessTimeZone(this.db, businessId);
    if (zone === null) throw notFound();
    if (q.storeId) await this.stores.mine(businessId, q.storeId);
    const { today, starts } = await this.bounds(zone);
    const monthStart = new Date(starts.month);
    const mine: SQL = q.storeId
      ? sql`o.business_id = ${businessId} and o.store_id = ${q.storeId}`
      : sql`o.business_id = ${businessId}`;
    const [perStore, sales, daily, storeRows, attention] = await Promise.all([
      this.stageCounts(mine, monthStart),
      this.sales(mine, starts),
      this.daily(mine, zone, monthStart),
      this.db
        .select({ id: stores.id, name: stores.name, platform: stores.platform, state: stores.state })
        .from(stores)
        .where(and(eq(stores.businessId, businessId), q.storeId ? eq(stores.id, q.storeId) : undefined))
        .orderBy(asc(stores.id)),
      this.alerts.attention(businessId, q.storeId),
    ]);

    const stages = zeroStages();
    for (const row of perStore) for (const s of CRM_STAGES) stages[s] += row.stages[s];
    const fulfilment = await this.fulfilmentPaid(mine, starts);
    const days = Array.from({ length: 30 }, (_, i) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - (29 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    const counted = new Map(daily.map((d) => [d.day, d.n]));
    const byStore = new Map(perStore.map((r) => [r.storeId, r]));
    // Every live store is listed (a new one with no order yet too); a disconnected one only if it has orders.
    const listed = storeRows.filter((s) => s.state !== 'disconnected' || byStore.has(s.id));
    return {
      timeZone: zone,
      today,
      stages,
      periods: CRM_PERIODS.map(({ key }) => {
        const own = sales.filter((s) => s.key === key && s.orders > 0);
        return {
          key,
          orders: own.reduce((n, s) => n + s.orders, 0),
          sales: own.map((s) => ({ currency: s.currency, amount: money(s.amount) })),
          paidOrders: fulfilment[key].orders,
          fulfilmentPaid: money(fulfilment[key].amount),
        };
      }),
      daily: days.map((day) => ({ day, orders: counted.get(day) ?? 0 })),
      stores: listed.map((s) => ({
        storeId: s.id,
        storeName: s.name,
        platform: s.platform,
        state: s.state,
        stages: byStore.get(s.id)?.stages ?? zeroStages(),
        monthOrders: byStore.get(s.id)?.monthOrders ?? 0,
      })),
      attention,
    };
  }

  /** Each store's orders by stage, and its orders of the last 30 days. */
  private async stageCounts(mine: SQL, monthStart: Date) {
    const rows = await queryRows<Record<string, number>>(
      this.db,
      sql`select o.store_id as "storeId",
          count(*) filter (where o.status = 'cancelled')::int as "cancelled",
          count(*) filter (where o.status = 'fulfilled')::int as "fulfilled",
          count(*) filter (where o.status = 'pending' and o.paid_at is not null)::int as "inFulfilment",
          count(*) filter (where o.status = 'pending' and o.paid_at is null and not o.customer_paid)::int as "awaitingCustomer",
          count(*) filter (where o.status = 'pending' and o.paid_at is null and o.customer_paid and f.unmatched)::int as "awaitingBinding",
          count(*) filter (where o.status = 'pending' and o.paid_at is null and o.customer_paid and not f.unmatched)::int as "awaitingPayment",
          count(*) filter (where o.status <> 'cancelled' and o.placed_at >= ${monthStart.toISOString()}::timestamptz)::int
            as "monthOrders"
        from ${storeOrders} o
        cross join lateral (select
          exists (select 1 from ${storeOrderLines} l where l.order_id = o.id and l.variant_id is null) as unmatched
        ) f
        where ${mine}
        group by o.store_id`,
    );
    return rows.map((r) => {
      const stages = zeroStages();
      for (const s of CRM_STAGES) stages[s] = Number(r[s] ?? 0);
      return { storeId: Number(r.storeId), stages, monthOrders: Number(r.monthOrders ?? 0) };
    });
  }

  /** Orders and what customers paid, per currency, for each period (cancelled orders left out). */
  private async sales(mine: SQL, starts: Bounds['starts']) {
    const since = (ms: number) => sql`o.placed_at >= ${new Date(ms).toISOString()}::timestamptz`;
    const rows = await queryRows<Record<string, string | number>>(
      this.db,
      sql`select o.currency,
          count(*) filter (where ${since(starts.today)})::int as today_n,
          coalesce(sum(o.total) filter (where ${since(starts.today)}), 0)::text as today_amount,
          count(*) filter (where ${since(starts.week)})::int as week_n,
          coalesce(sum(o.total) filter (where ${since(starts.week)}), 0)::text as week_amount,
          count(*)::int as month_n,
          coalesce(sum(o.total), 0)::text as month_amount
        from ${storeOrders} o
        where ${mine} and o.status <> 'cancelled' and ${since(starts.month)}
        group by o.currency
        order by count(*) desc, o.currency`,
    );
    return rows.flatMap((r) =>
      CRM_PERIODS.map(({ key }) => ({
        key,
        currency: String(r.currency),
        orders: Number(r[`${key}_n`] ?? 0),
        amount: Number(r[`${key}_amount`] ?? 0),
      })),
    );
  }

  private async daily(mine: SQL, zone: string, monthStart: Date) {
    return queryRows<{ day: string; n: number }>(
      this.db,
      sql`select to_char((o.placed_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, count(*)::int as n
        from ${storeOrders} o
        where ${mine} and o.status <> 'cancelled' and o.placed_at >= ${monthStart.toISOString()}::timestamptz
        group by 1`,
    );
  }

  /** The mall orders paid to fulfil store orders, per period: counted by their payment time. */
  private async fulfilmentPaid(mine: SQL, starts: Bounds['starts']) {
    // A mall order is linked when it is created, at most a payment timeout before it is paid.
    const linkedSince = new Date(starts.month - 7 * DAY_MS).toISOString();
    const links = await queryRows<{ id: number }>(
      this.db,
      sql`select m.mall_order_id::int as id
        from ${storeOrderMallOrders} m join ${storeOrders} o on o.id = m.store_order_id
        where ${mine} and m.created_at >= ${linkedSince}::timestamptz`,
    );
    const paid = await paidOrdersSince(
      this.db,
      links.map((l) => Number(l.id)),
      new Date(starts.month),
    );
    const sum = (from: number) => {
      const own = paid.filter((p) => p.paidAt.getTime() >= from);
      return { orders: own.length, amount: own.reduce((a, p) => a + p.total, 0) };
    };
    return { today: sum(starts.today), week: sum(starts.week), month: sum(starts.month) };
  }
}
