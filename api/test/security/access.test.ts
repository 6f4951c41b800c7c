import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, accessPlugin } from '../../src/http/access';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';

/**
 * Every route says who may call it, and the check runs before the body is read: an anonymous caller of a
 * protected call hears "log in" (1001) whatever it sent, and a staff member whose role lacks the page can
 * neither read nor change the business's orders, addresses, after-sales, messages, wallet or exports.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let bare: string;
let orderId: number;
let addressId: number;

interface Operation {
  method: string;
  path: string;
  secured: boolean;
}

async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      secured: (op.security?.length ?? 0) > 0,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  owner = await newBuyer(t.database.db, '500');
  // A role holding one page that guards none of the calls below.
  bare = (await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/About']]))).token;
  addressId = (await addAddress(t.app, t.database.db, owner.token)).id;
  const { skuId } = await variantWithStock(t.database.db, 50);
  const line = await addToCart(t.app, owner.token, skuId, 1);
  const submitted = await checkout(t.app, owner.token, [line.id], addressId);
  orderId = submitted.json().result.orderIds[0];
}, 120_000);
afterAll(() => t.close());

describe(`declared access (${testDbKind})`, () => {
  it('refuses to start with a route that declares no access', async () => {
    // The plugin alone on a bare server: the rule is about registration, no session is ever asked.
    const bare = Fastify();
    await bare.register(accessPlugin, {
      sessions: { check: async () => ({ status: 'unknown' }) },
      permissions: { holdsAny: async () => false },
    });
    bare.get('/v1/probe/declared', { config: { access: access.anonymous } }, async () => ({}));
    expect(() => bare.get('/v1/probe/undeclared', async () => ({}))).toThrow(
      'GET /v1/probe/undeclared declares no access',
    );
    bare.get('/outside/the/api', async () => ({}));
    await bare.close();
  });

  it('answers 1001 to an anonymous caller of every protected operation, before reading its body', async () => {
    const secured = (await operations()).filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(80);
    for (const op of secured) {
      const res = await t.app.inject({
        method: op.method as 'GET' | 'POST',
        url: `/v1${op.path.replace(/^\/v1/, '').replace(/\{[^}]+\}/g, '1')}?id=not-a-number`,
        headers: { 'content-type': 'application/json' },
        payload: op.method === 'GET' ? undefined : '{"broken json',
      });
      expect({ op: `${op.method} ${op.path}`, status: res.statusCode, code: res.json().code }).toEqual({
        op: `${op.method} ${op.path}`,
        status: 401,
        code: 1001,
      });
    }
  });
});

describe(`staff without the page (${testDbKind})`, () => {
  const refused = async (res: { statusCode: number; json(): { code: number } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(4030);
  };

  it('cannot cancel, read or export the business’s orders', async () => {
    await refused(await post(t.app, '/v1/api/order/cancelOrder', { id: orderId }, { token: bare }));
    await refused(await post(t.app, '/v1/api/order/orderDetail', { id: orderId }, { token: bare }));
    await refused(await post(t.app, '/v1/api/order/orderList', { current: 1, size: 10 }, { token: bare }));
    await refused(await post(t.app, '/v1/api/order/exportOrder', {}, { token: bare }));
    await refused(await post(t.app, '/v1/exportRecord/list', {}, { token: bare }));
    await refused(await get(t.app, '/v1/exportRecord/download?id=1', { token: bare }));
    const detail = await post(t.app, '/v1/api/order/orderDetail', { id: orderId }, { token: owner.token });
    expect(detail.json().result.status).toBe('unpaid');
  });

  it('cannot list, edit or delete its addresses', async () => {
    await refused(await post(t.app, '/v1/api/address/list', {}, { token: bare }));
    const changed = { id: addressId, firstName: 'Mallory' };
    await refused(
      await post(t.app, '/v1/api/address/update', { paramJson: JSON.stringify(changed) }, { token: bare }),
    );
    await refused(await post(t.app, '/v1/api/address/delete', { id: addressId }, { token: bare }));
    const list = await post(t.app, '/v1/api/address/list', {}, { token: owner.token });
    expect(list.json().result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: addressId, firstName: 'Maria' })]),
    );
  });

  it('cannot cancel after-sales, read messages, mark them read or read the wallet', async () => {
    await refused(await post(t.app, '/v1/api/afterSale/cancel', { id: 1 }, { token: bare }));
    await refused(await post(t.app, '/v1/api/afterSale/list', { current: 1, size: 10 }, { token: bare }));
    await refused(await get(t.app, '/v1/api/message/list', { token: bare }));
    await refused(await post(t.app, '/v1/api/message/setRead', { ids: '1' }, { token: bare }));
    await refused(await post(t.app, '/v1/api/message/setAllRead', {}, { token: bare }));
    await refused(await get(t.app, '/v1/api/wallet/balance', { token: bare }));
    await refused(await get(t.app, '/v1/api/wallet/ledger', { token: bare }));
    await refused(await post(t.app, '/v1/api/shopingCar/list', {}, { token: bare }));
    const balance = await get(t.app, '/v1/api/wallet/balance', { token: owner.token });
    expect(balance.json().result.balance).toBeGreaterThan(0);
  });
});
