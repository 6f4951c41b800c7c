import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency';
import type {
  IdempotencyClaim,
  IdempotencyScope,
  IdempotencyStore,
  StoredAnswer,
} from '../../http/idempotency';

/** How long an answer is replayed. */
export const KEY_TTL_SECONDS = 24 * 60 * 60;
/** How long a running request holds its key before a retry may take it over (it died, say). */
export const KEY_LEASE_SECONDS = 120;
/** Keys removed per sweep statement, so one sweep never holds a long lock. */
const SWEEP_BATCH = 5000;

const t = idempotencyKeys;
const ago = (seconds: number) => sql`now() - (${seconds}::int * interval '1 second')`;
const scopeIs = (scope: IdempotencyScope) =>
  and(eq(t.businessId, scope.businessId), eq(t.operation, scope.operation), eq(t.key, scope.key));

/** Idempotency keys in the database, so every API process sees the same ones. */
export class IdempotencyKeys implements IdempotencyStore {
  constructor(private readonly db: Db) {}

  async claim(scope: IdempotencyScope, requestHash: string): Promise<IdempotencyClaim> {
    // Twice at most: a key the sweep removed between the two statements is simply claimed again.
    for (let attempt = 0; attempt < 2; attempt++) {
      // A fresh key is inserted; an expired one, or a running one whose holder went quiet, is taken over.
      const taken = await this.db
        .insert(t)
        .values({ ...scope, requestHash })
        .onConflictDoUpdate({
          target: [t.businessId, t.operation, t.key],
          set: {
            requestHash,
            state: 'running',
            responseStatus: null,
            responseType: null,
            responseBody: null,
            createdAt: sql`now()`,
            lockedAt: sql`now()`,
          },
          setWhere: sql`${t.createdAt} < ${ago(KEY_TTL_SECONDS)} or (${t.state} = 'running' and ${t.lockedAt} < ${ago(KEY_LEASE_SECONDS)} and ${t.requestHash} = ${requestHash})`,
        })
        .returning({ key: t.key });
      if (taken.length > 0) return { kind: 'run' };
      const [row] = await this.db.select().from(t).where(scopeIs(scope));
      if (!row) continue;
      if (row.requestHash !== requestHash) return { kind: 'mismatch' };
      if (row.state === 'running' || row.responseStatus === null || row.responseBody === null)
        return { kind: 'busy' };
      return {
        kind: 'replay',
        status: row.responseStatus,
        type: row.responseType ?? 'application/json; charset=utf-8',
        body: row.responseBody,
      };
    }
    return { kind: 'busy' };
  }

  async complete(scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
    await this.db
      .update(t)
      .set({
        state: 'done',
        responseStatus: answer.status,
        responseType: answer.type,
        responseBody: answer.body,
      })
      .where(and(scopeIs(scope), eq(t.state, 'running')));
  }

  async release(scope: IdempotencyScope): Promise<void> {
    await this.db.delete(t).where(and(scopeIs(scope), eq(t.state, 'running')));
  }

  async sweep(): Promise<number> {
    const removed = await this.db
      .delete(t)
      .where(
        sql`(${t.businessId}, ${t.operation}, ${t.key}) in (select k.business_id, k.operation, k.key from idempotency_keys k where k.created_at < ${ago(KEY_TTL_SECONDS)} limit ${SWEEP_BATCH})`,
      )
      .returning({ key: t.key });
    return removed.length;
  }
}
