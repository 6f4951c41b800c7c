import { WEBHOOK_HEADERS, type WebhookDeliveryView } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { AppError } from '../../http/errors';
import { translate } from '../../http/language';
import { type AddressRules, checkEndpointAddress } from './address';
import type { AttemptResult, DeliveryRow, WebhookDeliveries } from './deliveries';
import { type SecretBox, secretOwner } from './endpoints';
import { signWebhookBody } from './signing';

/** Characters of the receiver's answer kept in the log. */
const SNIPPET = 300;

export interface SenderOptions {
  rules: AddressRules;
  timeoutMs: number;
  now?: () => Date;
}

/** The first characters of an answer, read no further than needed (a receiver may answer a huge body). */
async function snippetOf(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < SNIPPET) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text.slice(0, SNIPPET);
}

const reasonOf = (error: unknown) => {
  // The log is read by developers: the refusal in English, its placeholders filled.
  if (error instanceof AppError) return translate(error.text, 'en', error.params);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined)?.code : undefined;
  return `network error${cause ? ` (${cause})` : ''}`;
};

/**
 * Makes one attempt of one delivery: the endpoint must still be enabled and its address public (checked
 * again: DNS may have changed), the body is signed afresh with the current time, and the answer's status
 * and first characters are recorded. Redirects are not followed (a 3xx is a failed attempt).
 */
export class WebhookSender {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly deliveries: WebhookDeliveries,
    private readonly box: SecretBox,
    private readonly options: SenderOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async attempt(row: DeliveryRow): Promise<WebhookDeliveryView> {
    const result = await this.send(row);
    return this.deliveries.record(row, result, this.now());
  }

  private async send(row: DeliveryRow): Promise<AttemptResult> {
    const [endpoint] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, row.endpointId));
    if (!endpoint) return { ok: false, statusCode: null, snippet: 'endpoint deleted' };
    if (!endpoint.enabled) return { ok: false, statusCode: null, snippet: 'endpoint disabled' };
    try {
      await checkEndpointAddress(endpoint.url, this.options.rules);
      const secret = this.box.open<string>(endpoint.secretSealed, secretOwner(endpoint.businessId));
      const timestamp = Math.floor(this.now().getTime() / 1000);
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Dropmall-Webhooks/1',
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhookBody(secret, timestamp, row.body),
          [WEBHOOK_HEADERS.event]: row.eventType,
          [WEBHOOK_HEADERS.delivery]: row.id,
        },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const snippet = await snippetOf(response).catch(() => '');
      return { ok: response.status >= 200 && response.status < 300, statusCode: response.status, snippet };
    } catch (error) {
      return { ok: false, statusCode: null, snippet: reasonOf(error) };
    }
  }
}
