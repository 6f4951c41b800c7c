import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, productVariants, walletLedger } from '../../src/db/schema';
import { access } from '../../src/http/access';
import { AppError } from '../../src/http/errors';
import { IdempotencyKeys } from '../../src/modules/idempotency/store';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, newBuyer, payBody, submitBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { randomIp } from '../support/http';

/**
 * Idempotency-Key on submitOrder and pay: the first answer is replayed to the same business on the same
 * operation; another body with the key is refused; parallel requests with one key run once; a key is
 * per business; a failure on our side (5xx) frees the key; keys expire after 24 hours.
 */
let t: TestApp;
let offset = 90;
/** How often the test route below ran, and what it answers on its next runs. */
let flakyRuns = 0;
const flakyPlan: ('fail' | 'refuse' | 'ok')[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A later route opting in with one line; it fails or refuses as the test plans.
  t.app.post(
    '/v1/test/idempotent-echo',
    { config: { access: access.business, idempotency: 'test.echo' } },
    async (request) => {
      flakyRuns++;
      const next = flakyPlan.shift() ?? 'ok';
      if (next === 'fail') throw new Error('our side failed');
      if (next === 'refuse') throw new AppError(409, 4090, { en: 'refused', zh: '拒绝' });
      return { run: flakyRuns, body: request.body };
    },
  );
  await t.app.ready();
});
afterAll(() => t.close());

function call(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  token: string,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: randomIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  });
}

/** A buyer with an address and one cart line, and the submitOrder body of that line as the preview shows it. */
async function cartToSubmit(balance?: string) {
  const buyer = await newBuyer(t.database.db, balance);
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const v = await variantWithStock(t.database.db, 20, offset++);
  const line = await addToCart(t.app, buyer.token, v.skuId, 1);
  const body = await submitBody(t.app, buyer.token, [line.id], address.id);
  return { buyer, body, skuId: v.skuId };
}

const ordersOf = (businessId: number) =>
  t.database.db.select().from(orders).where(eq(orders.businessId, businessId));
const stockOf = async (skuId: number) =>
  (await t.database.db.select().from(productVariants).where(eq(productVariants.id, skuId)))[0]?.stock;

describe(`Idempotency-Key on submitOrder (${testDbKind})`, () => {
  it('replays the first answer to a retry with the same key: one order, stock taken once', async () => {
    const { buyer, body, skuId } = await cartToSubmit();
    const first = await call(t.app, '/v1/api/order/submitOrder', body, buyer.token, 'order-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(t.app, '/v1/api/order/submitOrder', body, buyer.token, 'order-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(buyer.businessId)).toHaveLength(1);
    expect(await stockOf(skuId)).toBe(19);
  });

  it('runs 10 parallel submits with one key once: every answer is that one or "still being handled"', async () => {
    const { buyer, body, skuId } = await cartToSubmit();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, '/v1/api/order/submitOrder', body, buyer.token, 'parallel-key'),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    for (const busy of answers.filter((a) => a.statusCode !== 200)) {
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe(
        'A request with this Idempotency-Key is still being handled; try again in a moment',
      );
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(await ordersOf(buyer.businessId)).toHaveLength(1);
    expect(await stockOf(skuId)).toBe(19);
  }, 60_000);

  it("keeps one business's key apart from another's", async () => {
    const one = await cartToSubmit();
    const two = await cartToSubmit();
    const a = await call(t.app, '/v1/api/order/submitOrder', one.body, one.buyer.token, 'shared-key');
    const b = await call(t.app, '/v1/api/order/submitOrder', two.body, two.buyer.token, 'shared-key');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().result.orderIds).not.toEqual(a.json().result.orderIds);
    expect(await ordersOf(two.buyer.businessId)).toHaveLength(1);
  });
});

