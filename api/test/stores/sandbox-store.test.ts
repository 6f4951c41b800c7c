import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopifyPlatform } from '../../src/adapters/stores/shopify';
import { StorePlatformError } from '../../src/adapters/stores/types';
import { WooCommercePlatform } from '../../src/adapters/stores/woocommerce';
import { signWebhook } from '../../src/modules/stores';
import { SandboxShops } from '../../src/modules/stores/sandbox/shops';
import { createTestApp } from '../support/app';
import { testDbKind } from '../support/db';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, webhookReceiver } from './support';

/**
 * The built-in sandbox store speaks Shopify's Admin REST API (paths, X-Shopify-Access-Token, Link-header
 * pagination, 429 with Retry-After, signed webhooks), and both platform clients work against it and the
 * WooCommerce fake, waiting out a 429.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let woo: WooFake;
let shop: Awaited<ReturnType<SandboxShops['open']>>['shop'];
let token = '';
let api = '';

beforeAll(async () => {
  t = await listeningApp();
  woo = await startWooFake(7);
  const opened = await new SandboxShops(t.database.db, async () => {}).open('Sandbox Test Shop', null);
  shop = opened.shop;
  token = opened.token;
  api = `${t.origin}/sandbox/store/${shop.handle}/admin/api/${SHOPIFY_API_VERSION}`;
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

const call = (path: string, init: RequestInit = {}, accessToken = token) =>
  fetch(`${api}/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': accessToken, ...init.headers },
  });
const shopify = (retry = {}, pageSize = 50) =>
  new ShopifyPlatform(
    {
      platform: 'shopify',
      shopDomain: `${shop.handle}.myshopify.com`,
      accessToken: token,
      sandboxBase: `${t.origin}/sandbox/store/${shop.handle}`,
    },
    retry,
    pageSize,
  );

describe(`sandbox store (${testDbKind})`, () => {
  it('answers only its own token, as Shopify does (401 with Shopify’s error body)', async () => {
    const res = await call('shop.json', {}, 'shpat_wrongtoken000000');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: string }).errors).toMatch(/Invalid API key or access token/);
    const wrong = new ShopifyPlatform({ ...shopifyConnection(), accessToken: 'shpat_wrongtoken000000' });
    await expect(wrong.shopInfo()).rejects.toMatchObject({ reason: 'credentials' });
    const info = await shopify().shopInfo();
    expect(info).toEqual({ name: 'Sandbox Test Shop', currency: 'USD' });
  });

  it('creates and updates products with variants and options; lists them page by page with Link headers', async () => {
    const made = await call('products.json', {
      method: 'POST',
      body: JSON.stringify({
        product: {
          title: 'Tote',
          body_html: '<p>Bag</p>',
          options: [{ name: 'Colour' }],
          variants: [
            { option1: 'Red', price: '10', sku: 'T-R' },
            { option1: 'Blue', price: '11.5', sku: 'T-B' },
          ],
          images: [{ src: 'https://example.com/a.jpg' }],
        },
      }),
    });
    expect(made.status).toBe(201);
    const { product } = (await made.json()) as {
      product: { id: number; variants: { id: number; price: string }[] };
    };
    expect(product.variants.map((v) => v.price)).toEqual(['10.00', '11.50']);
    const [red] = product.variants;
    const updated = await call(`products/${product.id}.json`, {
      method: 'PUT',
      body: JSON.stringify({
        product: { title: 'Tote bag', variants: [{ id: red?.id, option1: 'Red', price: '12' }] },
      }),
    });
    const after = ((await updated.json()) as { product: { title: string; variants: { id: number }[] } })
      .product;
    expect(after.title).toBe('Tote bag');
    expect(after.variants.map((v) => v.id)).toEqual([red?.id]);

    for (const title of ['Mug', 'Cap'])
      await call('products.json', { method: 'POST', body: JSON.stringify({ product: { title } }) });
    const first = await call('products.json?limit=2');
    const link = first.headers.get('link') ?? '';
    expect(link).toMatch(/<[^>]+page_info=[^>]+>; rel="next"/);
    const second = await fetch(/<([^>]+)>/.exec(link)?.[1] ?? '', {
      headers: { 'x-shopify-access-token': token },
    });
    expect(((await second.json()) as { products: unknown[] }).products).toHaveLength(1);
    expect(second.headers.get('link')).toBeNull();

    const listed = await shopify({}, 2).listProducts();
    expect(listed.map((p) => p.title)).toEqual(['Tote bag', 'Mug', 'Cap']);
    expect((await call('products/count.json').then((r) => r.json())) as unknown).toEqual({ count: 3 });
  });

  it('answers 429 with Retry-After when the bucket is full, and the Shopify client waits and retries', async () => {
    // A shop of its own: emptying the main shop's bucket would make the next tests wait for it to drain.
    const own = await new SandboxShops(t.database.db, async () => {}).open('Burst Shop', null);
    const base = `${t.origin}/sandbox/store/${own.shop.handle}`;
    const burst = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${base}/admin/api/${SHOPIFY_API_VERSION}/shop.json`, {
          headers: { 'x-shopify-access-token': own.token },
        }),
      ),
    );
    const limited = burst.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    const first = limited[0] as Response;
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await first.json()) as { errors: string }).errors).toMatch(/Exceeded 2 calls per second/);

    // The bucket drains one call's room every half second, and a loaded machine can take longer than that to
    // get from the burst to the client's call. So loops of calls keep it full until the client has been told
    // to wait (each refills the room as soon as it opens); then it drains and the client's retry goes through.
    let keeping = true;
    const keepFull = async () => {
      while (keeping)
        await fetch(`${base}/admin/api/${SHOPIFY_API_VERSION}/shop.json`, {
          headers: { 'x-shopify-access-token': own.token },
        }).then((r) => r.arrayBuffer());
    };
    const keepers = Array.from({ length: 8 }, keepFull);
    const waits: number[] = [];
    const client = new ShopifyPlatform(
      {
        platform: 'shopify',
        shopDomain: `${own.shop.handle}.myshopify.com`,
        accessToken: own.token,
        sandboxBase: base,
      },
      {
        onRetry: (ms: number) => {
          waits.push(ms);
          keeping = false;
        },
      },
    );
    const info = await client.shopInfo().finally(() => {
      keeping = false;
    });
    await Promise.all(keepers);
    expect(info.name).toBe('Burst Shop');
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
  });

  it('signs its webhooks with X-Shopify-Hmac-Sha256 and records fulfillments with tracking numbers', async () => {
    const hooks = await webhookReceiver();
    try {
      for (const topic of ['orders/create', 'fulfillments/create']) {
        const sub = await call('webhooks.json', {
          method: 'POST',
          body: JSON.stringify({ webhook: { topic, address: hooks.url, format: 'json' } }),
        });
        expect(sub.status).toBe(201);
      }
      const bad = await call('webhooks.json', {
        method: 'POST',
        body: JSON.stringify({ webhook: { topic: 'orders/nope', address: hooks.url } }),
      });
      expect(bad.status).toBe(422);

      const made = await call('products.json', {
        method: 'POST',
        body: JSON.stringify({ product: { title: 'Cap', variants: [{ price: '15', sku: 'CAP' }] } }),
      });
      const variant =
        ((await made.json()) as { product: { variants: { id: number }[] } }).product.variants[0]?.id ?? 0;
      const form = new URLSearchParams({
        variant: String(variant),
        quantity: '2',
        name: 'Maria Silva',
        email: 'maria@example.com',
        address: 'Rua A, 1',
        city: 'São Paulo',
        zip: '01000-000',
        country: 'BR',
      });
      const placed = await fetch(`${t.origin}/sandbox/store/${shop.handle}/orders`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      expect(placed.status).toBe(303);
      expect(placed.headers.get('location')).toBe(`/sandbox/store/${shop.handle}?placed=%231001`);

      const created = hooks.received.find((h) => h.headers['x-shopify-topic'] === 'orders/create');
      expect(created).toBeDefined();
      expect(created?.headers['x-shopify-hmac-sha256']).toBe(
        signWebhook(shop.webhookSecret, created?.body ?? ''),
      );
      expect(created?.headers['x-shopify-shop-domain']).toBe(`${shop.handle}.myshopify.com`);
      const order = JSON.parse(created?.body ?? '{}') as {
        id: number;
        name: string;
        total_price: string;
        line_items: { quantity: number }[];
      };
      expect(order.name).toBe('#1001');
      expect(order.line_items[0]?.quantity).toBe(2);

      const listed = (await call('orders.json?status=any').then((r) => r.json())) as {
        orders: { id: number }[];
      };
      expect(listed.orders.map((o) => o.id)).toEqual([order.id]);
      const fos = (await call(`orders/${order.id}/fulfillment_orders.json`).then((r) => r.json())) as {
        fulfillment_orders: { id: number; status: string }[];
      };
      expect(fos.fulfillment_orders[0]?.status).toBe('open');
      const fulfilled = await call('fulfillments.json', {
        method: 'POST',
        body: JSON.stringify({
          fulfillment: {
            line_items_by_fulfillment_order: [{ fulfillment_order_id: fos.fulfillment_orders[0]?.id }],
            tracking_info: { number: 'BR123456789', company: 'Correios' },
          },
        }),
      });
      expect(fulfilled.status).toBe(201);
      const again = (await call(`orders/${order.id}.json`).then((r) => r.json())) as {
        order: { fulfillment_status: string };
      };
      expect(again.order.fulfillment_status).toBe('fulfilled');
      const hook = hooks.received.find((h) => h.headers['x-shopify-topic'] === 'fulfillments/create');
      expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({
        tracking_number: 'BR123456789',
        tracking_company: 'Correios',
      });

      const page = await fetch(`${t.origin}/sandbox/store/${shop.handle}`, {
        headers: { 'accept-language': 'zh' },
      });
      const html = await page.text();
      expect(html).toContain('#1001');
      expect(html).toContain('已发货');
    } finally {
      await hooks.close();
    }
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
  it('is not served unless STORE_SANDBOX=true, and cannot be connected', async () => {
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
      const res = await prod.app.inject({
        method: 'GET',
        url: `/sandbox/store/${shop.handle}/admin/api/${SHOPIFY_API_VERSION}/shop.json`,
        headers: { 'x-shopify-access-token': token, accept: 'application/json' },
      });
      expect(res.statusCode).toBe(404);
      const page = await prod.app.inject({
        method: 'GET',
        url: `/sandbox/store/${shop.handle}`,
        headers: { accept: 'application/json' },
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

function shopifyConnection() {
  return {
    platform: 'shopify' as const,
    shopDomain: `${shop.handle}.myshopify.com`,
    accessToken: token,
    sandboxBase: `${t.origin}/sandbox/store/${shop.handle}`,
  };
}
