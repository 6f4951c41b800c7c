import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectPlatform, type StorePlatform } from '../../src/adapters/stores';
import { WooClient } from '../../src/adapters/stores/woocommerce-client';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';

/**
 * The stock and price sync's WooCommerce calls (woocommerce-sync.ts), through the adapter the server builds
 * (connectPlatform), against the fake's `products/batch` and `products/<id>/variations/batch`: bodies checked
 * against the documented writable fields, more than 100 objects refused with 413, each item answered in order
 * with the object or its own `{ id, error }`, and a quantity kept only when stock is managed.
 */
const OWN = 150;
let woo: WooFake;
let store: StorePlatform;

beforeAll(async () => {
  woo = await startWooFake(OWN);
  store = connectPlatform({
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

/** The batch calls made since `from`, by endpoint, with their status. */
const batchCallsSince = (from: number) =>
  woo.calls
    .slice(from)
    .filter((c) => c.path.endsWith('/batch'))
    .map((c) => `${c.path.replace(/^.*\/wc\/v3\//, '')} ${c.status}`);

/** A variable product of the store with `n` variations (published as the publish task does). */
async function variableProduct(n: number) {
  const tag = Math.random().toString(36).slice(2, 8);
  const published = await store.createProduct({
    handle: `sync-${tag}`,
    title: `Sync ${tag}`,
    descriptionHtml: '<p>Mug</p>',
    vendor: 'Dropmall',
    tags: [],
    optionNames: ['Size'],
    variants: Array.from({ length: n }, (_, i) => ({
      key: String(i + 1),
      options: [`S${i + 1}`],
      price: '9.99',
      sku: `SYNC-${tag}-${i + 1}`,
    })),
    images: [],
  });
  const made = woo.created.get(Number(published.id));
  if (!made) throw new Error('the fake did not keep the product');
  return { productId: published.id, variantIds: published.variants.map((v) => v.id), made };
}

describe('the sync’s WooCommerce batches', () => {
  it('sends 150 simple products and 120 variations in calls of at most 100, every quantity managed', async () => {
    const { productId, variantIds, made } = await variableProduct(120);
    const from = woo.calls.length;
    const simple = woo.ownProducts.map((p, i) => ({
      productId: String(p.id),
      variantId: String(p.id),
      quantity: i,
    }));
    const variations = variantIds.map((id, i) => ({ productId, variantId: id, quantity: 1000 + i }));
    const outcome = await store.setInventory([...simple, ...variations]);
    expect(outcome.failed).toEqual([]);
    expect(batchCallsSince(from)).toEqual([
      'products/batch 200',
      'products/batch 200',
      `products/${productId}/variations/batch 200`,
      `products/${productId}/variations/batch 200`,
    ]);
    expect(woo.ownProducts).toHaveLength(OWN);
    for (const [i, p] of woo.ownProducts.entries())
      expect([p.manage_stock, p.stock_quantity]).toEqual([true, i]);
    const kept = variantIds.map((id) => made.variations.get(Number(id)));
    expect(kept.map((v) => [v?.manage_stock, v?.stock_quantity])).toEqual(
      variantIds.map((_, i) => [true, 1000 + i]),
    );

    // Prices and the shelf state go the same ways.
    const priced = await store.setPrices([
      { productId: '1', variantId: '1', price: '12.99' },
      { productId, variantId: variantIds[0] ?? '', price: '7.49' },
    ]);
    expect(priced.failed).toEqual([]);
    expect(woo.ownProducts[0]?.regular_price).toBe('12.99');
    expect(made.variations.get(Number(variantIds[0]))?.regular_price).toBe('7.49');
    const hidden = await store.setProductsActive([
      { productId: '2', active: false },
      { productId, active: false },
    ]);
    expect(hidden.failed).toEqual([]);
    expect([woo.ownProducts[1]?.status, made.status]).toEqual(['draft', 'draft']);
    await store.setProductsActive([{ productId, active: true }]);
    expect(made.status).toBe('publish');
  });

  it('fails only the items WooCommerce answers with an error, in the same call as the others', async () => {
    const { productId, variantIds, made } = await variableProduct(3);
    const [first = '', second = '', third = ''] = variantIds;
    // A product and a variation deleted in the shop since they were published.
    const deleted = woo.ownProducts.find((p) => p.id === 3);
    woo.ownProducts.splice(woo.ownProducts.indexOf(deleted as never), 1);
    made.variations.delete(Number(second));
    const from = woo.calls.length;

    const outcome = await store.setInventory([
      { productId: '4', variantId: '4', quantity: 5 },
      { productId: '3', variantId: '3', quantity: 5 },
      { productId: '5', variantId: '5', quantity: 6 },
      { productId, variantId: first, quantity: 7 },
      { productId, variantId: second, quantity: 7 },
      { productId, variantId: third, quantity: 8 },
    ]);
    expect(batchCallsSince(from)).toEqual([
      'products/batch 200',
      `products/${productId}/variations/batch 200`,
    ]);
    expect(outcome.failed).toEqual([
      { variantId: '3', reason: 'gone', detail: 'woocommerce_rest_product_invalid_id Invalid ID.' },
      {
        variantId: second,
        reason: 'gone',
        detail: 'woocommerce_rest_product_variation_invalid_id Invalid ID.',
      },
    ]);
    // The items around them were written.
    const own = (id: number) => woo.ownProducts.find((p) => p.id === id)?.stock_quantity;
    expect([own(4), own(5)]).toEqual([5, 6]);
    expect([first, third].map((id) => made.variations.get(Number(id))?.stock_quantity)).toEqual([7, 8]);
  });

  it('a variation of another product is refused for that item alone', async () => {
    const a = await variableProduct(1);
    const b = await variableProduct(1);
    const outcome = await store.setPrices([
      { productId: a.productId, variantId: b.variantIds[0] ?? '', price: '5.00' },
      { productId: a.productId, variantId: a.variantIds[0] ?? '', price: '6.00' },
    ]);
    expect(outcome.failed.map((f) => [f.variantId, f.reason])).toEqual([[b.variantIds[0], 'gone']]);
    expect(a.made.variations.get(Number(a.variantIds[0]))?.regular_price).toBe('6.00');
    expect(b.made.variations.get(Number(b.variantIds[0]))?.regular_price).toBe('9.99');
  });
});

describe('the fake’s products/batch, as WooCommerce answers it', () => {
  const client = () =>
    new WooClient({
      platform: 'woocommerce',
      siteUrl: woo.url,
      consumerKey: woo.key,
      consumerSecret: woo.secret,
    });

  it('refuses more than 100 objects in all with 413, and a field the reference does not list with 400', async () => {
    await expect(
      client().post('products/batch', {
        update: Array.from({ length: 60 }, (_, i) => ({ id: i + 1, regular_price: '1.00' })),
        delete: Array.from({ length: 41 }, (_, i) => i + 1),
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(woo.ownProducts[0]?.regular_price).not.toBe('1.00');
    await expect(client().post('products/batch', { update: [{ id: 1, quantity: 3 }] })).rejects.toMatchObject(
      {
        status: 400,
      },
    );
    woo.refused.length = 0;
  });

  it('keeps a quantity only while stock is managed', async () => {
    const answer = (
      await client().post('products/batch', {
        update: [
          { id: 6, manage_stock: false },
          { id: 6, stock_quantity: 4 },
          { id: 7, manage_stock: true, stock_quantity: 4 },
        ],
      })
    ).data as { update: { id: number; manage_stock: boolean; stock_quantity: number | null }[] };
    expect(answer.update.map((p) => [p.id, p.manage_stock, p.stock_quantity])).toEqual([
      [6, false, null],
      [6, false, null],
      [7, true, 4],
    ]);
  });
});
