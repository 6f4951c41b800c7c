import type { FastifyRequest } from 'fastify';

/** Who is calling: a business user or a platform operator, through one session. */
export interface Principal {
  kind: 'business' | 'operator';
  id: number;
  sessionId: number;
  /** The business a business user works for; null for operators. */
  businessId: number | null;
  /** Whether a business user owns their business (holds all of it) rather than working as staff. */
  isOwner: boolean;
  /**
   * A staff member's role (null for an owner or an operator), when the session check has read it with the
   * session: permissions then need no second read of the account. Absent: they read it.
   */
  roleId?: number | null;
  /** Set when the call carries an API key instead of a session: the key acts as its maker, within its scopes. */
  apiKey?: { id: number; prefix: string; scopes: readonly string[] };
}

export type SessionCheck =
  | { status: 'valid'; principal: Principal }
  | { status: 'expired' }
  | { status: 'unknown' };

/** How the HTTP layer asks whether a token is good. The accounts module implements it. */
export interface SessionLookup {
  check(token: string): Promise<SessionCheck>;
}

/** One call made with an API key, as the access hook records it after the answer has gone. */
export interface ApiKeyCall {
  keyId: number;
  businessId: number;
  method: string;
  route: string;
  status: number;
  at: Date;
}

/**
 * How the HTTP layer asks whether an API key (`dm_live_...`) is good, and records its calls. The api-keys
 * module implements it. A good key's principal carries `apiKey`.
 */
export interface ApiKeyLookup {
  check(secret: string): Promise<SessionCheck>;
  record(call: ApiKeyCall): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before the handler runs (see access.ts); null when the caller is anonymous. */
    principal: Principal | null;
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
