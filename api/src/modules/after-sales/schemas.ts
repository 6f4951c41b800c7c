import { AFTER_SALE_STATES, AFTER_SALE_TYPES, ORDER_STATUSES } from '@dropmall/contract';
import { z } from 'zod';

/** What after-sale calls answer; nothing else leaves the server. */

export const ReturnAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  lines: z.array(z.string()),
  postalCode: z.string(),
});

export const AfterSaleSchema = z.object({
  id: z.number(),
  afterSaleNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderTotal: z.number(),
  type: z.enum(AFTER_SALE_TYPES),
  state: z.enum(AFTER_SALE_STATES),
  reason: z.string(),
  reasonText: z.string(),
  description: z.string(),
  amount: z.number(),
  vouchers: z.array(z.string()),
  orderShipped: z.boolean(),
  refuseReason: z.string(),
  returnAddress: ReturnAddressSchema.nullable(),
  expressCompany: z.string(),
  trackingNo: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  shippedBackAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});

export const AfterSaleDetailSchema = AfterSaleSchema.extend({
  /** Whose view this is: the buyer applies, ships back and cancels; the seller decides. */
  role: z.enum(['buyer', 'seller']),
  buyerName: z.string(),
  sellerName: z.string(),
  refundedTotal: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      specification: z.string(),
      thumbUrl: z.string(),
      price: z.number(),
      num: z.number(),
      amount: z.number(),
    }),
  ),
});

export const AfterSalePage = z.object({
  records: z.array(AfterSaleSchema),
  total: z.number(),
  current: z.number(),
  size: z.number(),
  stateCounts: z.record(z.string(), z.number()),
});

/** What the apply dialog needs to know about an order before the buyer fills it in. */
export const OrderAfterSaleInfo = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  orderTotal: z.number(),
  refundedTotal: z.number(),
  refundable: z.number(),
  types: z.array(z.enum(AFTER_SALE_TYPES)),
  /** The open request of the order, if any: the dialog links to it instead. */
  openId: z.number().nullable(),
  /** Why no request can be made now (already refunded, refused twice, ...); empty when one can. */
  blocked: z.string(),
});

export const ReasonListSchema = z.array(z.object({ code: z.string(), name: z.string() }));