describe(`Idempotency-Key on pay (${testDbKind})`, () => {
  it('replays the payment answer and charges once', async () => {
    const { buyer, body } = await cartToSubmit('1000');
    const order = (await call(t.app, '/v1/api/order/submitOrder', body, buyer.token)).json().result.orders[0];
    const pay = payBody([order.id], 3, order.total);
    const first = await call(t.app, '/v1/api/payment/pay', pay, buyer.token, 'pay-key-1');
    const again = await call(t.app, '/v1/api/payment/pay', pay, buyer.token, 'pay-key-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ status: 'paid', alreadyPaid: false });
    expect(again.body).toBe(first.body);
    const payments = await t.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.businessId, buyer.businessId), eq(walletLedger.kind, 'order_payment')));
    expect(payments).toHaveLength(1);
  });

  it('refuses the key with another body (422, in both languages) and does nothing with it', async () => {
    const { buyer, body } = await cartToSubmit('1000');
    const { orders: made } = (await call(t.app, '/v1/api/order/submitOrder', body, buyer.token)).json()
      .result;
    const [order] = made;
    const first = await call(
      t.app,
      '/v1/api/payment/pay',
      payBody([order.id], 3, order.total),
      buyer.token,
      'k2',
    );
    expect(first.statusCode).toBe(200);
    const other = payBody([order.id], 5, 0);
    const refused = await call(t.app, '/v1/api/payment/pay', other, buyer.token, 'k2');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'This Idempotency-Key was already used with a different request; use a new key for a new request',
    );
    const zh = await t.app.inject({
      method: 'POST',
      url: '/v1/api/payment/pay',
      payload: new URLSearchParams(other).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${buyer.token}`,
        'accept-language': 'zh',
        'idempotency-key': 'k2',
      },
    });
    expect(zh.json().message).toBe('该 Idempotency-Key 已用于另一个不同的请求，新请求请使用新的键');
    // The same key on another operation is another key.
    const submitted = await call(t.app, '/v1/api/order/submitOrder', body, buyer.token, 'k2');
    expect(submitted.statusCode).not.toBe(422);
  });

  it('refuses a key that is not 1-255 visible characters', async () => {
    const { buyer, body } = await cartToSubmit();
    for (const key of ['x'.repeat(256), 'two words', '']) {
      const res = await call(t.app, '/v1/api/order/submitOrder', body, buyer.token, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The Idempotency-Key header must be 1 to 255 visible characters');
    }
    expect(await ordersOf(buyer.businessId)).toHaveLength(0);
  });
});

describe(`what is kept (${testDbKind})`, () => {
  it('keeps a refusal (4xx) but frees the key after a failure on our side (5xx)', async () => {
    const buyer = await newBuyer(t.database.db);
    const send = (key: string) => call(t.app, '/v1/test/idempotent-echo', { n: '1' }, buyer.token, key);
    flakyRuns = 0;
    flakyPlan.push('fail', 'ok');
    expect((await send('flaky')).statusCode).toBe(500);
    const retried = await send('flaky');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ run: 2 });
    flakyPlan.push('refuse', 'ok');
    const refused = await send('refusal');
    expect(refused.statusCode).toBe(409);
    const replayed = await send('refusal');
    expect(replayed.statusCode).toBe(409);
    expect(replayed.body).toBe(refused.body);
    expect(flakyRuns).toBe(3);
  });

  it('forgets a key after 24 hours: the request runs again, and the sweep removes it', async () => {
    const buyer = await newBuyer(t.database.db);
    const send = (key: string) => call(t.app, '/v1/test/idempotent-echo', { n: '2' }, buyer.token, key);
    const first = (await send('old-key')).json();
    expect((await send('old-key')).json()).toEqual(first);
    await send('fresh-key');
    const mine = eq(idempotencyKeys.businessId, buyer.businessId);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(mine, eq(idempotencyKeys.key, 'old-key')));
    const later = (await send('old-key')).json();
    expect(later.run).toBeGreaterThan(first.run);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(mine, eq(idempotencyKeys.key, 'old-key')));
    expect(await new IdempotencyKeys(t.database.db).sweep()).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(idempotencyKeys).where(mine);
    expect(left.map((k) => k.key)).toEqual(['fresh-key']);
  });

  it('lets a retry take over a key whose request went quiet past the lease, and only with the same body', async () => {
    const buyer = await newBuyer(t.database.db);
    const store = new IdempotencyKeys(t.database.db);
    const scope = { businessId: buyer.businessId, operation: 'test.lease', key: 'k' };
    expect(await store.claim(scope, 'hash-a')).toEqual({ kind: 'run' });
    expect(await store.claim(scope, 'hash-a')).toEqual({ kind: 'busy' });
    await t.database.db
      .update(idempotencyKeys)
      .set({ lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(idempotencyKeys.businessId, buyer.businessId));
    expect(await store.claim(scope, 'hash-b')).toEqual({ kind: 'mismatch' });
    expect(await store.claim(scope, 'hash-a')).toEqual({ kind: 'run' });
    await store.complete(scope, { status: 200, type: 'application/json', body: '{"ok":1}' });
    expect(await store.claim(scope, 'hash-a')).toEqual({
      kind: 'replay',
      status: 200,
      type: 'application/json',
      body: '{"ok":1}',
    });
  });
});
