import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_KEPT,
  WEBHOOK_RETRY_MINUTES,
  type WebhookDeliveryView,
  type WebhookEvent,
} from '@dropmall/contract';
import { and, asc, desc, eq, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { notFound } from '../../http/errors';
import { webhookTexts } from './texts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** One business that hears of an event, and what it is told. */
export interface Recipient {
  businessId: number;
  data: Record<string, unknown>;
}

export const newDeliveryId = () => `evt_${randomBytes(16).toString('hex')}`;

const view = (row: DeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  endpointId: row.endpointId,
  event: row.eventType as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  statusCode: row.lastStatusCode,
  responseSnippet: row.responseSnippet,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** What one attempt ended with. */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  snippet: string;
}

/** The enabled endpoints of these businesses that take an event type: every paid order asks, so built once. */
const endpointsFor = builtOnce<{ id: number; businessId: number }[]>((tx) =>
  tx
    .select({ id: webhookEndpoints.id, businessId: webhookEndpoints.businessId })
    .from(webhookEndpoints)
    .where(
      and(
        sql`${webhookEndpoints.businessId} = any(${sql.placeholder('ids')})`,
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${sql.placeholder('events')}`,
      ),
    ),
);

/**
 * The deliveries: written in the event's transaction (one per subscribed, enabled endpoint of each recipient),
 * claimed by the worker when due, and marked after each attempt with the next one planned by the backoff.
 */
export class WebhookDeliveries {
  constructor(
    private readonly db: Db,
    /** Seconds one step of WEBHOOK_RETRY_MINUTES stands for (60: minutes; tests make it tiny). */
    private readonly retryBaseSeconds: number,
  ) {}

  /** Writes the deliveries of one event inside its transaction; answers how many were written. */
  async enqueue(
    tx: Tx,
    type: WebhookEvent,
    recipients: readonly Recipient[],
    now = new Date(),
  ): Promise<number> {
    const ids = [...new Set(recipients.map((r) => r.businessId))];
    if (ids.length === 0) return 0;
    const endpoints = await endpointsFor(tx, { ids, events: [type] });
    const rows = recipients.flatMap((r) =>
      endpoints
        .filter((e) => e.businessId === r.businessId)
        .map((e) => {
          const id = newDeliveryId();
          const body = JSON.stringify({ id, type, createdAt: now.toISOString(), data: r.data });
          return {
            id,
            endpointId: e.id,
            businessId: r.businessId,
            eventType: type,
            body,
            payload: r.data,
            nextAttemptAt: now,
            createdAt: now,
          };
        }),
    );
    if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
    return rows.length;
  }

  /** The endpoint's newest deliveries (at most WEBHOOK_DELIVERIES_KEPT). */
  async list(endpointId: number): Promise<WebhookDeliveryView[]> {
    const rows = await this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERIES_KEPT);
    return rows.map(view);
  }

  /**
   * Takes up to `limit` due deliveries for this worker: their next attempt moves past the lease, so no other
   * worker takes them meanwhile (SKIP LOCKED lets several workers claim side by side).
   */
  async claimDue(now: Date, leaseMs: number, limit = 10): Promise<DeliveryRow[]> {
    // 'pending' as a literal: a prepared statement's generic plan can then use the partial index of due ones.
    const due = this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending').inlineParams(),
          lte(webhookDeliveries.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
  }

  /** Claims one delivery of the business for a resend, whatever its state; 404 when it is not the business's. */
  async claimForResend(businessId: number, id: string, now: Date, leaseMs: number): Promise<DeliveryRow> {
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.businessId, businessId)))
      .returning();
    if (!row) throw notFound(webhookTexts.deliveryNotFound);
    return row;
  }

  /**
   * Records an attempt: delivered on 2xx; otherwise the next retry after WEBHOOK_RETRY_MINUTES[attempts - 1]
   * steps, or 'failed' once they are used up.
   */
  async record(row: DeliveryRow, result: AttemptResult, now: Date): Promise<WebhookDeliveryView> {
    const attempts = row.attempts + 1;
    const wait = WEBHOOK_RETRY_MINUTES[attempts - 1];
    const status = result.ok ? 'delivered' : wait === undefined ? 'failed' : 'pending';
    const [updated] = await this.db
      .update(webhookDeliveries)
      .set({
        attempts,
        status,
        lastStatusCode: result.statusCode,
        responseSnippet: result.snippet,
        lastAttemptAt: now,
        nextAttemptAt:
          status === 'pending' ? new Date(now.getTime() + (wait ?? 0) * this.retryBaseSeconds * 1000) : null,
      })
      .where(eq(webhookDeliveries.id, row.id))
      .returning();
    if (!updated) throw notFound(webhookTexts.deliveryNotFound);
    if (status !== 'pending') await this.prune(row.endpointId);
    return view(updated);
  }

  /** Drops the endpoint's finished deliveries older than the newest kept (pending ones stay until they end). */
  private async prune(endpointId: number): Promise<void> {
    const kept = this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERIES_KEPT);
    await this.db
      .delete(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          ne(webhookDeliveries.status, 'pending'),
          notInArray(webhookDeliveries.id, kept),
        ),
      );
  }
}
