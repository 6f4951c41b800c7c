import {
  type AfterSaleState,
  type AfterSaleType,
  type Language,
  type OrderStatus,
  REFUND_REASONS,
  type RefundReason,
} from '@dropmall/contract';
import { toMoney } from '../catalog/product-lists';
import type { AfterSaleRow } from './state';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The reason code in words; a code the list no longer holds is shown as it is. */
export const reasonText = (code: string, lang: Language) =>
  REFUND_REASONS[code as RefundReason]?.[lang] ?? code;

/** One after-sale as the lists show it. */
export function afterSaleView(
  row: AfterSaleRow,
  order: { orderNo: string; total: string; status: string },
  lang: Language,
  refund: { amount: string; route: 'balance' | 'provider'; providerRef: string } | null,
) {
  return {
    id: row.id,
    afterSaleNo: row.afterSaleNo,
    orderId: row.orderId,
    orderNo: order.orderNo,
    orderStatus: order.status as OrderStatus,
    orderTotal: toMoney(order.total),
    type: row.type as AfterSaleType,
    state: row.state as AfterSaleState,
    reason: row.reason,
    reasonText: reasonText(row.reason, lang),
    description: row.description,
    amount: toMoney(row.amount),
    vouchers: row.vouchers,
    orderShipped: row.orderShipped,
    refuseReason: row.refuseReason,
    returnAddress: row.returnAddress ?? null,
    expressCompany: row.expressCompany,
    trackingNo: row.trackingNo,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    shippedBackAt: iso(row.shippedBackAt),
    receivedAt: iso(row.receivedAt),
    refundedAt: iso(row.refundedAt),
    closedAt: iso(row.closedAt),
    refundFailure: row.refundFailure?.[lang] ?? '',
    refundPaid: refund === null ? null : toMoney(refund.amount),
    refundTo: row.refundTo,
    refundRoute: refund?.route ?? null,
    refundRef: refund?.providerRef ?? '',
  };
}
