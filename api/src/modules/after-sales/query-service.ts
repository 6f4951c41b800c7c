import {
  type AfterSaleAction,
  type AfterSaleListQuery,
  type AfterSaleMove,
  type AfterSaleState,
  type AfterSaleType,
  afterSaleActions,
  type Language,
  OPEN_AFTER_SALE_STATES,
} from '@dropmall/contract';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSaleMoves, afterSaleRefunds, afterSales } from '../../db/schema/after-sales';
import { notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import { countUnshipped, orderById, orderLines, ordersByIds } from '../orders/reads';
import { linesOf } from './return-lines';
import { afterSaleText } from './texts';
import { afterSaleView } from './views';

type Side = 'buyer' | 'seller';

/** What each side does itself; the money's outcomes are the system's. */
const SIDE_ACTIONS: Record<Side, readonly AfterSaleAction[]> = {
  buyer: ['cancel', 'shipBack'],
  seller: [
    'agreeRefund',
    'agreeReturn',
    'refuse',
    'confirmReceipt',
    'rejectReceipt',
    'expireReturn',
    'retryRefund',
    'closeRefund',
  ],
};

/** Reading after-sales: the buyer's list, the seller's list, one request for either party, the dashboard count. */
export class AfterSaleQueryService {
  constructor(private readonly db: Db) {}

  /** A page of one side's requests, newest first, by state; each list is served by its own index. */
  async list(side: Side, businessId: number, query: AfterSaleListQuery, lang: Language) {
    const owner = side === 'buyer' ? afterSales.businessId : afterSales.sellerBusinessId;
    const where = and(eq(owner, businessId), query.state ? eq(afterSales.state, query.state) : undefined);
    const [rows, [total], counts] = await Promise.all([
      this.db
        .select()
        .from(afterSales)
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
    const paid = await paidOf(
      this.db,
      rows.map((r) => r.id),
    );
    const orderOf = new Map(
      (
        await ordersByIds(
          this.db,
          rows.map((r) => r.orderId),
        )
      ).map((o) => [o.id, o]),
    );
    return {
      records: rows.flatMap((row) => {
        const order = orderOf.get(row.orderId);
        return order ? [afterSaleView(row, order, lang, paid.get(row.id) ?? null)] : [];
      }),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
      stateCounts: Object.fromEntries(counts.map((c) => [c.state, c.n])),
    };
  }

  /** One request, for its buyer or its seller only; anyone else is told it does not exist. */
  /** For the buyer, or for the seller when `asSeller` (the caller may handle the seller's after-sales). */
  async detail(businessId: number, id: number, lang: Language, asSeller = true) {
    const [row] = await this.db
      .select()
      .from(afterSales)
      .where(
        and(
          eq(afterSales.id, id),
          asSeller
            ? or(eq(afterSales.businessId, businessId), eq(afterSales.sellerBusinessId, businessId))
            : eq(afterSales.businessId, businessId),
        ),
      );
    const order = row && (await orderById(this.db, row.orderId));
    if (!row || !order) throw notFound(afterSaleText.missing);
    const [items, names, [refunded], lines, paid, moves] = await Promise.all([
      orderLines(this.db, order.id),
      businessNames(this.db, [row.businessId, row.sellerBusinessId]),
      this.db
        .select({ sum: sql<string>`coalesce(sum(${afterSaleRefunds.amount}), 0)::text` })
        .from(afterSaleRefunds)
        .where(eq(afterSaleRefunds.orderId, order.id)),
      linesOf(this.db, [row.id]),
      paidOf(this.db, [row.id]),
      this.db
        .select()
        .from(afterSaleMoves)
        .where(eq(afterSaleMoves.afterSaleId, row.id))
        .orderBy(asc(afterSaleMoves.createdAt), asc(afterSaleMoves.id)),
    ]);
    const role = row.businessId === businessId ? ('buyer' as const) : ('seller' as const);
    const lineOf = new Map(lines.map((l) => [l.orderItemId, l]));
    const nameOf = (businessId: number) => names.get(businessId) ?? '';
    return {
      ...afterSaleView(row, order, lang, paid.get(row.id) ?? null),
      role,
      moves: moves.map(
        (m): AfterSaleMove => ({
          from: m.fromState as AfterSaleState | null,
          to: m.toState as AfterSaleState,
          action: m.action as AfterSaleMove['action'],
          actor: m.actor as AfterSaleMove['actor'],
          note: m.action === 'refundFailed' ? failureNote(m.note, lang) : m.note,
          at: m.createdAt.toISOString(),
        }),
      ),
      actions: afterSaleActions(row.type as AfterSaleType, row.state as AfterSaleState).filter((a) =>
        SIDE_ACTIONS[role].includes(a),
      ),
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
        returnNum: lineOf.get(i.id)?.num ?? null,
        receivedNum: lineOf.get(i.id)?.received ?? null,
      })),
    };
  }

  /**
   * The dashboard's 'after-sale no-send': a seller's open requests whose order has not been shipped, so the
   * seller still has the goods (a refund decision is waiting, nothing is on its way).
   */
  async noSendCount(sellerId: number): Promise<number> {
    // Literal states (the contract's constants), so the planner can use the partial index of open requests.
    // One open request per order (the partial unique index), so counting their orders counts the requests.
    const states = sql.raw(OPEN_AFTER_SALE_STATES.map((s) => `'${s}'`).join(', '));
    const open = await this.db
      .select({ orderId: afterSales.orderId })
      .from(afterSales)
      .where(and(eq(afterSales.sellerBusinessId, sellerId), sql`${afterSales.state} in (${states})`));
    return countUnshipped(
      this.db,
      open.map((r) => r.orderId),
    );
  }
}

/** What each of these after-sales paid back (after_sale_refunds), by after-sale. */
async function paidOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: afterSaleRefunds.afterSaleId,
      amount: afterSaleRefunds.amount,
      route: afterSaleRefunds.route,
      providerRef: afterSaleRefunds.providerRef,
    })
    .from(afterSaleRefunds)
    .where(inArray(afterSaleRefunds.afterSaleId, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A failed refund's reason is stored in both languages (JSON); anything else is shown as it is. */
function failureNote(note: string, lang: Language): string {
  try {
    const both = JSON.parse(note) as Partial<Record<Language, string>>;
    return both[lang] ?? note;
  } catch {
    return note;
  }
}
