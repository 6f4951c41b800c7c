import type { OrderStatus, SellerOrderQuery } from '@dropmall/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { orderItems, orders } from '../../db/schema/orders';
import { businessNames } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import { orderItemView } from './item-view';

type OrderRow = typeof orders.$inferSelect;

/** LIKE wildcards a seller types are matched literally. */

/**
 * The filter of a seller's list: the seller, then a status (the index orders_seller_idx leads with both),
 * then the search: part of the order number or of the addressee's name.
 */
export function sellerFilter(sellerBusinessId: number, query: Pick<SellerOrderQuery, 'status' | 'keyword'>) {
  const parts: (SQL | undefined)[] = [eq(orders.sellerBusinessId, sellerBusinessId)];
  if (query.status !== 'all') parts.push(eq(orders.status, query.status));
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    parts.push(or(ilike(orders.orderNo, like), ilike(sql`${orders.address}->>'fullName'`, like)));
  }
  return and(...parts);
}

/** The page query of a seller's list, newest first; also used by tests to EXPLAIN it. */
export function sellerPageQuery(db: Db, sellerBusinessId: number, query: SellerOrderQuery) {
  return db
    .select()
    .from(orders)
    .where(sellerFilter(sellerBusinessId, query))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
}

export interface CarrierName {
  id: number;
  name: string;
}

/** One order as its seller sees it: the buyer, the addressee and address to ship to, items, carrier, tracking. */
function sellerView(
  o: OrderRow,
  items: (typeof orderItems.$inferSelect)[],
  buyerName: string,
  carriers: CarrierName[],
) {
  const address = o.address as Record<string, unknown>;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status as OrderStatus,
    closeReason: o.closeReason ?? '',
    buyerBusinessId: o.businessId,
    buyerName,
    addressee: typeof address.fullName === 'string' ? address.fullName : '',
    country: typeof address.country === 'string' ? address.country : '',
    address,
    productTotal: toMoney(o.productTotal),
    expressFee: toMoney(o.expressFee),
    couponAmount: toMoney(o.couponAmount),
    total: toMoney(o.total),
    currency: o.currency,
    userLeave: o.userLeave,
    sample: o.sample,
    expressId: o.expressId,
    expressName: carriers.find((c) => c.id === o.expressId)?.name ?? o.expressName,
    trackingNo: o.trackingNo ?? '',
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    acknowledgedAt: o.acknowledgedAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    finishedAt: o.finishedAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    items: items.map(orderItemView),
  };
}
export type SellerOrderView = ReturnType<typeof sellerView>;

/** A seller's orders: one page, its total, and how many orders each status holds (the tabs' counts). */
export async function sellerOrderPage(
  db: Db,
  sellerBusinessId: number,
  query: SellerOrderQuery,
  carriers: CarrierName[],
) {
  const [rows, [total], counts] = await Promise.all([
    sellerPageQuery(db, sellerBusinessId, query),
    db.select({ n: count() }).from(orders).where(sellerFilter(sellerBusinessId, query)),
    db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sellerFilter(sellerBusinessId, { status: 'all', keyword: query.keyword }))
      .groupBy(orders.status),
  ]);
  return {
    records: await sellerViews(db, rows, carriers),
    total: Number(total?.n ?? 0),
    current: query.current,
    size: query.size,
    statusCounts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number>,
  };
}

export async function sellerViews(db: Db, rows: OrderRow[], carriers: CarrierName[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, nameOf] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    businessNames(
      db,
      rows.map((r) => r.businessId),
    ),
  ]);
  return rows.map((o) =>
    sellerView(
      o,
      items.filter((i) => i.orderId === o.id),
      nameOf.get(o.businessId) ?? '',
      carriers,
    ),
  );
}
