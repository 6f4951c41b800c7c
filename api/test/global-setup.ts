import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs script shared with `npm start`
import { ensureApiBuild } from '../../scripts/api-build.mjs';
import { type Database, openDb } from '../src/db/client';
import { seedDemoData, seedReferenceData } from '../src/db/seed';
import { adminPool, databaseUrl, uniqueName } from './support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated database, cloned by each test file. */
    pgliteDump: string;
    /** PostgreSQL: the migrated template database each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrates one database per run and lets each test file clone it: PGlite from a dump, PostgreSQL through
 * CREATE DATABASE ... TEMPLATE. Each file then has a fresh database of its own in well under a second.
 */
export default async function setup(project: TestProject) {
  // The process tests (support/server-process.ts) run the build `npm start` runs.
  await ensureApiBuild();
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  if (kind === 'postgres') {
    const admin = adminPool();
    const template = uniqueName('dm_tpl');
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDb({ kind: 'postgres', url: databaseUrl(template) });
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    console.log(`api tests run on PostgreSQL (template database ${template})`);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'dropmall-test-'));
  const database = await openDb({ kind: 'pglite' });
  await prepare(database);
  // Written out now, each clone starts without replaying the migrations' and seeds' WAL.
  await database.db.execute(sql`CHECKPOINT`);
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  console.log('api tests run on embedded PGlite');
  return () => rmSync(dir, { recursive: true, force: true });
}

/** What every test database starts with: the schema, the menu and the demo accounts, as a fresh start has. */
async function prepare(database: Database): Promise<void> {
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
}
