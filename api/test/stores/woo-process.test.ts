import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../support/db';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../support/server-process';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';

/**
 * Connecting a WooCommerce store through the server `npm start` runs (dist/main.mjs under Node's own loader),
 * where the library's CommonJS default import once made every connect a 500; and the same connect refused,
 * before anything reaches the site, when private addresses are off (production).
 */
let woo: WooFake;
const dirs: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  woo = await startWooFake();
});
afterAll(async () => {
  for (const s of servers) {
    s.child.kill('SIGTERM');
    await s.exited;
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  await woo?.close();
});

async function server(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dropmall-woo-process-'));
  dirs.push(dataDir);
  const port = await freePort();
  const s = startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    TEST_FIXTURES: 'true',
    ...env,
  });
  servers.push(s);
  await waitUntilReady(s, port);
  return `http://127.0.0.1:${port}`;
}

async function connect(origin: string, lang: 'en' | 'zh' = 'en') {
  const fixture = await fetch(`${origin}/v1/dev/fixtures/business`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // No reviewer without the demo data: an uncertified business, which may connect stores all the same.
    body: JSON.stringify({ certified: false }),
  });
  expect(fixture.status).toBe(200);
  const { token } = ((await fixture.json()) as { model: { session: { token: string } } }).model.session;
  return fetch(`${origin}/v1/store/connect`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': lang,
    },
    body: JSON.stringify({
      platform: 'woocommerce',
      siteUrl: woo.url,
      consumerKey: woo.key,
      consumerSecret: woo.secret,
    }),
  });
}

// A server process on its own embedded database (PostgreSQL runs would need a database of their own).
describe.skipIf(testDbKind !== 'pglite')('a WooCommerce store through the compiled server', () => {
  it('connects: the shop answers, its webhooks are subscribed and their ping answered', async () => {
    const origin = await server({});
    const res = await connect(origin);
    const body = (await res.json()) as { code: number; model: { platform: string; currency: string } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.model).toMatchObject({ platform: 'woocommerce', currency: 'BRL' });
    expect(woo.calls.some((c) => c.path.endsWith('/system_status') && c.status === 200)).toBe(true);
    expect(woo.webhooks.map((w) => w.topic)).toEqual(['order.created', 'order.updated']);
    expect(woo.pings.map((p) => p.status)).toEqual([200, 200]);
    expect(woo.refused).toEqual([]);
  }, 180_000);

  it('with private addresses off, refuses the site on this machine in words, and nothing reaches it', async () => {
    const origin = await server({ STORE_PRIVATE_ADDRESSES: 'false' });
    const seen = woo.calls.length;
    const res = await connect(origin);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toBe(
      `The address ${woo.url} is inside a private network; connect a store that is reachable on the internet.`,
    );
    expect(woo.calls.length).toBe(seen);
  }, 180_000);
});
