import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** A seller's days: from `start` to `end` (both 'YYYY-MM-DD', both included) in the IANA zone `zone`. */
export interface SellerDays {
  start: string;
  end: string;
  zone: string;
}

/** Orders that count as sold: paid and not refunded. */
const SOLD = sql`status in ('paid', 'pending_dispatch', 'shipped', 'finished')`;

/** `column` within the days in the zone, written so the index on (seller, column) serves it. */
function within(column: SQL, days: SellerDays): SQL {
  return sql`${column} >= (${days.start}::date::timestamp at time zone ${days.zone})
    and ${column} < ((${days.end}::date + 1)::timestamp at time zone ${days.zone})`;
}

/**
 * What the reports module may know of a seller's orders (the Welcome dashboard's figures): each figure is
 * one SQL aggregate over the seller's indexes (orders_seller_*), asked here instead of reading the table.
 */
export async function sellerOrderFigures(db: Db, sellerId: number, days: SellerDays) {
  const one = async (query: SQL) => (await queryRows<Record<string, string | number>>(db, query))[0] ?? {};
  const [placed, paid, sent, backlog] = await Promise.all([
    one(sql`select count(*)::int as n, count(*) filter (where user_leave <> '')::int as remark
      from orders where seller_business_id = ${sellerId} and ${within(sql`created_at`, days)}`),
    one(sql`select count(*)::int as n, coalesce(sum(total), 0)::text as money
      from orders where seller_business_id = ${sellerId} and paid_at is not null
      and ${within(sql`paid_at`, days)} and ${SOLD}`),
    one(sql`select count(*)::int as n, coalesce(sum(total), 0)::text as money
      from orders where seller_business_id = ${sellerId} and shipped_at is not null
      and ${within(sql`shipped_at`, days)} and status in ('shipped', 'finished')`),
    one(sql`select count(*) filter (where status = 'unpaid')::int as wait_pay,
        count(*) filter (where status in ('paid', 'pending_dispatch'))::int as wait_send,
        count(*) filter (where status = 'shipped')::int as wait_take
      from orders where seller_business_id = ${sellerId} and status in ('unpaid', 'paid', 'pending_dispatch', 'shipped')`),
  ]);
  return {
    orderCount: Number(placed.n ?? 0),
    remarkCount: Number(placed.remark ?? 0),
    payOrderCount: Number(paid.n ?? 0),
    payMoney: String(paid.money ?? '0'),
    sendCount: Number(sent.n ?? 0),
    sendMoney: String(sent.money ?? '0'),
    waitPayCount: Number(backlog.wait_pay ?? 0),
    waitSendCount: Number(backlog.wait_send ?? 0),
    waitTakeCount: Number(backlog.wait_take ?? 0),
  };
}

/** A seller's paid sales per local day (only days with sales). */
export function sellerPaidByDay(db: Db, sellerId: number, days: SellerDays) {
  return queryRows<{ day: string; pay: string }>(
    db,
    sql`select to_char((paid_at at time zone ${days.zone})::date, 'YYYY-MM-DD') as day, sum(total)::text as pay
      from orders where seller_business_id = ${sellerId} and paid_at is not null
      and ${within(sql`paid_at`, days)} and ${SOLD}
      group by 1`,
  );
}

/** A seller's best-selling products of the days by paid amount (top 10). */
export function sellerBestSellers(db: Db, sellerId: number, days: SellerDays) {
  return queryRows<{ product_id: string; title: string; thumb: string; num: number; pay: string }>(
    db,
    sql`select i.product_id, max(i.title) as title, max(i.thumb_url) as thumb,
        sum(i.num)::int as num, sum(i.amount)::text as pay
      from orders o join order_items i on i.order_id = o.id
      where o.seller_business_id = ${sellerId} and o.paid_at is not null
      and ${within(sql`o.paid_at`, days)} and o.status in ('paid', 'pending_dispatch', 'shipped', 'finished')
      group by i.product_id
      order by sum(i.amount) desc, i.product_id
      limit 10`,
  );
}
