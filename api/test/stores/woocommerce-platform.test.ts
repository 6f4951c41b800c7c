import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ProductDraft, StorePlatformError, wooOrder } from '../../src/adapters/stores';
import { WooCommercePlatform } from '../../src/adapters/stores/woocommerce';
import { WooClient } from '../../src/adapters/stores/woocommerce-client';
import { WOO_BATCH_LIMIT } from '../../src/adapters/stores/woocommerce-products';
import { readStoreAddress } from '../../src/modules/stores/crm-address';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import type { WooListed } from '../support/woocommerce-fake-catalog';
import { wooProductBody, wooTagBody, wooWebhookBody } from '../support/woocommerce-schema';

/**
 * The WooCommerce adapter against the fake that answers as WooCommerce documents (woocommerce-fake.ts): every
 * body it sends is checked against the documented writable fields, and none may be refused.
 */
let woo: WooFake;
let platform: WooCommercePlatform;
let productNo = 0;

beforeAll(async () => {
  woo = await startWooFake({ fulfillments: true });
  platform = new WooCommercePlatform({
    platform: 'woocommerce',
    siteUrl: woo.url,
    consumerKey: woo.key,
    consumerSecret: woo.secret,
  });
});
afterAll(() => woo?.close());
afterEach(() => {
  expect(woo.refused).toEqual([]);
});

/** A product with `n` variants (size x colour), or none (a simple product) for n = 0. */
function draft(n: number, tags: string[] = []): ProductDraft {
  const id = ++productNo;
  const variants =
    n === 0
      ? [{ key: '1', options: [], price: '19.99', sku: `SIMPLE-${id}` }]
      : Array.from({ length: n }, (_, i) => ({
          key: String(i + 1),
          options: [`S${Math.floor(i / 10)}`, `C${i % 10}`],
          price: '9.99',
          sku: `P${id}-V${i + 1}`,
        }));
  return {
    handle: `dropmall-${id}`,
    title: `Product ${id}`,
    descriptionHtml: '<p>Nice</p>',
    vendor: 'Dropmall',
    tags,
    optionNames: n === 0 ? [] : ['Size', 'Colour'],
    variants,
    images: ['https://example.com/a.jpg'],
  };
}

const batchCalls = (productId: string) =>
  woo.calls.filter((c) => c.path.endsWith(`/products/${productId}/variations/batch`));

