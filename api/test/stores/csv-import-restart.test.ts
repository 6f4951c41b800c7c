import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoreCsvImportState } from '@dropmall/contract';
import { describe, expect, it } from 'vitest';
import { testDbKind } from '../support/db';
import { Remote, until } from '../support/remote';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../support/server-process';
import { ordersCsv } from './csv-orders';

const ORDERS = 400;

// The compiled server killed with SIGKILL between two orders of a CSV import, then started again.
describe.skipIf(testDbKind !== 'pglite')('a CSV order import across a crash', () => {
  it('answers at once, is resumed after a restart, and ends with every order once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dropmall-import-restart-'));
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), TASK_WORKER_SECONDS: '1', TASK_LEASE_SECONDS: '3' };
    const remote = new Remote(port);
    let server: ServerProcess = startServer(env);
    try {
      await waitUntilReady(server, port, 240_000);
      const email = 'demo@dropmall.test';
      await remote.post('/business/emailCode', { email, purpose: 'login' });
      const login = await remote.post('/businessLogin', {
        mobile: email,
        loginPwd: 'demo123456',
        code: await remote.latestCode(email),
      });
      const token: string = login.body.model.token;
      const store = await remote.post('/store/connect', { platform: 'csv', name: 'Crash stall' }, { token });
      const storeId: number = store.body.model.id;

      const queued = await remote.post(
        '/store/importOrders',
        { id: storeId, csv: ordersCsv(ORDERS) },
        { token },
      );
      expect(queued.status, JSON.stringify(queued.body)).toBe(200);
      const taskId: number = queued.body.model.taskId;
      const stateOf = async (): Promise<StoreCsvImportState> =>
        (await remote.get(`/store/importTask?id=${taskId}`, { token })).body.model;

      // Killed while it writes: some orders in, not all.
      const running = await until(stateOf, (s) => s.status === 'running' && s.done >= 40, 120_000, 50);
      server.child.kill('SIGKILL');
      await server.exited;
      expect(running.done).toBeLessThan(ORDERS);

      server = startServer(env);
      await waitUntilReady(server, port, 240_000);
      const done = await until(stateOf, (s) => s.status === 'done' || s.status === 'failed', 240_000, 250);
      // Each order written once, with the position that counts it: nothing counted twice, nothing skipped.
      expect(done).toMatchObject({ status: 'done', done: ORDERS, imported: ORDERS, updated: 0, skipped: 0 });
      const list = await remote.post('/order/crmCustomerOrderList', { storeId, size: 10 }, { token });
      expect(list.body.model.total).toBe(ORDERS);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
