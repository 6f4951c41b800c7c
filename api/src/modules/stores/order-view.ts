import type { StoreOrderStage, StoreOrderView, StorePlatformKind } from '@dropmall/contract';
import type { storeOrderLines, storeOrders } from '../../db/schema/stores';

/** A store order and its lines as the CRM lists show them (contract StoreOrderView). */
export function storeOrderView(
  order: typeof storeOrders.$inferSelect,
  store: { name: string; platform: StorePlatformKind },
  lines: (typeof storeOrderLines.$inferSelect)[],
  /** Its mall orders and the state of sending their tracking to the store (TrackingPusher.of). */
  mallOrders: StoreOrderView['mallOrders'],
  /** Where it stands (contract storeOrderStage, from CrmOrders.stages). */
  stage: StoreOrderStage,
  /** Its CRM invoice (invoices.ts `invoiceMarks`); none: not invoiced. */
  invoice: { invoiceNo: string; invoiceVersion: number } = { invoiceNo: '', invoiceVersion: 0 },
): StoreOrderView {
  const own = lines.map((l) => ({
    id: l.id,
    sku: l.sku,
    title: l.title,
    quantity: l.quantity,
    price: Number(l.price),
    variantId: l.variantId,
    matchedBy: l.variantId === null ? null : l.matchSource,
  }));
  return {
    id: order.id,
    storeId: order.storeId,
    storeName: store.name,
    storePlatform: store.platform,
    platformOrderId: order.platformOrderId,
    shopOrderNo: order.shopOrderNumber,
    status: order.status,
    stage,
    invoiceNo: invoice.invoiceNo,
    invoiceVersion: invoice.invoiceVersion,
    customerPaid: order.customerPaid,
    paymentStatus: order.paymentStatus,
    storeChanges: (order.storeChanges as StoreOrderView['storeChanges'] | null) ?? [],
    storeChangedAt: order.storeChanges ? (order.storeChangedAt?.toISOString() ?? null) : null,
    currency: order.currency,
    currencyMismatch: order.currencyMismatch,
    total: Number(order.total),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    shippingAddress: order.shippingAddress,
    placedAt: order.placedAt.toISOString(),
    receivedAt: order.receivedAt.toISOString(),
    lines: own,
    unmatched: own.filter((l) => l.variantId === null).length,
    mallOrders,
  };
}
