import { ORDER_STATUSES, TRACKING_EVENTS } from '@dropmall/contract';
import { z } from 'zod';

/** What the seller's order calls answer; nothing else leaves the server. */

export const CarrierSchema = z.object({ id: z.number(), name: z.string() });

const ItemSchema = z.object({
  id: z.number(),
  productId: z.number(),
  skuId: z.number(),
  title: z.string(),
  specification: z.string(),
  thumbUrl: z.string(),
  price: z.number(),
  num: z.number(),
  amount: z.number(),
});

export const SellerOrderSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  closeReason: z.string(),
  buyerBusinessId: z.number(),
  buyerName: z.string(),
  addressee: z.string(),
  country: z.string(),
  /** The address as it was when the order was placed: where the parcel goes. */
  address: z.record(z.string(), z.unknown()),
  productTotal: z.number(),
  expressFee: z.number(),
  couponAmount: z.number(),
  total: z.number(),
  currency: z.string(),
  userLeave: z.string(),
  expressId: z.number().nullable(),
  expressName: z.string(),
  trackingNo: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  items: z.array(ItemSchema),
});

export const SellerOrderPage = z.object({
  records: z.array(SellerOrderSchema),
  total: z.number(),
  current: z.number(),
  size: z.number(),
  statusCounts: z.record(z.string(), z.number()),
});

export const TrackingSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  expressId: z.number().nullable(),
  expressName: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string().nullable(),
  events: z.array(z.object({ event: z.enum(TRACKING_EVENTS), time: z.string(), text: z.string() })),
});
