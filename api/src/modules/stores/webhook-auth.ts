import { createHmac, timingSafeEqual } from 'node:crypto';
import { ResultCode } from '@dropmall/contract';
import { AppError } from '../../http/errors';
import { storeOrderTexts } from './texts';

/** A request's headers as Fastify gives them. */
export type Headers = Record<string, string | string[] | undefined>;

export const header = (h: Headers, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Shopify and WooCommerce alike: base64 HMAC-SHA256 of the raw body, compared in constant time. */
export function signatureValid(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64'));
  const got = Buffer.from(given);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** A webhook that is not signed by whom it claims: 401, as both platforms expect. */
export const webhookUnauthorized = () =>
  new AppError(401, ResultCode.forbidden, storeOrderTexts.badSignature);
