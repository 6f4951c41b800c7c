import { type Database, openDb } from '../api/src/db/client';
import { seedDemoData, seedReferenceData } from '../api/src/db/seed/index';

/**
 * The PostgreSQL database a catalogue loader writes into (bench/seed.ts, bench/load-peer-catalogue.ts):
 * migrated, with the reference data and the demo shop whose products the loaders use as templates. `step`
 * prints a label with the seconds since the start.
 */
export async function openBenchDatabase(): Promise<{ database: Database; step(label: string): void }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required: the benchmark catalogues are for PostgreSQL');
  const started = Date.now();
  const step = (label: string) =>
    console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`);
  const database = await openDb({ kind: 'postgres', url, poolSize: 2 });
  await database.exclusively(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
  });
  step('migrated, demo shop present');
  return { database, step };
}
