import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businessUsers, operators } from '../../db/schema/accounts';
import { sessions } from '../../db/schema/sessions';
import type { Principal, SessionCheck, SessionLookup } from '../../http/auth';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session is renewed at most once a minute, so reading pages does not write on every call. */
const RENEW_AFTER_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The session and the state of the account it belongs to, in one query, prepared once: it runs on every call
 * that carries a token, so drizzle does not build it anew each time (and PostgreSQL plans it once per
 * connection).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      session: sessions,
      state: sql<string | null>`coalesce(${businessUsers.state}, ${operators.state})`,
      businessId: businessUsers.businessId,
      isOwner: businessUsers.isOwner,
      roleId: businessUsers.roleId,
    })
    .from(sessions)
    .leftJoin(
      businessUsers,
      and(eq(sessions.subjectKind, 'business'), eq(businessUsers.id, sessions.subjectId)),
    )
    .leftJoin(operators, and(eq(sessions.subjectKind, 'operator'), eq(operators.id, sessions.subjectId)))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_check');
}

/** Sessions: 256-bit random tokens, stored hashed, 7 days from the last use, revoked on logout. */
export class SessionService implements SessionLookup {
  private readonly lookup: ReturnType<typeof prepareSessionLookup>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.lookup = prepareSessionLookup(db);
  }

  /** Opens a session and returns its token; the token itself is never stored. */
  async create(subject: Pick<Principal, 'kind' | 'id'>, tx: Db | Tx = this.db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      subjectKind: subject.kind,
      subjectId: subject.id,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  async check(token: string): Promise<SessionCheck> {
    const [found] = await this.lookup.execute({ tokenHash: hashToken(token) });
    const row = found?.session;
    // A disabled or frozen account loses its sessions at once, whoever changed its state.
    if (!row || row.revokedAt || found.state !== 'active') return { status: 'unknown' };
    const now = this.now();
    if (row.expiresAt <= now) return { status: 'expired' };
    if (now.getTime() - row.lastUsedAt.getTime() > RENEW_AFTER_MS) {
      await this.db
        .update(sessions)
        .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
        .where(eq(sessions.id, row.id));
    }
    return {
      status: 'valid',
      principal: {
        kind: row.subjectKind,
        id: row.subjectId,
        sessionId: row.id,
        businessId: found.businessId ?? null,
        isOwner: found.isOwner === true,
        ...(row.subjectKind === 'business' ? { roleId: found.isOwner ? null : (found.roleId ?? null) } : {}),
      },
    };
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  }

  /** Ends every open session of an account (password changed, account disabled or frozen). */
  async revokeAll(subject: Pick<Principal, 'kind' | 'id'>): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(sessions.subjectKind, subject.kind),
          eq(sessions.subjectId, subject.id),
          isNull(sessions.revokedAt),
        ),
      );
  }

  /** Deletes sessions that expired more than a day ago; housekeeping, safe to run any time. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date(this.now().getTime() - 86_400_000)));
  }
}
