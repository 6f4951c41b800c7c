import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from './db';

/** A stand-in for a hashed build file under /assets. */
export const TEST_ASSET = {
  path: '/assets/index-Dm0T3st.js',
  body: 'console.log("dropmall");',
  compressedCopy: 'console.log("dropmall, from the copy the build compressed");',
};

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">dropmall test shell</div></body></html>';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, with a data directory and a stand-in built web app of its own.
 * Call `app.ready()` yourself when a test adds routes first.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'logStream' | 'pendingFiles'> = {},
  /** Files of the stand-in web build, by name, over the default ones (read when the app is built). */
  webFiles: Record<string, string> = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'dropmall-app-'));
  const webDist = join(dir, 'web');
  mkdirWeb(webDist);
  for (const [name, body] of Object.entries(webFiles)) writeFileSync(join(webDist, name), body);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(dir, 'data'),
    WEB_DIST: webDist,
    // The timeout sweep is off: tests run it themselves, when they choose.
    ORDER_SWEEP_SECONDS: '0',
    // So is the export worker: tests run its tasks with `tasksOf(t).worker.drain()`.
    TASK_WORKER_SECONDS: '0',
    // And the tracking pushes to stores: `services.stores.tracking.drain()`.
    STORE_TRACKING_SECONDS: '0',
    // And automatic fulfilment payment: `services.stores.autoPay.drain()`.
    STORE_AUTO_PAY_SECONDS: '0',
    // And the store alerts' check: `services.stores.alerts.check()`.
    STORE_ALERTS_MINUTES: '0',
    // And the stock and price sync to stores: `services.stores.sync.drain()`.
    STORE_SYNC_SECONDS: '0',
    // And reconciliation: tests fetch with POST /reconcile/fetch.
    RECONCILE_MINUTES: '0',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, ...deps });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function mkdirWeb(webDist: string) {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(webDist, TEST_ASSET.path), TEST_ASSET.body);
  // The compressed copies the build writes beside each asset (scripts/precompress.mjs). Theirs is a text of
  // their own, so a test can tell them from the server compressing the plain file as it sends it.
  writeFileSync(join(webDist, `${TEST_ASSET.path}.br`), brotliCompressSync(TEST_ASSET.compressedCopy));
  writeFileSync(join(webDist, `${TEST_ASSET.path}.gz`), gzipSync(TEST_ASSET.compressedCopy));
}
