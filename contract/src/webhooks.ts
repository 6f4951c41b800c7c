import { z } from 'zod';
import { RowId } from './ids';

/**
 * Outgoing webhooks (issue 18, item 3, on page /myCenter/api): a business registers endpoints for events;
 * each event is POSTed as JSON `{ id, type, createdAt, data }`, signed with the endpoint's secret (HMAC-SHA256
 * of `${timestamp}.${body}`), and retried with backoff until the endpoint answers 2xx. Paths are ours.
 */

/** The events an endpoint may choose. */
export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.shipped',
  'afterSale.changed',
  'stock.low',
  /** A store order the store's automatic payment could not pay (once per order and reason). */
  'storeOrder.autoPayHeld',
  /**
   * The balance fell below what automatic payment needs (once per episode; the next after a top-up covered
   * it): `{ balance, need, heldOrders, since }`, USD; need = the highest minimum balance of the stores with
   * automatic payment on + the orders reserved and those held for the balance.
   */
  'balance.autoPayLow',
  /**
   * A store order has waited on the business more than a day (customer paid, fulfilment not paid: unmatched,
   * details missing or to pay), once per order: `{ storeOrderId, storeId, shopOrderNumber, placedAt, stage }`.
   */
  'storeOrder.waiting',
  /** A mall price rise held for the business's approval before it reaches a store (stock and price sync). */
  'storeVariant.priceHeld',
  /**
   * A push of the stock and price sync to a store failed for items that were not failing before (once per
   * push; retries that fail again are not told): `{ storeId, reason, products (first 100 ids), productCount,
   * variantCount, failedAt }`.
   */
  'store.syncFailed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** `stock.low` fires when a variant's available quantity falls to or below this (per business; default). */
export const STOCK_LOW_DEFAULT_THRESHOLD = 5;
export const STOCK_LOW_MAX_THRESHOLD = 100_000;

/** A business's webhook settings: the `stock.low` threshold. */
export const WebhookSettings = z.object({ stockLowThreshold: z.number().int() });
export type WebhookSettings = z.infer<typeof WebhookSettings>;

export const WebhookSettingsSave = z.object({
  // An empty form field is not 0: it is refused like any other non-number.
  stockLowThreshold: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'stockLowThreshold' })
      .int({ message: 'stockLowThreshold' })
      .min(0, { message: 'stockLowThreshold' })
      .max(STOCK_LOW_MAX_THRESHOLD, { message: 'stockLowThreshold' }),
  ),
});
export type WebhookSettingsSave = z.infer<typeof WebhookSettingsSave>;

/** The headers of every delivery. */
export const WEBHOOK_HEADERS = {
  /** Unix seconds when this attempt was signed; refuse a delivery much older than now (replay). */
  timestamp: 'x-dropmall-timestamp',
  /** `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` with the endpoint's secret. */
  signature: 'x-dropmall-signature',
  event: 'x-dropmall-event',
  /** The delivery's id, the same as `body.id`: the same on every retry and resend. */
  delivery: 'x-dropmall-delivery',
} as const;

/** What every endpoint secret starts with. */
export const WEBHOOK_SECRET_MARK = 'whsec_';
/** Deliveries shown (and kept) per endpoint. */
export const WEBHOOK_DELIVERIES_KEPT = 100;
/** Endpoints a business may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/**
 * Minutes to wait before each retry after a failed attempt (times WEBHOOK_RETRY_BASE_SECONDS / 60): after the
 * last one fails the delivery is 'failed'. 1 attempt + 5 retries.
 */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120, 360] as const;

export const WebhookUrl = z
  .string({ message: 'webhookUrl' })
  .trim()
  .max(500, { message: 'webhookUrl' })
  .pipe(z.url({ protocol: /^https?$/, message: 'webhookUrl' }));

export const WebhookEndpointCreate = z.object({
  url: WebhookUrl,
  /** A JSON array, or a form's comma-separated field. */
  events: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
    z
      .array(z.enum(WEBHOOK_EVENTS, { message: 'webhookEvents' }), { message: 'webhookEvents' })
      .min(1, { message: 'webhookEvents' })
      .max(WEBHOOK_EVENTS.length, { message: 'webhookEvents' }),
  ),
});
export type WebhookEndpointCreate = z.infer<typeof WebhookEndpointCreate>;

export const WebhookEndpointIdRequest = z.object({ id: RowId });

export const WebhookEndpointEnable = z.object({
  id: RowId,
  enabled: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});

export const WebhookDeliveryIdRequest = z.object({
  id: z
    .string({ message: 'webhookDeliveryId' })
    .regex(/^evt_[0-9a-f]{32}$/, { message: 'webhookDeliveryId' }),
});

/** An endpoint as every answer shows it (never its secret). */
export const WebhookEndpointView = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof WebhookEndpointView>;

export const WebhookEndpointList = z.object({ records: z.array(WebhookEndpointView) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** The answer to registering an endpoint: the only answer that ever carries its secret. */
export const WebhookEndpointCreated = z.object({ endpoint: WebhookEndpointView, secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One delivery of an event to an endpoint, with its last attempt. */
export const WebhookDeliveryView = z.object({
  id: z.string(),
  endpointId: z.number(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** null: none planned (delivered, failed, or being sent). */
  nextAttemptAt: z.string().nullable(),
  /** null: no answer yet (not tried, timeout, network error). */
  statusCode: z.number().nullable(),
  responseSnippet: z.string(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof WebhookDeliveryView>;

export const WebhookDeliveryList = z.object({ records: z.array(WebhookDeliveryView) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

/**
 * How a receiver checks a delivery, in TypeScript for Node: shown on the API Integrations page, copied in
 * docs/decisions.md, and run by the API tests against real deliveries (so the documented code works).
 */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when a Dropmall webhook is genuine and fresh. rawBody: the body exactly as received. */
export function verifyDropmallWebhook(
  secret: string, // whsec_..., shown once when the endpoint was added
  timestamp: string, // the X-Dropmall-Timestamp header
  signature: string, // the X-Dropmall-Signature header
  rawBody: string,
  toleranceSeconds = 300,
): boolean {
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > toleranceSeconds) return false; // too old: a replay
  const mac = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const expected = Buffer.from(\`v1=\${mac}\`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}`;
