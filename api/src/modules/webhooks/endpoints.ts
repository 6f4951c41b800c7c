import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
  type WebhookEvent,
} from '@dropmall/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { LockSpace, lockForTransaction } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { conflict, notFound } from '../../http/errors';
import { type AddressRules, checkEndpointAddress } from './address';
import { newWebhookSecret } from './signing';
import { webhookTexts } from './texts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Seals and opens secrets at rest (the stores module's CredentialBox, given by the composition root). */
export interface SecretBox {
  seal(value: unknown, owner: string): string;
  open<T>(sealed: string, owner: string): T;
}

/** The additional data a secret is sealed with: a sealed secret copied to another business's row does not open. */
export const secretOwner = (businessId: number) => `webhook:${businessId}`;

export const endpointView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});

/** A business's endpoints: registered (the secret answered once), listed, enabled or disabled, deleted. */
export class WebhookEndpoints {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly rules: AddressRules,
  ) {}

  async list(businessId: number): Promise<WebhookEndpointView[]> {
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.businessId, businessId))
      .orderBy(desc(webhookEndpoints.id));
    return rows.map(endpointView);
  }

  async create(businessId: number, input: WebhookEndpointCreate): Promise<WebhookEndpointCreated> {
    await checkEndpointAddress(input.url, this.rules);
    const secret = newWebhookSecret();
    // Counted and written under the business's lock: parallel registrations cannot each see room for one more.
    const row = await this.db.transaction(async (tx) => {
      await lockForTransaction(tx, LockSpace.webhookEndpointCreate, businessId);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.businessId, businessId));
      if ((count?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS)
        throw conflict(webhookTexts.tooMany, { max: MAX_WEBHOOK_ENDPOINTS });
      const [written] = await tx
        .insert(webhookEndpoints)
        .values({
          businessId,
          url: input.url,
          events: [...new Set(input.events)],
          secretSealed: this.box.seal(secret, secretOwner(businessId)),
        })
        .returning();
      if (!written) throw new Error('webhook endpoint not written');
      return written;
    });
    return { endpoint: endpointView(row), secret };
  }

  async setEnabled(businessId: number, id: number, enabled: boolean): Promise<WebhookEndpointView> {
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({ enabled })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.businessId, businessId)))
      .returning();
    if (!row) throw notFound(webhookTexts.notFound);
    return endpointView(row);
  }

  /** Deletes the endpoint and its delivery log; pending deliveries to it are dropped with it. */
  async remove(businessId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.businessId, businessId)))
      .returning({ id: webhookEndpoints.id });
    if (deleted.length === 0) throw notFound(webhookTexts.notFound);
  }

  /** The business's endpoint, or 404 (another business's endpoint is not found either). */
  async own(businessId: number, id: number): Promise<EndpointRow> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.businessId, businessId)));
    if (!row) throw notFound(webhookTexts.notFound);
    return row;
  }
}
