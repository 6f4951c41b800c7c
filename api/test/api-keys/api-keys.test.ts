import { API_KEY_CALLS_KEPT, type ApiKeyCallView, type ApiKeyView } from '@dropmall/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyCalls, apiKeys } from '../../src/db/schema';
import { ApiKeyService } from '../../src/modules/api-keys/service';
import { expectOk, newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { createKey, withKey } from './support';

/**
 * API keys (issue 18, item 1): made on /myCenter/api, the secret answered once and kept as a hash; a key
 * calls the /v1 calls of its scopes as its maker (403 outside them or outside the maker's permissions), is
 * rate-limited per key (429 with Retry-After), and every call it makes is recorded (the newest 100 kept).
 */
const LIMIT = 12;
let t: TestApp;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let orderId: number;
/** Every answer read after a key was made: none may carry a secret. */
const answers: string[] = [];
const secrets: string[] = [];

const seen = (res: LightMyRequestResponse) => {
  answers.push(res.body);
  return res;
};
const keysOf = async (token: string) =>
  expectOk<{ records: ApiKeyView[] }>(seen(await post(t.app, '/v1/apiKey/list', {}, { token }))).records;
const callsOf = async (token: string) =>
  expectOk<{ records: ApiKeyCallView[] }>(seen(await post(t.app, '/v1/apiKey/calls', {}, { token }))).records;
const refused = (res: LightMyRequestResponse, status: number, code: number) => {
  seen(res);
  expect([res.statusCode, res.json().code], res.body).toEqual([status, code]);
};
const make = async (
  ...args: Parameters<typeof createKey> extends [unknown, unknown, ...infer R] ? R : never
) => {
  const made = await createKey(t.app, owner.token, ...args);
  secrets.push(made.secret);
  return made;
};

beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT: String(LIMIT) });
  await t.app.ready();
  owner = await newBuyer(t.database.db, '500');
  other = await newBuyer(t.database.db);
  const addressId = (await addAddress(t.app, t.database.db, owner.token)).id;
  const { skuId } = await variantWithStock(t.database.db, 50);
  const line = await addToCart(t.app, owner.token, skuId, 1);
  orderId = (await checkout(t.app, owner.token, [line.id], addressId)).json().result.orderIds[0];
}, 120_000);
afterAll(() => t.close());

