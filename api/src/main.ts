import { buildApp } from './app';
import { type Config, ConfigError, loadConfig, uploadsDir } from './config';
import { type Database, openDb } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { ensureInstanceId } from './db/instance';
import { seedDemoData, seedReferenceData } from './db/seed';
import { CatalogPictures } from './db/seed/catalog/images';
import { DEMO_BANNERS, demoImageSpecs } from './db/seed/demo-catalog';
import { seedDemoStore } from './modules/stores/demo';

/**
 * Schema, reference data and, when asked, the demo shop. Processes starting together on one PostgreSQL
 * database take turns here, so each migration and each seed is applied once.
 */
async function prepare(database: Database, config: Config): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate();
    await ensureInstanceId(database.db);
    await seedReferenceData(database.db);
    if (config.SEED_DEMO) {
      await seedDemoData(database.db);
      await seedDemoStore(database.db, config);
    }
  });
}

/** config -> lock -> open database -> migrate -> seed when empty -> build app -> listen; and a clean stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  const unlock = embedded ? lockDataDir(config.DATA_DIR) : () => {};
  let database: Database | undefined;
  try {
    database = config.DATABASE_URL
      ? await openDb({
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          namedStatements: config.DATABASE_NAMED_STATEMENTS,
        })
      : // On a thread of its own: the embedded database's work no longer holds the event loop.
        await openDb({ kind: 'pglite', dataDir: `${config.DATA_DIR}/pglite`, thread: true });
    await prepare(database, config);
  } catch (error) {
    await database?.close().catch(() => {});
    unlock();
    throw error;
  }
  const db = database;
  // The demo catalogue's pictures are drawn after the server is ready (seconds of CPU on a first start; later
  // starts find the files): until then a request for one waits for that one.
  const pictures = config.SEED_DEMO
    ? new CatalogPictures(uploadsDir(config), demoImageSpecs(), DEMO_BANNERS)
    : undefined;
  const app = await buildApp({ config, database: db, pendingFiles: pictures });
  app.addHook('onClose', async () => {
    await db.close();
    unlock();
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: closing the server and the database');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: db.kind, dataDir: embedded ? config.DATA_DIR : undefined },
    `Dropmall is ready on http://localhost:${config.PORT}`,
  );
  pictures
    ?.drawAll()
    .then((drawn) => {
      if (drawn > 0) app.log.info({ drawn, dir: uploadsDir(config) }, 'demo catalogue pictures drawn');
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'drawing the demo catalogue pictures failed'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
