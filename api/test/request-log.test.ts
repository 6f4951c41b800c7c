import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

type Line = { msg: string; reqId?: string; method?: string; url?: string; status?: number; ms?: number };

const lines: Line[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  await t.app.ready();
});
afterAll(() => t.close());

describe('the request log', () => {
  it('writes one line per request, with method, path, status and time, under the request id', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { 'x-request-id': 'log-ok-1' },
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { 'x-request-id': 'log-404-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(missing.statusCode).toBe(404);
    const of = (id: string) => lines.filter((l) => l.reqId === id);
    expect(of('log-ok-1')).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        url: '/v1/health',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    expect(of('log-404-1')).toEqual([
      expect.objectContaining({ msg: 'request', url: '/v1/nothing-here', status: 404 }),
    ]);
  });
});
