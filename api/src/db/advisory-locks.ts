import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** An open transaction (client.ts's Tx, spelled out here so that client.ts can import this file). */
type InTransaction = PgDatabase<PgQueryResultHKT> & { rollback(): never };

/**
 * The first key of every advisory lock the app takes, one per job, kept here so that no two jobs share a
 * lock by accident. The second key is the owner the lock serialises (a business id), or 0.
 */
export const LockSpace = {
  /** Migrating and seeding at start-up (a session lock: db/client.ts). */
  startup: 9_000,
  /** Queuing a business's export or publish task (the waiting-task cap, the duplicate-click check). */
  taskCreate: 9_001,
  /** Making a business's API key (its cap of active keys). */
  apiKeyCreate: 9_002,
  /** Registering a business's webhook endpoint (its cap of endpoints). */
  webhookEndpointCreate: 9_003,
  /** Reserving a business's automatic fulfilment payment (its stores' daily caps, its minimum balance). */
  autoPayReserve: 9_034,
} as const;

/**
 * Holds the (space, owner) lock until the transaction ends. A count-then-insert under it is a limit that holds
 * under parallel calls: a second creation for the same owner waits here until the first has committed, then
 * counts the first one's row. Creations for other owners do not wait.
 */
export async function lockForTransaction(
  tx: InTransaction,
  space: (typeof LockSpace)[keyof typeof LockSpace],
  owner: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${owner}::int)`);
}
