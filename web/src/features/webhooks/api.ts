import type {
  WebhookDeliveryList,
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookEndpointView,
  WebhookEvent,
  WebhookSettings,
} from '@dropmall/contract';
import { post, postJson } from '../../lib/http';

/** The webhook calls (paths are ours; see docs/decisions.md "Outgoing webhooks"). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
  settings: ['webhooks', 'settings'] as const,
};

/** The stock.low threshold (per business, default 5). */
export const fetchWebhookSettings = () => post<WebhookSettings>('/webhook/settings');

export const saveWebhookSettings = (stockLowThreshold: number) =>
  post<WebhookSettings>('/webhook/saveSettings', { stockLowThreshold });

export const fetchEndpoints = () => post<WebhookEndpointList>('/webhook/list');

/** JSON: the events are a list. The answer is the only one that carries the secret. */
export const createEndpoint = (input: WebhookEndpointCreate) =>
  postJson<WebhookEndpointCreated>('/webhook/create', input);

export const enableEndpoint = (id: number, enabled: boolean) =>
  post<WebhookEndpointView>('/webhook/enable', { id, enabled: String(enabled) });

export const deleteEndpoint = (id: number) => post<null>('/webhook/delete', { id });

export const fetchDeliveries = (id: number) => post<WebhookDeliveryList>('/webhook/deliveries', { id });

export const resendDelivery = (id: string) => post<WebhookDeliveryView>('/webhook/resend', { id });

/** An event's key in the locale files (i18next reads '.' as a key separator). */
const EVENT_KEYS = {
  'order.paid': 'orderPaid',
  'order.shipped': 'orderShipped',
  'afterSale.changed': 'afterSaleChanged',
  'stock.low': 'stockLow',
  'storeOrder.autoPayHeld': 'storeOrderAutoPayHeld',
  'balance.autoPayLow': 'balanceAutoPayLow',
  'storeOrder.waiting': 'storeOrderWaiting',
  'storeVariant.priceHeld': 'storeVariantPriceHeld',
  'store.syncFailed': 'storeSyncFailed',
} as const satisfies Record<WebhookEvent, string>;

export const eventKey = (event: WebhookEvent) => EVENT_KEYS[event];
