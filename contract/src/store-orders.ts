import { z } from 'zod';
import { OptionalRowId, RowId } from './ids';
import { pageOf } from './page';
import { STORE_ORDER_STAGES } from './store-order-stage';
import { CONNECTED_STORE_PLATFORMS } from './stores';
import { TASK_STATUSES } from './tasks';

/**
 * Store orders (issue 16, item 4): orders customers placed in a business's connected stores, reported by the
 * store's webhooks (or fetched by "Sync orders"), kept once per store and platform order id, each line
 * matched to a mall variant. Listed by `/order/crmCustomerOrderList` (CRM "My Orders", /CRM/myOrder).
 */

/**
 * A store order's states, as the mall keeps them. pending: placed in the store, not yet sent on by the mall
 * (the next step, placing the mall order, is not built yet); cancelled: cancelled in the store; fulfilled:
 * the store reports it shipped. The store's own report moves the state (STORE_ORDER_MOVES); nothing leaves
 * cancelled.
 */
export const STORE_ORDER_STATUSES = ['pending', 'cancelled', 'fulfilled'] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];

/** Which state a store's report may move an order to, from each state (checked in one place). */
export const STORE_ORDER_MOVES: Record<StoreOrderStatus, readonly StoreOrderStatus[]> = {
  pending: ['cancelled', 'fulfilled'],
  fulfilled: ['cancelled'],
  cancelled: [],
};

/** The state an order is in after the store reports `reported`, from `from` (unchanged when not allowed). */
export function nextStoreOrderStatus(from: StoreOrderStatus, reported: StoreOrderStatus): StoreOrderStatus {
  return from === reported || STORE_ORDER_MOVES[from].includes(reported) ? reported : from;
}

/** How a line found its mall variant: the publish mapping, the SKU, or a person's binding. */
export const STORE_ORDER_MATCHES = ['link', 'sku', 'manual'] as const;
export type StoreOrderMatch = (typeof STORE_ORDER_MATCHES)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = z.preprocess(
  blank,
  z
    .string({ message: 'reportDate' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'reportDate' })
    .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'reportDate' })
    .optional(),
);

/** POST /order/crmCustomerOrderList: filters (all optional) and the page. */
export const StoreOrderQuery = z.object({
  storeId: OptionalRowId,
  status: z.preprocess(blank, z.enum(STORE_ORDER_STATUSES).optional()),
  /** The shop's order number, whole or in part ('1001' finds '#1001'). */
  shopOrderNo: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blank(v)),
    z.string().max(60, { message: 'tooLong' }).optional(),
  ),
  /** Only the invoiced store orders (true) or only those not invoiced yet (false). */
  invoiced: z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined
        ? undefined
        : v === true || v === 'true' || v === '1' || v === 1,
    z.boolean().optional(),
  ),
  /**
   * Only the orders waiting on the business more than a day (STORE_ORDER_WAIT_HOURS): the customer paid, the
   * fulfilment not (the dashboard's "Needs attention" link).
   */
  waiting: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v === true || v === 'true' || v === '1'),
    z.boolean().optional(),
  ),
  /** Placed on or after this day (UTC, YYYY-MM-DD). */
  startDate: day,
  /** Placed on or before this day (UTC, inclusive). */
  endDate: day,
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
});
export type StoreOrderQuery = z.infer<typeof StoreOrderQuery>;

export const StoreOrderLineView = z.object({
  id: z.number(),
  sku: z.string(),
  title: z.string(),
  quantity: z.number(),
  price: z.number(),
  /** The mall variant it was matched to; null: unmatched (to bind by hand). */
  variantId: z.number().nullable(),
  matchedBy: z.enum(STORE_ORDER_MATCHES).nullable(),
});
export type StoreOrderLineView = z.infer<typeof StoreOrderLineView>;

/**
 * Sending a shipped mall order's tracking back to the store: none (not shipped yet), waiting (queued or
 * retrying after a failure), sent (the store has the fulfillment), failed (given up; the business retries).
 */
export const TRACKING_PUSH_STATES = ['none', 'waiting', 'sent', 'failed'] as const;
export type TrackingPushState = (typeof TRACKING_PUSH_STATES)[number];

/** A mall order paying the store order created, with the state of its tracking push. */
export const StoreOrderMallOrderView = z.object({
  mallOrderId: z.number(),
  orderNo: z.string(),
  trackingState: z.enum(TRACKING_PUSH_STATES),
  /** Why the last attempt failed, or why it waits, in the reader's language; '' when nothing went wrong. */
  trackingError: z.string(),
  trackingAttempts: z.number(),
  trackingSentAt: z.string().nullable(),
  /** The business may ask for another attempt now (failed, or waiting after a failure). */
  retryable: z.boolean(),
});
export type StoreOrderMallOrderView = z.infer<typeof StoreOrderMallOrderView>;

/** POST /store/order/retryTracking: send a mall order's tracking to its store again. */
export const RetryTrackingRequest = z.object({ mallOrderId: RowId });
export type RetryTrackingRequest = z.infer<typeof RetryTrackingRequest>;

/**
 * What the store changed in an order after its fulfilment was paid (or its payment started), against what
 * was paid: a line's quantity, a line added or removed, a line now another item (SKU), the shipping address,
 * the order cancelled, the customer's payment. The paid mall orders keep what was paid; this is shown beside.
 */
export const STORE_ORDER_CHANGE_KINDS = [
  'quantity',
  'lineAdded',
  'lineRemoved',
  'item',
  'address',
  'cancelled',
  'payment',
] as const;
export type StoreOrderChangeKind = (typeof STORE_ORDER_CHANGE_KINDS)[number];

