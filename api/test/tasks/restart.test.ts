import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../support/db';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../support/server-process';
import { openZip } from '../support/tasks';

// biome-ignore lint/suspicious/noExplicitAny: answers of a running server, read loosely
type Json = any;

const form = (fields: { [key: string]: string | number }) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

async function call(
  port: number,
  path: string,
  fields: { [key: string]: string | number },
  token?: string,
): Promise<Json> {
  const res = await fetch(`http://127.0.0.1:${port}/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form(fields),
  });
  return res.json();
}

async function login(port: number): Promise<string> {
  const email = 'demo@dropmall.test';
  await call(port, '/business/emailCode', { email, purpose: 'login' });
  const outbox: Json = await (
    await fetch(`http://127.0.0.1:${port}/v1/dev/outbox?to=${email}&limit=1`)
  ).json();
  const body = await call(port, '/businessLogin', {
    mobile: email,
    loginPwd: 'demo123456',
    code: outbox[0].code,
  });
  return body.model.token;
}

type TaskRecord = { id: number; status: string; progress: number };
const firstRecord = async (port: number, token: string): Promise<TaskRecord> =>
  (await call(port, '/exportRecord/list', {}, token)).model.records[0];

async function until<T>(
  what: () => Promise<T>,
  ok: (value: T) => boolean,
  ms: number,
  every = 25,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

// A real process killed with SIGKILL in the middle of building an export, then started again.
describe.skipIf(testDbKind !== 'pglite')('an export task across a crash', () => {
  it('is picked up again after a restart and ends done with a whole zip', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dropmall-task-restart-'));
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), TASK_WORKER_SECONDS: '1', TASK_LEASE_SECONDS: '3' };
    let server: ServerProcess = startServer(env);
    try {
      await waitUntilReady(server, port, 240_000);
      const token = await login(port);
      const page: Json = await (await fetch(`http://127.0.0.1:${port}/v1/mall/index/page?size=100`)).json();
      const ids: number[] = page.model.records.map((r: { id: number }) => r.id);
      expect(ids).toHaveLength(100);
      const created = await call(
        port,
        '/product/saveTask',
        { platformDataType: 4, parentId: ids.join(',') },
        token,
      );
      const taskId = created.model.taskId as number;

      // Kill it while it is writing the zip: some products done, not all.
      const running = await until(
        () => firstRecord(port, token),
        (r) => r.status === 'running' && r.progress > 0,
        60_000,
      );
      server.child.kill('SIGKILL');
      await server.exited;
      expect(running.progress).toBeLessThan(95);

      server = startServer(env);
      await waitUntilReady(server, port, 240_000);
      const done = await until(
        () => firstRecord(port, token),
        (r) => r.status === 'done' || r.status === 'failed',
        120_000,
        250,
      );
      expect(done).toMatchObject({ id: taskId, status: 'done', progress: 100 });

      // The second attempt's file is the one offered; the first never became a file.
      const folder = join(dataDir, 'files/exports');
      const files = readdirSync(folder, { recursive: true }).map(String);
      expect(files.some((f) => f.endsWith(`${taskId}-2.zip`))).toBe(true);
      expect(files.some((f) => f.endsWith(`${taskId}-1.zip`))).toBe(false);
      expect(existsSync(folder)).toBe(true);

      const file = await fetch(`http://127.0.0.1:${port}/v1/exportRecord/download?id=${taskId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.status).toBe(200);
      const zip = await openZip(Buffer.from(await file.arrayBuffer()));
      expect(zip.names).toEqual(
        expect.arrayContaining(['products.xlsx', 'shopify-products.csv', 'woocommerce-products.csv']),
      );
      expect(new Set(zip.names.filter((n) => n.includes('/')).map((n) => n.split('/')[0])).size).toBe(100);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
