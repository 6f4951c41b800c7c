import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StripeFake, startStripeFake } from '../../../api/test/support/stripe-fake';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface StripeServer {
  /** The server's address, e.g. http://127.0.0.1:41234. */
  base: string;
  fake: StripeFake;
  /** Stops the server (SIGTERM, waited for) and the fake, and removes the data directory. */
  stop(): Promise<void>;
}

/**
 * The compiled server as `npm start` runs it, with PAYMENT_GATEWAY=stripe against a local Stripe fake that
 * delivers its signed events to it, on a fresh embedded database: the suite's own server keeps the sandbox for
 * the other stories. `env` adds to (or overrides) the server's settings.
 */
export async function startStripeServer(
  name: string,
  env: Record<string, string> = {},
): Promise<StripeServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fake = await startStripeFake();
  fake.deliverTo = `${base}/v1/api/payment/webhook/stripe`;
  const dataDir = mkdtempSync(join(tmpdir(), `dropmall-e2e-${name}-`));
  let output = '';
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      TEST_FIXTURES: 'true',
      PUBLIC_URL: base,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c) => (output += c));
  server.stderr?.on('data', (c) => (output += c));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Its start (migrations, demo data) is a background effect with nothing to wait on but the answer.
  const deadline = Date.now() + 450_000;
  for (;;) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the Stripe server ${server.exitCode !== null ? 'exited' : 'did not come up'}:\n${output}`,
      );
    }
    const up = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, fake, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
