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
}

export type SessionCheck =
  | { status: 'valid'; principal: Principal }
  | { status: 'expired' }
  | { status: 'unknown' };

/** How the HTTP layer asks whether a token is good. The accounts module implements it. */
export interface SessionLookup {
  check(token: string): Promise<SessionCheck>;
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
