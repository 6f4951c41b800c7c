import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { noToken, sessionExpired } from './errors';

/** Who is calling: a business user or a platform operator, through one session. */
export interface Principal {
  kind: 'business' | 'operator';
  id: number;
  sessionId: number;
  /** The business a business user works for; null for operators. */
  businessId: number | null;
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
    /** Set by `requireAuth` / `optionalAuth`; null when the caller is anonymous. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler: 1001 without a known token, 1007 when it expired. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets the principal when a good token is sent, and lets anonymous callers through. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp<{ sessions: SessionLookup }>(
  async (app, { sessions }) => {
    app.decorateRequest('principal', null);

    const resolve = async (request: FastifyRequest): Promise<SessionCheck> => {
      const token = bearerToken(request);
      return token ? sessions.check(token) : { status: 'unknown' };
    };

    app.decorate('requireAuth', async (request: FastifyRequest) => {
      const result = await resolve(request);
      if (result.status === 'expired') throw sessionExpired();
      if (result.status === 'unknown') throw noToken();
      request.principal = result.principal;
    });

    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const result = await resolve(request);
      request.principal = result.status === 'valid' ? result.principal : null;
    });
  },
  { name: 'auth' },
);