describe('products', () => {
  it('a product with 150 variants publishes in batches of at most 100 (WooCommerce answers 413 above)', async () => {
    const d = draft(150);
    const published = await platform.createProduct(d);
    const made = woo.created.get(Number(published.id));
    expect(made?.variations.size).toBe(150);
    expect(made?.sku).toBe(d.handle);
    const ids = published.variants.map((v) => v.id);
    expect(new Set(ids).size).toBe(150);
    expect([...(made?.variations.values() ?? [])].map((v) => v.sku).sort()).toEqual(
      d.variants.map((v) => v.sku).sort(),
    );
    expect(batchCalls(published.id).map((c) => c.status)).toEqual([200, 200]);

    // Updating: 60 removed, 5 added, the rest kept with their ids; deletes go first in calls of their own.
    const known = new Map(published.variants.map((v) => [v.key, v.id]));
    const next = {
      ...d,
      variants: [...d.variants.slice(60), ...draft(5).variants.map((v) => ({ ...v, key: `n${v.key}` }))],
    };
    const updated = await platform.updateProduct(published.id, next, known);
    expect(made?.variations.size).toBe(95);
    expect(updated.variants.slice(0, 90).map((v) => v.id)).toEqual(ids.slice(60));
    expect(batchCalls(published.id)).toHaveLength(4);
    expect(WOO_BATCH_LIMIT).toBe(100);
  });

  it('lists the shop’s products in id order, oldest first: a product added meanwhile shifts no page', async () => {
    const shop = await startWooFake(5);
    try {
      const reader = new WooCommercePlatform(
        {
          platform: 'woocommerce',
          siteUrl: shop.url,
          consumerKey: shop.key,
          consumerSecret: shop.secret,
        },
        {},
        undefined,
        2,
      );
      const first = await reader.listProductsPage(null);
      expect(first.products.map((p) => p.id)).toEqual(['1', '2']);
      // Added while the pages are read: it comes last (newest first, it would push product 2 onto page 2).
      shop.ownProducts.push({
        ...(shop.ownProducts[0] as WooListed),
        id: 6,
        sku: 'WOO-6',
        name: 'Woo product 6',
      });
      const ids = [...first.products];
      for (let cursor = first.next; cursor; ) {
        const page = await reader.listProductsPage(cursor);
        ids.push(...page.products);
        cursor = page.next;
      }
      expect(ids.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', '6']);
      const listings = shop.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/products'));
      for (const c of listings) {
        const query = new URLSearchParams(c.query);
        expect([query.get('orderby'), query.get('order')]).toEqual(['id', 'asc']);
      }
    } finally {
      await shop.close();
    }
  });

  it('updating a product deleted in the shop says gone (WooCommerce answers the update 400 invalid id)', async () => {
    const d = draft(0);
    const published = await platform.createProduct(d);
    woo.created.delete(Number(published.id));
    await expect(
      platform.updateProduct(published.id, d, new Map(published.variants.map((v) => [v.key, v.id]))),
    ).rejects.toMatchObject({ reason: 'gone' });
  });

  it('the fake refuses a batch of more than 100 items with 413, as WooCommerce does', async () => {
    const { id } = await platform.createProduct(draft(1));
    const client = new WooClient({
      platform: 'woocommerce',
      siteUrl: woo.url,
      consumerKey: woo.key,
      consumerSecret: woo.secret,
    });
    await expect(
      client.post(`products/${id}/variations/batch`, {
        delete: Array.from({ length: 101 }, (_, i) => i + 1),
      }),
    ).rejects.toMatchObject({ reason: 'refused', status: 413 });
  });

  it('tags go by id: looked up by name, created once, never sent by name', async () => {
    woo.tags.push({ id: 77, name: 'Summer &amp; Sun', slug: 'summer-sun' });
    const first = await platform.createProduct(draft(0, ['Summer & Sun', 'Gifts']));
    const second = await platform.createProduct(draft(2, ['gifts', 'Summer & Sun']));
    expect(woo.created.get(Number(first.id))?.tags.map((t) => t.name)).toEqual(['Summer &amp; Sun', 'Gifts']);
    expect(woo.created.get(Number(second.id))?.tags.map((t) => t.name)).toEqual([
      'Gifts',
      'Summer &amp; Sun',
    ]);
    expect(woo.tags.map((t) => t.name)).toEqual(['Summer &amp; Sun', 'Gifts']);
    // 'Summer & Sun' is not found by `search` (WordPress keeps it as 'Summer &amp; Sun'): the create answers
    // term_exists with its id, once; 'Gifts' is created once.
    expect(
      woo.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/products/tags')).map((c) => c.status),
    ).toEqual([400, 201]);
  });

  it('a create retried after a lost answer finds the product by its SKU and updates it instead of making a second', async () => {
    for (const d of [draft(3), draft(0)]) {
      const first = await platform.createProduct(d);
      const count = woo.created.size;
      // The crash: Dropmall never saved the link, and publishes again with a new price.
      const again = await platform.createProduct({
        ...d,
        variants: d.variants.map((v) => ({ ...v, price: '12.50' })),
      });
      expect(again).toEqual(first);
      expect(woo.created.size).toBe(count);
      const made = woo.created.get(Number(first.id));
      const prices = d.optionNames.length
        ? [...(made?.variations.values() ?? [])].map((v) => v.regular_price)
        : [made?.regular_price];
      expect(prices.every((p) => p === '12.50')).toBe(true);
    }
  });

  it('the schema of the documented fields refuses read-only and unknown fields', () => {
    expect(wooProductBody.safeParse({ name: 'x', tags: [{ name: 'x' }] }).success).toBe(false);
    expect(wooProductBody.safeParse({ name: 'x', price: '1.00' }).success).toBe(false);
    expect(wooProductBody.safeParse({ name: 'x', vendor: 'y' }).success).toBe(false);
    expect(wooTagBody.safeParse({ id: 3, name: 'x' }).success).toBe(false);
    expect(wooWebhookBody.safeParse({ topic: 'order.created', resource: 'order' }).success).toBe(false);
    expect(wooProductBody.safeParse({ name: 'x', tags: [{ id: 3 }] }).success).toBe(true);
  });
});

describe('orders and webhooks', () => {
  it('lists orders changed since a time in GMT (dates_are_gmt), though the site keeps local times', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 19);
    woo.orders.push({
      id: 9101,
      number: '9101',
      status: 'processing',
      currency: 'BRL',
      total: '10.00',
      date_created_gmt: twoHoursAgo,
      date_modified_gmt: twoHoursAgo,
      line_items: [],
    });
    // The site is at UTC-3: a window opened 3 hours ago read as local time would begin now and miss it.
    const orders = await platform.listOrders(new Date(Date.now() - 3 * 3_600_000), 10);
    expect(orders.map((o) => o.id)).toContain('9101');
    const call = woo.calls.findLast((c) => c.path.endsWith('/orders'));
    expect(new URLSearchParams(call?.query).get('dates_are_gmt')).toBe('true');
  });

  it('only active webhooks count: ours, disabled after repeated failed deliveries, are made active again', async () => {
    let answer = 500;
    const receiver = createServer((_req, res) => res.writeHead(answer).end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      await platform.subscribeOrderWebhooks(address, 'shh');
      const mine = () => woo.webhooks.filter((w) => w.delivery_url === address);
      expect(mine().map((w) => [w.topic, w.status])).toEqual([
        ['order.created', 'active'],
        ['order.updated', 'active'],
      ]);
      // WooCommerce pinged each new webhook's address (unsigned).
      expect(woo.pings.filter((p) => mine().some((w) => w.id === p.webhookId))).toHaveLength(2);
      // The address fails: WooCommerce disables the webhook after more than 5 failures in a row.
      let failures = 0;
      while (mine()[0]?.status === 'active') {
        await woo.placeOrder({ id: 9200 + failures, status: 'processing', line_items: [] });
        failures++;
      }
      expect(failures).toBe(7);
      expect(mine()[0]?.status).toBe('disabled');
      expect(await woo.placeOrder({ id: 9300, status: 'processing', line_items: [] })).toEqual([]);

      answer = 200;
      await platform.subscribeOrderWebhooks(address, 'shh');
      expect(mine().map((w) => [w.topic, w.status])).toEqual([
        ['order.created', 'active'],
        ['order.updated', 'active'],
      ]);
      expect(await woo.placeOrder({ id: 9301, status: 'processing', line_items: [] })).toEqual([200]);
      // Nothing was created twice.
      await platform.subscribeOrderWebhooks(address, 'shh');
      expect(mine()).toHaveLength(2);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('reads the CPF / CNPJ that Brazilian plugins keep with the billing address or in the order meta', () => {
    const base = {
      id: 9401,
      status: 'processing',
      date_created_gmt: '2026-01-10T10:00:00',
      shipping: { first_name: 'Ana', address_1: 'Rua A, 1', city: 'Recife', country: 'BR' },
      line_items: [],
    };
    const fromBilling = wooOrder({ ...base, billing: { cpf: '529.982.247-25', persontype: '1' } });
    expect(readStoreAddress(fromBilling?.shippingAddress ?? null, '')?.taxId).toEqual({
      idType: 'CPF',
      idNo: '52998224725',
    });
    const fromMeta = wooOrder({
      ...base,
      billing: {},
      meta_data: [{ id: 1, key: '_billing_cnpj', value: '11.222.333/0001-81' }],
    });
    expect(readStoreAddress(fromMeta?.shippingAddress ?? null, '')?.taxId).toEqual({
      idType: 'CNPJ',
      idNo: '11222333000181',
    });
    expect(
      readStoreAddress(wooOrder({ ...base, billing: {} })?.shippingAddress ?? null, '')?.taxId,
    ).toBeNull();
  });
});

describe('tracking', () => {
  const order = (id: number) => ({
    id,
    status: 'processing',
    line_items: [
      { id: id * 10 + 1, product_id: 1, quantity: 2 },
      { id: id * 10 + 2, product_id: 2, quantity: 1 },
    ],
  });

  it('goes through Order Fulfillments when the site has them: its lines, tracking number and carrier, once', async () => {
    await woo.placeOrder(order(9501));
    const shipment = { trackingNumber: 'BR123', carrier: 'Correios', lines: null, complete: true };
    const id = await platform.fulfilOrder('9501', shipment);
    expect(await platform.fulfilOrder('9501', shipment)).toBe(id);
    expect(woo.fulfillments.get('9501')).toEqual([
      expect.objectContaining({
        id: Number(id),
        is_fulfilled: true,
        meta_data: [
          {
            key: '_items',
            value: [
              { item_id: 95011, qty: 2 },
              { item_id: 95012, qty: 1 },
            ],
          },
          { key: '_tracking_number', value: 'BR123' },
          { key: '_shipment_provider', value: 'Correios' },
        ],
      }),
    ]);
    expect(woo.notes.get('9501')).toBeUndefined();
    expect(woo.orders.find((o) => o.id === 9501)?.status).toBe('completed');
    const created = woo.calls.find(
      (c) => c.method === 'POST' && c.path.endsWith('/orders/9501/fulfillments'),
    );
    expect(new URLSearchParams(created?.query).get('notify_customer')).toBe('true');

    // Part of an order: only its lines.
    await woo.placeOrder(order(9502));
    await platform.fulfilOrder('9502', {
      trackingNumber: 'BR9',
      carrier: 'DHL',
      lines: [{ id: '95022', quantity: 1 }],
      complete: false,
    });
    expect(woo.fulfillments.get('9502')?.[0]?.meta_data[0]).toEqual({
      key: '_items',
      value: [{ item_id: 95022, qty: 1 }],
    });
    expect(woo.orders.find((o) => o.id === 9502)?.status).toBe('processing');
  });

  it('an order no longer in the shop is gone, with or without the fulfillments feature', async () => {
    const shipment = { trackingNumber: 'X1', carrier: 'DHL', lines: null, complete: true };
    await expect(platform.fulfilOrder('404404', shipment)).rejects.toMatchObject({ reason: 'gone' });
    const plain = await startWooFake();
    try {
      const noFeature = new WooCommercePlatform({
        platform: 'woocommerce',
        siteUrl: plain.url,
        consumerKey: plain.key,
        consumerSecret: plain.secret,
      });
      await expect(noFeature.fulfilOrder('404404', shipment)).rejects.toBeInstanceOf(StorePlatformError);
      await expect(noFeature.fulfilOrder('404404', shipment)).rejects.toMatchObject({ reason: 'gone' });
      // Without the feature: the customer note, as before.
      await plain.placeOrder(order(9601));
      await noFeature.fulfilOrder('9601', shipment);
      expect(plain.notes.get('9601')?.[0]).toMatchObject({
        customer_note: true,
        note: expect.stringContaining('X1'),
      });
      expect(plain.refused).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
