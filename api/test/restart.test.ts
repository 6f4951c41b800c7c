import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDbKind } from './support/db';
import { freePort, startServer, waitUntilReady } from './support/server-process';

const instanceId = async (port: number): Promise<string> => {
  const body = (await (await fetch(`http://127.0.0.1:${port}/v1/health`)).json()) as {
    model: { instanceId: string };
  };
  return body.model.instanceId;
};

// The embedded database is the one that lives in DATA_DIR; PostgreSQL keeps its own data.
describe.skipIf(testDbKind !== 'pglite')('the embedded server process', () => {
  it('refuses a second process on the same data directory and keeps its data across SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dropmall-restart-'));
    const port = await freePort();
    // No demo data: this is about the database surviving a restart, not about drawing demo pictures.
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false' });
    await waitUntilReady(first, port);
    const id = await instanceId(port);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const intruder = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: 'false' });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is in use by another Dropmall process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false' });
    try {
      await waitUntilReady(second, port);
      expect(await instanceId(port)).toBe(id);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 300_000);
});
