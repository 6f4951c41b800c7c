import type { WebhookEvent } from '@dropmall/contract';
import type { FastifyInstance } from 'fastify';
import { type Config, publicUrl } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { AddressRules } from './address';
import { WebhookDeliveries } from './deliveries';
import { type SecretBox, WebhookEndpoints } from './endpoints';
import { type ReadOrders, webhookListeners } from './listeners';
import { webhookRoutes } from './routes';
import { WebhookSender } from './sender';
import { WebhookLog } from './service';
import { stockLowListener, WebhookSettingsStore } from './stock-low';
import { WebhookWorker } from './worker';

export { signWebhookBody } from './signing';

/** How long a claimed delivery stays with its worker: past the timeout, so a slow answer is never sent twice. */
const leaseOf = (timeoutMs: number) => timeoutMs + 30_000;

/**
 * Outgoing webhooks (issue 18, item 3): endpoints, the deliveries written by the order and after-sale
 * listeners inside the events' transactions, and the worker that sends them after the commit, retrying with
 * backoff. The module owns db/schema/webhooks.ts.
 */
export function createWebhooks(deps: {
  db: Db;
  config: Config;
  /** Seals endpoint secrets at rest (the stores module's CredentialBox on the server's credentials key). */
  box: SecretBox;
  readOrders: ReadOrders;
  log: (err: unknown, msg: string) => void;
}) {
  const { db, config, box } = deps;
  const rules: AddressRules = {
    self: publicUrl(config),
    port: config.PORT,
    allowPrivate: config.WEBHOOK_PRIVATE_ADDRESSES,
  };
  const leaseMs = leaseOf(config.WEBHOOK_TIMEOUT_MS);
  const endpoints = new WebhookEndpoints(db, box, rules);
  const deliveries = new WebhookDeliveries(db, config.WEBHOOK_RETRY_BASE_SECONDS);
  const sender = new WebhookSender(db, deliveries, box, { rules, timeoutMs: config.WEBHOOK_TIMEOUT_MS });
  const worker = new WebhookWorker(deliveries, sender, leaseMs, deps.log);
  const log = new WebhookLog(endpoints, deliveries, sender, leaseMs);

  let on = false;
  let woken = false;
  const kick = () => {
    if (on) void worker.drain().catch((err: unknown) => deps.log(err, 'webhook worker failed'));
  };
  // Written inside a transaction: the worker is woken after the answer (the commit is done by then).
  const listeners = webhookListeners(deliveries, deps.readOrders, () => {
    woken = true;
  });
  const settings = new WebhookSettingsStore(db);
  const stockListener = stockLowListener(deliveries, settings, () => {
    woken = true;
  });

  return {
    endpoints,
    deliveries,
    worker,
    log,
    /** Listens to orderEvents and afterSaleEvents (compose.ts). */
    listeners,
    /** Listens to stockEvents (compose.ts): `stock.low`. */
    stockListener,
    settings,
    /**
     * An event of another module for the business, in the caller's transaction (stores: `storeOrder.autoPayHeld`,
     * `storeOrder.waiting`, `balance.autoPayLow`).
     */
    async announce(tx: Tx, event: WebhookEvent, businessId: number, data: Record<string, unknown>) {
      if ((await deliveries.enqueue(tx, event, [{ businessId, data }])) > 0) woken = true;
    },
    /** `storeVariant.priceHeld` for the business, in the caller's transaction (stores' stock and price sync). */
    async priceHeld(tx: Tx, businessId: number, data: Record<string, unknown>) {
      if ((await deliveries.enqueue(tx, 'storeVariant.priceHeld', [{ businessId, data }])) > 0) woken = true;
    },
    async registerApi(api: FastifyInstance) {
      await api.register(webhookRoutes, { endpoints, log, settings });
    },
    /**
     * Runs the worker every WEBHOOK_WORKER_SECONDS (0: off; tests drain it by hand), and right after any
     * answer whose request wrote deliveries.
     */
    startWorker(app: FastifyInstance) {
      if (config.WEBHOOK_WORKER_SECONDS <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onResponse', async () => {
        if (!woken) return;
        woken = false;
        kick();
      });
      app.addHook('onReady', async () => {
        on = true;
        kick();
        timer = setInterval(kick, config.WEBHOOK_WORKER_SECONDS * 1000);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        on = false;
        clearInterval(timer);
        await worker.idle();
      });
    },
  };
}
