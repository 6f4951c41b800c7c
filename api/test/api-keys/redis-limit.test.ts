import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { createKey, withKey } from './support';

/** The per-key limit counts in Redis when REDIS_URL is set (TEST_REDIS_URL; skipped without it). */
const redisUrl = process.env.TEST_REDIS_URL;
let t: TestApp;

describe.skipIf(!redisUrl)(`API key rate limit in Redis (${testDbKind})`, () => {
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl ?? '', API_KEY_RATE_LIMIT: '3' });
    await t.app.ready();
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 429 with Retry-After after the key’s calls of the minute', async () => {
    const owner = await newBuyer(t.database.db);
    const { secret } = await createKey(t.app, owner.token, ['catalogue:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await withKey(t.app, secret, 'GET', '/v1/mall/index/page?current=1&size=1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await withKey(t.app, secret, 'GET', '/v1/mall/index/page?current=1&size=1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
