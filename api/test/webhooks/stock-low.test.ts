import type { WebhookDeliveryView, WebhookEndpointCreated } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Business, newSeller } from '../fulfilment/support';
import { expectOk } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { setStock } from '../support/stock';
import { documentedVerifier, startReceiver, webhooksOf } from './support';

/**
 * `stock.low` (issue 18, item 3): a variant of the business's products whose available quantity falls to or
 * below the business's threshold (default 5) fires once per crossing, not on every sale below it.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const verify = documentedVerifier();

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_WORKER_SECONDS: '0', WEBHOOK_RETRY_BASE_SECONDS: '0.001' });
  await t.app.ready();
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const call = (url: string, fields: Record<string, string | number>, token: string, lang?: 'zh') =>
  post(t.app, url, fields, { token, lang });
const register = async (token: string, events: string[]) =>
  expectOk<WebhookEndpointCreated>(
    await call('/v1/webhook/create', { url: receiver.url(), events: events.join(',') }, token),
  );
const deliveriesOf = async (token: string, id: number) =>
  expectOk<{ records: WebhookDeliveryView[] }>(await call('/v1/webhook/deliveries', { id }, token)).records;

/** A buyer orders `num` of the variant (checkout reserves it: the available quantity drops). */
async function order(buyer: Business, skuId: number, num: number) {
  const address = await addAddress(t.app, t.database.db, buyer.token);
  const line = await addToCart(t.app, buyer.token, skuId, num);
  const res = await checkout(t.app, buyer.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
}

describe(`stock.low (${testDbKind})`, () => {
  it('the threshold is a per-business setting, 5 by default, a whole number from 0', async () => {
    const { seller } = await newSeller(t);
    expect(expectOk(await call('/v1/webhook/settings', {}, seller.token))).toEqual({ stockLowThreshold: 5 });
    expect(expectOk(await call('/v1/webhook/saveSettings', { stockLowThreshold: 12 }, seller.token))).toEqual(
      { stockLowThreshold: 12 },
    );
    expect(expectOk(await call('/v1/webhook/settings', {}, seller.token))).toEqual({ stockLowThreshold: 12 });
    for (const bad of ['', '-1', '2.5', 'many', '100001']) {
      const res = await call('/v1/webhook/saveSettings', { stockLowThreshold: bad }, seller.token, 'zh');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().msg).toContain('低库存阈值');
    }
    expect(expectOk(await call('/v1/webhook/settings', {}, seller.token))).toEqual({ stockLowThreshold: 12 });
  });

  it('fires once when the available quantity crosses the threshold, not on every sale below it', async () => {
    const { seller, skuId, productId } = await newSeller(t);
    expectOk(await call('/v1/webhook/saveSettings', { stockLowThreshold: 7 }, seller.token));
    const hook = await register(seller.token, ['stock.low']);
    const buyer = await newBuyer(t.database.db, '5000');
    const buyerHook = await register(buyer.token, ['stock.low', 'order.paid']);
    await setStock(t.database.db, skuId, 9);

    await order(buyer, skuId, 1); // 9 -> 8: above 7
    expect(await deliveriesOf(seller.token, hook.endpoint.id)).toEqual([]);
    await order(buyer, skuId, 1); // 8 -> 7: crosses
    await order(buyer, skuId, 2); // 7 -> 5: already below, quiet
    const [low, ...more] = await deliveriesOf(seller.token, hook.endpoint.id);
    expect(more).toEqual([]);
    expect(low).toMatchObject({ event: 'stock.low', status: 'pending' });

    await webhooksOf(t).worker.drain();
    const got = receiver.received.filter((r) => JSON.parse(r.body).id === low?.id);
    expect(got).toHaveLength(1);
    const body = JSON.parse(got[0]?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'stock.low',
      data: { variantId: skuId, productId, available: 7, threshold: 7 },
    });
    expect(
      verify(
        hook.secret,
        String(got[0]?.headers['x-dropmall-timestamp']),
        String(got[0]?.headers['x-dropmall-signature']),
        got[0]?.body ?? '',
      ),
    ).toBe(true);
    // The buyer's own stock.low endpoint hears nothing of the seller's stock.
    expect(await deliveriesOf(buyer.token, buyerHook.endpoint.id)).toEqual([]);

    // Restocked above it, then sold down again: a new crossing, a new event.
    await setStock(t.database.db, skuId, 20);
    expect(await deliveriesOf(seller.token, hook.endpoint.id)).toHaveLength(1);
    await order(buyer, skuId, 15); // 20 -> 5
    const after = await deliveriesOf(seller.token, hook.endpoint.id);
    expect(after).toHaveLength(2);
    // A count adjustment down (the product form's stock number) crosses too, once back above it.
    await setStock(t.database.db, skuId, 30);
    await setStock(t.database.db, skuId, 3);
    expect(await deliveriesOf(seller.token, hook.endpoint.id)).toHaveLength(3);
  });

  it('an endpoint without stock.low gets nothing', async () => {
    const { seller, skuId } = await newSeller(t);
    const hook = await register(seller.token, ['order.paid']);
    await setStock(t.database.db, skuId, 6);
    await setStock(t.database.db, skuId, 2);
    expect(await deliveriesOf(seller.token, hook.endpoint.id)).toEqual([]);
  });
});
