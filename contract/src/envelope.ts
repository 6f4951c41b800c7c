/**
 * The two response envelopes of the spec (000 §7, 001 §7) and the codes both sides agree on.
 * Back-office and mall-index calls answer `{ code, msg, model }`; cart, order, address and other
 * `/api/*` calls answer `{ success, result, message }`. Failures add `code` to the second shape too,
 * so the client can tell a lost session (1001/1007) apart in either.
 */

export const ResultCode = {
  ok: 0,
  /** No token, or a token the server does not know. */
  noToken: 1001,
  /** The token was valid once and has expired. */
  sessionExpired: 1007,
  validation: 4000,
  /** A balance payment without the business's 6-digit payment password, or with a wrong one (HTTP 400). */
  payPasswordWrong: 4001,
  forbidden: 4030,
  notFound: 4040,
  conflict: 4090,
  tooLarge: 4130,
  /** A body of a content type the call does not read (HTTP 415): a form to a JSON-only call, JSON to an upload. */
  unsupportedMediaType: 4150,
  rateLimited: 4290,
  /** The 6-digit payment password is locked after 5 wrong tries (HTTP 423): the dialog of spec 001 §5. */
  payPasswordDisabled: 4230,
  internal: 5000,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes after which the client forgets the session and sends the user to /login. */
export const SESSION_LOST_CODES: readonly number[] = [ResultCode.noToken, ResultCode.sessionExpired];

export type EnvelopeStyle = 'office' | 'api';

export interface OfficeEnvelope<T = unknown> {
  code: number;
  msg: string;
  model: T | null;
}

export interface ApiEnvelope<T = unknown> {
  success: 'true' | 'false';
  result: T | null;
  message: string;
  code?: number;
}

export type Envelope<T = unknown> = OfficeEnvelope<T> | ApiEnvelope<T>;

export function isApiEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && 'success' in body;
}

export function isOfficeEnvelope(body: unknown): body is OfficeEnvelope {
  return typeof body === 'object' && body !== null && 'code' in body && 'msg' in body;
}

/** The base path under which every call of the HTTP contract is mounted. */
export const API_BASE = '/v1';

/** Paths below API_BASE whose calls use the `{ success, result, message }` envelope. */
export function envelopeStyleFor(pathBelowBase: string): EnvelopeStyle {
  return pathBelowBase.startsWith('/api/') ? 'api' : 'office';
}
