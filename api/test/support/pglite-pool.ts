import { sql } from 'drizzle-orm';
import { type Database, type Db, openDb } from '../../src/db/client';

/**
 * PGlite databases for the test files of one worker (files share a worker's modules: isolate off).
 *
 * Starting PGlite from the migrated dump costs ~0.6 s of CPU a file; putting a finished database back to the
 * dump's rows costs ~0.2 s. So a file's database, once closed, is kept, and the next file gets it back reset:
 * every public table truncated and refilled from a copy taken when it was first opened, every sequence set
 * back. The rows, ids and sequences a file sees are the dump's, as with a fresh start.
 *
 * A file's handle is revoked when it closes it: work the file left running fails as it did against a closed
 * database, instead of writing into the next file's rows.
 */

const SNAPSHOT = 'test_snapshot';

interface Kept {
  database: Database;
  /** The statements that put the rows and sequences back to the snapshot, in one transaction. */
  reset: string[];
}

const idle: Kept[] = [];

export async function leasePglite(dump: Blob): Promise<Database> {
  const reused = idle.pop();
  const kept = reused ?? (await keep(await openDb({ kind: 'pglite', fromDump: dump })));
  if (reused) await restore(kept);
  let revoked = false;
  const db = revocable(kept.database.db, () => revoked);
  return {
    ...kept.database,
    db,
    plannedOnce: db,
    close: async () => {
      if (revoked) return;
      revoked = true;
      idle.push(kept);
    },
  };
}

/** Copies the fresh database's rows aside once, and writes the statements that bring them back. */
async function keep(database: Database): Promise<Kept> {
  const { db } = database;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((r) => `"${r.name}"`);
  const sequenceNames = rowsOf<{ name: string }>(
    await db.execute(
      sql`select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
    ),
  ).map((r) => r.name);
  // Read from each sequence itself: pg_sequences shows what was logged ahead, not what was handed out.
  const sequences =
    sequenceNames.length === 0
      ? []
      : rowsOf<{ name: string; value: string; called: boolean }>(
          await db.execute(
            sql.raw(
              sequenceNames
                .map((n) => `select '${n}' as name, last_value::text as value, is_called as called from ${n}`)
                .join(' union all '),
            ),
          ),
        );
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`create schema ${SNAPSHOT}`));
    for (const t of tables) await tx.execute(sql.raw(`create table ${SNAPSHOT}.${t} as table public.${t}`));
  });
  const setvals = sequences.map((s) => `setval('${s.name}', ${s.value}, ${s.called})`);
  return {
    database,
    reset: [
      // Foreign keys and triggers are not checked while the copy goes back: it was whole when taken.
      'set local session_replication_role = replica',
      `truncate ${tables.map((t) => `public.${t}`).join(', ')}`,
      ...tables.map((t) => `insert into public.${t} select * from ${SNAPSHOT}.${t}`),
      ...(setvals.length > 0 ? [`select ${setvals.join(', ')}`] : []),
    ],
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function restore(kept: Kept): Promise<void> {
  await kept.database.db.transaction(async (tx) => {
    for (const statement of kept.reset) await tx.execute(sql.raw(statement));
  });
}

/** The database handle of one file: every use after the file closed it throws, as a closed PGlite does. */
function revocable(db: Db, isRevoked: () => boolean): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (isRevoked()) throw new Error('this test database was closed by its file');
      return Reflect.get(target, property, receiver);
    },
  });
}
