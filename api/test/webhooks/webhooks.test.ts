import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_RETRY_MINUTES,
  WEBHOOK_VERIFY_SNIPPET,
  type WebhookDeliveryView,
  type WebhookEndpointCreated,
  type WebhookEndpointView,
} from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEndpoints } from '../../src/db/schema';
import { act, apply } from '../after-sales/support';
import { type Business, firstCarrier, newSeller, paidOrder, ship } from '../fulfilment/support';
import { expectOk, newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { documentedVerifier, startReceiver, webhooksOf } from './support';

/**
 * Outgoing webhooks (issue 18, item 3): endpoints registered on /myCenter/api get order and after-sale
 * events, signed with their secret, retried with backoff until a 2xx answer, logged, and sent again on demand.
 * A real receiver listens on 127.0.0.1; the worker is run by hand (its timer is off in tests).
 */
let t: TestApp;
let worker: ReturnType<typeof webhooksOf>['worker'];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const verify = documentedVerifier();

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_WORKER_SECONDS: '0', WEBHOOK_RETRY_BASE_SECONDS: '0.001' });
  await t.app.ready();
  worker = webhooksOf(t).worker;
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const call = (url: string, fields: Record<string, unknown>, token: string, lang?: 'en' | 'zh') =>
  post(t.app, url, fields as Record<string, string>, { token, lang });

async function register(token: string, url: string, events: string[]): Promise<WebhookEndpointCreated> {
  return expectOk<WebhookEndpointCreated>(
    await call('/v1/webhook/create', { url, events: events.join(',') }, token),
  );
}
const deliveriesOf = async (token: string, id: number) =>
  expectOk<{ records: WebhookDeliveryView[] }>(await call('/v1/webhook/deliveries', { id }, token)).records;
const refused = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().msg as string;
};
/** What the receiver got for this delivery id. */
const receivedFor = (id: string) => receiver.received.filter((r) => JSON.parse(r.body).id === id);