describe(`API keys (${testDbKind})`, () => {
  it('answers the secret once, keeps only its hash and prefix, and the key reads the orders of its scope', async () => {
    const { key, secret } = await make(['catalogue:read', 'orders:read']);
    expect(secret).toMatch(/^dm_live_[0-9a-f]{64}$/);
    expect(key.prefix).toBe(secret.slice(0, 16));
    expect(key).toMatchObject({ name: 'Integration', state: 'active', lastUsedAt: null });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const orders = seen(
      await withKey(t.app, secret, 'POST', '/v1/api/order/orderList', { current: 1, size: 10 }),
    );
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json().result.records.map((o: { id: number }) => o.id)).toContain(orderId);
    const products = seen(await withKey(t.app, secret, 'GET', '/v1/product/list?current=1&size=10'));
    expect(products.statusCode, products.body).toBe(200);

    // The list shows the prefix and, once the call is recorded, when it was last used.
    await vi.waitFor(async () => {
      const listed = (await keysOf(owner.token)).find((k) => k.id === key.id);
      expect(listed?.prefix).toBe(key.prefix);
      expect(listed?.lastUsedAt).not.toBeNull();
    });
  });

  it('refuses a call outside the key’s scopes with 403, and opens it with the scope', async () => {
    const catalogueOnly = await make(['catalogue:read']);
    refused(
      await withKey(t.app, catalogueOnly.secret, 'POST', '/v1/api/order/orderDetail', { id: orderId }),
      403,
      4030,
    );
    // Reading is not writing: orders:read cannot cancel.
    const reader = await make(['orders:read']);
    refused(
      await withKey(t.app, reader.secret, 'POST', '/v1/api/order/cancelOrder', { id: orderId }),
      403,
      4030,
    );
    refused(await withKey(t.app, reader.secret, 'GET', '/v1/product/list?current=1&size=10'), 403, 4030);
    const detail = seen(
      await withKey(t.app, reader.secret, 'POST', '/v1/api/order/orderDetail', { id: orderId }),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result.id).toBe(orderId);
  });

  it('never manages keys, the password, the mobile or the session, whatever its scopes', async () => {
    const all = await make(['catalogue:read', 'orders:read', 'orders:write', 'storeOrders', 'stock:read']);
    refused(await withKey(t.app, all.secret, 'POST', '/v1/apiKey/list', {}), 403, 4030);
    refused(
      await withKey(t.app, all.secret, 'POST', '/v1/apiKey/create', {
        name: 'Child',
        scopes: ['orders:read'],
        expiresInDays: 30,
      }),
      403,
      4030,
    );
    refused(await withKey(t.app, all.secret, 'POST', '/v1/apiKey/revoke', { id: all.key.id }), 403, 4030);
    refused(
      await withKey(t.app, all.secret, 'POST', '/v1/business/changePassword', { oldPwd: 'x', newPwd: 'y' }),
      403,
      4030,
    );
    refused(await withKey(t.app, all.secret, 'POST', '/v1/logout', {}), 403, 4030);
    refused(await withKey(t.app, all.secret, 'POST', '/v1/businessUser/list', {}), 403, 4030);
    expect((await keysOf(owner.token)).find((k) => k.id === all.key.id)?.state).toBe('active');
  });

  it('answers 401 (log in, 1001) once the key is revoked, and to an unknown key', async () => {
    const { key, secret } = await make(['orders:read']);
    const before = await withKey(t.app, secret, 'POST', '/v1/api/order/orderList', {});
    expect(before.statusCode).toBe(200);
    const revoked = expectOk<ApiKeyView>(
      seen(await post(t.app, '/v1/apiKey/revoke', { id: key.id }, { token: owner.token })),
    );
    expect(revoked.state).toBe('revoked');
    refused(await withKey(t.app, secret, 'POST', '/v1/api/order/orderList', {}), 401, 1001);
    // Even on a public call: a program learns at once that its key is dead.
    refused(await withKey(t.app, secret, 'GET', '/v1/mall/index/page?current=1&size=5'), 401, 1001);
    refused(await withKey(t.app, `dm_live_${'0'.repeat(64)}`, 'GET', '/v1/product/list'), 401, 1001);
    refused(await post(t.app, '/v1/apiKey/revoke', { id: key.id }, { token: owner.token }), 409, 4090);
  });

  it('answers 401 to an expired key', async () => {
    const { key, secret } = await make(['orders:read'], 30);
    expect(new Date(key.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    refused(await withKey(t.app, secret, 'POST', '/v1/api/order/orderList', {}), 401, 1001);
    expect((await keysOf(owner.token)).find((k) => k.id === key.id)?.state).toBe('expired');
    const forever = await make(['orders:read'], 0);
    expect(forever.key.expiresAt).toBeNull();
  });

  it('answers 404 to another business revoking the key, which keeps working', async () => {
    const { key, secret } = await make(['orders:read']);
    refused(await post(t.app, '/v1/apiKey/revoke', { id: key.id }, { token: other.token }), 404, 4040);
    expect(await keysOf(other.token)).toEqual([]);
    expect(await callsOf(other.token)).toEqual([]);
    const still = await withKey(t.app, secret, 'POST', '/v1/api/order/orderList', {});
    expect(still.statusCode).toBe(200);
  });

  it('refuses staff without the page, and limits a staff member’s key to their own permissions', async () => {
    const bare = await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/About']]));
    refused(await post(t.app, '/v1/apiKey/list', {}, { token: bare.token }), 403, 4030);
    refused(await post(t.app, '/v1/apiKey/calls', {}, { token: bare.token }), 403, 4030);
    refused(
      await post(
        t.app,
        '/v1/apiKey/create',
        { name: 'x', scopes: 'orders:read', expiresInDays: 30 },
        { token: bare.token },
      ),
      403,
      4030,
    );
    // A staff member holding the keys page but not the orders pages: their key reads no orders.
    const keeper = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/myCenter/api']]),
    );
    const owners = await make(['orders:read'], 30, 'Seen by staff');
    expect((await keysOf(keeper.token)).map((k) => k.id)).toContain(owners.key.id);
    const theirs = await createKey(t.app, keeper.token, ['orders:read', 'catalogue:read']);
    secrets.push(theirs.secret);
    refused(await withKey(t.app, theirs.secret, 'POST', '/v1/api/order/orderList', {}), 403, 4030);
    const catalogue = await withKey(t.app, theirs.secret, 'GET', '/v1/mall/index/page?current=1&size=1');
    expect(catalogue.statusCode, catalogue.body).toBe(200);
    // Their key dies with their account: disabled, the key answers 401 like a dead session.
    expectOk(await post(t.app, '/v1/businessUser/disable', { id: keeper.id }, { token: owner.token }));
    refused(await withKey(t.app, theirs.secret, 'GET', '/v1/mall/index/page?current=1&size=1'), 401, 1001);
  });

  it('limits each key’s calls per minute: 429 with Retry-After', async () => {
    const { secret } = await make(['catalogue:read']);
    const other = await make(['catalogue:read']);
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= LIMIT; i++) {
      last = await withKey(t.app, secret, 'GET', '/v1/mall/index/page?current=1&size=1');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(last?.json().code).toBe(4290);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same business has its own count.
    const fresh = await withKey(t.app, other.secret, 'GET', '/v1/mall/index/page?current=1&size=1');
    expect(fresh.statusCode).toBe(200);
  });

  it('records every call of a key (key, route, status, time) and shows the newest', async () => {
    const { key, secret } = await make(['orders:read'], 30, 'Logged');
    await withKey(t.app, secret, 'POST', '/v1/api/order/orderList', {});
    // Records are written after the answers: the second call goes once the first is on the list.
    await vi.waitFor(async () => {
      expect((await callsOf(owner.token)).some((c) => c.keyId === key.id)).toBe(true);
    });
    await withKey(t.app, secret, 'POST', '/v1/api/order/cancelOrder', { id: orderId });
    await vi.waitFor(async () => {
      const mine = (await callsOf(owner.token)).filter((c) => c.keyId === key.id);
      expect(mine.map((c) => [c.method, c.route, c.status])).toEqual([
        ['POST', '/v1/api/order/cancelOrder', 403],
        ['POST', '/v1/api/order/orderList', 200],
      ]);
      expect(mine[0]).toMatchObject({ keyName: 'Logged', keyPrefix: key.prefix });
    });
  });

  it('keeps the newest 100 calls of each key', async () => {
    const { key } = await make(['orders:read']);
    const service = new ApiKeyService(t.database.db);
    for (let i = 0; i < API_KEY_CALLS_KEPT + 5; i++) {
      await service.record({
        keyId: key.id,
        businessId: owner.businessId,
        method: 'GET',
        route: `/v1/probe/${i}`,
        status: 200,
        at: new Date(),
      });
    }
    const [kept] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, oldest: sql<string>`min(${apiKeyCalls.route})` })
      .from(apiKeyCalls)
      .where(eq(apiKeyCalls.keyId, key.id));
    expect(kept?.n).toBe(API_KEY_CALLS_KEPT);
    const shown = await callsOf(owner.token);
    expect(shown.length).toBe(API_KEY_CALLS_KEPT);
    expect(shown[0]?.route).toBe(`/v1/probe/${API_KEY_CALLS_KEPT + 4}`);
    expect(shown.some((c) => c.route === '/v1/probe/4')).toBe(false);
  });

  it('states the scopes and the limits in the API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json();
    expect(doc.info.description).toContain(`${LIMIT} calls per key and minute`);
    expect(doc.info.description).toContain('- orders:read: /v1/api/order/orderList');
  });

  it('never answers a secret after it was made', () => {
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      for (const body of answers) expect(body.includes(secret)).toBe(false);
      expect(answers.join('\n')).not.toContain(secret.slice(16));
    }
  });
});
