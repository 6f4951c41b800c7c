import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSaleRefunds, afterSales } from '../../db/schema/after-sales';

/** One amount an after-sale paid back on a mall order. */
export interface MallOrderRefund {
  orderId: number;
  afterSaleNo: string;
  type: 'refund' | 'return';
  amount: string;
  refundedAt: Date;
}

/** What after-sales paid back on these orders, oldest first (for the store orders they fulfil and their invoices). */
export async function refundsOfOrders(db: Db, orderIds: number[]): Promise<MallOrderRefund[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: afterSaleRefunds.orderId,
      afterSaleNo: afterSales.afterSaleNo,
      type: afterSales.type,
      amount: afterSaleRefunds.amount,
      refundedAt: afterSaleRefunds.createdAt,
    })
    .from(afterSaleRefunds)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleRefunds.afterSaleId))
    .where(inArray(afterSaleRefunds.orderId, orderIds))
    .orderBy(asc(afterSaleRefunds.createdAt), asc(afterSaleRefunds.afterSaleId));
}
