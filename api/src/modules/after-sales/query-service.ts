import { type AfterSaleListQuery, type Language, OPEN_AFTER_SALE_STATES } from '@dropmall/contract';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { afterSaleRefunds, afterSales } from '../../db/schema/after-sales';
import { orderItems, orders } from '../../db/schema/orders';
import { notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import { afterSaleText } from './texts';
import { afterSaleView } from './views';

type Side = 'buyer' | 'seller';

/** Reading after-sales: the buyer's list, the seller's list, one request for either party, the dashboard count. */
export class AfterSaleQueryService {
  constructor(private readonly db: Db) {}

  /** A page of one side's requests, newest first, by state; each list is served by its own index. */
  async list(side: Side, businessId: number, query: AfterSaleListQuery, lang: Language) {
    const owner = side === 'buyer' ? afterSales.businessId : afterSales.sellerBusinessId;
    const where = and(eq(owner, businessId), query.state ? eq(afterSales.state, query.state) : undefined);
    const [rows, [total], counts] = await Promise.all([
      this.db
        .select({
          row: afterSales,
          order: { orderNo: orders.orderNo, total: orders.total, status: orders.status },
        })
        .from(afterSales)
        .innerJoin(orders, eq(orders.id, afterSales.orderId))
        .where(where)
        .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(afterSales).where(where),
      this.db
        .select({ state: afterSales.state, n: sql<number>`count(*)::int` })
        .from(afterSales)
        .where(eq(owner, businessId))
        .groupBy(afterSales.state),
    ]);
    return {
      records: rows.map((r) => afterSaleView(r.row, r.order, lang)),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
      stateCounts: Object.fromEntries(counts.map((c) => [c.state, c.n])),
    };
  }

  /** One request, for its buyer or its seller only; anyone else is told it does not exist. */
  /** For the buyer, or for the seller when `asSeller` (the caller may handle the seller's after-sales). */
  async detail(businessId: number, id: number, lang: Language, asSeller = true) {
    const [found] = await this.db
      .select({ row: afterSales, order: orders })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(
        and(
          eq(afterSales.id, id),
          asSeller
            ? or(eq(afterSales.businessId, businessId), eq(afterSales.sellerBusinessId, businessId))
            : eq(afterSales.businessId, businessId),
        ),
      );
    if (!found) throw notFound(afterSaleText.missing);
    const { row, order } = found;
    const [items, names, [refunded]] = await Promise.all([
      this.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
      businessNames(this.db, [row.businessId, row.sellerBusinessId]),
      this.db
        .select({ sum: sql<string>`coalesce(sum(${afterSaleRefunds.amount}), 0)::text` })
        .from(afterSaleRefunds)
        .where(eq(afterSaleRefunds.orderId, order.id)),
    ]);
    const nameOf = (businessId: number) => names.get(businessId) ?? '';
    return {
      ...afterSaleView(row, order, lang),
      role: row.businessId === businessId ? ('buyer' as const) : ('seller' as const),
      buyerName: nameOf(row.businessId),
      sellerName: nameOf(row.sellerBusinessId),
      refundedTotal: toMoney(refunded?.sum ?? '0'),
      items: items.map((i) => ({
        id: i.id,
        title: i.title,
        specification: i.specification,
        thumbUrl: i.thumbUrl,
        price: toMoney(i.price),
        num: i.num,
        amount: toMoney(i.amount),
      })),
    };
  }

  /**
   * The dashboard's 'after-sale no-send': a seller's open requests whose order has not been shipped, so the
   * seller still has the goods (a refund decision is waiting, nothing is on its way).
   */
  async noSendCount(sellerId: number): Promise<number> {
    // Literal states (the contract's constants), so the planner can use the partial index of open requests.
    const open = sql.raw(OPEN_AFTER_SALE_STATES.map((s) => `'${s}'`).join(', '));
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from after_sales a join orders o on o.id = a.order_id
        where a.seller_business_id = ${sellerId} and a.state in (${open}) and o.shipped_at is null`,
    );
    return Number(row?.n ?? 0);
  }
}
