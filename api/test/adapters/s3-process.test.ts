import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture } from '../seller/upload-support';
import { testDbKind } from '../support/db';
import { Remote, until } from '../support/remote';
import { type LocalS3, S3_BUCKET, startLocalS3 } from '../support/s3-server';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../support/server-process';

// The compiled server (dist/main.mjs under Node's own loader, as `npm start` runs it) with S3 configured:
// the AWS SDK must load and sign there too, not only under vitest.
describe.skipIf(testDbKind !== 'pglite')('the compiled server on S3 storage', () => {
  let s3: LocalS3;
  let server: ServerProcess;
  let remote: Remote;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = mkdtempSync(join(tmpdir(), 'dropmall-s3-process-'));
    const port = await freePort();
    server = startServer({ DATA_DIR: dataDir, PORT: String(port), TASK_WORKER_SECONDS: '1', ...s3.env() });
    await waitUntilReady(server, port, 240_000);
    remote = new Remote(port);
  }, 300_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await s3?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function login(): Promise<string> {
    const email = 'demo@dropmall.test';
    await remote.post('/business/emailCode', { email, purpose: 'login' });
    const { body } = await remote.post('/businessLogin', {
      mobile: email,
      loginPwd: 'demo123456',
      code: await remote.latestCode(email),
    });
    return body.model.token;
  }

  it('uploads a picture into the bucket and hands out an export through a signed link', async () => {
    const token = await login();
    const form = new FormData();
    const body = await picture('png', 120);
    form.append('file', new Blob([new Uint8Array(body)], { type: 'image/png' }), 'a.png');
    const uploaded = await fetch(`${remote.base}/v1/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await uploaded.json()) as { msg: string };
    expect(uploaded.status, JSON.stringify(answer)).toBe(200);
    expect(answer.msg).toMatch(new RegExp(`^${s3.endpoint}/${S3_BUCKET}/public/products/`));
    const served = await fetch(answer.msg);
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
    expect(
      readdirSync(dataDir, { recursive: true })
        .map(String)
        .filter((f) => f.includes('products/')),
    ).toEqual([]);

    const queued = await remote.post('/api/order/exportOrder', { status: '' }, { token });
    const taskId: number = queued.body.result.taskId;
    await until(
      async () => (await remote.post('/exportRecord/list', {}, { token })).body.model.records[0],
      (r: { id: number; status: string }) => r.id === taskId && r.status === 'done',
      60_000,
    );
    const link = await remote.get(`/exportRecord/downloadLink?id=${taskId}`, { token });
    expect(link.status).toBe(200);
    const file = await fetch(link.body.model.url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    // The route that streams it through the server reads the same object.
    const streamed = await remote.get(`/exportRecord/download?id=${taskId}`, { token });
    expect(streamed.status).toBe(200);
    expect((streamed.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  }, 180_000);
});
