import type { Language, OrderStatus } from '@dropmall/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { conflict, notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import type { CouponService } from '../coupons/service';
import type { Notify } from '../notices';
import type { ShippingService } from '../shipping/service';
import { finishOrders, type OnOrdersFinished } from './finish';
import { orderItemView } from './item-view';
import { notifyTimedOut } from './notices';
import { cancelledBy, moveOrders, restoreStock } from './status';
import { checkoutText as text } from './texts';

type OrderRow = typeof orders.$inferSelect;

function orderView(o: OrderRow, items: (typeof orderItems.$inferSelect)[], sellerName: string) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status as OrderStatus,
    closeReason: o.closeReason ?? '',
    businessId: o.sellerBusinessId,
    sellerName,
    productTotal: toMoney(o.productTotal),
    expressFee: toMoney(o.expressFee),
    couponAmount: toMoney(o.couponAmount),
    serviceFee: toMoney(o.serviceFee),
    agencyFee: toMoney(o.agencyFee),
    warehouseFee: toMoney(o.warehouseFee),
    packagingFee: toMoney(o.packagingFee),
    total: toMoney(o.total),
    currency: o.currency,
    userLeave: o.userLeave,
    sample: o.sample,
    expressName: o.expressName,
    trackingNo: o.trackingNo ?? '',
    payType: o.payType,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    acknowledgedAt: o.acknowledgedAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    finishedAt: o.finishedAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    expiresAt: o.expiresAt.toISOString(),
    invoiceNo: o.invoiceNo ?? '',
    invoicedAt: o.invoicedAt?.toISOString() ?? null,
    items: items.map(orderItemView),
  };
}

/** A buyer's orders: lists, detail, cancelling unpaid ones, confirming receipt, and the payment timeout. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly coupons: CouponService,
    private readonly notify?: Notify,
    /** Names the carrier in the reader's language on the detail. */
    private readonly shipping?: ShippingService,
    /** Credits the seller when an order is finished (the cash module), in the finishing transaction. */
    private readonly onFinished?: OnOrdersFinished,
  ) {}

  private async views(rows: OrderRow[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [items, nameOf] = await Promise.all([
      this.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
      businessNames(
        this.db,
        rows.map((r) => r.sellerBusinessId),
      ),
    ]);
    return rows.map((o) =>
      orderView(
        o,
        items.filter((i) => i.orderId === o.id),
        nameOf.get(o.sellerBusinessId) ?? '',
      ),
    );
  }

  async list(
    businessId: number,
    status: OrderStatus | undefined,
    current: number,
    size: number,
    invoiced?: boolean,
  ) {
    const where = and(
      eq(orders.businessId, businessId),
      status ? eq(orders.status, status) : undefined,
      invoiced ? isNotNull(orders.invoicedAt) : undefined,
    );
    const [rows, [total], counts, [invoicedCount]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(orders).where(where),
      this.db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.businessId, businessId))
        .groupBy(orders.status),
      this.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.businessId, businessId), isNotNull(orders.invoicedAt))),
    ]);
    return {
      records: await this.views(rows),
      total: Number(total?.n ?? 0),
      current,
      size,
      /** How many orders each status tab holds. */
      statusCounts: Object.fromEntries(counts.map((c) => [c.status, c.n])),
      /** How many of them are invoiced (a mark beside the status: the Invoiced tab). */
      invoicedCount: Number(invoicedCount?.n ?? 0),
    };
  }

  async detail(businessId: number, id: number, lang?: Language) {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.businessId, businessId)));
    if (!row) throw notFound(text.orderMissing);
    const [view] = await this.views([row]);
    if (!view) throw notFound(text.orderMissing);
    if (lang && this.shipping && row.expressId !== null) {
      const carrier = (await this.shipping.carriers(lang)).find((c) => c.id === row.expressId);
      if (carrier) view.expressName = carrier.name;
    }
    return { ...view, address: row.address };
  }

  /** The numbers of these orders (for another module's lists that name mall orders). */
  async numbersOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(inArray(orders.id, ids));
    return new Map(rows.map((r) => [r.id, r.orderNo]));
  }

  /** Cancels an unpaid order of the caller: its stock and coupon come back. */
  async cancel(businessId: number, id: number) {
    await this.db.transaction(async (tx) => {
      const moved = await moveOrders(
        tx,
        [id],
        'unpaid',
        'cancelled',
        cancelledBy('buyer_cancel'),
        businessId,
      );
      if (moved.length === 0) {
        const [exists] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.businessId, businessId)));
        throw exists ? conflict(text.notCancellable) : notFound(text.orderMissing);
      }
      await restoreStock(tx, moved);
      for (const orderId of moved) await this.coupons.release(tx, orderId);
    });
    return this.detail(businessId, id);
  }

  async confirmReceipt(businessId: number, id: number) {
    await this.db.transaction(async (tx) => {
      const moved = await finishOrders(tx, [id], this.onFinished, businessId);
      if (moved.length === 0) {
        const [exists] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.businessId, businessId)));
        throw exists ? conflict(text.notReceivable) : notFound(text.orderMissing);
      }
    });
    return this.detail(businessId, id);
  }

  /**
   * Cancels unpaid orders whose time ran out, giving stock and coupons back. Rows are claimed with
   * FOR UPDATE SKIP LOCKED, so several server processes can sweep at once without doing an order twice.
   */
  async expireOverdue(now = new Date(), limit = 100): Promise<number> {
    return this.db.transaction(async (tx) => {
      // 'unpaid' as a literal: a prepared statement's generic plan can then use the partial expiry index.
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'unpaid').inlineParams(), lt(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const moved = await moveOrders(
        tx,
        due.map((d) => d.id),
        'unpaid',
        'cancelled',
        cancelledBy('payment_timeout'),
      );
      await restoreStock(tx, moved);
      for (const orderId of moved) await this.coupons.release(tx, orderId);
      await notifyTimedOut(tx, this.notify, moved);
      return moved.length;
    });
  }

  /**
   * Short views of a buyer's orders by id, in the reader's language (the CRM's store orders show the mall
   * orders paying them placed). Orders of another buyer are left out.
   */
  async briefs(buyerId: number, ids: number[], lang: Language) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, buyerId), inArray(orders.id, ids)))
      .orderBy(asc(orders.id));
    const carriers = rows.some((r) => r.expressId) ? ((await this.shipping?.carriers(lang)) ?? []) : [];
    return rows.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      status: o.status as OrderStatus,
      total: toMoney(o.total),
      carrier: carriers.find((c) => c.id === o.expressId)?.name ?? o.expressName,
      trackingNo: o.trackingNo,
      paidAt: o.paidAt?.toISOString() ?? null,
      shippedAt: o.shippedAt?.toISOString() ?? null,
    }));
  }

  /** The state and total of orders, read in the caller's transaction (a CRM payment deciding what to pay). */
  async statesIn(tx: Tx, ids: number[]) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: orders.id, status: orders.status, total: orders.total, paidAt: orders.paidAt })
      .from(orders)
      .where(inArray(orders.id, ids));
  }
}
