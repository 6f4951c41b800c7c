import { Writable } from 'node:stream';
import type { StoreView } from '@dropmall/contract';
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShopifyOrder, readWooOrder } from '../../src/adapters/stores';
import { storeOrderLines, storeOrders } from '../../src/db/schema';
import { signWebhook } from '../../src/modules/stores';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { freePort, okModel, shopByHandle } from './support';

/**
 * Signed webhook bodies that are not orders we can keep (issue 32, item 4): a NUL byte, a time beyond
 * PostgreSQL's range, two lines of one id, absurd numbers, deeply nested junk. Each is answered 400 and
 * logged, never 500, and nothing of it is written; texts with a NUL are kept cleaned. Then a property-based
 * fuzz (fast-check, fixed seed) sends correctly signed random and mutated bodies to both platforms' route.
 */
let t: TestApp & { origin: string };
let woo: WooFake;
let shopify: { store: StoreView; secret: string };
let wooc: { store: StoreView; secret: string };
const logged: string[] = [];
let serial = 0;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const app = await createTestApp({ PUBLIC_URL: origin, LOG_LEVEL: 'error' }, { logStream });
  await app.app.listen({ port, host: '127.0.0.1' });
  t = { ...app, origin };
  woo = await startWooFake(0);
  const owner = await newBuyer(t.database.db);
  const store = okModel<StoreView>(
    await post(t.app, '/v1/store/connect', { platform: 'sandbox', name: 'Fuzzed' }, { token: owner.token }),
  );
  shopify = { store, secret: (await shopByHandle(t, store.domain)).webhookSecret };
  const wooStore = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
      { token: owner.token },
    ),
  );
  wooc = { store: wooStore, secret: woo.webhooks[0]?.secret ?? '' };
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

type Platform = 'shopify' | 'woocommerce';

/** A valid order body of each platform, with a fresh id. */
function validBody(platform: Platform): Record<string, unknown> {
  serial += 1;
  const id = 900_000 + serial;
  if (platform === 'shopify')
    return {
      id,
      name: `#${id}`,
      email: 'fuzz@example.com',
      created_at: '2026-03-10T12:00:00Z',
      updated_at: '2026-03-10T12:00:00Z',
      currency: 'USD',
      total_price: '25.99',
      financial_status: 'paid',
      line_items: [
        { id: id * 10, variant_id: 11, sku: 'FZ-1', title: 'Thing', quantity: 1, price: '12.99' },
        { id: id * 10 + 1, variant_id: 12, sku: 'FZ-2', title: 'Other', quantity: 2, price: '6.50' },
      ],
      shipping_address: { name: 'Ana', address1: 'Rua A', city: 'Recife', country_code: 'BR' },
    };
  return {
    id,
    number: String(id),
    status: 'processing',
    currency: 'BRL',
    total: '59.90',
    date_created_gmt: '2026-03-10T12:00:00',
    date_modified_gmt: '2026-03-10T12:00:00',
    date_paid_gmt: '2026-03-10T12:00:00',
    billing: { first_name: 'Rita', last_name: 'Costa', email: 'rita@example.com' },
    shipping: { first_name: 'Rita', last_name: 'Costa', address_1: 'Av. D', city: 'Belém', country: 'BR' },
    line_items: [
      { id: id * 10, product_id: 5, variation_id: 0, sku: 'FZ-1', name: 'Thing', quantity: 1, price: 59.9 },
    ],
  };
}

/** Posts a raw body to the store's webhook route, signed as its platform signs it. */
async function send(platform: Platform, raw: string) {
  const { store, secret } = platform === 'shopify' ? shopify : wooc;
  const signature = signWebhook(secret, raw);
  const headers: Record<string, string> =
    platform === 'shopify'
      ? { 'x-shopify-topic': 'orders/create', 'x-shopify-hmac-sha256': signature }
      : { 'x-wc-webhook-topic': 'order.created', 'x-wc-webhook-signature': signature };
  const res = await fetch(`${t.origin}/v1/store/webhook/${store.id}`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, body: await res.text() };
}

