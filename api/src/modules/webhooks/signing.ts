import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_MARK } from '@dropmall/contract';

/** A new endpoint secret: 32 random bytes as hex after the mark. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_MARK}${randomBytes(32).toString('hex')}`;

/** The signature header's value: `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
