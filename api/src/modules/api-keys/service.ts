import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_CALLS_KEPT,
  API_KEY_MARK,
  API_KEY_PREFIX_LENGTH,
  type ApiKeyCallView,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
  type ApiKeyScope,
  type ApiKeyView,
} from '@dropmall/contract';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { LockSpace, lockForTransaction } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { apiKeyCalls, apiKeys } from '../../db/schema/api-keys';
import type { ApiKeyCall, ApiKeyLookup, SessionCheck } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { activeBusinessUser } from '../accounts/directory';
import { apiKeyTexts } from './texts';

type KeyRow = typeof apiKeys.$inferSelect;

/** Active keys a business may hold at once. */
export const MAX_ACTIVE_KEYS = 20;
const DAY_MS = 86_400_000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret: 32 random bytes as 64 hex digits after the mark. */
export function newSecret(): string {
  return `${API_KEY_MARK}${randomBytes(32).toString('hex')}`;
}

function stateOf(row: KeyRow, now: Date): ApiKeyView['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

function view(row: KeyRow, now: Date): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: stateOf(row, now),
  };
}

/**
 * A business's API keys: made (the secret is answered once, only its SHA-256 and prefix are kept), listed,
 * revoked; checked on every call that carries one, acting as the business user who made it; and the
 * newest calls of each key, recorded after the answer.
 */
export class ApiKeyService implements ApiKeyLookup {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(businessId: number): Promise<ApiKeyView[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.businessId, businessId))
      .orderBy(desc(apiKeys.id));
    const now = this.now();
    return rows.map((row) => view(row, now));
  }

  async create(
    maker: { businessId: number; userId: number },
    input: ApiKeyCreateRequest,
  ): Promise<ApiKeyCreated> {
    const now = this.now();
    const secret = newSecret();
    // Counted and written under the business's lock: parallel creations cannot each see room for one more.
    const row = await this.db.transaction(async (tx) => {
      await lockForTransaction(tx, LockSpace.apiKeyCreate, maker.businessId);
      const [active] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(
          and(
            eq(apiKeys.businessId, maker.businessId),
            isNull(apiKeys.revokedAt),
            or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
          ),
        );
      if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS) throw conflict(apiKeyTexts.tooMany, { max: MAX_ACTIVE_KEYS });
      const [written] = await tx
        .insert(apiKeys)
        .values({
          businessId: maker.businessId,
          createdBy: maker.userId,
          name: input.name,
          prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
          secretHash: hashSecret(secret),
          scopes: [...new Set(input.scopes)],
          createdAt: now,
          expiresAt: input.expiresInDays > 0 ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
        })
        .returning();
      if (!written) throw new Error('API key not written');
      return written;
    });
    return { key: view(row, now), secret };
  }

  /** Revokes a key of the business at once; another business's key is not found. */
  async revoke(businessId: number, id: number): Promise<ApiKeyView> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: this.now() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)))
      .returning();
    if (row) return view(row, this.now());
    const [existing] = await this.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId)));
    throw existing ? conflict(apiKeyTexts.revoked) : notFound(apiKeyTexts.notFound);
  }

  /** The business's newest calls made with its keys (at most API_KEY_CALLS_KEPT). */
  async calls(businessId: number): Promise<ApiKeyCallView[]> {
    const rows = await this.db
      .select({
        id: apiKeyCalls.id,
        keyId: apiKeyCalls.keyId,
        keyName: apiKeys.name,
        keyPrefix: apiKeys.prefix,
        method: apiKeyCalls.method,
        route: apiKeyCalls.route,
        status: apiKeyCalls.status,
        at: apiKeyCalls.at,
      })
      .from(apiKeyCalls)
      .innerJoin(apiKeys, eq(apiKeys.id, apiKeyCalls.keyId))
      .where(eq(apiKeyCalls.businessId, businessId))
      // By time: the records are written after the answers, concurrently, so ids need not follow the calls.
      .orderBy(desc(apiKeyCalls.at), desc(apiKeyCalls.id))
      .limit(API_KEY_CALLS_KEPT);
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  }

  /** The key of a secret, acting as its maker (who must still be an active user of the key's business). */
  async check(secret: string): Promise<SessionCheck> {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashSecret(secret)))
      .limit(1);
    if (!row || row.revokedAt) return { status: 'unknown' };
    if (row.expiresAt && row.expiresAt <= this.now()) return { status: 'expired' };
    const maker = await activeBusinessUser(this.db, row.createdBy);
    if (!maker || maker.businessId !== row.businessId) return { status: 'unknown' };
    return {
      status: 'valid',
      principal: {
        kind: 'business',
        id: row.createdBy,
        sessionId: 0,
        businessId: row.businessId,
        isOwner: maker.isOwner,
        apiKey: { id: row.id, prefix: row.prefix, scopes: row.scopes },
      },
    };
  }

  /** Records one call, marks the key used, and drops the key's calls older than the newest kept. */
  async record(call: ApiKeyCall): Promise<void> {
    // The key is marked first, so a call on the page always comes with its key's last use.
    await this.db.update(apiKeys).set({ lastUsedAt: call.at }).where(eq(apiKeys.id, call.keyId));
    await this.db.insert(apiKeyCalls).values(call);
    const [edge] = await this.db
      .select({ id: apiKeyCalls.id })
      .from(apiKeyCalls)
      .where(eq(apiKeyCalls.keyId, call.keyId))
      .orderBy(desc(apiKeyCalls.id))
      .offset(API_KEY_CALLS_KEPT)
      .limit(1);
    if (edge) {
      await this.db
        .delete(apiKeyCalls)
        .where(and(eq(apiKeyCalls.keyId, call.keyId), lte(apiKeyCalls.id, edge.id)));
    }
  }
}
