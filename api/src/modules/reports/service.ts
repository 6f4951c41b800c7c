import type { ReportSummary, SalePoint, SaleRankItem } from '@dropmall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notFound } from '../../http/errors';
import { businessTimeZone } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import { type DayRange, dayRange } from './range';

/**
 * 'After-sale no-send': how many open after-sales of a seller are on orders not shipped yet; the after-sales
 * module answers.
 */
export type AfterSalesWaitingReturn = (sellerBusinessId: number) => Promise<number>;

/** Orders that count as sold: paid and not refunded. */
const SOLD = sql`status in ('paid', 'shipped', 'finished')`;

/**
 * The Welcome dashboard's figures (spec 001 §2, §3, §7 /orderReport/*) for the calling business as a
 * seller: orders placed with it, in its own time zone. Every figure is one SQL aggregate over the seller's
 * indexes (orders_seller_*); days are the business's days, so a sale at 23:30 in São Paulo counts on that
 * day, not on the next UTC one.
 */
export class ReportService {
  constructor(
    private readonly db: Db,
    // app.ts passes the after-sales module's count; without it (a bare ReportService) there are none.
    private readonly afterSalesWaitingReturn: AfterSalesWaitingReturn = async () => 0,
  ) {}

  private async zoneOf(businessId: number): Promise<string> {
    const zone = await businessTimeZone(this.db, businessId);
    if (zone === null) throw notFound();
    return zone;
  }

  /** `column` within the range's days in the zone, written so the index on (seller, column) serves it. */
  private within(column: SQL, range: DayRange, zone: string): SQL {
    return sql`${column} >= (${range.start}::date::timestamp at time zone ${zone})
      and ${column} < ((${range.end}::date + 1)::timestamp at time zone ${zone})`;
  }

  async summary(businessId: number, startTime: string, endTime: string): Promise<ReportSummary> {
    const range = dayRange(startTime, endTime);
    const zone = await this.zoneOf(businessId);
    const one = async (query: SQL) =>
      (await queryRows<Record<string, string | number>>(this.db, query))[0] ?? {};
    const [placed, paid, sent, backlog, productCount, afterSale] = await Promise.all([
      one(sql`select count(*)::int as n, count(*) filter (where user_leave <> '')::int as remark
        from orders where seller_business_id = ${businessId} and ${this.within(sql`created_at`, range, zone)}`),
      one(sql`select count(*)::int as n, coalesce(sum(total), 0)::text as money
        from orders where seller_business_id = ${businessId} and paid_at is not null
        and ${this.within(sql`paid_at`, range, zone)} and ${SOLD}`),
      one(sql`select count(*)::int as n, coalesce(sum(total), 0)::text as money
        from orders where seller_business_id = ${businessId} and shipped_at is not null
        and ${this.within(sql`shipped_at`, range, zone)} and status in ('shipped', 'finished')`),
      one(sql`select count(*) filter (where status = 'unpaid')::int as wait_pay,
          count(*) filter (where status = 'paid')::int as wait_send,
          count(*) filter (where status = 'shipped')::int as wait_take
        from orders where seller_business_id = ${businessId} and status in ('unpaid', 'paid', 'shipped')`),
      one(sql`select count(*)::int as n from products where business_id = ${businessId}`),
      this.afterSalesWaitingReturn(businessId),
    ]);
    return {
      startTime,
      endTime,
      timeZone: zone,
      orderCount: Number(placed.n ?? 0),
      remarkCount: Number(placed.remark ?? 0),
      payOrderCount: Number(paid.n ?? 0),
      payMoneySum: toMoney(String(paid.money ?? '0')),
      sendCount: Number(sent.n ?? 0),
      sendMoney: toMoney(String(sent.money ?? '0')),
      waitPayCount: Number(backlog.wait_pay ?? 0),
      waitSendCount: Number(backlog.wait_send ?? 0),
      waitTakeCount: Number(backlog.wait_take ?? 0),
      productCount: Number(productCount.n ?? 0),
      afterSaleNoSendCount: afterSale,
    };
  }

  /** Paid sales per day of the range, every day present (0 where nothing sold). */
  async saleChart(businessId: number, startTime: string, endTime: string): Promise<SalePoint[]> {
    const range = dayRange(startTime, endTime);
    const zone = await this.zoneOf(businessId);
    const rows = await queryRows<{ day: string; pay: string }>(
      this.db,
      sql`select to_char((paid_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, sum(total)::text as pay
        from orders where seller_business_id = ${businessId} and paid_at is not null
        and ${this.within(sql`paid_at`, range, zone)} and ${SOLD}
        group by 1`,
    );
    const byDay = new Map(rows.map((r) => [r.day, toMoney(r.pay)]));
    return range.days.map((day) => ({ day, salePay: byDay.get(day) ?? 0 }));
  }

  /** The best-selling products of the range by paid amount (top 10). */
  async saleRank(businessId: number, startTime: string, endTime: string): Promise<SaleRankItem[]> {
    const range = dayRange(startTime, endTime);
    const zone = await this.zoneOf(businessId);
    const rows = await queryRows<{
      product_id: string;
      title: string;
      thumb: string;
      num: number;
      pay: string;
    }>(
      this.db,
      sql`select i.product_id, max(i.title) as title, max(i.thumb_url) as thumb,
          sum(i.num)::int as num, sum(i.amount)::text as pay
        from orders o join order_items i on i.order_id = o.id
        where o.seller_business_id = ${businessId} and o.paid_at is not null
        and ${this.within(sql`o.paid_at`, range, zone)} and o.status in ('paid', 'shipped', 'finished')
        group by i.product_id
        order by sum(i.amount) desc, i.product_id
        limit 10`,
    );
    return rows.map((r) => ({
      productId: Number(r.product_id),
      title: r.title,
      thumbUrl: r.thumb,
      saleNum: r.num,
      salePay: toMoney(r.pay),
    }));
  }
}
