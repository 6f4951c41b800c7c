import {
  STOCK_LOW_DEFAULT_THRESHOLD,
  STOCK_LOW_MAX_THRESHOLD,
  type WebhookSettings,
} from '@dropmall/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { webhookSettings } from '../../db/schema/webhooks';
import { variantHomes } from '../catalog/available';
import type { AvailableDropped, StockEventListener } from '../stock-events';
import type { WebhookDeliveries } from './deliveries';

/** A business's webhook settings (the `stock.low` threshold; no row: the default). */
export class WebhookSettingsStore {
  constructor(private readonly db: Db) {}

  async threshold(tx: Db | Tx, businessId: number): Promise<number> {
    const [row] = await tx
      .select({ t: webhookSettings.stockLowThreshold })
      .from(webhookSettings)
      .where(eq(webhookSettings.businessId, businessId));
    return row?.t ?? STOCK_LOW_DEFAULT_THRESHOLD;
  }

  /** The thresholds of several businesses in one read (those without a row are left out: the default). */
  async thresholds(tx: Db | Tx, businessIds: number[]): Promise<Map<number, number>> {
    if (businessIds.length === 0) return new Map();
    const rows = await tx
      .select({ businessId: webhookSettings.businessId, t: webhookSettings.stockLowThreshold })
      .from(webhookSettings)
      .where(inArray(webhookSettings.businessId, businessIds));
    return new Map(rows.map((r) => [r.businessId, r.t]));
  }

  async get(businessId: number): Promise<WebhookSettings> {
    return { stockLowThreshold: await this.threshold(this.db, businessId) };
  }

  async save(businessId: number, input: WebhookSettings): Promise<WebhookSettings> {
    const set = { stockLowThreshold: input.stockLowThreshold, updatedAt: new Date() };
    await this.db
      .insert(webhookSettings)
      .values({ businessId, ...set })
      .onConflictDoUpdate({ target: webhookSettings.businessId, set });
    return this.get(businessId);
  }
}

/**
 * `stock.low`: a variant of a business's products whose available quantity falls from above its threshold to
 * or below it. Only the crossing fires, so further sales below the threshold stay quiet until the stock has
 * risen above it again. Written in the moving transaction, like the order events' deliveries.
 */
export function stockLowListener(
  deliveries: WebhookDeliveries,
  settings: WebhookSettingsStore,
  enqueued: () => void,
): StockEventListener {
  return {
    async dropped(tx: Tx, events: AvailableDropped[]) {
      // No threshold is this high: skip the reads for the common case of plenty left.
      const near = events.filter((e) => e.after <= STOCK_LOW_MAX_THRESHOLD);
      if (near.length === 0) return;
      // The seller of each drop, where the move did not say (a checkout does: one read for all its lines).
      const unknown = near.filter((e) => e.businessId === undefined).map((e) => e.variantId);
      const sellers = new Map((await variantHomes(tx, unknown)).map((h) => [h.variantId, h.businessId]));
      const drops = near.flatMap((e) => {
        const businessId = e.businessId ?? sellers.get(e.variantId);
        return businessId === undefined ? [] : [{ ...e, businessId }];
      });
      const thresholds = await settings.thresholds(tx, [...new Set(drops.map((d) => d.businessId))]);
      const thresholdOf = (businessId: number) => thresholds.get(businessId) ?? STOCK_LOW_DEFAULT_THRESHOLD;
      const crossed = new Map(
        drops
          .filter((d) => d.before > thresholdOf(d.businessId) && d.after <= thresholdOf(d.businessId))
          .map((d) => [d.variantId, d]),
      );
      if (crossed.size === 0) return;
      const homes = await variantHomes(tx, [...crossed.keys()]);
      const written = await deliveries.enqueue(
        tx,
        'stock.low',
        homes.map((home) => ({
          businessId: home.businessId,
          data: {
            variantId: home.variantId,
            productId: home.productId,
            sku: home.sku,
            title: home.title,
            options: home.options,
            available: crossed.get(home.variantId)?.after ?? 0,
            threshold: thresholdOf(home.businessId),
          },
        })),
      );
      if (written > 0) enqueued();
    },
  };
}
