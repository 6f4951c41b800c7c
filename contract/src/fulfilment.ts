import { z } from 'zod';
import { ID_MAX } from './constants';
import { RowId } from './ids';
import { ORDER_STATUSES } from './orders';
import { pageOf } from './page';

/**
 * Sellers ship their orders (spec 001 §2 CRM pages, §3 order entity: carrier and tracking number, §7
 * /order/getExpressCompany and /order/expresslist). The seller list, ship and tracking calls share these
 * rules with the CRM pages, so the Ship dialog and the server refuse the same tracking numbers.
 */

/** A tracking number as carriers print them: 4-40 letters, digits or dashes (after trimming). */
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const TrackingNo = z.preprocess(
  trimmed,
  z
    .string({ message: 'trackingNoRequired' })
    .min(1, { message: 'trackingNoRequired' })
    .regex(TRACKING_NO_PATTERN, { message: 'trackingNoFormat' }),
);

/** POST /order/ship: the seller ships a paid order with a carrier and its tracking number. */
export const ShipRequest = z.object({
  id: z.preprocess(blank, RowId),
  expressId: z.preprocess(
    blank,
    z.coerce
      .number({ message: 'expressRequired' })
      .int()
      .positive({ message: 'expressRequired' })
      .max(ID_MAX, { message: 'idRange' }),
  ),
  trackingNo: TrackingNo,
});
export type ShipRequest = z.infer<typeof ShipRequest>;

/** POST /order/acknowledge: the seller acknowledges paid orders (paid -> pending dispatch); one or several. */
export const AcknowledgeRequest = z.object({
  ids: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : typeof v === 'number'
          ? [v]
          : v,
    z.array(RowId).min(1).max(100),
  ),
});
export type AcknowledgeRequest = z.infer<typeof AcknowledgeRequest>;

/**
 * The tabs of the CRM pages: 'all', or one status ('paid' is the pending list, to acknowledge or ship;
 * 'pending_dispatch' the acknowledged ones waiting in the warehouse).
 */
export const SELLER_ORDER_TABS = [
  'all',
  'paid',
  'pending_dispatch',
  'shipped',
  'finished',
  'cancelled',
] as const;
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];

/** POST /order/sellerOrderList: the caller's orders as a seller, by status, by order number or addressee. */
export const SellerOrderQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'all' : v),
    z.enum(['all', ...ORDER_STATUSES]),
  ),
  keyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().max(100, { message: 'tooLong' }),
  ),
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
});
export type SellerOrderQuery = z.infer<typeof SellerOrderQuery>;

/** A carrier a seller may pick (the shipping methods' express companies). */
export const ExpressCompany = z.object({ id: z.number(), name: z.string() });
export type ExpressCompany = z.infer<typeof ExpressCompany>;

const SellerOrderItem = z.object({
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
export type SellerOrderItem = z.infer<typeof SellerOrderItem>;

/** An order as its seller sees it; address: as it was when the order was placed, where the parcel goes. */
export const SellerOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  closeReason: z.string(),
  buyerBusinessId: z.number(),
  buyerName: z.string(),
  addressee: z.string(),
  country: z.string(),
  address: z.record(z.string(), z.unknown()),
  productTotal: z.number(),
  expressFee: z.number(),
  couponAmount: z.number(),
  total: z.number(),
  currency: z.string(),
  userLeave: z.string(),
  /** The buyer ordered one unit as a sample before a bulk order (its Try-on List). */
  sample: z.boolean(),
  expressId: z.number().nullable(),
  expressName: z.string(),
  trackingNo: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the seller acknowledged it (pending dispatch); null before. */
  acknowledgedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  items: z.array(SellerOrderItem),
});
export type SellerOrder = z.infer<typeof SellerOrder>;

export const SellerOrderPage = pageOf(SellerOrder).extend({ statusCounts: z.record(z.string(), z.number()) });
export type SellerOrderPage = z.infer<typeof SellerOrderPage>;

/** What we know of a parcel's way: our own events, since no carrier's tracking API is connected. */
export const TRACKING_EVENTS = ['paid', 'acknowledged', 'shipped', 'finished'] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

/** events: newest first. */
export const TrackingRecord = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  expressId: z.number().nullable(),
  expressName: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string().nullable(),
  events: z.array(z.object({ event: z.enum(TRACKING_EVENTS), time: z.string(), text: z.string() })),
});
export type TrackingRecord = z.infer<typeof TrackingRecord>;
