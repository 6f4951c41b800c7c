import { z } from 'zod';
import { ID_MAX, RowId } from './ids';
import { ORDER_STATUSES } from './orders';

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

/** The tabs of the CRM pages: 'all', or one status ('paid' is the pending list, to ship). */
export const SELLER_ORDER_TABS = ['all', 'paid', 'shipped', 'finished', 'cancelled'] as const;
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
export interface ExpressCompany {
  id: number;
  name: string;
}

/** What we know of a parcel's way: our own events, since no carrier's tracking API is connected. */
export const TRACKING_EVENTS = ['paid', 'shipped', 'finished'] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

export interface TrackingRecord {
  id: number;
  orderNo: string;
  status: (typeof ORDER_STATUSES)[number];
  expressId: number | null;
  expressName: string;
  trackingNo: string;
  shippedAt: string | null;
  /** Newest first. */
  events: { event: TrackingEvent; time: string; text: string }[];
}
