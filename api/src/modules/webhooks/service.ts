import type { WebhookDeliveryView } from '@dropmall/contract';
import type { WebhookDeliveries } from './deliveries';
import type { WebhookEndpoints } from './endpoints';
import type { WebhookSender } from './sender';

/** The delivery log of an endpoint and the "Resend" button: what the page asks beside the endpoints. */
export class WebhookLog {
  constructor(
    private readonly endpoints: WebhookEndpoints,
    private readonly deliveries: WebhookDeliveries,
    private readonly sender: WebhookSender,
    private readonly leaseMs: number,
  ) {}

  async list(businessId: number, endpointId: number): Promise<WebhookDeliveryView[]> {
    await this.endpoints.own(businessId, endpointId);
    return this.deliveries.list(endpointId);
  }

  /** A new attempt of the same delivery (same id and body, signed afresh), made now; answers how it went. */
  async resend(businessId: number, id: string): Promise<WebhookDeliveryView> {
    const row = await this.deliveries.claimForResend(businessId, id, new Date(), this.leaseMs);
    return this.sender.attempt(row);
  }
}
