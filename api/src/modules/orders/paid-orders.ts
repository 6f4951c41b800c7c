import { and, asc, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

/** Orders that count as bought: paid and not cancelled or refunded since. */
const BOUGHT = ['paid', 'pending_dispatch', 'shipped', 'finished'] as const;

/**
 * Of these mall orders, the ones paid since `since` and still bought: their total and when they were paid.
 * What other modules (the CRM dashboard) may know of the money of orders they created, without the table.
 */
export async function paidOrdersSince(
  db: Db,
  ids: number[],
  since: Date,
): Promise<{ id: number; total: number; paidAt: Date }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orders.id, total: orders.total, paidAt: orders.paidAt })
    .from(orders)
    .where(
      and(
        inArray(orders.id, ids),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, since),
        inArray(orders.status, [...BOUGHT]),
      ),
    );
  return rows.map((r) => ({ id: r.id, total: Number(r.total), paidAt: r.paidAt as Date }));
}

/** A paid mall order as an invoice shows it: its number, money, payment and items. */
export interface PaidOrderSheet {
  id: number;
  orderNo: string;
  productTotal: number;
  expressFee: number;
  couponAmount: number;
  agencyFee: number;
  warehouseFee: number;
  packagingFee: number;
  total: number;
  payType: number | null;
  paidAt: Date;
  items: { title: string; specification: string; price: number; num: number; amount: number }[];
}

/**
 * Of these mall orders, the ones paid and still bought (or, `withRefunded`, also those refunded since: what was
 * paid stays paid on an invoice, and its credit notes say what came back), with their items, in id order.
 */
export async function paidOrderSheets(
  db: Db | Tx,
  ids: number[],
  withRefunded = false,
): Promise<PaidOrderSheet[]> {
  if (ids.length === 0) return [];
  const states: string[] = withRefunded ? [...BOUGHT, 'refunded'] : [...BOUGHT];
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), isNotNull(orders.paidAt), inArray(orders.status, states)))
    .orderBy(asc(orders.id));
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map((o) => ({
    id: o.id,
    orderNo: o.orderNo,
    productTotal: Number(o.productTotal),
    expressFee: Number(o.expressFee),
    couponAmount: Number(o.couponAmount),
    agencyFee: Number(o.agencyFee),
    warehouseFee: Number(o.warehouseFee),
    packagingFee: Number(o.packagingFee),
    total: Number(o.total),
    payType: o.payType,
    paidAt: o.paidAt as Date,
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        title: i.title,
        specification: i.specification,
        price: Number(i.price),
        num: i.num,
        amount: Number(i.amount),
      })),
  }));
}
