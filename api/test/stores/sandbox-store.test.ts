import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopifyGraphql } from '../../src/adapters/stores/shopify/graphql-client';
import { ShopifyPlatform } from '../../src/adapters/stores/shopify/platform';
import type { ProductDraft, ShopifyAccess } from '../../src/adapters/stores/types';
import { StorePlatformError } from '../../src/adapters/stores/types';
import { WooCommercePlatform } from '../../src/adapters/stores/woocommerce';
import { sandboxRecords, sandboxShops } from '../../src/db/schema';
import { signWebhook } from '../../src/modules/stores';
import { sandboxBuckets } from '../../src/modules/stores/sandbox/graphql/cost-bucket';
import { SandboxShops } from '../../src/modules/stores/sandbox/shops';
import { createTestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, webhookReceiver } from './support';

/**
 * The built-in sandbox store speaks Shopify's GraphQL Admin API as Shopify does (issue 32, item 5): tokens by
 * the client credentials grant, documents checked against Shopify's published schema, scopes enforced, cost
 * throttling, variants answered in its own order, two locations, signed webhooks; and the Shopify adapter
 * works against it end to end. (The WooCommerce client's retry is proved here too, against its fake.)
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let woo: WooFake;
let shops: SandboxShops;

beforeAll(async () => {
  t = await listeningApp();
  woo = await startWooFake(7);
  shops = new SandboxShops(t.database.db, async () => {});
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

async function openShop(name: string, scopes?: string[]) {
  const opened = await shops.open(name, null, scopes);
  const base = `${t.origin}/sandbox/store/${opened.shop.handle}`;
  const access: ShopifyAccess = {
    kind: 'client_credentials',
    clientId: opened.clientId,
    clientSecret: opened.clientSecret,
  };
  const platform = (retry = {}, pageSize = 50) =>
    new ShopifyPlatform(
      { platform: 'shopify', shopDomain: `${opened.shop.handle}.myshopify.com`, access, sandboxBase: base },
      retry,
      pageSize,
    );
  const token = async () => {
    const res = await fetch(`${base}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: opened.clientId,
        client_secret: opened.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const graphql = async (
    query: string,
    variables = {},
    accessToken?: string,
    version = SHOPIFY_API_VERSION,
  ) =>
    fetch(`${base}/admin/api/${version}/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-access-token': accessToken ?? (await token()),
      },
      body: JSON.stringify({ query, variables }),
    });
  const products = async () =>
    (
      await t.database.db
        .select()
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.shopId, opened.shop.id), eq(sandboxRecords.kind, 'product')))
    ).map(
      (r) =>
        r.body as {
          id: number;
          handle: string;
          publications: number[];
          variants: { id: number; sku: string }[];
        },
    );
  return { ...opened, base, platform, token, graphql, products };
}

const draft = (n: number, over: Partial<ProductDraft> = {}): ProductDraft => ({
  handle: `dropmall-${n}`,
  title: `Tote ${n}`,
  descriptionHtml: '<p>Bag</p>',
  vendor: 'Dropmall',
  tags: ['bags'],
  optionNames: ['Colour', 'Size'],
  variants: [
    { key: '11', options: ['Red', 'S'], price: '10.00', sku: `T${n}-RS` },
    { key: '12', options: ['Red', 'M'], price: '11.50', sku: `T${n}-RM` },
    { key: '13', options: ['Blue', 'S'], price: '12.00', sku: `T${n}-BS` },
  ],
  images: ['https://example.com/a.jpg'],
  ...over,
});

describe(`sandbox store: Shopify's GraphQL Admin API (${testDbKind})`, () => {
  it('gives tokens by the client credentials grant; a wrong secret, a revoked token and an unknown version answer as Shopify does', async () => {
    const s = await openShop('Sandbox Test Shop');
    const wrong = await fetch(`${s.base}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: s.clientId,
        client_secret: 'shpss_nope',
        grant_type: 'client_credentials',
      }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const bad = new ShopifyPlatform({
      platform: 'shopify',
      shopDomain: `${s.shop.handle}.myshopify.com`,
      access: {
        kind: 'client_credentials',
        clientId: s.clientId,
        clientSecret: 'shpss_00000000000000000000',
      },
      sandboxBase: s.base,
    });
    await expect(bad.shopInfo()).rejects.toMatchObject({ reason: 'credentials' });

    expect(await s.platform().shopInfo()).toEqual({ name: 'Sandbox Test Shop', currency: 'USD' });
    const token = await s.token();
    expect((await s.graphql('{ shop { name } }', {}, 'shpat_wrongtoken000000')).status).toBe(401);
    expect((await s.graphql('{ shop { name } }', {}, token, '2019-13')).status).toBe(404);
    // Revoked: the old token is refused, and the adapter asks for a new one by itself.
    await shops.revokeTokens(s.shop);
    expect((await s.graphql('{ shop { name } }', {}, token)).status).toBe(401);
    expect((await s.platform().shopInfo()).name).toBe('Sandbox Test Shop');
  });

  it("refuses what Shopify's schema refuses: an unknown field, an unknown input field, a missing variable", async () => {
    const s = await openShop('Schema Shop');
    const unknown = (await (await s.graphql('{ shop { nameX } }')).json()) as {
      errors: { message: string }[];
    };
    expect(unknown.errors[0]?.message).toMatch(/Cannot query field "nameX" on type "Shop"/);
    const input = (await (
      await s.graphql(
        'mutation($input: ProductSetInput!) { productSet(input: $input) { userErrors { message } } }',
        {
          input: { title: 'X', bodyHtml: '<p>old REST name</p>' },
        },
      )
    ).json()) as { errors: { message: string }[] };
    expect(input.errors[0]?.message).toMatch(/bodyHtml/);
    const ok = (await (await s.graphql('{ shop { name currencyCode } }')).json()) as {
      data: unknown;
      extensions: { cost: { requestedQueryCost: number; throttleStatus: { maximumAvailable: number } } };
    };
    expect(ok.data).toEqual({ shop: { name: 'Schema Shop', currencyCode: 'USD' } });
    expect(ok.extensions.cost.requestedQueryCost).toBe(1);
    expect(ok.extensions.cost.throttleStatus.maximumAvailable).toBe(2000);
  });

  it('publishes a product with productSet: variants mapped by SKU (the store reorders them), on the Online Store, never twice', async () => {
    const s = await openShop('Publish Shop');
    const shopify = s.platform();
    const made = await shopify.createProduct(draft(1));
    const [kept] = await s.products();
    expect(kept?.handle).toBe('dropmall-1');
    expect(kept?.publications).toEqual([1]);
    // The store answers its variants in another order than sent; each key still gets its own variant.
    expect(kept?.variants.map((v) => v.sku)).toEqual(['T1-BS', 'T1-RM', 'T1-RS']);
    const skuOf = new Map(kept?.variants.map((v) => [String(v.id), v.sku]));
    expect(made.variants.map((v) => [v.key, skuOf.get(v.id)])).toEqual([
      ['11', 'T1-RS'],
      ['12', 'T1-RM'],
      ['13', 'T1-BS'],
    ]);
    // A retry after a crash before the link was saved finds the product by its handle, variants and all.
    const again = await shopify.createProduct(draft(1));
    expect(again).toEqual(made);
    expect(await s.products()).toHaveLength(1);
    // An update keeps the variants it knows, adds the new one and drops the one left out.
    const known = new Map(made.variants.map((v) => [v.key, v.id]));
    const next = draft(1, {
      variants: [
        { key: '11', options: ['Red', 'S'], price: '9.00', sku: 'T1-RS' },
        { key: '14', options: ['Green', 'L'], price: '13.00', sku: 'T1-GL' },
      ],
    });
    const updated = await shopify.updateProduct(made.id, next, known);
    expect(updated.variants[0]).toEqual({ key: '11', id: known.get('11') });
    expect((await s.products())[0]?.variants.map((v) => v.sku).sort()).toEqual(['T1-GL', 'T1-RS']);
    // The shopfront sells it.
    expect(await (await fetch(s.base)).text()).toContain('Tote 1');
    // Deleted in the store: the update says 'gone', so the publisher creates it again.
    await t.database.db.delete(sandboxRecords).where(eq(sandboxRecords.shopId, s.shop.id));
    await expect(shopify.updateProduct(made.id, next, known)).rejects.toMatchObject({ reason: 'gone' });
  });

  it('150 variants go through an asynchronous productSet; 2,049 and repeated options are refused before sending', async () => {
    const s = await openShop('Big Shop');
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        key: String(1000 + i),
        options: [`C${Math.floor(i / 30)}`, `S${i % 30}`],
        price: '5.00',
        sku: `BIG-${i}`,
      }));
    const made = await s.platform().createProduct(draft(2, { variants: many(150) }));
    expect(made.variants).toHaveLength(150);
    expect(new Set(made.variants.map((v) => v.id)).size).toBe(150);
    expect((await s.products())[0]?.variants).toHaveLength(150);
    await expect(s.platform().createProduct(draft(3, { variants: many(2049) }))).rejects.toMatchObject({
      reason: 'refused',
      message: expect.stringMatching(/2048/),
    });
    const twice = draft(4, {
      variants: [
        { key: '1', options: ['Red', 'S'], price: '1.00', sku: 'D-1' },
        { key: '2', options: ['Red', 'S'], price: '1.00', sku: 'D-2' },
      ],
    });
    await expect(s.platform().createProduct(twice)).rejects.toMatchObject({ reason: 'refused' });
    // The sandbox refuses it too, as Shopify does, when a client sends it anyway.
    const sent = (await (
      await s.graphql(
        'mutation($input: ProductSetInput!) { productSet(input: $input, synchronous: true) { userErrors { code message } } }',
        {
          input: {
            title: 'Twice',
            productOptions: [{ name: 'Colour', values: [{ name: 'Red' }, { name: 'Red' }] }],
            variants: [{ optionValues: [{ optionName: 'Colour', name: 'Red' }], price: '1' }],
          },
        },
      )
    ).json()) as { data: { productSet: { userErrors: { code: string }[] } } };
    expect(sent.data.productSet.userErrors[0]?.code).toBe('DUPLICATED_OPTION_VALUE');
  });

  it('a missing scope is named: at connect (shopInfo), and a publish without write_publications', async () => {
    const s = await openShop('Narrow Shop', ['write_products', 'read_orders']);
    const error = await s
      .platform()
      .shopInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorePlatformError);
    expect((error as StorePlatformError).reason).toBe('scope');
    expect((error as StorePlatformError).missingScopes).toEqual([
      'write_inventory',
      'write_publications',
      'write_merchant_managed_fulfillment_orders',
    ]);
    await expect(s.platform().createProduct(draft(5))).rejects.toMatchObject({
      reason: 'scope',
      missingScopes: ['read_publications'],
    });
  });

  it('orders by cursor; a fulfillment per location, with tracking; a retry makes no second; missing scopes and holds are named', async () => {
    const hooks = await webhookReceiver();
    try {
      const s = await openShop('Order Shop');
      const shopify = s.platform({}, 1);
      await shopify.subscribeOrderWebhooks(hooks.url);
      await shopify.subscribeOrderWebhooks(hooks.url);
      const subscribed = (await (
        await s.graphql('{ webhookSubscriptions(first: 10) { nodes { topic uri } } }')
      ).json()) as { data: { webhookSubscriptions: { nodes: { topic: string }[] } } };
      expect(subscribed.data.webhookSubscriptions.nodes.map((n) => n.topic).sort()).toEqual([
        'APP_UNINSTALLED',
        'ORDERS_CANCELLED',
        'ORDERS_CREATE',
        'ORDERS_UPDATED',
      ]);
      // Shopify delivers to https only (a developer's own loopback aside).
      await expect(shopify.subscribeOrderWebhooks('http://example.com/hooks')).rejects.toMatchObject({
        reason: 'refused',
      });

      const at = new Date().toISOString();
      const order = (id: number, lines: number[]) => ({
        id,
        name: `#${id}`,
        email: 'ana@example.com',
        created_at: at,
        updated_at: at,
        currency: 'USD',
        total_price: '30.00',
        financial_status: 'paid',
        fulfillment_status: null,
        cancelled_at: null,
        customer: { first_name: 'Ana', last_name: 'Lima' },
        shipping_address: {
          name: 'Ana Lima',
          address1: 'Rua B, 2',
          city: 'Rio',
          zip: '20000-000',
          country_code: 'BR',
        },
        line_items: lines.map((location, i) => ({
          id: id * 1000 + i + 1,
          variant_id: 77 + i,
          sku: `SKU-${i}`,
          title: 'Mug',
          quantity: 2,
          price: '5.00',
          location_id: location,
        })),
      });
      const split = await shops.create(s.shop, 'order', (id) => order(id, [1, 2]));
      await shops.create(s.shop, 'order', (id) => order(id, [1]));
      const listed = await shopify.listOrders(new Date(Date.now() - 3_600_000), 10);
      expect(listed.map((o) => o.id)).toContain(String(split.id));
      const first = listed.find((o) => o.id === String(split.id));
      expect(first?.lines.map((l) => [l.id, l.quantity])).toEqual([
        [String(Number(split.id) * 1000 + 1), 2],
        [String(Number(split.id) * 1000 + 2), 2],
      ]);

      const shipment = { trackingNumber: 'BR1', carrier: 'Correios', lines: null, complete: true };
      const ids = await shopify.fulfilOrder(String(split.id), shipment);
      expect(ids.split(',')).toHaveLength(2);
      const stored = await shops.one(s.shop, 'order', Number(split.id));
      expect(stored?.body.fulfillment_status).toBe('fulfilled');
      // A retry after a lost answer: both fulfillments are found, none is made again.
      expect(await shopify.fulfilOrder(String(split.id), shipment)).toBe(ids);

      // One parcel of 1 of a line's 2 units, its answer lost: the retry does not send a second unit.
      const partial = await shops.create(s.shop, 'order', (id) => order(id, [1]));
      const line = String(Number(partial.id) * 1000 + 1);
      const parcel = {
        trackingNumber: 'BR2',
        carrier: 'Correios',
        lines: [{ id: line, quantity: 1 }],
        complete: false,
      };
      const sentOnce = await shopify.fulfilOrder(String(partial.id), parcel);
      expect(await shopify.fulfilOrder(String(partial.id), parcel)).toBe(sentOnce);
      const left = (await shops.one(s.shop, 'order', Number(partial.id)))?.body.line_items as {
        fulfillable_quantity: number;
      }[];
      expect(left[0]?.fulfillable_quantity).toBe(1);
      const sent = hooks.received.filter((h) => h.headers['x-shopify-topic'] === 'orders/updated');
      expect(sent.length).toBeGreaterThan(0);
      expect(sent[0]?.headers['x-shopify-hmac-sha256']).toBe(
        signWebhook(s.clientSecret, sent[0]?.body ?? ''),
      );
      await expect(shopify.fulfilOrder('999999', shipment)).rejects.toMatchObject({ reason: 'gone' });

      // Held by the shop: nothing of it is ours to fulfil, and the reason says so.
      const held = await shops.create(s.shop, 'order', (id) => ({ ...order(id, [1]), on_hold: true }));
      await expect(shopify.fulfilOrder(String(held.id), shipment)).rejects.toMatchObject({
        reason: 'refused',
        message: expect.stringMatching(/on hold/),
      });
      // Without the fulfillment-order scopes Shopify lists none: a missing scope, not "nothing left".
      await t.database.db
        .update(sandboxShops)
        .set({ scopes: 'write_products,write_publications,read_orders,write_fulfillments' })
        .where(eq(sandboxShops.id, s.shop.id));
      const other = await shops.create(s.shop, 'order', (id) => order(id, [2]));
      await expect(shopify.fulfilOrder(String(other.id), shipment)).rejects.toMatchObject({
        reason: 'scope',
      });
    } finally {
      await hooks.close();
    }
  });

  it('its shopfront: a customer who pays later, the owner marking it paid, and cancelling, each reported by webhook', async () => {
    const hooks = await webhookReceiver();
    try {
      const s = await openShop('Front Shop');
      await s.platform().subscribeOrderWebhooks(hooks.url);
      await s.platform().createProduct(draft(9));
      const [product] = await s.products();
      const form = new URLSearchParams({
        variant: `${product?.id}:${product?.variants[0]?.id}`,
        quantity: '1',
        name: 'Ana Lima',
        email: 'ana@example.com',
        address: 'Rua B, 2',
        city: 'Rio',
        zip: '20000-000',
        country: 'BR',
        paysLater: '1',
      });
      const placed = await fetch(`${s.base}/orders`, { method: 'POST', body: form, redirect: 'manual' });
      expect(placed.headers.get('location')).toContain('placed=%231001');
      const created = JSON.parse(hooks.received.at(-1)?.body ?? '{}') as {
        id: number;
        financial_status: string;
      };
      expect(created.financial_status).toBe('pending');
      const owner = (action: string) =>
        fetch(`${s.base}/orders/${created.id}/${action}`, { method: 'POST', redirect: 'manual' });
      expect((await owner('paid')).headers.get('location')).toContain('paid=%231001');
      const topics = () => hooks.received.map((h) => h.headers['x-shopify-topic']);
      expect(topics()).toEqual(['orders/create', 'orders/updated']);
      expect((await owner('paid')).headers.get('location')).not.toContain('paid=');
      expect((await owner('cancel')).headers.get('location')).toContain('cancelled=%231001');
      expect(topics().at(-1)).toBe('orders/cancelled');
      expect((await owner('cancel')).headers.get('location')).not.toContain('cancelled=');
    } finally {
      await hooks.close();
    }
  });

  it('throttles by query cost (THROTTLED in a 200), and the adapter waits until the bucket holds its cost', async () => {
    const s = await openShop('Busy Shop');
    const token = await s.token();
    const heavy = '{ products(first: 99) { nodes { variants(first: 4) { nodes { id } } } } }';
    const charged = (await (await s.graphql(heavy, {}, token)).json()) as {
      extensions: { cost: { requestedQueryCost: number; actualQueryCost: number } };
    };
    // Asked for 99 products of 4 variants (2 + 99 x (1 + 2 + 4)); charged for what it found (an empty list).
    expect(charged.extensions.cost).toMatchObject({ requestedQueryCost: 695, actualQueryCost: 3 });
    sandboxBuckets.drain(s.shop.id);
    const throttled = (await (await s.graphql(heavy, {}, token)).json()) as {
      errors: { extensions: { code: string } }[];
      extensions: { cost: { throttleStatus: { restoreRate: number } } };
    };
    expect(throttled.errors[0]?.extensions.code).toBe('THROTTLED');
    expect(throttled.extensions.cost.throttleStatus.restoreRate).toBe(100);
    const over = (await (
      await s.graphql(
        '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }',
        {},
        token,
      )
    ).json()) as { errors: { extensions: { code: string } }[] };
    expect(over.errors[0]?.extensions.code).toBe('MAX_COST_EXCEEDED');
    // Empty again: the adapter is told to wait (cost / restore rate), waits, and its retry goes through.
    sandboxBuckets.drain(s.shop.id);
    const waits: number[] = [];
    const listed = await s
      // 200 a page: with each product's picture (three objects deep) 250 would pass the single query's 1,000.
      .platform({ onRetry: (ms: number) => waits.push(ms), maxWaitMs: 20_000 }, 200)
      .listProducts();
    expect(listed).toEqual([]);
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toBeGreaterThan(1000);
  });

  it('the adapter paces a document by the cost Shopify asked for it last, not a guess: one THROTTLED, not one a call', async () => {
    const s = await openShop('Paced Shop');
    const waits: number[] = [];
    const api = new ShopifyGraphql(
      {
        platform: 'shopify',
        shopDomain: `${s.shop.handle}.myshopify.com`,
        access: { kind: 'client_credentials', clientId: s.clientId, clientSecret: s.clientSecret },
        sandboxBase: s.base,
      },
      { onRetry: (ms: number) => waits.push(ms), maxWaitMs: 20_000 },
    );
    // Asks 100 up front (2 + 14 x (1 + 2 + 4)), costs 3 (no products): the bucket must hold 100 before each.
    const query = '{ products(first: 14) { nodes { variants(first: 4) { nodes { id } } } } }';
    sandboxBuckets.drain(s.shop.id);
    for (let i = 0; i < 5; i++) await api.request(query);
    // The first call could not know the bucket was empty; every later one waited for 100 points first
    // (paced by the caller's guess, 0 here, each would have been THROTTLED and sent twice).
    expect(waits).toHaveLength(1);
  });

  it('the WooCommerce client pages through products and waits out a 429 with Retry-After', async () => {
    const waits: number[] = [];
    const client = new WooCommercePlatform(
      { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
      { onRetry: (ms) => waits.push(ms) },
      undefined,
      3,
    );
    woo.limitNext(1, '1');
    const products = await client.listProducts();
    expect(products.map((p) => p.variants[0]?.sku)).toEqual([
      'WOO-1',
      'WOO-2',
      'WOO-3',
      'WOO-4',
      'WOO-5',
      'WOO-6',
      'WOO-7',
    ]);
    expect(waits).toEqual([1000]);
    expect(woo.calls.filter((c) => c.status === 429)).toHaveLength(1);

    woo.limitNext(10, '1');
    await expect(
      new WooCommercePlatform(
        { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
        { retries: 1 },
      ).shopInfo(),
    ).rejects.toBeInstanceOf(StorePlatformError);
    woo.limitNext(0);
  });
});

describe('sandbox store in production', () => {
  it('is not served unless STORE_SANDBOX=true', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'none',
      STORE_CREDENTIALS_KEY: 'k'.repeat(40),
    });
    try {
      expect(prod.config.STORE_SANDBOX).toBe(false);
      // Production checks stores' addresses unless told otherwise (development does not).
      expect(prod.config.STORE_PRIVATE_ADDRESSES).toBe(false);
      expect(t.config.STORE_PRIVATE_ADDRESSES).toBe(true);
      for (const url of [
        `/sandbox/store/anything/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
        '/sandbox/store/anything/admin/oauth/access_token',
      ]) {
        const res = await prod.app.inject({
          method: 'POST',
          url,
          payload: {},
          headers: { accept: 'application/json' },
        });
        expect(res.statusCode).toBe(404);
      }
      const page = await prod.app.inject({
        method: 'GET',
        url: '/sandbox/store/anything',
        headers: { accept: 'application/json' },
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