export const StoreOrderChange = z.object({
  kind: z.enum(STORE_ORDER_CHANGE_KINDS),
  /** The line it is about (its title, else its SKU); '' for the order's own fields. */
  line: z.string(),
  /** As paid ('2', the address on one line, 'paid'); '' when there was none (a line added). */
  before: z.string(),
  /** What the store says now; '' when there is none (a line removed). */
  after: z.string(),
});
export type StoreOrderChange = z.infer<typeof StoreOrderChange>;

export const StoreOrderView = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  /** The store's platform: its own status is shown labelled with it ("Shopify: pending"). */
  storePlatform: z.enum(CONNECTED_STORE_PLATFORMS),
  /** The store's own order id. */
  platformOrderId: z.string(),
  /** The number the shop's customer sees (#1001). */
  shopOrderNo: z.string(),
  /** The store's own status (shown as the store's, beside `stage`). */
  status: z.enum(STORE_ORDER_STATUSES),
  /** Where it stands on our side: the one state every CRM page shows (contract storeOrderStage). */
  stage: z.enum(STORE_ORDER_STAGES),
  /** Its CRM invoice's number once generated ('' before: not invoiced), and the version now shown. */
  invoiceNo: z.string(),
  invoiceVersion: z.number().int(),
  /** The store says its customer has paid it; false: awaiting the customer's payment (it cannot be paid). */
  customerPaid: z.boolean(),
  /** The platform's own word for the customer's payment ('authorized', 'on-hold'); '' when none was sent. */
  paymentStatus: z.string(),
  /** Changed in the store after payment: each difference, what was paid against what the store says now. */
  storeChanges: z.array(StoreOrderChange),
  /** When the store's version came to differ from what was paid; null when it does not. */
  storeChangedAt: z.string().nullable(),
  currency: z.string(),
  /** The order is not in the store's currency: shown flagged, never converted. */
  currencyMismatch: z.boolean(),
  total: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The shipping address as the store sent it (its own fields). */
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  placedAt: z.string(),
  receivedAt: z.string(),
  lines: z.array(StoreOrderLineView),
  /** Lines without a mall variant. */
  unmatched: z.number(),
  /** The mall orders paying it created, each with the state of its tracking push to the store. */
  mallOrders: z.array(StoreOrderMallOrderView),
});
export type StoreOrderView = z.infer<typeof StoreOrderView>;

export const StoreOrderPage = pageOf(StoreOrderView);
export type StoreOrderPage = z.infer<typeof StoreOrderPage>;

/** A webhook taken: 200 with this, at once (the same order delivered again is not stored twice). */
export const StoreWebhookAnswer = z.object({ received: z.boolean() });

/** "Sync orders": how many orders the store listed, and how many were new or newer. */
export const SyncOrdersAnswer = z.object({ fetched: z.number(), stored: z.number() });
export type SyncOrdersAnswer = z.infer<typeof SyncOrdersAnswer>;

/** At most this much CSV text per import (about 3,000 order lines of Shopify's export). */
export const STORE_CSV_MAX_CHARS = 3_000_000;

/** Importing Shopify's order-export CSV into a store without API access (platform csv). */
export const StoreCsvImportRequest = z.object({
  id: RowId,
  csv: z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .max(STORE_CSV_MAX_CHARS, { message: 'tooLong' }),
});
export type StoreCsvImportRequest = z.infer<typeof StoreCsvImportRequest>;

/**
 * A file that passed every check, queued as a background task (answered at once): what it holds, and the
 * task to follow. `duplicate`: the same file for the same store was sent moments ago; that task answers.
 */
export const StoreCsvImportQueued = z.object({
  taskId: z.number(),
  orders: z.number(),
  lines: z.number(),
  duplicate: z.boolean(),
});
export type StoreCsvImportQueued = z.infer<typeof StoreCsvImportQueued>;

/** GET /store/importTask?id=<taskId>: how far an import got. */
export const StoreCsvImportState = z.object({
  taskId: z.number(),
  storeId: z.number(),
  status: z.enum(TASK_STATUSES),
  /** 0-100. */
  progress: z.number(),
  orders: z.number(),
  lines: z.number(),
  /** Orders of the file written so far. */
  done: z.number(),
  /** New orders. */
  imported: z.number(),
  /** Orders already there that the file's newer version changed. */
  updated: z.number(),
  /** Orders already there, unchanged. */
  skipped: z.number(),
  /** Why it stopped (failed), in the caller's language; '' otherwise. */
  reason: z.string(),
});
export type StoreCsvImportState = z.infer<typeof StoreCsvImportState>;

/**
 * POST /business/bindingCrmCustomer: bind a store order line to a mall variant by hand: the variant picked in
 * the search-and-pick dialog (`variantId`), or named by its SKU (the variant's article number, or
 * `<product sku>-<variant id>` as the publish list shows it). The binding is kept when the store later
 * updates the order.
 */
export const BindStoreLineRequest = z
  .object({
    lineId: RowId,
    sku: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z
        .string({ message: 'bindSku' })
        .min(1, { message: 'bindSku' })
        .max(100, { message: 'bindSku' })
        .optional(),
    ),
    variantId: OptionalRowId,
  })
  .refine((b) => b.sku !== undefined || b.variantId !== undefined, { message: 'bindPick', path: ['sku'] });
export type BindStoreLineRequest = z.infer<typeof BindStoreLineRequest>;
