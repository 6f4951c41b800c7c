import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { testDbKind } from './support/db';

/**
 * The probes docs/deploy.md names: liveness asks nothing of the database, readiness (and the older /v1/health)
 * says the database answers. The database going away is tested on real processes in two-instances.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe(`health probes (${testDbKind})`, () => {
  it('answers liveness, readiness and /health, without a session', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/v1/health/live' });
    expect([live.statusCode, live.json().model.status]).toEqual([200, 'ok']);
    for (const url of ['/v1/health/ready', '/v1/health']) {
      const ready = await t.app.inject({ method: 'GET', url });
      expect(ready.statusCode, url).toBe(200);
      expect(ready.json().model).toMatchObject({ status: 'ok', database: testDbKind });
      expect(typeof ready.json().model.instanceId).toBe('string');
    }
  });

  it('documents both probes in the API reference, open to anyone', async () => {
    const doc = t.app.swagger() as {
      paths: Record<string, { get?: { security?: unknown[]; responses: object } }>;
    };
    expect(Object.keys(doc.paths['/v1/health/ready']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '503']),
    );
    expect(Object.keys(doc.paths['/v1/health/live']?.get?.responses ?? {})).toContain('200');
    expect(doc.paths['/v1/health/live']?.get?.security ?? []).toEqual([]);
  });
});