/** Runs the worker until the endpoint's newest delivery reaches `status` (retries wait a few milliseconds). */
async function settle(token: string, endpointId: number, status: WebhookDeliveryView['status']) {
  return vi.waitFor(
    async () => {
      await worker.drain();
      const [newest] = await deliveriesOf(token, endpointId);
      expect(newest?.status).toBe(status);
      return newest as WebhookDeliveryView;
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe(`outgoing webhooks (${testDbKind})`, () => {
  let seller: Business;
  let skuId: number;
  let buyer: Business;
  let buyerHook: WebhookEndpointCreated;
  let orderId: number;

  beforeAll(async () => {
    ({ seller, skuId } = await newSeller(t));
    buyer = await newBuyer(t.database.db, '5000');
  });

  it('registers an endpoint, answers its secret once and keeps it sealed', async () => {
    const url = receiver.url();
    buyerHook = await register(buyer.token, url, ['order.paid', 'order.shipped', 'afterSale.changed']);
    expect(buyerHook.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(buyerHook.endpoint).toMatchObject({ url, enabled: true });
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, buyerHook.endpoint.id));
    expect(JSON.stringify(row)).not.toContain(buyerHook.secret.slice(6));
    const list = await call('/v1/webhook/list', {}, buyer.token);
    expect(list.body).not.toContain(buyerHook.secret);
    expect(expectOk<{ records: WebhookEndpointView[] }>(list).records.map((e) => e.id)).toEqual([
      buyerHook.endpoint.id,
    ]);
  });

  it('sends a paid order to the buyer, signed so that the documented snippet accepts it', async () => {
    const sellerHook = await register(seller.token, receiver.url(), ['order.paid']);
    const { order } = await paidOrder(t, skuId, buyer);
    orderId = order.id;
    // Written with the payment, before anything is sent.
    const [pending] = await deliveriesOf(buyer.token, buyerHook.endpoint.id);
    expect(pending).toMatchObject({ event: 'order.paid', status: 'pending', attempts: 0 });

    const done = await settle(buyer.token, buyerHook.endpoint.id, 'delivered');
    expect(done).toMatchObject({ attempts: 1, statusCode: 200, responseSnippet: 'answered 200' });
    const [got] = receivedFor(done.id);
    if (!got) throw new Error('nothing received');
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({
      id: done.id,
      type: 'order.paid',
      data: { role: 'buyer', orderId: order.id, orderNo: order.orderNo, status: 'paid' },
    });
    expect(got.headers[WEBHOOK_HEADERS.event]).toBe('order.paid');
    expect(got.headers[WEBHOOK_HEADERS.delivery]).toBe(done.id);
    const ts = String(got.headers[WEBHOOK_HEADERS.timestamp]);
    const sig = String(got.headers[WEBHOOK_HEADERS.signature]);
    expect(verify(buyerHook.secret, ts, sig, got.body)).toBe(true);
    // A changed body, another secret, or an old timestamp is refused by the same code.
    expect(verify(buyerHook.secret, ts, sig, got.body.replace('paid', 'paiD'))).toBe(false);
    expect(verify(sellerHook.secret, ts, sig, got.body)).toBe(false);
    expect(verify(buyerHook.secret, String(Number(ts) - 301), sig, got.body)).toBe(false);

    // The seller hears of it too, as the seller, signed with its own secret.
    const seen = await settle(seller.token, sellerHook.endpoint.id, 'delivered');
    const [theirs] = receivedFor(seen.id);
    expect(JSON.parse(theirs?.body ?? '{}').data).toMatchObject({ role: 'seller', orderId: order.id });
    expect(
      verify(
        sellerHook.secret,
        String(theirs?.headers[WEBHOOK_HEADERS.timestamp]),
        String(theirs?.headers[WEBHOOK_HEADERS.signature]),
        theirs?.body ?? '',
      ),
    ).toBe(true);
  });

  it('sends the shipped order with its carrier and tracking number', async () => {
    const carrier = await firstCarrier(t, seller.token);
    const shipped = await ship(t, seller.token, {
      id: orderId,
      expressId: carrier.id,
      trackingNo: 'TRK-55501',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const done = await settle(buyer.token, buyerHook.endpoint.id, 'delivered');
    expect(done.event).toBe('order.shipped');
    const body = JSON.parse(receivedFor(done.id)[0]?.body ?? '{}');
    expect(body.data).toMatchObject({
      orderId,
      carrierId: carrier.id,
      carrierName: carrier.name,
      trackingNo: 'TRK-55501',
    });
  });

  it('sends an after-sale when it is created and when its status changes', async () => {
    const made = await apply(t, buyer.token, { orderId, amount: 1 });
    expect(made.statusCode, made.body).toBe(200);
    const created = await settle(buyer.token, buyerHook.endpoint.id, 'delivered');
    expect(created.event).toBe('afterSale.changed');
    const data = JSON.parse(receivedFor(created.id)[0]?.body ?? '{}').data;
    expect(data).toMatchObject({
      change: 'created',
      orderId,
      status: 'pending',
      previousStatus: null,
      type: 'refund',
    });

    const refusedBySeller = await act(t, seller.token, 'refuse', {
      id: data.afterSaleId,
      reason: 'Works fine',
    });
    expect(refusedBySeller.statusCode, refusedBySeller.body).toBe(200);
    const moved = await settle(buyer.token, buyerHook.endpoint.id, 'delivered');
    expect(moved.id).not.toBe(created.id);
    expect(JSON.parse(receivedFor(moved.id)[0]?.body ?? '{}').data).toMatchObject({
      change: 'statusChanged',
      afterSaleId: data.afterSaleId,
      previousStatus: 'pending',
    });
  });

  it('retries a receiver that answers 500, then records the 200', async () => {
    const who = await newBuyer(t.database.db, '5000');
    const hook = await register(who.token, receiver.url(500, 200), ['order.paid']);
    await paidOrder(t, skuId, who);
    // One pass: the first attempt only (drain would go on to the retry, due a millisecond later).
    await worker.runOnce();
    const [first] = await deliveriesOf(who.token, hook.endpoint.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, statusCode: 500 });
    expect(first?.nextAttemptAt).not.toBeNull();
    const done = await settle(who.token, hook.endpoint.id, 'delivered');
    expect(done).toMatchObject({ attempts: 2, statusCode: 200 });
    // Both attempts carried the same delivery and body.
    const attempts = receivedFor(done.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.body).toBe(attempts[1]?.body);
  });

  it('gives up after the last retry, and "Resend" makes one new attempt of the same delivery', async () => {
    const who = await newBuyer(t.database.db, '5000');
    const hook = await register(who.token, receiver.url(503), ['order.paid']);
    await paidOrder(t, skuId, who);
    const failed = await settle(who.token, hook.endpoint.id, 'failed');
    expect(failed).toMatchObject({
      attempts: WEBHOOK_RETRY_MINUTES.length + 1,
      statusCode: 503,
      nextAttemptAt: null,
    });
    expect(receivedFor(failed.id)).toHaveLength(WEBHOOK_RETRY_MINUTES.length + 1);

    receiver.answer(hook.endpoint.url, 200);
    const resent = expectOk<WebhookDeliveryView>(
      await call('/v1/webhook/resend', { id: failed.id }, who.token),
    );
    expect(resent).toMatchObject({ id: failed.id, status: 'delivered', statusCode: 200 });
    expect(resent.attempts).toBe(WEBHOOK_RETRY_MINUTES.length + 2);
    const all = receivedFor(failed.id);
    expect(JSON.parse(all.at(-1)?.body ?? '{}').id).toBe(failed.id);
  });

  it('sends nothing to a disabled endpoint, and deletes an endpoint with its log', async () => {
    const who = await newBuyer(t.database.db, '5000');
    const hook = await register(who.token, receiver.url(), ['order.paid']);
    const off = expectOk<WebhookEndpointView>(
      await call('/v1/webhook/enable', { id: hook.endpoint.id, enabled: 'false' }, who.token),
    );
    expect(off.enabled).toBe(false);
    await paidOrder(t, skuId, who);
    expect(await deliveriesOf(who.token, hook.endpoint.id)).toEqual([]);
    expectOk(await call('/v1/webhook/delete', { id: hook.endpoint.id }, who.token));
    refused(await call('/v1/webhook/deliveries', { id: hook.endpoint.id }, who.token), 404);
  });

  it('refuses an address that is not http(s) or is this server (400, both languages)', async () => {
    const en = refused(
      await call('/v1/webhook/create', { url: 'ftp://example.com/x', events: 'order.paid' }, buyer.token),
      400,
    );
    expect(en).toMatch(/http/);
    const zh = refused(
      await call(
        '/v1/webhook/create',
        { url: 'javascript:alert(1)', events: 'order.paid' },
        buyer.token,
        'zh',
      ),
      400,
    );
    expect(zh).toMatch(/端点/);
    const self = `http://127.0.0.1:${t.config.PORT}/v1/health`;
    expect(
      refused(await call('/v1/webhook/create', { url: self, events: 'order.paid' }, buyer.token), 400),
    ).toMatch(/server itself/);
    refused(
      await call('/v1/webhook/create', { url: receiver.url(), events: 'order.nothing' }, buyer.token),
      400,
    );
  });

  it("answers 404 for another business's endpoint or delivery", async () => {
    const other = await newBuyer(t.database.db);
    const [delivery] = await deliveriesOf(buyer.token, buyerHook.endpoint.id);
    const id = buyerHook.endpoint.id;
    refused(await call('/v1/webhook/deliveries', { id }, other.token), 404);
    refused(await call('/v1/webhook/enable', { id, enabled: 'false' }, other.token), 404);
    refused(await call('/v1/webhook/delete', { id }, other.token), 404);
    refused(await call('/v1/webhook/resend', { id: delivery?.id }, other.token), 404);
    expect(await deliveriesOf(buyer.token, id)).not.toHaveLength(0);
  });

  it('lets staff in only with the API keys page (403 without it)', async () => {
    const bare = await newStaff(t, buyer.token, await roleWith(t, buyer.token, 'business', [['/About']]));
    refused(await call('/v1/webhook/list', {}, bare.token), 403);
    refused(await call('/v1/webhook/create', { url: receiver.url(), events: 'order.paid' }, bare.token), 403);
    const keeper = await newStaff(
      t,
      buyer.token,
      await roleWith(t, buyer.token, 'business', [['/myCenter/api']]),
    );
    const list = expectOk<{ records: WebhookEndpointView[] }>(
      await call('/v1/webhook/list', {}, keeper.token),
    );
    expect(list.records.map((e) => e.id)).toContain(buyerHook.endpoint.id);
  });

  it('documents the same verification snippet in docs/decisions.md as on the page', () => {
    const decisions = readFileSync(resolve(import.meta.dirname, '../../../docs/decisions.md'), 'utf8');
    expect(decisions).toContain(WEBHOOK_VERIFY_SNIPPET);
  });
});

describe(`webhook addresses in production (${testDbKind})`, () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ WEBHOOK_PRIVATE_ADDRESSES: 'false', WEBHOOK_WORKER_SECONDS: '0' });
    await prod.app.ready();
  }, 120_000);
  afterAll(() => prod.close());

  it('refuses loopback, private and metadata addresses (400)', async () => {
    const owner = await newBuyer(prod.database.db);
    for (const url of [
      receiver.url(),
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hook',
      'http://192.168.0.10/hook',
      // IPv4 carried in IPv6: NAT64, 6to4, mapped (an IPv6-only host's gateway would reach the metadata service)
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
      'http://[2002:a9fe:a9fe::1]/hook',
      'http://[::ffff:10.1.2.3]/hook',
    ]) {
      const res = await post(
        prod.app,
        '/v1/webhook/create',
        { url, events: 'order.paid' },
        { token: owner.token },
      );
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });

  it('refuses at send time when the address turned private since registration', async () => {
    const owner = await newBuyer(prod.database.db, '5000');
    const hooks = webhooksOf(prod);
    // Registered while it was allowed (written directly), then sent under the production rule.
    const [row] = await prod.database.db
      .insert(webhookEndpoints)
      .values({
        businessId: owner.businessId,
        url: receiver.url(),
        events: ['order.paid'],
        secretSealed: 'x',
      })
      .returning();
    const before = receiver.received.length;
    await prod.database.db.transaction((tx) =>
      hooks.deliveries.enqueue(tx, 'order.paid', [{ businessId: owner.businessId, data: { orderId: 1 } }]),
    );
    await hooks.worker.drain();
    const [d] = await hooks.deliveries.list(row?.id ?? 0);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, statusCode: null });
    expect(d?.responseSnippet).toMatch(/^The endpoint 127\.0\.0\.1 is a private/);
    expect(receiver.received.length).toBe(before);
  });
});
