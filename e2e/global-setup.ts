import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loginOperator } from './shared-sessions';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Polls /v1/health until the child server answers: its start (migrations, demo data, pictures) is a background
 * effect with nothing to wait on but the answer itself, so this is the suite's one poll, with a deadline.
 */
async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 400_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not come up:\n${log()}`);
}

/**
 * Where the stories' server keeps its data: a fresh PostgreSQL database when TEST_DATABASE_URL names a server
 * (CI; the faster engine for a server that both browser workers share), else embedded PGlite in the data
 * directory, as `npm start` runs by default. Returns the DATABASE_URL to give the server and how to drop it.
 */
async function storiesDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { drop: async () => {} };
  const name = `dm_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts the app as `npm start` does (scripts/start.mjs), on a free port and a fresh data directory, and hands
 * its address to the specs through E2E_BASE_URL. Returns the teardown, which stops it with SIGTERM.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dropmall-e2e-'));
  const port = await freePort();
  const database = await storiesDatabase();
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Specs send X-Forwarded-For so per-IP limits count per test, not for the whole run.
      TRUST_PROXY: 'true',
      // Each story makes its own businesses through POST /v1/dev/fixtures/business.
      TEST_FIXTURES: 'true',
      // A second code to one address is never a wait (the 120 s default has its own API test).
      CODE_RESEND_SECONDS: '1',
      // Stock and price changes reach the stores half a second after they happen (5 s by default).
      STORE_SYNC_DELAY_MS: '500',
      // The WooCommerce story's site is the test fake over https, with its own certificate.
      NODE_EXTRA_CA_CERTS: join(root, 'api/test/support/tls/fake-site.crt'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  await loginOperator(baseUrl);
  console.log(`e2e: server on ${baseUrl}, ${database.url ? 'PostgreSQL' : 'PGlite'}, files in ${dataDir}`);

  return async () => {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