/** The store's orders and lines, counted. */
async function written(platform: Platform) {
  const storeId = (platform === 'shopify' ? shopify : wooc).store.id;
  const [orders] = await t.database.db
    .select({ n: count() })
    .from(storeOrders)
    .where(eq(storeOrders.storeId, storeId));
  const [lines] = await t.database.db
    .select({ n: count() })
    .from(storeOrderLines)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderLines.orderId))
    .where(eq(storeOrders.storeId, storeId));
  return { orders: orders?.n ?? 0, lines: lines?.n ?? 0 };
}

const nest = (depth: number) => `${'['.repeat(depth)}"junk"${']'.repeat(depth)}`;

describe(`malformed signed webhook bodies (${testDbKind})`, () => {
  it('each kind named in the issue: 400, logged with its reason, nothing written (both platforms)', async () => {
    for (const platform of ['shopify', 'woocommerce'] as const) {
      const created = platform === 'shopify' ? 'created_at' : 'date_created_gmt';
      const total = platform === 'shopify' ? 'total_price' : 'total';
      const cases: [string, (b: Record<string, unknown>) => string][] = [
        ['year 10000', (b) => JSON.stringify({ ...b, [created]: '10000-01-01T00:00:00Z' })],
        ['-infinity', (b) => JSON.stringify({ ...b, [created]: '-infinity' })],
        // A time JavaScript reads but PostgreSQL cannot keep (before 4713 BC).
        ['year -10000', (b) => JSON.stringify({ ...b, [created]: '-010000-01-01T00:00:00Z' })],
        ['a NUL in the id', (b) => JSON.stringify({ ...b, id: `${b.id}\u0000` })],
        [
          'two lines with one id',
          (b) => {
            const lines = b.line_items as Record<string, unknown>[];
            return JSON.stringify({ ...b, line_items: [...lines, { ...lines[0] }] });
          },
        ],
        ['an absurd total', (b) => JSON.stringify({ ...b, [total]: 1e300 })],
        [
          'an absurd quantity',
          (b) =>
            JSON.stringify({
              ...b,
              line_items: (b.line_items as Record<string, unknown>[]).map((l) => ({ ...l, quantity: 1e12 })),
            }),
        ],
        ['deeply nested junk', () => nest(20_000)],
        ['not JSON', () => '{"id": 1, "line_items": ['],
      ];
      for (const [name, make] of cases) {
        const before = await written(platform);
        const logs = logged.length;
        const answer = await send(platform, make(validBody(platform)));
        expect(answer.status, `${platform}: ${name}: ${answer.body}`).toBe(400);
        expect(JSON.parse(answer.body).msg).toBe('The webhook does not carry an order');
        expect(await written(platform), `${platform}: ${name}`).toEqual(before);
        expect(logged.slice(logs).join(''), `${platform}: ${name}`).toContain('store webhook body refused');
      }
    }
  });

  it('a NUL or a lone surrogate in a text is kept cleaned (200)', async () => {
    const body = validBody('shopify');
    body.email = 'fu\u0000zz@example.com';
    body.shipping_address = {
      name: 'A\u0000na',
      city: 'Re\ud800cife',
      country_code: 'BR',
      address1: 'Rua A',
    };
    const answer = await send('shopify', JSON.stringify(body));
    expect(answer.status, answer.body).toBe(200);
    const [kept] = await t.database.db
      .select()
      .from(storeOrders)
      .where(
        and(eq(storeOrders.storeId, shopify.store.id), eq(storeOrders.platformOrderId, String(body.id))),
      );
    expect(kept?.customerEmail).toBe('fuzz@example.com');
    expect(kept?.shippingAddress).toMatchObject({ name: 'Ana', city: 'Re\ufffdcife' });
  });

  it('fuzz: correctly signed random and mutated bodies never get a 500, and a 400 writes nothing', async () => {
    const junk = fc.oneof(
      fc.constantFrom(
        '\u0000',
        'a\u0000b',
        '\ud800',
        '10000-01-01T00:00:00Z',
        '-infinity',
        'infinity',
        '0000-00-00T00:00:00',
        '1e309',
        '-1',
        'NaN',
        '',
        '99999999999999999999',
      ),
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(1e308, -1, 2 ** 53 + 1, 0, 1_000_001),
      fc.boolean(),
      fc.constant(null),
      fc.integer({ min: 1, max: 2_000 }).map((d) => JSON.parse(nest(d)) as unknown),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const field = fc.constantFrom(
      'id',
      'name',
      'number',
      'status',
      'financial_status',
      'currency',
      'total',
      'total_price',
      'created_at',
      'updated_at',
      'date_created_gmt',
      'date_modified_gmt',
      'date_paid_gmt',
      'email',
      'line_items',
      'shipping_address',
      'shipping',
      'billing',
      'cancelled_at',
    );
    const lineField = fc.constantFrom(
      'id',
      'quantity',
      'current_quantity',
      'price',
      'sku',
      'title',
      'name',
      'variant_id',
      'variation_id',
      'product_id',
    );
    const mutation = fc.oneof(
      fc.record({ at: fc.constant('order' as const), field, value: junk }),
      fc.record({ at: fc.constant('line' as const), field: lineField, value: junk }),
      fc.record({ at: fc.constant('address' as const), field: fc.string({ maxLength: 8 }), value: junk }),
      fc.record({ at: fc.constant('duplicateLine' as const) }),
    );
    const input = fc.record({
      platform: fc.constantFrom<Platform>('shopify', 'woocommerce'),
      body: fc.oneof(
        { weight: 4, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ random: value })) },
      ),
    });

    await fc.assert(
      fc.asyncProperty(input, async ({ platform, body }) => {
        let raw: string;
        if ('random' in body) raw = JSON.stringify(body.random) ?? 'null';
        else {
          const order = validBody(platform);
          for (const m of body) {
            const lines = order.line_items as Record<string, unknown>[];
            if (m.at === 'order') order[m.field] = m.value;
            else if (m.at === 'line' && Array.isArray(lines) && lines[0]) lines[0][m.field] = m.value;
            else if (m.at === 'address') {
              const key = platform === 'shopify' ? 'shipping_address' : 'shipping';
              const address = order[key];
              if (address && typeof address === 'object')
                (address as Record<string, unknown>)[m.field] = m.value;
            } else if (m.at === 'duplicateLine' && Array.isArray(lines) && lines[0])
              lines.push({ ...lines[0] });
          }
          raw = JSON.stringify(order);
        }
        const before = await written(platform);
        const answer = await send(platform, raw);
        expect([200, 400], `${answer.status} ${answer.body} for ${raw.slice(0, 300)}`).toContain(
          answer.status,
        );
        const after = await written(platform);
        if (answer.status === 400) {
          expect(after).toEqual(before);
          return;
        }
        // Taken: the order as read, with all of its lines, or nothing when an equal or newer one was kept.
        const read = (platform === 'shopify' ? readShopifyOrder : readWooOrder)(JSON.parse(raw));
        if (!read.order) return; // another topic's answer: not the case here, kept for clarity
        const storeId = (platform === 'shopify' ? shopify : wooc).store.id;
        const [kept] = await t.database.db
          .select()
          .from(storeOrders)
          .where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.platformOrderId, read.order.id)));
        expect(kept).toBeDefined();
        if (kept?.platformUpdatedAt.getTime() !== read.order.updatedAt.getTime()) return;
        const lines = await t.database.db
          .select({ id: storeOrderLines.platformLineId, quantity: storeOrderLines.quantity })
          .from(storeOrderLines)
          .where(eq(storeOrderLines.orderId, kept.id));
        expect(lines.map((l) => `${l.id}:${l.quantity}`).sort()).toEqual(
          read.order.lines.map((l) => `${l.id}:${l.quantity}`).sort(),
        );
      }),
      { numRuns: 120, seed: 3204, endOnFailure: true },
    );
  });
});
